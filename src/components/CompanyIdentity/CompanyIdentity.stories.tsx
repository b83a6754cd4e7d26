import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { settingsFixture } from '../../../mocks/fixtures/settings';
import { publicHandlers } from '../../../mocks/handlers';
import { CompanyIdentity } from './CompanyIdentity';

/**
 * Who the company behind the site is, from the site settings: labelled details under a legal text (the privacy
 * notice's data controller, the terms' party), or one line in the footer.
 */
const meta = {
  title: 'Components/Company identity',
  component: CompanyIdentity,
  tags: ['autodocs'],
} satisfies Meta<typeof CompanyIdentity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details' list, once the settings have come. */
const detailsOf = async (canvasElement: HTMLElement) =>
  within(
    await waitFor(() => canvasElement.querySelector('dl') ?? Promise.reject(new Error('No details yet'))),
  );

const withSettings = (settings: typeof settingsFixture) => ({
  msw: { handlers: [http.get('*/api/settings', () => HttpResponse.json(settings))] },
});

/** Every detail, each under its label; the e-mail and the phone are links. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const list = await detailsOf(canvasElement);
    const terms = list.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      'Företag',
      'Bolagsform',
      'Organisationsnummer',
      'Momsregistreringsnummer',
      'Registrerad adress',
      'E-post',
      'Telefon',
    ]);
    await expect(list.getByText('Aktiebolag')).toBeVisible();
    await expect(list.getByText('559999-1238')).toBeVisible();
    await expect(list.getByText('Storgatan 12, 111 51 Stockholm')).toBeVisible();
    await expect(list.getByRole('link', { name: 'hej@novaweb.se' })).toHaveAttribute(
      'href',
      'mailto:hej@novaweb.se',
    );
  },
};

export const DetailsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = await detailsOf(canvasElement);
    await expect(list.getByText('Limited company (AB)')).toBeVisible();
    await expect(list.getByText('VAT registration number')).toBeVisible();
  },
};

/** The footer's line: the two numbers, in short (the copyright line above it names the company). */
export const Line: Story = {
  args: { variant: 'line' },
  play: async ({ canvas }) => {
    const line = await canvas.findByRole('list', { name: 'Företagsuppgifter' });
    await expect(
      within(line)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Org.nr 559999-1238', 'Momsreg.nr SE559999123801']);
  },
};

/** A site whose staff have not given the company yet: the site's name stands for it, and nothing else is made up. */
export const NotGivenYet: Story = {
  parameters: withSettings({
    ...settingsFixture,
    legalName: '',
    companyForm: '',
    orgNumber: '',
    vatNumber: '',
    address: '',
    postalCode: '',
    city: '',
    phoneNumber: '',
  }),
  play: async ({ canvasElement }) => {
    const list = await detailsOf(canvasElement);
    await expect(list.getAllByRole('term').map((term) => term.textContent)).toEqual(['Företag', 'E-post']);
    await expect(list.getByText('Novaweb')).toBeVisible();
  },
};

/** A long registered name and address on a phone: they wrap between words, and the labels stack above them. */
export const LongOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: withSettings({
    ...settingsFixture,
    legalName: 'Nordljus Webbdesign och Konverteringsoptimering i Västernorrland Aktiebolag',
    companyForm: 'ekonomiskForening',
    address: 'Storkyrkobrinken 12, trappa 3, c/o Kommunikationsbyrån Sundsvallsregionen',
    city: 'Sundsvall',
    postalCode: '851 79',
  }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/Nordljus Webbdesign/);
    await expect(canvas.getByText('Ekonomisk förening')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Until the settings arrive nothing is shown (no empty labels). */
export const Loading: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [publicHandlers.settingsLoading] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};
