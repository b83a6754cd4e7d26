import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn } from 'storybook/test';
import { longRedirectsFixture, redirectsFixture } from '../../../../mocks/fixtures/redirects';
import { adminReceived, mockRedirects } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { DeleteRedirect } from './DeleteRedirect';

/**
 * The delete dialog's question on the Redirects screen: what goes and what visitors will find instead. Delete is
 * busy while the request runs; a failure leaves the question open.
 */
const meta = {
  title: 'Admin/Parts/Delete redirect',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: DeleteRedirect,
  parameters: { layout: 'padded' },
  args: { redirect: redirectsFixture.find((redirect) => redirect.id === 3)!, onDone: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeleteRedirect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question names both addresses; Cancel leaves the redirect. */
export const Asks: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const question = canvas.getByText(/^Delete the redirect from/);
    await expect(question).toBeVisible();
    await expect(question).toHaveTextContent(
      'Delete the redirect from /tjanster/hemsida to /services/web-design? Visitors and search engines that follow an old link to /tjanster/hemsida will find no page there.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(adminReceived.deletes).toEqual([]);
  },
};

/** Deleted: a toast names it, and the dialog closes. */
export const Deleted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'Redirect from /tjanster/hemsida deleted');
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(adminReceived.deletes).toEqual(['redirect 3']);
  },
};

/** While the request runs: Delete is busy and takes no second press. */
export const Deleting: Story = {
  parameters: { msw: { handlers: [http.delete('*/api/admin/redirects/:id', () => delay('infinite'))] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Someone else deleted it meanwhile: the server's 404 in a toast, and the question stays. */
export const AlreadyGone: Story = {
  beforeEach: () => mockRedirects({ redirects: redirectsFixture.filter((redirect) => redirect.id !== 3) }),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'No such redirect');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Addresses as long as the server takes, on a phone: the question wraps anywhere. */
export const LongAddressesOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { redirect: longRedirectsFixture[0]! },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(longRedirectsFixture[0]!.to)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** In Swedish: the question with both addresses in Swedish word order; a refusal from the server in Swedish. */
export const AlreadyGoneSwedish: Story = {
  globals: { locale: 'sv' },
  beforeEach: () => mockRedirects({ redirects: redirectsFixture.filter((redirect) => redirect.id !== 3) }),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/^Radera omdirigeringen från/)).toHaveTextContent(
      'Radera omdirigeringen från /tjanster/hemsida till /services/web-design? Besökare och sökmotorer som följer en gammal länk till /tjanster/hemsida hittar ingen sida där.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Radera' }));
    await expectToast(canvas, 'Omdirigeringen finns inte');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
