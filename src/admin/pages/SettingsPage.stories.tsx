import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { adminSettingsFixture } from '../../../mocks/fixtures/admin';
import { mediaFixture } from '../../../mocks/fixtures/media';
import { adminHandlers, adminReceived } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Admin/Screens/Settings',
  // English: the play functions read its words; the Swedish settings are their own story.
  globals: { locale: 'en' },
  component: SettingsPage,
  parameters: { route: '/admin/settings' },
  render: () => <AdminApp />,
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Phone number')).toHaveValue('070-174 06 50');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByLabelText('Contact email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** In Swedish: the fields and hints, and a refused address said in Swedish at its field. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByLabelText('Telefonnummer')).toHaveValue('070-174 06 50');
    await expect(canvas.getByRole('heading', { name: 'Webbplatsens inställningar' })).toBeVisible();
    const email = canvas.getByLabelText('Kontaktadress (e-post)');
    await userEvent.clear(email);
    await userEvent.type(email, 'inte-en-adress');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara inställningarna' }));
    await expect(email).toHaveAccessibleDescription('Skriv en giltig e-postadress');
    await expect(canvas.getByRole('button', { name: 'Töm cachen' })).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

export const Save: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = await canvas.findByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '08-123 456 78');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast(canvas, 'Settings saved successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({ phoneNumber: '08-123 456 78' });
  },
};

/**
 * The company's identity, refused where it is wrong (a wrong check digit, a VAT number of another company, a postal
 * code of four digits), each message at its field and all at once, in Swedish; nothing is sent.
 */
export const CompanyIdentityRefused: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    const group = within(await canvas.findByRole('group', { name: 'Företaget' }));
    await expect(group.getByLabelText('Bolagsform')).toHaveValue('aktiebolag');
    const org = group.getByLabelText('Organisationsnummer');
    await userEvent.clear(org);
    await userEvent.type(org, '202100-5481');
    const vat = group.getByLabelText('Momsregistreringsnummer');
    await userEvent.clear(vat);
    await userEvent.type(vat, 'SE202100548901');
    const postalCode = group.getByLabelText('Postnummer');
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '1115');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara inställningarna' }));
    await expect(org).toHaveAccessibleDescription(
      'Organisationsnumrets sista siffra stämmer inte med de andra: jämför med registreringen ' +
        'Tio siffror, till exempel 559999-1238. Den sista är en kontrollsiffra.',
    );
    await expect(vat).toHaveAccessibleDescription(
      /^Momsregistreringsnumret hör till ett annat organisationsnummer än det ovan/,
    );
    await expect(postalCode).toHaveAccessibleDescription('Skriv postnumret med fem siffror: 111 51');
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** The company's identity changed and saved: what was typed is sent, and the server stores it written out. */
export const CompanyIdentitySaved: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = within(await canvas.findByRole('group', { name: 'The company' }));
    const name = group.getByLabelText('Registered company name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nordljus Webb AB');
    await userEvent.selectOptions(group.getByLabelText('Company form'), 'Sole trader');
    const org = group.getByLabelText('Organisation number');
    await userEvent.clear(org);
    await userEvent.type(org, '2021005489');
    const vat = group.getByLabelText('VAT number');
    await userEvent.clear(vat);
    await userEvent.type(vat, 'se202100548901');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast(canvas, 'Settings saved successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({
      legalName: 'Nordljus Webb AB',
      companyForm: 'enskildFirma',
      orgNumber: '2021005489',
      vatNumber: 'se202100548901',
    });
  },
};

export const ClearCache: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cache' }));
    await expectToast(canvas, 'Cache cleared successfully');
  },
};

/** The default social image: chosen from the library, saved with the settings. */
export const DefaultSocialImage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose image (Default social image)' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Choose: Default social image' }));
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Use this image (restaurant-after.png)' }),
    );
    await expect(await canvas.findByAltText(mediaFixture[3]!.altEn)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast(canvas, 'Settings saved successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({ socialMediaId: mediaFixture[3]!.id });
  },
};

const retentionLabel = 'Delete leads older than (months)';

/** How long leads are kept: a number of months, saved with the settings. */
export const RetentionSave: Story = {
  play: async ({ canvas, userEvent }) => {
    const months = await canvas.findByLabelText(retentionLabel);
    await expect(months).toHaveValue(null);
    await expect(months).toHaveAccessibleDescription(/Leave empty to keep leads/);
    await userEvent.type(months, '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast(canvas, 'Settings saved successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({ leadRetentionMonths: 6 });
  },
};

/** Visitor statistics: the mode in force is chosen, each explained; choosing another saves it. */
export const MeasurementChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = await canvas.findByRole('group', { name: 'Visitor statistics' });
    const server = within(group).getByRole('radio', { name: 'Server only (default)' });
    await expect(server).toBeChecked();
    await expect(server).toHaveAccessibleDescription(
      /^Page views are counted from the pages the server sends/,
    );
    const consent = within(group).getByRole('radio', { name: 'With consent' });
    await expect(consent).toHaveAccessibleDescription(/^Visitors are asked in a dialog/);
    await userEvent.click(consent);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast(canvas, 'Settings saved successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({ measurement: 'consent' });
  },
};

