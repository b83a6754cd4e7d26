import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { contactHandlers, emailjsHandlers, received } from '../../../mocks/handlers';
import { showSending } from '../../runtime/earlyControls';
import { expectToast } from '../../test/storyHelpers';
import { listPendingLeads } from './pendingLeads';
import { ContactForm } from './ContactForm';

/** The contact form itself, in every state of a send (sending, sent, refused, kept to send later): what the Contact form block draws beside its text. */
const meta = {
  title: 'Components/Contact form fields',
  component: ContactForm,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 720, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitor = {
  name: 'Anna Andersson',
  email: 'anna@cafe-exempel.se',
  phone: '070-123 45 67',
  website: 'https://cafe-exempel.se',
  message: 'Vi behöver en ny hemsida till vårt café.',
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillAndSend(canvas: Canvas, userEvent: UserEvent, labels = { submit: /skicka meddelande/i }) {
  await userEvent.type(canvas.getByLabelText(/^namn/i), visitor.name);
  await userEvent.type(canvas.getByLabelText(/^e-post/i), visitor.email);
  await userEvent.type(canvas.getByLabelText(/^telefon/i), visitor.phone);
  await userEvent.type(canvas.getByLabelText(/^nuvarande webbplats/i), visitor.website);
  await userEvent.type(canvas.getByLabelText(/^meddelande/i), visitor.message);
  await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^namn/i)).toBeRequired();
    await expect(canvas.getByLabelText(/^e-post/i)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/^telefon/i)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByLabelText(/^telefon/i)).not.toBeRequired();
    await expect(canvas.getByLabelText(/^nuvarande webbplats/i)).toHaveAttribute('type', 'url');
    await expect(canvas.getByLabelText(/^meddelande/i)).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'integritetspolicy' })).toHaveAttribute('href', '/privacy');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [contactHandlers.slow] } },
  play: async ({ canvas, userEvent }) => {
    await fillAndSend(canvas, userEvent);
    const button = await canvas.findByRole('button', { name: 'Skickar…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The request is out and unanswered: the form stays in its submitting state, and a second press (or Enter
    // in a field) sends nothing more.
    await waitFor(() => expect(received.contact).toHaveLength(1));
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText(/^namn/i), '{Enter}');
    await expect(canvas.getByRole('button', { name: 'Skickar…' })).toHaveAttribute('aria-disabled', 'true');
    expect(received.contact).toHaveLength(1);
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('send the form', () => fillAndSend(canvas, userEvent));
    await step(
      'the visitor sees the toast, and in the form’s place what was sent and what happens next',
      async () => {
        await expectToast(canvas, 'Ditt meddelande har skickats! Vi kontaktar dig snart.');
        const heading = await canvas.findByRole('heading', {
          name: 'Tack, Anna Andersson! Ditt meddelande är skickat.',
        });
        await expect(heading).toHaveFocus();
        await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
          visitor.name,
          visitor.email,
          visitor.message,
        ]);
        await expect(canvas.getByText(/Vi svarar inom en arbetsdag/)).toBeVisible();
        await expect(canvas.getByRole('link', { name: 'Se vad vi har gjort för andra' })).toHaveAttribute(
          'href',
          '/portfolio',
        );
      },
    );
    await step('the function received the lead, and nothing stays in local storage', async () => {
      expect(received.contact).toHaveLength(1);
      expect(received.contact[0]).toMatchObject({
        ...visitor,
        language: 'sv',
        company: '',
        fallbackDelivered: false,
      });
      expect(received.contact[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(received.emailjs).toHaveLength(0);
      expect(listPendingLeads()).toEqual([]);
    });
    await step('another message: the form comes back empty, its first field focused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Skicka ett meddelande till' }));
      await expect(canvas.getByLabelText(/^namn/i)).toHaveFocus();
      await expect(canvas.getByLabelText(/^namn/i)).toHaveValue('');
      await expect(canvas.getByLabelText(/^meddelande/i)).toHaveValue('');
    });
  },
};

export const ValidationError: Story = {
  parameters: { msw: { handlers: [contactHandlers.validation] } },
  play: async ({ canvas, userEvent }) => {
    await fillAndSend(canvas, userEvent);
    const email = canvas.getByLabelText(/^e-post/i);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('Ange en giltig e-postadress.');
    // The visitor's text stays for correcting; no fallback e-mail goes out.
    await expect(canvas.getByLabelText(/^namn/i)).toHaveValue(visitor.name);
    expect(received.emailjs).toHaveLength(0);
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [contactHandlers.rateLimited] } },
  play: async ({ canvas, userEvent }) => {
    await fillAndSend(canvas, userEvent);
    await expectToast(
      canvas,
      'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.',
    );
    await expect(canvas.getByLabelText(/^meddelande/i)).toHaveValue(visitor.message);
    expect(received.emailjs).toHaveLength(0);
  },
};

