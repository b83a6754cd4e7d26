import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { longRedirectsFixture, redirectsFixture } from '../../../../mocks/fixtures/redirects';
import { adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { RedirectForm } from './RedirectForm';

/**
 * The add and edit dialogs' form of the Redirects screen: checked here as the server checks it, and the server's
 * refusals (a loop, a chain, an address taken) shown at their fields.
 */
const meta = {
  title: 'Admin/Parts/Redirect form',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: RedirectForm,
  parameters: { layout: 'padded' },
  args: { redirect: null, onDone: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RedirectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const campaign = redirectsFixture.find((redirect) => redirect.from === '/kampanj')!;

/** A new redirect: empty addresses, permanent by default, a hint under each field. */
export const New: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Old address')).toHaveValue('');
    await expect(canvas.getByLabelText('Old address')).toHaveAccessibleDescription(
      'A path on this site: /old-page, or /en/old-page on the English site.',
    );
    await expect(canvas.getByLabelText('New address')).toHaveValue('');
    await expect(canvas.getByLabelText('Kind')).toHaveValue('301');
    await expect(canvas.getByRole('button', { name: 'Add redirect' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(adminReceived.saved).toEqual([]);
  },
};

/** Checked before anything is sent: each message at its field, said before the field's hint. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Old address'), '/gamla sidan');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expect(canvas.getByLabelText('Old address')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Old address')).toHaveAccessibleDescription(
      /An address has no spaces \(write %20 for one\)/,
    );
    await expect(canvas.getByLabelText('New address')).toHaveAccessibleDescription(
      /^Enter where visitors should go/,
    );
    await expect(adminReceived.saved).toEqual([]);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Added: a toast names the old address, and the dialog closes. */
export const Added: Story = {
  args: { initialFrom: '/om-oss' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Old address')).toHaveValue('/om-oss');
    await userEvent.type(canvas.getByLabelText('New address'), '/about');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expectToast(canvas, 'Redirect from /om-oss added');
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(adminReceived.saved).toEqual([
      { path: '/api/admin/redirects', method: 'POST', body: { from: '/om-oss', to: '/about', status: 301 } },
    ]);
  },
};

/** The server refuses a loop, naming the redirects that make it; the message shows at the field. */
export const LoopRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Old address'), '/blog/seo-tips');
    await userEvent.type(canvas.getByLabelText('New address'), '/blog/seo-tips-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expect(
      await canvas.findByText(
        'That would make a loop: /blog/seo-tips → /blog/seo-tips-2025 → /blog/seo-tips',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('New address')).toHaveAttribute('aria-invalid', 'true');
    // The field the server refused takes the focus, so a keyboard or screen-reader user is where to fix it.
    await expect(canvas.getByLabelText('New address')).toHaveFocus();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** While it is saved: the button says so and takes no second press. */
export const Saving: Story = {
  parameters: { msw: { handlers: [http.post('*/api/admin/redirects', () => delay('infinite'))] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Old address'), '/priser');
    await userEvent.type(canvas.getByLabelText('New address'), '/prices');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The server fails for another reason: its message in a toast, and the form stays as it was. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/admin/redirects', () =>
          HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Old address'), '/priser');
    await userEvent.type(canvas.getByLabelText('New address'), '/prices');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expectToast(canvas, 'Internal server error');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('New address')).toHaveValue('/prices');
  },
};

/** The server refuses something the form has no field for: said in a toast, never lost, and nothing marked. */
export const RefusedElsewhere: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/admin/redirects', () =>
          HttpResponse.json({ error: 'validation', fields: { id: 'At least 1' } }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Old address'), '/priser');
    await userEvent.type(canvas.getByLabelText('New address'), '/prices');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expectToast(canvas, 'At least 1');
    await expect(canvas.getByLabelText('Old address')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('New address')).not.toHaveAttribute('aria-invalid');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Editing: the redirect's values; a temporary one made permanent and saved. */
export const Edit: Story = {
  args: { redirect: campaign },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Old address')).toHaveValue('/kampanj');
    await expect(canvas.getByLabelText('New address')).toHaveValue(campaign.to);
    await expect(canvas.getByLabelText('Kind')).toHaveValue('302');
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Permanent (301)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save redirect' }));
    await expectToast(canvas, 'Redirect from /kampanj saved');
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(adminReceived.saved).toEqual([
      {
        path: `/api/admin/redirects/${campaign.id}`,
        method: 'PUT',
        body: { from: '/kampanj', to: campaign.to, status: 301 },
      },
    ]);
  },
};

/** Long addresses on a phone: the fields hold them, the hints wrap, nothing scrolls sideways. */
export const LongAddressesOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { redirect: longRedirectsFixture[0]! },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Old address')).toHaveValue(longRedirectsFixture[0]!.from);
    await expect(canvas.getByRole('button', { name: 'Save redirect' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
