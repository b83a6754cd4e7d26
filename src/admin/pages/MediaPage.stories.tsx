import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminHandlers, adminReceived } from '../../../mocks/handlers';
import { mediaFixture } from '../../../mocks/fixtures/media';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { MediaPage } from './MediaPage';

const meta = {
  title: 'Admin/Screens/Media',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: MediaPage,
  parameters: { route: '/admin/media' },
  render: () => <AdminApp />,
} satisfies Meta<typeof MediaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real image file (one of the fixtures' WebP files), as the visitor's file picker hands it over. */
async function imageFile(name: string) {
  const bytes = await (await fetch(mediaFixture[0]!.variants.at(-1)!.url)).arrayBuffer();
  return new File([bytes], name, { type: 'image/webp' });
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function choose(canvas: Canvas, userEvent: UserEvent, files: File[]) {
  await canvas.findByRole('button', { name: 'Choose images' });
  await userEvent.upload(canvas.getByLabelText('Choose images to upload'), files);
  return within(await canvas.findByRole('list', { name: 'Images to upload' }));
}

async function describeImage(row: ReturnType<typeof within>, userEvent: UserEvent) {
  await userEvent.type(row.getByLabelText('Alt text (Swedish) *'), 'Kontorets entré i morgonljus');
  await userEvent.type(row.getByLabelText('Alt text (English) *'), 'The office entrance in morning light');
}

export const Library: Story = {
  play: async ({ canvas }) => {
    const library = within(await canvas.findByRole('table', { name: 'Media library' }));
    await expect(library.getAllByRole('row')).toHaveLength(mediaFixture.length + 1);
    await expect(library.getByText('seo-cover.png')).toBeVisible();
    await expect(library.getAllByText('640 × 360')).toHaveLength(2);
    // Each tile draws the library's own files: AVIF first, with WebP beside it.
    const img = library.getByAltText(mediaFixture[0]!.altEn);
    await expect(img.parentElement?.querySelector('source[type="image/avif"]')).not.toBeNull();
  },
};

export const LibraryOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Media library' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [adminHandlers.mediaEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No images yet. Upload the first one above.')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [adminHandlers.mediaLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Library' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Media library' })).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [adminHandlers.mediaFails] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The media library could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Chosen files wait for their alt texts; uploading without them says what is missing, and sends nothing. */
export const AltTextsRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await choose(canvas, userEvent, [await imageFile('kontoret.webp')]);
    await expect(row.getByText('kontoret.webp', { selector: 'strong' })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await expect(row.getByText('Describe the image in Swedish')).toBeVisible();
    await expect(row.getByText('Describe the image in English')).toBeVisible();
    await expect(row.getByLabelText('Alt text (Swedish) *')).toHaveAttribute('aria-invalid', 'true');
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

export const Upload: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await choose(canvas, userEvent, [await imageFile('kontoret.webp')]);
    await describeImage(row, userEvent);
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await expectToast(canvas, 'Image uploaded');
    await expect(adminReceived.saved[0]).toMatchObject({
      path: '/api/admin/media',
      body: { filename: 'kontoret.webp', altSv: 'Kontorets entré i morgonljus' },
    });
    // Gone from the queue, first in the library.
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Images to upload' })).toBeNull());
    const library = within(canvas.getByRole('table', { name: 'Media library' }));
    await waitFor(() => expect(library.getAllByRole('row')[1]).toHaveTextContent('kontoret.webp'));
  },
};

/** Several at once: each row has its own fields and state; "Upload all" sends those that are described. */
export const SeveralAtOnce: Story = {
  parameters: { msw: { handlers: [adminHandlers.uploadProcessing] } },
  play: async ({ canvas, userEvent }) => {
    const queue = await choose(canvas, userEvent, [
      await imageFile('entre.webp'),
      await imageFile('receptionen.webp'),
    ]);
    const rows = queue.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await describeImage(within(rows[0]!), userEvent);
    await describeImage(within(rows[1]!), userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload all (2)' }));
    // The server is still working on them: each row says so, and offers to cancel.
    await waitFor(() => expect(rows[0]).toHaveAttribute('aria-busy', 'true'));
    await expect(rows[1]).toHaveAttribute('aria-busy', 'true');
    await expect(within(rows[0]!).getByRole('button', { name: /Cancel/ })).toBeVisible();
  },
};

/** A file that is not an image, whatever its name: the server's 415 shows at its row; nothing is stored. */
export const NotAnImage: Story = {
  play: async ({ canvas, userEvent }) => {
    const fake = new File(['Hej! Det här är ingen bild.'], 'semester.webp', { type: 'image/webp' });
    const row = await choose(canvas, userEvent, [fake]);
    await describeImage(row, userEvent);
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await expect(await row.findByRole('alert')).toHaveTextContent('Upload a JPEG, PNG, WebP or AVIF image.');
    await expect(row.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** A type the picker does not offer (an SVG, a script risk) is refused before anything is sent. */
export const RefusedBeforeSending: Story = {
  play: async ({ canvas }) => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    // The file input's accept list hides it in the picker; dropped, it is judged by the uploader itself.
    const dropper = userEvent.setup({ applyAccept: false });
    await canvas.findByRole('button', { name: 'Choose images' });
    await dropper.upload(canvas.getByLabelText('Choose images to upload'), svg);
    const row = within(await canvas.findByRole('list', { name: 'Images to upload' }));
    await expect(row.getByRole('alert')).toHaveTextContent('Upload a JPEG, PNG, WebP or AVIF image.');
    await expect(row.queryByLabelText('Alt text (Swedish) *')).toBeNull();
    await expect(row.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

const refusedBy = (handler: (typeof adminHandlers)['uploadTooLarge'], message: string): Story => ({
  parameters: { msw: { handlers: [handler] } },
  play: async ({ canvas, userEvent }) => {
    const row = await choose(canvas, userEvent, [await imageFile('foto.webp')]);
    await describeImage(row, userEvent);
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await expect(await row.findByRole('alert')).toHaveTextContent(message);
  },
});

export const TooLarge = refusedBy(adminHandlers.uploadTooLarge, 'The file is larger than 15 MB.');
export const TooManyPixels = refusedBy(
  adminHandlers.uploadTooManyPixels,
  'The image is larger than 25 megapixels.',
);
export const Damaged = refusedBy(
  adminHandlers.uploadCorrupt,
  'The image could not be read: the file is damaged or incomplete.',
);

export const EditAltTexts: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit alt texts of layout-cover.png' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Image details' }));
    const english = dialog.getByLabelText('Alt text (English) *');
    await userEvent.clear(english);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Describe the image in English')).toBeVisible();
    await userEvent.type(english, 'A page layout drawn in green');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(canvas, 'Alt texts saved');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'PATCH',
      body: { altEn: 'A page layout drawn in green' },
    });
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete restaurant-after.png' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete image' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'Image deleted');
    await waitFor(() => expect(canvas.queryByText('restaurant-after.png')).toBeNull());
    await expect(adminReceived.deletes).toEqual([String(mediaFixture[3]!.id)]);
  },
};

