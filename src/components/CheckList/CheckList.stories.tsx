import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, MessageCircle, X } from 'lucide-react';
import { expect } from 'storybook/test';
import { optionsOf } from '../../test/storyHelpers';
import { CheckList, type CheckListSize, type CheckListTone } from './CheckList';

/** A vertical list with an icon before each item: what a package includes, before and after, terms. */
const meta = {
  title: 'Components/Check list',
  component: CheckList,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Det här ingår',
    items: ['Design i två förslag', 'Fem till sju sidor', 'Tre månaders support'],
  },
  argTypes: {
    tone: {
      control: 'radio',
      options: optionsOf<CheckListTone>({ success: true, accent: true, danger: true, highlight: true }),
      table: { defaultValue: { summary: 'success' } },
    },
    size: {
      control: 'radio',
      options: optionsOf<CheckListSize>({ md: true, lg: true }),
      table: { defaultValue: { summary: 'md' } },
    },
  },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a card or a panel: checks in the success colour. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Det här ingår' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('Fem till sju sidor')).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  args: { 'aria-label': 'What is included', items: ['Two design proposals', 'Five to seven pages'] },
  globals: { locale: 'en' },
};

/** What is wrong with an old site: crosses in the danger colour. */
export const Crosses: Story = {
  args: { icon: X, tone: 'danger', items: ['Långsam i mobilen', 'Syns inte på Google'] },
};

/** Items with icons of their own, larger, on their own on a page. */
export const OwnIcons: Story = {
  args: {
    size: 'lg',
    tone: 'accent',
    items: [
      { key: 'reply', icon: MessageCircle, content: 'Svar inom en arbetsdag' },
      { key: 'hours', icon: Clock, content: 'Vardagar 8–17' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vardagar 8–17')).toBeVisible();
  },
};

/** Long Swedish items wrap under their text, not under the icon, which stays beside the first line. */
export const LongContent: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  args: {
    items: [
      'Sökmotoroptimering av alla sidor med strukturerad data, metabeskrivningar och snabbladdande bilder i moderna format',
      'Tillgänglighetsanpassning enligt WCAG 2.2 nivå AA',
    ],
  },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('li')!;
    const icon = first.querySelector('svg')!;
    const text = first.lastChild as Text;
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = range.getClientRects();
    const box = icon.getBoundingClientRect();
    await expect(lines.length).toBeGreaterThan(1);
    for (const line of Array.from(lines)) {
      await expect(line.left).toBeGreaterThan(box.right);
    }
    // Centred on the first line, not on the whole item.
    const middle = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
    await expect(Math.abs(middle(box) - middle(lines[0]!))).toBeLessThanOrEqual(2);
  },
};

/** An empty list draws nothing but the list. */
export const Empty: Story = { args: { items: [] } };