/** Emptied, the retention keeps leads for good: saved as null. */
export const RetentionCleared: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/settings', () =>
          HttpResponse.json({ ...adminSettingsFixture, leadRetentionMonths: 12 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const months = await canvas.findByLabelText(retentionLabel);
    await expect(months).toHaveValue(12);
    await userEvent.clear(months);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast(canvas, 'Settings saved successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({ leadRetentionMonths: null });
  },
};

export const RetentionInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const months = await canvas.findByLabelText(retentionLabel);
    await userEvent.type(months, '121');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(months).toHaveAccessibleDescription(
      /^Enter a number of months from 1 to 120, or leave it empty/,
    );
    await expect(months).toHaveAttribute('aria-invalid', 'true');
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

const personalData = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Personal data (GDPR)' }));

/** A person's data downloaded by address: the screen says how much it held. */
export const ExportPersonalData: Story = {
  play: async ({ canvas, userEvent }) => {
    const section = await personalData(canvas);
    await userEvent.type(section.getByLabelText('Email address'), 'Anna@Cafe-Exempel.se');
    await userEvent.click(section.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(section.getByRole('status')).toHaveTextContent(
        'Exported 1 lead and 1 e-mail of Anna@Cafe-Exempel.se. Check your downloads for the file.',
      ),
    );
  },
};

/** An address the site holds nothing about: no file, and the screen says so. */
export const ExportNothingFound: Story = {
  play: async ({ canvas, userEvent }) => {
    const section = await personalData(canvas);
    await userEvent.type(section.getByLabelText('Email address'), 'nobody@exempel.se');
    await userEvent.click(section.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(section.getByRole('status')).toHaveTextContent(
        'No data found for nobody@exempel.se: no leads and no e-mails.',
      ),
    );
  },
};

export const ExportFails: Story = {
  parameters: { msw: { handlers: [adminHandlers.privacyExportFails] } },
  play: async ({ canvas, userEvent }) => {
    const section = await personalData(canvas);
    await userEvent.type(section.getByLabelText('Email address'), 'anna@cafe-exempel.se');
    await userEvent.click(section.getByRole('button', { name: 'Export' }));
    await expect(await section.findByRole('alert')).toHaveTextContent(
      'The export failed: Internal server error',
    );
  },
};

/** Not an address: said at the field, nothing asked of the server. */
export const PersonalDataInvalidAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const section = await personalData(canvas);
    const email = section.getByLabelText('Email address');
    await userEvent.type(email, 'anna');
    await userEvent.click(section.getByRole('button', { name: 'Erase…' }));
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Erase asks first, saying how much will go; Cancel leaves everything as it was. */
export const EraseConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const section = await personalData(canvas);
    await userEvent.type(section.getByLabelText('Email address'), 'anna@cafe-exempel.se');
    await userEvent.click(section.getByRole('button', { name: 'Erase…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Erase personal data' }));
    await expect(
      dialog.getByText(
        /will be deleted for good: 1 lead with their notes, replies and status history, and 1 e-mail/,
      ),
    ).toBeVisible();
    await expect(dialog.getByText('anna@cafe-exempel.se')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Erase for good' })).toBeVisible();
  },
};

export const EraseCancelled: Story = {
  play: async (context) => {
    await EraseConfirm.play!(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** Erased: the counts shown; asked again, the address has nothing left. */
export const EraseSuccess: Story = {
  play: async (context) => {
    await EraseConfirm.play!(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Erase for good' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    const section = await personalData(canvas);
    await expect(section.getByRole('status')).toHaveTextContent(
      'Erased 1 lead and 1 e-mail of anna@cafe-exempel.se. The audit log keeps only that it happened.',
    );
    await expect(adminReceived.saved).toEqual([
      { path: '/api/admin/privacy/erase', method: 'POST', body: { email: 'anna@cafe-exempel.se' } },
    ]);
    await userEvent.click(section.getByRole('button', { name: 'Erase…' }));
    await waitFor(() =>
      expect(section.getByRole('status')).toHaveTextContent(
        'No data found for anna@cafe-exempel.se: no leads and no e-mails.',
      ),
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The server fails: said in the dialog, which stays open to try again. */
export const EraseFails: Story = {
  parameters: { msw: { handlers: [adminHandlers.privacyEraseFails] } },
  play: async (context) => {
    await EraseConfirm.play!(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Erase for good' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Erase personal data' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Erasing failed: Internal server error');
    await expect(dialog.getByRole('button', { name: 'Erase for good' })).toBeVisible();
  },
};

/** A phone: the retention field and the personal-data section fit, nothing scrolls sideways. */
export const PersonalDataOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByLabelText(retentionLabel)).toBeVisible();
    const section = await personalData(canvas);
    await userEvent.type(
      section.getByLabelText('Email address'),
      'a.very.long.address.indeed@cafe-exempel.se',
    );
    await userEvent.click(section.getByRole('button', { name: 'Export' }));
    await expect(await section.findByText(/No data found for/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Erase…' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