/** An image a post shows cannot go: the dialog lists where it is used (the server's 409). */
export const DeleteInUse: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete seo-cover.png' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete image' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Blog post: Why SEO matters');
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(adminReceived.deletes).toEqual([]);
  },
};

/**
 * In Swedish: the library's tiles with their Swedish alt texts and actions by name, an upload refused by the
 * server with its reason in Swedish (its figure kept), and the question before a delete.
 */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  parameters: { msw: { handlers: [adminHandlers.uploadTooLarge] } },
  play: async ({ canvas, userEvent }) => {
    const library = within(await canvas.findByRole('table', { name: 'Mediebibliotek' }));
    await expect(library.getByAltText(mediaFixture[0]!.altSv)).toBeVisible();
    await expect(
      library.getByRole('button', { name: 'Ändra alt-texterna för seo-cover.png' }),
    ).toHaveAttribute('title', 'Ändra alt-texterna för seo-cover.png');
    await userEvent.upload(canvas.getByLabelText('Välj bilder att ladda upp'), [
      await imageFile('foto.webp'),
    ]);
    const row = within(await canvas.findByRole('list', { name: 'Bilder att ladda upp' }));
    await userEvent.type(row.getByLabelText('Alt-text (svenska) *'), 'Kontorets entré i morgonljus');
    await userEvent.type(row.getByLabelText('Alt-text (engelska) *'), 'The office entrance in morning light');
    await userEvent.click(row.getByRole('button', { name: 'Ladda upp' }));
    await expect(await row.findByRole('alert')).toHaveTextContent('Filen är större än 15 MB.');
    await expect(row.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** In Swedish, an image in use cannot go: where it is used, in Swedish words. */
export const DeleteInUseSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Radera seo-cover.png' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Radera bild' }));
    await expect(dialog.getByText(/^Är du säker\? ”seo-cover.png” och alla dess filer/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Radera' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Blogginlägg: Why SEO matters');
    await expect(dialog.getByText('Stäng', { selector: 'button' })).toBeVisible();
  },
};

/** The unused images only, all chosen and deleted at once by an Admin, after one question. */
export const UnusedDeletedAtOnce: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Media library' });
    await userEvent.selectOptions(canvas.getByLabelText('Use'), 'Not used');
    await waitFor(() => expect(canvas.getByText(`${mediaFixture.length - 1} images`)).toBeVisible());
    await expect(canvas.queryByText('seo-cover.png')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose all on this page' }));
    const bar = within(canvas.getByRole('group', { name: 'Actions for the chosen' }));
    await userEvent.click(bar.getByRole('button', { name: 'Delete' }));
    const dialog = within(
      canvas.getByRole('dialog', { name: `Delete the chosen (${mediaFixture.length - 1})?` }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, `The chosen (${mediaFixture.length - 1}) deleted`);
    await expect(await canvas.findByText('No images match.')).toBeVisible();
  },
};

/** An image in use among the chosen refuses the whole delete, said in Swedish; every image stays. */
export const ChosenInUseSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Välj seo-cover.png' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Välj layout-cover.png' }));
    const bar = within(canvas.getByRole('group', { name: 'Åtgärder för de valda' }));
    await userEvent.click(bar.getByRole('button', { name: 'Radera' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Radera de valda (2)?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Radera' }));
    await expectToast(canvas, 'Några av de valda bilderna används: inget raderades');
    await expect(canvas.getByText(`${mediaFixture.length} bilder`)).toBeVisible();
  },
};
