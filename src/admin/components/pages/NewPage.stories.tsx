import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { Route, Routes, useParams } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { adminReceived, pageHandlers } from '../../../../mocks/handlers';
import { NewPageButton } from './NewPage';

/** Where a created page's editor would open: its id, so a story sees where it went. */
function EditorOpened() {
  const { id } = useParams();
  return <p role="status">Editor of page {id}</p>;
}

/**
 * Admin → Pages → New page on its own: a dialog asks for the page's address in each language and its title (the
 * blocks come in its editor); created, the page is a draft and its editor opens.
 */
const meta = {
  title: 'Admin/Parts/New page',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: NewPageButton,
  // The preview's router starts at the Pages screen; the editor's address shows where a created page went.
  parameters: { layout: 'padded', route: '/admin/pages' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/admin/pages" element={<Story />} />
        <Route path="/admin/pages/:id" element={<EditorOpened />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof NewPageButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  name = 'New page',
) => {
  await userEvent.click(canvas.getByRole('button', { name }));
  return within(await canvas.findByRole('dialog', { name }));
};

const posts = () => adminReceived.saved.filter((save) => save.method === 'POST');

/** Nothing filled in: each needed field is marked, nothing is sent. */
export const AsksFirst: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(dialog.getByLabelText('English address')).toHaveValue('/en/');
    await userEvent.click(dialog.getByRole('button', { name: 'Create draft' }));
    await expect(dialog.getByLabelText('Swedish address')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText(/Swedish title/)).toHaveAttribute('aria-invalid', 'true');
    await expect(posts()).toEqual([]);
  },
};

/** Filled in: a draft without blocks is made, addresses trimmed, and its editor opens. */
export const Created: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(dialog.getByLabelText('Swedish address'), ' /kampanj/vinter ');
    await userEvent.type(dialog.getByLabelText('English address'), 'campaign/winter');
    await userEvent.type(dialog.getByLabelText(/Swedish title/), 'Vinterkampanj | Novaweb');
    await userEvent.type(dialog.getByLabelText('English title'), 'Winter campaign | Novaweb');
    await userEvent.type(dialog.getByLabelText(/Swedish description/), 'Ny hemsida till vinterpris.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create draft' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Editor of page \d+$/);
    await expect(posts()).toHaveLength(1);
    await expect(posts()[0]!.body).toMatchObject({
      path: { sv: '/kampanj/vinter', en: '/en/campaign/winter' },
      status: 'draft',
      meta: { title: { sv: 'Vinterkampanj | Novaweb', en: 'Winter campaign | Novaweb' } },
      blocks: [],
    });
  },
};

/** Cancel closes the dialog and sends nothing. */
export const Cancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(dialog.getByLabelText('Swedish address'), '/kampanj');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(posts()).toEqual([]);
  },
};

/** While the server makes it: the button says so and cannot be pressed twice. */
export const Creating: Story = {
  parameters: { msw: { handlers: [http.post('*/api/admin/pages', async () => delay('infinite'))] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(dialog.getByLabelText('Swedish address'), '/kampanj');
    await userEvent.type(dialog.getByLabelText('English address'), 'campaign');
    await userEvent.type(dialog.getByLabelText(/Swedish title/), 'Kampanj | Novaweb');
    await userEvent.type(dialog.getByLabelText(/Swedish description/), 'Ny hemsida till kampanjpris.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create draft' }));
    await expect(await dialog.findByRole('button', { name: 'Creating…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** In Swedish on a phone, the address another page has: refused at the Swedish address, the dialog kept. */
export const AddressTakenSwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  parameters: { msw: { handlers: [pageHandlers.createAddressTaken] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Ny sida');
    await userEvent.type(dialog.getByLabelText('Svensk adress'), '/tjanster');
    await userEvent.type(dialog.getByLabelText('Engelsk adress'), 'services');
    await userEvent.type(
      dialog.getByLabelText(/Svensk titel/),
      'Tjänster för frisörsalonger och skönhetssalonger',
    );
    await userEvent.type(dialog.getByLabelText(/Svensk beskrivning/), 'Webbplatser för salonger.');
    await userEvent.click(dialog.getByRole('button', { name: 'Skapa utkast' }));
    const address = dialog.getByLabelText('Svensk adress');
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(address).toHaveFocus();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
