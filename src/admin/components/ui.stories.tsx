import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { leadStatuses } from '../../../shared/csv';
import { Button } from '../../components/Button/Button';
import { parseHex } from '../../styles/contrast';
import { theme } from '../../styles/theme';
import { StatusBadge } from '../pages/LeadsPage';
import * as ui from './ui';

/** `rgb(…)` as the browser reports a computed colour, for comparing with a theme token. */
const rgb = (hex: string) => `rgb(${parseHex(hex).join(', ')})`;

const Frame = ({ children }: { children: ReactNode }) => (
  <div style={{ maxWidth: 720, padding: '2rem' }}>{children}</div>
);

/**
 * The pieces every admin screen is built from (`src/admin/components/ui.ts`): labelled fields with their
 * errors, panels, tables that turn into cards on a phone, rows of actions, and the leads' status badges.
 */
const meta = {
  title: 'Admin/Parts/UI kit',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  decorators: [(Story) => <Frame>{Story()}</Frame>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label above its control: text, choice and long text all share the same look. */
export const Field: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: '1rem' }} onSubmit={(event) => event.preventDefault()}>
      <ui.Field>
        <label htmlFor="demo-name">Name</label>
        <input id="demo-name" defaultValue="Anna Andersson" />
      </ui.Field>
      <ui.Field>
        <label htmlFor="demo-role">Role</label>
        <select id="demo-role" defaultValue="Editor">
          <option>Admin</option>
          <option>Editor</option>
        </select>
      </ui.Field>
      <ui.Field>
        <label htmlFor="demo-message">Message</label>
        <textarea id="demo-message" />
      </ui.Field>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('Anna Andersson');
    await expect(canvas.getByLabelText('Role')).toHaveValue('Editor');
    const message = canvas.getByLabelText('Message');
    await userEvent.type(message, 'Hej!');
    await expect(message).toHaveValue('Hej!');
  },
};

/** A field the server or the form refused: the message sits under it, in the danger colour, and is read out with it. */
export const FieldWithError: Story = {
  render: () => (
    <ui.Field>
      <label htmlFor="demo-title">Title (English)</label>
      <input id="demo-title" aria-invalid aria-describedby="demo-title-error" />
      <ui.FieldError id="demo-title-error">Title is required</ui.FieldError>
    </ui.Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Title (English)');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Title is required');
    await expect(getComputedStyle(canvas.getByText('Title is required')).color).toBe(rgb(theme.color.danger));
  },
};

/** A white card with a border that holds one task of a screen; its heading names the region. */
export const Panel: Story = {
  render: () => (
    <ui.Panel aria-labelledby="demo-panel-title">
      <h2 id="demo-panel-title">Site settings</h2>
      <p>Contact details shown in the footer and on the contact page.</p>
    </ui.Panel>
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Site settings' });
    await expect(panel).toHaveTextContent('Contact details shown in the footer');
    await expect(getComputedStyle(panel).backgroundColor).toBe(rgb(theme.color.surface));
  },
};

const rows = [
  { title: 'Why SEO matters so much for small businesses', category: 'SEO', date: '2026-02-10' },
  { title: 'A draft post', category: 'Web Design', date: '2026-03-01' },
];

function DemoTable() {
  return (
    <ui.Table>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Category</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.title}>
            <td data-label="Title">{row.title}</td>
            <td data-label="Category">{row.category}</td>
            <td data-label="Date">{row.date}</td>
          </tr>
        ))}
      </tbody>
    </ui.Table>
  );
}

/** Lists of records. Each cell carries its column's name (`data-label`) for the phone layout. */
export const Table: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  render: () => <DemoTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Title',
      'Category',
      'Date',
    ]);
    const draft = within(canvas.getByRole('row', { name: /A draft post/ }));
    await expect(draft.getByText('Web Design')).toBeVisible();
    await expect(getComputedStyle(draft.getByText('2026-03-01')).display).toBe('table-cell');
  },
};

/** Below 768 px every row becomes a card with one cell per line; the header row is kept for screen readers. */
export const TableOnPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: () => <DemoTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    const cell = within(canvas.getByRole('row', { name: /A draft post/ })).getByText('2026-03-01');
    // Each cell a block of its own (holding its floated name), one under the other.
    await expect(getComputedStyle(cell).display).toBe('flow-root');
    await expect(cell).toHaveAttribute('data-label', 'Date');
    const title = within(canvas.getByRole('row', { name: /A draft post/ })).getByText('A draft post');
    await expect(cell.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().top);
  },
};

/** A row of buttons at the end of a form or dialog: the main action last, the way the eye reads. */
export const Actions: Story = {
  render: () => (
    <ui.Actions>
      <Button variant="ghost">Cancel</Button>
      <Button>Save settings</Button>
    </ui.Actions>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Cancel',
      'Save settings',
    ]);
    const row = canvasElement.querySelector('button')!.parentElement!;
    await expect(getComputedStyle(row).justifyContent).toBe('flex-end');
  },
};

/** A lead's status, one colour each: New blue, Contacted amber, In Progress purple, Completed green. */
export const StatusBadges: Story = {
  render: () => (
    <ui.Actions style={{ justifyContent: 'flex-start' }}>
      {leadStatuses.map((status) => (
        <StatusBadge key={status} $status={status}>
          {status}
        </StatusBadge>
      ))}
    </ui.Actions>
  ),
  play: async ({ canvas }) => {
    const badges = leadStatuses.map((status) => canvas.getByText(status));
    for (const badge of badges) await expect(badge).toBeVisible();
    const backgrounds = new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor));
    await expect(backgrounds.size).toBe(leadStatuses.length);
  },
};
