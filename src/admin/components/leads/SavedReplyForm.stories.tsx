import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { savedRepliesFixture, savedReplyCalls } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { SavedReplyForm } from './SavedReplyForm';

/**
 * A saved reply's form on its own (Admin → Leads → Saved replies opens it in a dialog): the name, an optional
 * subject and the text, Swedish beside English. What the form refuses itself is said at the field before anything
 * is sent; what the server refuses is said at its field too.
 */
const meta = {
  title: 'Admin/Parts/Saved reply form',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: SavedReplyForm,
  parameters: { layout: 'padded' },
  args: { reply: null, onDone: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const [decline, mockup] = savedRepliesFixture as [
  (typeof savedRepliesFixture)[number],
  (typeof savedRepliesFixture)[number],
];

/** Empty: Save names each missing field at the field and sends nothing; filled in, it is created. */
export const New: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Give the reply a name');
    await expect(canvas.getByLabelText('Text in Swedish')).toHaveAttribute('aria-invalid', 'true');
    await expect(savedReplyCalls).toEqual([]);
    await userEvent.type(canvas.getByLabelText('Name'), 'Prisfråga');
    await userEvent.type(canvas.getByLabelText('Text in Swedish'), 'Hej {{firstName}! Priset är 9 900 kr.');
    await userEvent.type(canvas.getByLabelText('Text in English'), 'Hi {{firstName}, the price is $899.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvas, 'Saved reply created');
    await expect(savedReplyCalls).toEqual([
      {
        method: 'POST',
        id: null,
        body: {
          name: 'Prisfråga',
          subject: { sv: '', en: '' },
          body: { sv: 'Hej {firstName}! Priset är 9 900 kr.', en: 'Hi {firstName}, the price is $899.' },
        },
      },
    ]);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** An existing reply: its texts filled in; a change is sent to its own address. */
export const Editing: Story = {
  args: { reply: mockup },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Subject in Swedish (optional)')).toHaveValue(mockup.subject.sv);
    await expect(canvas.getByLabelText('Text in English')).toHaveValue(mockup.body.en);
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Gratis mockup (vår)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvas, 'Saved reply saved');
    await expect(savedReplyCalls).toMatchObject([
      { method: 'PUT', id: mockup.id, body: { name: 'Gratis mockup (vår)' } },
    ]);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** A place the reply dialog does not know is pointed out at its text before anything is sent. */
export const UnknownPlace: Story = {
  args: { reply: decline },
  play: async ({ canvas, userEvent }) => {
    const english = canvas.getByLabelText('Text in English');
    await userEvent.clear(english);
    await userEvent.type(english, 'Hi {{förnamn}, not this spring.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(english).toHaveAccessibleDescription(
      'Unknown place {förnamn}: use {name}, {firstName}, {staffName} or {mockupTime}',
    );
    await expect(savedReplyCalls).toEqual([]);
  },
};

/** The server refuses a name another reply has (whatever its case): said at the name, the form kept. */
export const NameTaken: Story = {
  args: { reply: mockup },
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'avböj artigt');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A saved reply has this name already'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Text in Swedish')).toHaveValue(mockup.body.sv);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** While the server saves: the button says so and cannot be pressed twice. */
export const Saving: Story = {
  args: { reply: mockup },
  parameters: {
    msw: { handlers: [http.put('*/api/admin/saved-replies/:id', async () => delay('infinite'))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: /Saving…/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server cannot be reached: the refusal is toasted and nothing typed is lost. */
export const Failed: Story = {
  args: { reply: mockup },
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/admin/saved-replies/:id', () =>
          HttpResponse.json({ error: 'internal', message: 'Something went wrong' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Text in Swedish'), ' Hälsningar!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled', 'true'),
    );
    await expect(canvas.getByLabelText('Text in Swedish')).toHaveValue(`${mockup.body.sv} Hälsningar!`);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** In Swedish on a phone, with the longest texts: the fields one above the other, nothing wider than the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    reply: {
      ...mockup,
      name: 'Uppföljning efter offert för webbdesign med sökmotoroptimering',
      subject: {
        sv: 'Din offert för en ny webbplats med sökmotoroptimering, {firstName}',
        en: 'Your quote for a new website with search engine optimisation, {firstName}',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Ämne på svenska (valfritt)')).toHaveValue(
      'Din offert för en ny webbplats med sökmotoroptimering, {firstName}',
    );
    const swedish = canvas.getByLabelText('Text på svenska');
    await userEvent.clear(swedish);
    await userEvent.click(canvas.getByRole('button', { name: 'Spara' }));
    await expect(swedish).toHaveAccessibleDescription('Skriv svaret på båda språken');
    await expect(savedReplyCalls).toEqual([]);
  },
};
