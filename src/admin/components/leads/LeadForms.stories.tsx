import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { functionNames } from '../../../../shared/contact';
import { leadsFixture } from '../../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived, savedReplyHandlers } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import type { Lead } from '../../api';
import { DeleteConfirm, ReplyForm, StatusForm } from './LeadForms';

interface FormArgs {
  lead: Lead;
  onDone: () => void;
  onDeleted: () => void;
}

/**
 * What staff do with a lead, on the list and on the lead's own page: the forms of the status, reply and delete
 * dialogs, each on its own. Done (saved, sent, deleted or cancelled) calls `onDone`, which closes the dialog.
 */
const meta = {
  title: 'Admin/Parts/Lead forms',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  args: { lead: leadsFixture[0]!, onDone: fn(), onDeleted: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<FormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const anna = leadsFixture[0]!;
const failing = (message: string) => () => HttpResponse.json({ error: 'internal', message }, { status: 500 });

/** The lead's status, picked from the pipeline's six. */
export const Status: Story = {
  render: (args) => <StatusForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByLabelText('Status');
    await expect(status).toHaveValue('New');
    await expect(Array.from((status as HTMLSelectElement).options, (option) => option.textContent)).toEqual([
      'New',
      'Contacted',
      'In Progress',
      'Completed',
      'Won',
      'Lost',
    ]);
    await userEvent.selectOptions(status, 'Contacted');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Status' }));
    await expectToast(canvas, 'Lead status updated');
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(adminReceived.statusUpdates).toEqual([{ id: anna.id, status: 'Contacted' }]);
  },
};

/** The server fails: its message in a toast, and the dialog stays (onDone is not called). */
export const StatusFails: Story = {
  parameters: {
    msw: { handlers: [http.patch('*/api/admin/leads/:id', failing('Internal server error'))] },
  },
  render: (args) => <StatusForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Won');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Status' }));
    await expectToast(canvas, 'Internal server error');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Status')).toHaveValue('Won');
  },
};

/** Cancel closes without saving. */
export const StatusCancelled: Story = {
  render: (args) => <StatusForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(adminReceived.statusUpdates).toEqual([]);
  },
};

/**
 * A reply starts addressed to the lead, with the site's subject in the lead's language (Anna wrote in Swedish); an
 * empty message is refused here.
 */
export const ReplyBlank: Story = {
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('To: Anna Andersson <anna@cafe-exempel.se>')).toBeVisible();
    await expect(canvas.getByLabelText('Subject')).toHaveValue('Sv: Din förfrågan till Novaweb');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(canvas.getByLabelText('Message')).toHaveAccessibleDescription('Please enter a message');
    await expect(canvas.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(adminReceived.replies).toEqual([]);
  },
};

/** To a lead who wrote in English, the subject is English, whatever the admin's language. */
export const ReplyToEnglishLead: Story = {
  globals: { locale: 'sv' },
  args: { lead: leadsFixture.find((lead) => lead.language === 'en')! },
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Till: Jane Smith <jane@example.com>')).toBeVisible();
    await expect(canvas.getByLabelText('Ämne')).toHaveValue('Re: Your inquiry to Novaweb');
    await expect(canvas.getByRole('button', { name: 'Skicka svar' })).toBeVisible();
  },
};

const message =
  'Hej Anna! Tack för ditt meddelande. Vi ringer dig i morgon förmiddag om caféets nya hemsida.';

/** Sent: the toast names the lead, the dialog closes, and the function got the reply. */
export const ReplySent: Story = {
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Message'), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expectToast(canvas, 'Reply sent to Anna Andersson');
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(adminReceived.replies).toEqual([
      {
        leadId: anna.id,
        to: anna.email,
        name: anna.name,
        subject: 'Sv: Din förfrågan till Novaweb',
        message,
      },
    ]);
  },
};

/**
 * A saved reply fills the dialog in the lead's language (Anna wrote in Swedish), its places filled: her first
 * name, the mockup's delivery time, the signed-in sender. The text stays editable, and what is sent is what the
 * dialog holds.
 */