export const FallbackSuccess: Story = {
  parameters: { msw: { handlers: [contactHandlers.serverError, emailjsHandlers.ok] } },
  play: async ({ canvas, userEvent, step }) => {
    await step('the function fails and both EmailJS e-mails go out', () => fillAndSend(canvas, userEvent));
    await expectToast(canvas, 'Ditt meddelande har skickats! Vi kontaktar dig snart.');
    await step('EmailJS received the specification’s fields', async () => {
      expect(received.emailjs).toHaveLength(2);
      const byTemplate = Object.fromEntries(received.emailjs.map((body) => [body.template_id, body]));
      expect(byTemplate.template_autoreply).toMatchObject({
        service_id: 'service_test',
        user_id: 'test-public-key',
        template_params: {
          from_name: 'Novaweb',
          to_name: visitor.name,
          reply_to: 'leads@novaweb.se',
          to_email: visitor.email,
          email: visitor.email,
          subject: 'Tack för ditt meddelande till Novaweb',
        },
      });
      expect(
        Object.keys((byTemplate.template_autoreply as { template_params: object }).template_params).sort(),
      ).toEqual(['email', 'from_name', 'message', 'reply_to', 'subject', 'to_email', 'to_name']);
      expect(byTemplate.template_admin).toMatchObject({
        template_params: {
          to_email: 'leads@novaweb.se',
          cc_email: 'sales@novaweb.se',
          from_name: visitor.name,
          message: visitor.message,
          customer_name: visitor.name,
          customer_email: visitor.email,
          customer_phone: visitor.phone,
          customer_website: visitor.website,
          customer_message: visitor.message,
        },
      });
    });
    await step(
      'the lead stays locally, marked as delivered to the agency, to reach the server later',
      async () => {
        const pending = listPendingLeads();
        expect(pending).toHaveLength(1);
        expect(pending[0]).toMatchObject({ ...visitor, status: 'New', fallbackDelivered: true });
      },
    );
  },
};

export const ConfirmationFailed: Story = {
  parameters: { msw: { handlers: [contactHandlers.serverError, emailjsHandlers.onlyAdmin] } },
  play: async ({ canvas, userEvent }) => {
    await fillAndSend(canvas, userEvent);
    await expectToast(
      canvas,
      'Ditt meddelande har tagits emot, men vi fick problem med att skicka en bekräftelse via e-post. Vi kontaktar dig ändå snart.',
    );
    expect(received.emailjs).toHaveLength(2);
    // The agency has the message: the confirmation says so, in the form's place.
    await expect(
      canvas.getByRole('heading', { name: 'Tack, Anna Andersson! Ditt meddelande är skickat.' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [contactHandlers.networkError, emailjsHandlers.fail] } },
  play: async ({ canvas, userEvent }) => {
    await fillAndSend(canvas, userEvent);
    await expectToast(canvas, 'Det gick inte att skicka ditt meddelande. Försök igen.');
    // Nothing is lost: the fields keep the text and the lead waits locally for the server.
    await expect(canvas.getByLabelText(/^meddelande/i)).toHaveValue(visitor.message);
    expect(listPendingLeads()).toHaveLength(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^name/i), 'Jane Smith');
    await userEvent.type(canvas.getByLabelText(/^email/i), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText(/^message/i), 'We need a new website.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expectToast(canvas, 'Your message has been sent! We will contact you soon.');
    expect(received.contact[0]).toMatchObject({ language: 'en', phone: '', website: '' });
    await expect(
      canvas.getByRole('heading', { name: 'Thank you, Jane Smith! Your message has been sent.' }),
    ).toBeVisible();
    await expect(canvas.getByText(/We reply within one business day/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send another message' })).toBeVisible();
  },
};

/**
 * Before the application has arrived, a press on the submit button is held for it (src/runtime/hydrateOnIntent.ts),
 * which shows the form as sending at once (`showSending`, src/runtime/earlyControls.ts): the button reads "Skickar…"
 * from the press on, drawn by the form's CSS alone, and takes no more presses; nothing is sent until the application
 * takes the held submit over (e2e: tests/e2e/without-application.spec.ts). Here the page's first file is stood in
 * for by calling what it calls.
 */
export const SendingBeforeTheApplication: Story = {
  play: async ({ canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: 'Skicka meddelande' });
    await expect(submit).toBeVisible();
    showSending(canvasElement.querySelector('form')!, submit);
    await expect(canvas.getByRole('button', { name: 'Skickar…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByText('Skicka meddelande')).not.toBeVisible();
    expect(received.contact).toHaveLength(0);
  },
};

export const SendingBeforeTheApplicationEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    showSending(canvasElement.querySelector('form')!, canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByText('Send message')).not.toBeVisible();
  },
};
