import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { optionsOf } from '../../test/storyHelpers';
import { Container, Section, SectionHeading, type SectionTone } from './Section';

/** A full-width band of a page with its heading; the tone picks the background, alternating down the page. */
const meta = {
  title: 'Primitives/Section',
  component: Section,
  tags: ['autodocs'],
  argTypes: {
    $tone: {
      control: 'radio',
      options: optionsOf<SectionTone>({ default: true, alt: true, inverse: true, accent: true }),
      description:
        'The background: white, off-white, the dark brand colour, or the violet call-to-action band.',
      table: { defaultValue: { summary: 'default' } },
    },
  },
  render: (args) => (
    <Section {...args} aria-labelledby="demo-title">
      <Container>
        <SectionHeading
          id="demo-title"
          title="Så går det till"
          lead="Fyra enkla steg från första samtal till färdig webbplats."
          inverse={args.$tone === 'inverse' || args.$tone === 'accent'}
        />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On white. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Så går det till' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Så går det till' })).toBeVisible();
  },
};
/** The off-white band that sets a section apart from its neighbours. */
export const Alternate: Story = { args: { $tone: 'alt' } };
/** The dark band, with light text, for the closing call to action. */
export const Inverse: Story = { args: { $tone: 'inverse' } };

/** The closing call to action's band: it stands apart from the navy bands around it. */
export const Accent: Story = { args: { $tone: 'accent' } };