export const ReplyFromASavedReply: Story = {
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent }) => {
    const picker = await canvas.findByLabelText('Use a saved reply');
    await userEvent.selectOptions(picker, 'Gratis mockup');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Filled in from “Gratis mockup”: change it as you like before sending.',
    );
    await expect(canvas.getByLabelText('Subject')).toHaveValue('Din gratis mockup, Anna');
    const text = canvas.getByLabelText('Message');
    await expect(text).toHaveValue(
      'Hej Anna!\n\nTack för ditt meddelande. Vi gör gärna en gratis mockup av er nya webbplats: du får den inom 3–5 arbetsdagar.\n\nVänliga hälsningar\nAdministratör',
    );
    await userEvent.type(text, '\nPS. Vi ringer också.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expectToast(canvas, 'Reply sent to Anna Andersson');
    await expect(adminReceived.replies[0]).toMatchObject({
      subject: 'Din gratis mockup, Anna',
      message: expect.stringMatching(/^Hej Anna!\n[\s\S]*Administratör\nPS\. Vi ringer också\.$/),
    });
  },
};

/** To a lead who wrote in English, in a Swedish admin: the saved reply's English text, a saved reply without a subject keeping the dialog's. */
export const SavedReplyInEnglish: Story = {
  globals: { locale: 'sv' },
  args: { lead: leadsFixture.find((lead) => lead.language === 'en')! },
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Använd ett sparat svar'), 'Avböj artigt');
    await expect(canvas.getByLabelText('Ämne')).toHaveValue('Re: Your inquiry to Novaweb');
    await expect((canvas.getByLabelText('Meddelande') as HTMLTextAreaElement).value).toMatch(
      /^Hi Jane,\n\nThank you for getting in touch\./,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Ifyllt från ”Avböj artigt”');
  },
};

/** Without saved replies the dialog has no menu for them. */
export const ReplyWithoutSavedReplies: Story = {
  parameters: { msw: { handlers: [savedReplyHandlers.empty] } },
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Message')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByLabelText('Use a saved reply')).toBeNull();
  },
};

/** While it is sent: the button says so and takes no second press. */
export const ReplySending: Story = {
  parameters: {
    msw: { handlers: [http.post(`*/functions/v1/${functionNames.reply}`, () => delay('infinite'))] },
  },
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Message'), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    const sending = await canvas.findByRole('button', { name: 'Sending…' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** No SMTP on this installation: the reply is kept in the Outbox, and the toast says it was not delivered. */
export const ReplyCaptured: Story = {
  parameters: { msw: { handlers: [adminHandlers.replyCaptured] } },
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Message'), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expectToast(canvas, 'Reply to Anna Andersson captured in the Outbox (e-mail is not delivered)');
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Saved but not sent yet: the server's note as a warning; it is retried from the Outbox. */
export const ReplyQueued: Story = {
  parameters: { msw: { handlers: [adminHandlers.replyQueued] } },
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Message'), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expectToast(
      canvas,
      'Reply saved. The mail server did not accept it yet; it will be sent on the next retry.',
    );
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Not sent: an error toast, and the message is still there to try again. */
export const ReplyFailed: Story = {
  parameters: { msw: { handlers: [adminHandlers.replyFails] } },
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Message'), message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expectToast(canvas, 'Error sending reply, please try again');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Message')).toHaveValue(message);
  },
};

/** A long name and address on a phone: the form fits, nothing scrolls sideways. */
export const ReplyLongAddressOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    lead: {
      ...anna,
      name: 'Maria-Louise Lindqvist Johansson',
      email: 'maria-louise.lindqvist.johansson@restaurang-gamla-stan-stockholm.se',
    },
  },
  render: (args) => <ReplyForm lead={args.lead} onDone={args.onDone} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(
        'To: Maria-Louise Lindqvist Johansson <maria-louise.lindqvist.johansson@restaurang-gamla-stan-stockholm.se>',
      ),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Delete asks first, naming the lead; Cancel leaves it. */
export const DeleteAsks: Story = {
  render: (args) => <DeleteConfirm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        'Are you sure? The lead from Anna Andersson (anna@cafe-exempel.se) will be deleted for good.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(adminReceived.deletes).toEqual([]);
  },
};

/** Deleted: a toast, the dialog closes, and the lead's page is told (it leaves for the list). */
export const Deleted: Story = {
  render: (args) => <DeleteConfirm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'Lead deleted');
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onDeleted).toHaveBeenCalledOnce();
    await expect(adminReceived.deletes).toEqual([anna.id]);
  },
};

/** The server fails: its message in a toast; the question stays to try again. */
export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [http.delete('*/api/admin/leads/:id', failing('Internal server error'))],
    },
  },
  render: (args) => <DeleteConfirm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'Internal server error');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};
