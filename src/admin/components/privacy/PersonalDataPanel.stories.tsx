import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { adminHandlers, adminReceived } from '../../../../mocks/handlers';
import { PersonalDataPanel } from './PersonalDataPanel';

/**
 * A person's data by e-mail address (GDPR), on the Settings screen: exported as a JSON file, or erased after a
 * confirmation that says how much will go.
 */
const meta = {
  title: 'Admin/Parts/Personal data panel',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: PersonalDataPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PersonalDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Types the address and presses the button. */
async function ask({ canvas, userEvent }: Context, email: string, button: 'Export' | 'Erase…') {
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Personal data (GDPR)' })).toBeVisible();
    await expect(canvas.getByLabelText('Email address')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erase…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Not an address: said at the field, and nothing is asked of the server. */
export const InvalidAddress: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter an email address',
    );
    await ask(context, 'anna@cafe', 'Erase…');
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Exported: the file is downloaded, and the panel says how much it held. */
export const Exported: Story = {
  play: async (context) => {
    await ask(context, 'anna@cafe-exempel.se', 'Export');
    await waitFor(() =>
      expect(context.canvas.getByRole('status')).toHaveTextContent(
        'Exported 1 lead and 1 e-mail of anna@cafe-exempel.se. Check your downloads for the file.',
      ),
    );
  },
};

/** While the export runs: the button says so and takes no second press. */
export const Exporting: Story = {
  parameters: { msw: { handlers: [http.get('*/api/admin/privacy/export', () => delay('infinite'))] } },
  play: async (context) => {
    await ask(context, 'anna@cafe-exempel.se', 'Export');
    await expect(await context.canvas.findByRole('button', { name: 'Exporting…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** An address the site holds nothing about: no file, and the panel says so. */
export const NothingFound: Story = {
  play: async (context) => {
    await ask(context, 'nobody@exempel.se', 'Export');
    await waitFor(() =>
      expect(context.canvas.getByRole('status')).toHaveTextContent(
        'No data found for nobody@exempel.se: no leads and no e-mails.',
      ),
    );
  },
};

export const ExportFails: Story = {
  parameters: { msw: { handlers: [adminHandlers.privacyExportFails] } },
  play: async (context) => {
    await ask(context, 'anna@cafe-exempel.se', 'Export');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'The export failed: Internal server error',
    );
  },
};

/** Erase asks first, saying how much will go. */
export const EraseAsks: Story = {
  play: async (context) => {
    await ask(context, 'jonas@bergbygg.se', 'Erase…');
    const dialog = within(await context.canvas.findByRole('dialog', { name: 'Erase personal data' }));
    await expect(
      dialog.getByText(/will be deleted for good: 1 lead with their notes, replies and status history, and/),
    ).toBeVisible();
    await expect(dialog.getByText('jonas@bergbygg.se')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Erase for good' })).toBeVisible();
    await expect(adminReceived.saved).toEqual([]);
  },
};

/** Erased: the dialog closes and the panel says what went. */
export const Erased: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await ask(context, 'anna@cafe-exempel.se', 'Erase…');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Erase personal data' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Erase for good' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Erased 1 lead and 1 e-mail of anna@cafe-exempel.se. The audit log keeps only that it happened.',
    );
    await expect(adminReceived.saved).toEqual([
      { path: '/api/admin/privacy/erase', method: 'POST', body: { email: 'anna@cafe-exempel.se' } },
    ]);
  },
};

/** The server fails: said in the dialog, which stays open to try again. */
export const EraseFails: Story = {
  parameters: { msw: { handlers: [adminHandlers.privacyEraseFails] } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await ask(context, 'anna@cafe-exempel.se', 'Erase…');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Erase personal data' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Erase for good' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Erasing failed: Internal server error');
    await expect(dialog.getByRole('button', { name: 'Erase for good' })).toBeVisible();
  },
};

/** A long address on a phone: the outcome wraps, nothing scrolls sideways. */
export const LongAddressOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await ask(context, 'bokningar.och.fakturor@restaurang-gamla-stan-stockholm.se', 'Export');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'No data found for bokningar.och.fakturor@restaurang-gamla-stan-stockholm.se: no leads and no e-mails.',
      ),
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * In Swedish: the question says how much will go in Swedish words and numbers, and a failure of the server is
 * said in Swedish in the dialog, which stays open.
 */
export const EraseFailsSwedish: Story = {
  globals: { locale: 'sv' },
  parameters: { msw: { handlers: [adminHandlers.privacyEraseFails] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-postadress'), 'anna@cafe-exempel.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Radera…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Radera personuppgifter' }));
    await expect(
      dialog.getByText(
        /raderas för gott: 1 lead med anteckningar, svar och statushistorik, och 1 e-postmeddelande/,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Radera för gott' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Raderingen misslyckades: Ett fel uppstod på servern',
    );
  },
};
