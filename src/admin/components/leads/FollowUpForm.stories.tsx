import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { leadsFixture } from '../../../../mocks/fixtures/admin';
import { adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import type { Lead } from '../../api';
import { FollowUpForm } from './FollowUpForm';

/**
 * A lead's follow-up on its page: the day someone should get back to it and what to do; saved, changed or
 * cleared. From that day on the dashboard lists it under its owner (Admin/Parts/Due follow-ups).
 */
const meta = {
  title: 'Admin/Parts/Follow-up form',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  args: { lead: leadsFixture[2]! },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <FollowUpForm lead={args.lead} />,
} satisfies Meta<{ lead: Lead }>;

export default meta;
type Story = StoryObj<typeof meta>;

const [anna, jonas, jane] = leadsFixture as [Lead, Lead, Lead];

/** No follow-up yet: a day is asked for first, then the day and the note are saved. */
export const NoneYet: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No follow-up planned.');
    await expect(canvas.queryByRole('button', { name: 'Clear the follow-up' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save the follow-up' }));
    const day = canvas.getByLabelText('Follow up on');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription('Pick a day');
    await expect(adminReceived.statusUpdates).toEqual([]);
    await userEvent.type(day, '2026-12-08');
    await expect(day).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Tuesday, 8 December 2026')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('What to do (optional)'), 'Call about the online store');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the follow-up' }));
    await expectToast(canvas, 'Follow-up saved');
    await expect(adminReceived.statusUpdates).toEqual([
      { id: jane.id, followUp: { on: '2026-12-08', note: 'Call about the online store' } },
    ]);
  },
};

/** A day long past under any clock the stories run with (the visual tests' is fixed in March 2026). */
const longAgo = (lead: Lead, on: string): Lead => ({ ...lead, followUp: { on, note: lead.followUp!.note } });

/** A follow-up whose day has passed: said in red, and cleared in one press. */
export const Overdue: Story = {
  args: { lead: longAgo(anna, '2026-01-20') },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Was due 20 Jan 2026.');
    await expect(canvas.getByLabelText('Follow up on')).toHaveValue('2026-01-20');
    await expect(canvas.getByLabelText('What to do (optional)')).toHaveValue('Skicka en skiss av startsidan');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the follow-up' }));
    await expectToast(canvas, 'Follow-up cleared');
    await expect(adminReceived.statusUpdates).toEqual([{ id: anna.id, followUp: null }]);
  },
};

/** Planned for a later day, with the longest note the field takes. */
export const PlannedWithALongNote: Story = {
  args: {
    lead: {
      ...jane,
      followUp: {
        on: '2099-01-15',
        note: 'Ring och gå igenom offerten punkt för punkt; fråga om betalningslösningen och leveranstiden. '.repeat(
          5,
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Planned for 15 Jan 2099.');
    await expect(canvas.getByRole('button', { name: 'Clear the follow-up' })).toBeVisible();
  },
};

const refusing = http.patch('*/api/admin/leads/:id', () =>
  HttpResponse.json(
    {
      error: 'validation',
      message: 'Please check the follow-up',
      fields: { 'followUp.note': 'Use at most 500 characters' },
    },
    { status: 400 },
  ),
);

/** The server refuses the note: said at the note, the form kept as typed. */
export const Refused: Story = {
  args: { lead: jonas },
  parameters: { msw: { handlers: [refusing] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save the follow-up' }));
    const note = canvas.getByLabelText('What to do (optional)');
    await expect(await canvas.findByText('Use at most 500 characters')).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveValue('Ring om SEO-offerten');
  },
};

/** While the save is on its way the button says so. */
export const Saving: Story = {
  args: { lead: jonas },
  parameters: {
    msw: { handlers: [http.patch('*/api/admin/leads/:id', () => delay('infinite'))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save the follow-up' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** In Swedish: the state, the fields and the server's refusal in Swedish words, the day the Swedish way. */
export const InSwedish: Story = {
  globals: { locale: 'sv' },
  args: { lead: longAgo(jonas, '2026-01-19') },
  parameters: { msw: { handlers: [refusing] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Skulle ha följts upp 19 jan. 2026.');
    await expect(canvas.getByLabelText('Följ upp den')).toHaveValue('2026-01-19');
    // The field writes the day as the browser's language does; the line under it says it in Swedish.
    await expect(canvas.getByText('måndag 19 januari 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spara uppföljningen' }));
    await expect(await canvas.findByText('Använd högst 500 tecken')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ta bort uppföljningen' })).toBeVisible();
  },
};
