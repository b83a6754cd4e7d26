import type { Meta, StoryObj } from '@storybook/react-vite';
import { markdownToDocument } from '../../../../shared/postMarkdown';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { adminPostRevisionsFixture } from '../../../../mocks/fixtures/admin';
import { PublicationField, type PublicationState } from './PublicationField';
import { RevisionDiff } from './RevisionsPanel';

/** Parts of the blog post editor on their own: the publication choice and the comparison of a revision. */
const meta = {
  title: 'Admin/Parts/Post editor parts',
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The choice as the editor holds it, so a story can click through it. */
function Publication({
  initial,
  when = '',
  error,
}: {
  initial: PublicationState;
  when?: string;
  error?: string;
}) {
  const [state, setState] = useState(initial);
  const [time, setTime] = useState(when);
  return (
    <PublicationField
      state={state}
      when={time}
      onState={setState}
      onWhen={setTime}
      error={error}
      now={new Date('2026-03-16T09:00:00Z')}
    />
  );
}

export const PublicationDraft: Story = {
  render: () => <Publication initial="draft" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: /Draft/ })).toBeChecked();
    await expect(canvas.queryByLabelText('Publish at (Stockholm time)')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Scheduled/ }));
    // The earliest time offered is now, in Stockholm (10:00 on the stories' clock).
    await expect(canvas.getByLabelText('Publish at (Stockholm time)')).toHaveAttribute(
      'min',
      '2026-03-16T10:00',
    );
  },
};

export const PublicationScheduled: Story = {
  render: () => <Publication initial="scheduled" when="2026-03-20T08:30" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Publish at (Stockholm time)')).toHaveValue('2026-03-20T08:30');
    await expect(canvas.getByText('Friday, 20 March 2026 at 08:30')).toBeVisible();
  },
};

export const PublicationError: Story = {
  render: () => <Publication initial="scheduled" error="Pick a time in the future" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Publish at (Stockholm time)')).toHaveAccessibleDescription(
      'Pick a time in the future',
    );
  },
};

const current = adminPostRevisionsFixture[0]!.snapshot;

/** An older revision against the current text: what was removed is struck through, what was added marked. */
export const RevisionChanges: Story = {
  render: () => <RevisionDiff revision={adminPostRevisionsFixture[1]!.snapshot} current={current} />,
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Title (English)' }).nextElementSibling as HTMLElement;
    await expect(within(title).getByText(/An early/, { selector: 'del' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Body (English)' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Title (Swedish)' })).toBeNull();
  },
};

export const RevisionSame: Story = {
  render: () => <RevisionDiff revision={current} current={current} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This revision is the same as the current version.')).toBeVisible();
  },
};

const paragraph = (words: string) =>
  Array.from(
    { length: 12 },
    (_, n) => `${words} ${n + 1}: a longer sentence about websites and search.`,
  ).join(' ');

/** A long body rewritten in places: the text wraps, long words included, and nothing runs out of the box. */
export const RevisionLongBody: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: () => (
    <RevisionDiff
      revision={{
        ...current,
        bodyEn: markdownToDocument(
          `${paragraph('Part')}\n\nhttps://example.com/a-very-long-address-without-any-break-in-it`,
        ),
      }}
      current={{ ...current, bodyEn: markdownToDocument(`${paragraph('Section')}\n\nThe end.`) }}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
