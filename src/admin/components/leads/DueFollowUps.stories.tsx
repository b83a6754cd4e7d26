import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DueLead, FollowUpsDue } from '../../../../shared/leads';
import { dashboardFixture } from '../../../../mocks/fixtures/admin';
import { DueFollowUps } from './DueFollowUps';

/**
 * The dashboard's follow-ups due today or overdue, per owner: the signed-in staff member's own first ("Yours"),
 * the leads nobody has yet last. Each lead links to its page.
 */
const meta = {
  title: 'Admin/Parts/Due follow-ups',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  args: { due: dashboardFixture.followUps, callerId: 1 },
  render: (args) => <DueFollowUps {...args} />,
} satisfies Meta<{ due: FollowUpsDue; callerId: number | null }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mine overdue for three days, one of nobody's due today. */
export const TwoOwners: Story = {
  play: async ({ canvas }) => {
    const yours = within(canvas.getByRole('region', { name: 'Yours' }));
    await expect(yours.getByText('1 overdue, 0 today')).toBeVisible();
    await expect(yours.getByRole('link', { name: 'Jonas Berg' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/leads\/6f1c2a52-/),
    );
    await expect(yours.getByText('since 13 Mar 2026')).toBeVisible();
    await expect(yours.getByText('Ring om SEO-offerten')).toBeVisible();
    const nobody = within(canvas.getByRole('region', { name: 'Nobody’s yet' }));
    await expect(nobody.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(nobody.getByRole('link', { name: 'Anna Andersson' })).toBeVisible();
  },
};

/** Seen by someone else: the owner by name. */
export const AnotherOwners: Story = {
  args: { callerId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Administratör' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Yours' })).toBeNull();
  },
};

/** Nothing due. */
export const NothingDue: Story = {
  args: { due: { today: '2026-03-16', owners: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to follow up today.')).toBeVisible();
  },
};

const longLead = (index: number): DueLead => ({
  id: `6f1c2a52-7d0e-4f43-9a61-0c8e1f2b3b${String(index).padStart(2, '0')}`,
  name: `Bygg- och fastighetsförvaltningsaktiebolaget Norrlandskustens Entreprenad ${index}`,
  status: index % 2 ? 'In Progress' : 'Contacted',
  followUp: {
    on: `2026-11-${String(10 + index).padStart(2, '0')}`,
    note: 'Ring och gå igenom offerten punkt för punkt; fråga om betalningslösningen, domänflytten och leveranstiden innan de bestämmer sig.',
  },
});

/** Long names and notes, several a day: nothing wider than its column. */
export const LongContent: Story = {
  args: {
    due: {
      today: '2026-03-16',
      owners: [
        { owner: { id: 1, name: 'Administratör' }, overdue: [1, 2, 3].map(longLead), today: [] },
        {
          owner: { id: 3, name: 'Maximiliana Fredriksson-Wahlgren' },
          overdue: [longLead(4)],
          today: [longLead(5), longLead(6)],
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** In Swedish on a phone: the owners, the counts and the days in Swedish, one column. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const yours = within(canvas.getByRole('region', { name: 'Dina' }));
    await expect(yours.getByText('1 försenade, 0 i dag')).toBeVisible();
    await expect(yours.getByText('sedan 13 mars 2026')).toBeVisible();
    await expect(yours.getByText('Kontaktad')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ingen ägare än' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
