import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, Section, SectionHeading } from './Section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  render: (args) => (
    <Section {...args} aria-labelledby="demo-title">
      <Container>
        <SectionHeading
          id="demo-title"
          title="Så går det till"
          lead="Fyra enkla steg från första samtal till färdig webbplats."
          inverse={args.$tone === 'inverse'}
        />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Så går det till' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Så går det till' })).toBeVisible();
  },
};
export const Alternate: Story = { args: { $tone: 'alt' } };
export const Inverse: Story = { args: { $tone: 'inverse' } };
