import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { savedReplyCalls, savedReplyHandlers } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { SavedRepliesPage } from './SavedRepliesPage';

const meta = {
  title: 'Admin/Screens/Saved replies',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: SavedRepliesPage,
  parameters: { route: '/admin/leads/replies' },
  render: () => <AdminApp />,
} satisfies Meta<typeof SavedRepliesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rows = async (canvas: Canvas) => {
  await canvas.findByRole('table');
  return canvas.getAllByRole('row').slice(1);
};

/** The saved replies by name; a new one is refused for a place the dialog does not know, then saved and listed. */
export const MakeOne: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await expect(
      (await rows(canvas)).map((row: HTMLElement) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['Avböj artigt', 'Gratis mockup']);
    await userEvent.click(canvas.getByRole('button', { name: 'New saved reply' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'New saved reply' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Prisfråga');
    await userEvent.type(dialog.getByLabelText('Text in Swedish'), 'Hej {{förnamn}! Priset är…');
    await userEvent.type(dialog.getByLabelText('Text in English'), 'Hi {{firstName}, the price is…');
    await step('a place the dialog does not know is pointed out, and nothing is sent', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(dialog.getByLabelText('Text in Swedish')).toHaveAccessibleDescription(
        'Unknown place {förnamn}: use {name}, {firstName}, {staffName} or {mockupTime}',
      );
      await expect(savedReplyCalls).toEqual([]);
    });
    await step('fixed, it is saved and listed by name', async () => {
      const swedish = dialog.getByLabelText('Text in Swedish');
      await userEvent.clear(swedish);
      await userEvent.type(swedish, 'Hej {{firstName}! Priset är…');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expectToast(canvas, 'Saved reply created');
      await waitFor(async () =>
        expect(
          (await rows(canvas)).map((row: HTMLElement) => within(row).getAllByRole('cell')[0]!.textContent),
        ).toEqual(['Avböj artigt', 'Gratis mockup', 'Prisfråga']),
      );
      await expect(savedReplyCalls[0]).toMatchObject({
        method: 'POST',
        body: { name: 'Prisfråga', body: { sv: 'Hej {firstName}! Priset är…' } },
      });
    });
  },
};

/** A change to a name another saved reply has (whatever its case) is refused at the name. */
export const NameTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Gratis mockup' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit “Gratis mockup”' }));
    const name = dialog.getByLabelText('Name');
    await expect(dialog.getByLabelText('Subject in Swedish (optional)')).toHaveValue(
      'Din gratis mockup, {firstName}',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'AVBÖJ ARTIGT');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('A saved reply has this name already')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Deleted after a question. */
export const DeleteOne: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Avböj artigt' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete the saved reply?' }));
    await expect(dialog.getByText(/^“Avböj artigt” is deleted for good/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'Saved reply deleted');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect(savedReplyCalls).toEqual([{ method: 'DELETE', id: 1, body: null }]);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [savedReplyHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No saved replies yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New saved reply' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/admin/saved-replies', () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the saved replies…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/saved-replies', () =>
          HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The saved replies could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Swedish on a phone: the list as cards, the form's fields in Swedish, nothing wider than the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sparade svar' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ändra Gratis mockup' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nytt sparat svar' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Nytt sparat svar' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));
    await expect(await dialog.findByText('Ge svaret ett namn')).toBeVisible();
    await expect(dialog.getByLabelText('Text på engelska')).toHaveAccessibleDescription(
      'Skriv svaret på båda språken',
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
