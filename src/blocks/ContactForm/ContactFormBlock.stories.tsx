import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, pricesFixture, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const contact = seedBlock('contactForm', 'home');
const contactPage = seedBlock('contactForm', 'contact');

/**
 * The contact form block: its heading and facts are its data; the form itself (and its states) is the
 * contact feature's (Features/Contact form). As a section it is the home page's band (#contact); as a page it is
 * the contact page's body, with the fixed-price package from the shared prices and the details from the settings.
 */
const meta = {
  title: 'Blocks/Contact form',
  tags: ['autodocs'],
  ...blockStoryMeta('contactForm', contact, { id: 'contact', parts: { prices: pricesFixture } }),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#contact')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Få din gratis mockup' })).toBeVisible();
    await expect(canvas.getByText('Svar inom 1 arbetsdag')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reply within 1 business day')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};

export const LongSwedish: Story = {
  args: blockArgs('contactForm', withinLimits('contactForm', longSwedish(contact))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const MissingTranslation: Story = {
  globals: { locale: 'en' },
  args: blockArgs('contactForm', withoutEnglish(contact)),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Svar inom 1 arbetsdag')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};

/** The contact page's layout: facts, the package and the details in one column beside the form. */
export const PageLayout: Story = {
  args: blockArgs('contactForm', contactPage),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Så här jobbar vi' })).toBeVisible();
    await expect(canvas.getByText(/^Paketet Komplett · 14\s999 kr för 5–7 sidor$/)).toBeVisible();
    const includes = canvas.getByRole('list', { name: 'Det här ingår i Komplett' });
    await expect(includes.querySelectorAll('li')).toHaveLength(5);
    await expect(await canvas.findByRole('link', { name: 'hej@novaweb.se' })).toHaveAttribute(
      'href',
      'mailto:hej@novaweb.se',
    );
  },
};

export const PageLayoutEnglish: Story = {
  args: blockArgs('contactForm', contactPage),
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'One fixed price, no hidden fees' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^The Complete package · \$1,499 for 5–7 pages$/)).toBeVisible();
  },
};

/** Without shared prices (or before they load), no package and no made-up price: its heading goes too. */
export const PageWithoutPrices: Story = {
  args: { ...blockArgs('contactForm', contactPage), parts: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Ett fast pris, inga dolda avgifter' })).toBeNull();
    await expect(canvas.queryByText(/\d kr/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Så här jobbar vi' })).toBeVisible();
  },
};

/** Staff left the package and the details out: the facts stand alone beside the form. */
export const PageFactsOnly: Story = {
  args: blockArgs('contactForm', { ...contactPage, offer: null, details: null }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Kontaktuppgifter' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Ett fast pris, inga dolda avgifter' })).toBeNull();
  },
};

export const PageLongSwedish: Story = {
  args: blockArgs('contactForm', withinLimits('contactForm', longSwedish(contactPage))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * Back from a form the browser posted itself (the application had not started), with what was sent sealed in the
 * address: the confirmation in the form's place repeats it, says what happens next, and links back to the form.
 */
export const Sent: Story = {
  parameters: {
    route: '/contact?sent=sealed-token',
    msw: {
      handlers: [
        http.get('*/api/contact/sent', ({ request }) =>
          new URL(request.url).searchParams.get('token') === 'sealed-token'
            ? HttpResponse.json({
                name: 'Olle Utan Skript',
                email: 'olle@exempel.se',
                firstLine: 'Vi behöver en ny webbplats till vårt bageri.',
              })
            : HttpResponse.json({ error: 'not_found' }, { status: 404 }),
        ),
      ],
    },
  },
  args: blockArgs('contactForm', contactPage),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Tack, Olle Utan Skript! Ditt meddelande är skickat.' }),
    ).toBeVisible();
    await expect(canvas.getByText('Vi behöver en ny webbplats till vårt bageri.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skicka ett meddelande till' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.queryByRole('button', { name: 'Skicka meddelande' })).toBeNull();
  },
};

/** The seal has expired (or was altered): the message was sent all the same, and the page says so. */
export const SentExpired: Story = {
  parameters: {
    route: '/contact?sent=expired-token',
    msw: {
      handlers: [
        http.get('*/api/contact/sent', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
      ],
    },
  },
  globals: { locale: 'en' },
  args: blockArgs('contactForm', contactPage),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Thank you! Your message has been sent.' }),
    ).toBeVisible();
    await expect(canvas.queryByText('What you sent')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Send another message' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  },
};
