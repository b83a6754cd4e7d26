import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { adminHandlers, adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { DueMailPanel } from './DueMailPanel';

/**
 * My account → Morning mail: a mail at 08:00 on the mornings when leads the staff member owns are due for a
 * follow-up (server/leads/dueMail.ts), chosen with one tick and saved at once.
 */
const meta = {
  title: 'Admin/Parts/Morning mail panel',
  // English here; the Swedish state is a story of its own.
  globals: { locale: 'en' },
  component: DueMailPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DueMailPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off until chosen; ticked, it is saved and said. */
export const TurnOn: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('checkbox', {
      name: 'Mail me at 8 each morning when leads I own are due for a follow-up',
    });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expectToast(canvas, 'You will get the morning mail');
    await expect(box).toBeChecked();
    await expect(adminReceived.saved).toContainEqual({
      path: '/api/admin/account/due-mail',
      method: 'PUT',
      body: { dueMail: true },
    });
  },
};

/** While it is saved the box shows the choice being saved. */
export const Saving: Story = {
  parameters: {
    msw: { handlers: [http.put('*/api/admin/account/due-mail', () => delay('infinite'))] },
  },
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** Refused: what was stored stays, and the reason is said. */
export const Fails: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountDueMailFails] } },
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('checkbox');
    await userEvent.click(box);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The choice was not saved: Internal server error',
    );
    await expect(box).not.toBeChecked();
  },
};

/** In Swedish. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Morgonmejl' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', {
        name: 'Mejla mig klockan 8 varje morgon när leads jag är ansvarig för ska följas upp',
      }),
    ).toBeVisible();
  },
};
