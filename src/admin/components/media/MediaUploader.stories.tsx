import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as plainUserEvent, waitFor, within } from 'storybook/test';
import { mediaFixture } from '../../../../mocks/fixtures/media';
import { adminHandlers, adminReceived } from '../../../../mocks/handlers';
import { MediaUploader, type QueuedFile } from './MediaUploader';

/**
 * Images dropped or chosen, several at once: each waits for its alt texts in Swedish and English, then goes up
 * on its own with its own progress, processing state and error. Refused files stay listed with the reason.
 */
const meta = {
  title: 'Admin/Parts/Media uploader',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: MediaUploader,
  parameters: { layout: 'padded' },
  args: { onUploaded: fn() },
  // The bytes of a real image (a fixture's WebP file), for files that start in the queue.
  loaders: [
    async () => ({ imageBytes: await (await fetch(mediaFixture[0]!.variants.at(-1)!.url)).arrayBuffer() }),
  ],
} satisfies Meta<typeof MediaUploader>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const waitingFile = (bytes: ArrayBuffer, name: string): QueuedFile => ({
  key: name,
  file: new File([bytes], name, { type: 'image/webp' }),
  altSv: '',
  altEn: '',
  errors: {},
  state: 'waiting',
  sent: 0,
  message: '',
  refused: false,
});

/** Chooses files as the file picker hands them over; answers the queue. */
async function choose({ canvas, userEvent, loaded }: Context, names: string[]) {
  const bytes = loaded.imageBytes as ArrayBuffer;
  await userEvent.upload(
    canvas.getByLabelText('Choose images to upload'),
    names.map((name) => new File([bytes], name, { type: 'image/webp' })),
  );
  return within(await canvas.findByRole('list', { name: 'Images to upload' }));
}

async function describeImage(row: ReturnType<typeof within>, userEvent: Context['userEvent']) {
  await userEvent.type(row.getByLabelText('Alt text (Swedish) *'), 'Kontorets entré i morgonljus');
  await userEvent.type(row.getByLabelText('Alt text (English) *'), 'The office entrance in morning light');
}

/** Nothing chosen yet: the drop zone, what it takes, and the button that opens the file picker. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByLabelText('Upload images');
    await expect(zone).toHaveTextContent('Drag images here');
    await expect(zone).toHaveTextContent('JPEG, PNG, WebP or AVIF, up to 15 MB and 25 megapixels each.');
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Images to upload' })).toBeNull();
  },
};

/** Both alt texts are required: said at each field, nothing is sent; typing takes a message away. */
export const AltTextsRequired: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const row = await choose(context, ['kontoret.webp']);
    await expect(row.getByText('kontoret.webp', { selector: 'strong' })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await expect(row.getByLabelText('Alt text (Swedish) *')).toHaveAccessibleDescription(
      'Describe the image in Swedish',
    );
    await expect(row.getByLabelText('Alt text (English) *')).toHaveAccessibleDescription(
      'Describe the image in English',
    );
    await userEvent.type(row.getByLabelText('Alt text (Swedish) *'), 'Kontorets entré');
    await expect(row.getByLabelText('Alt text (Swedish) *')).not.toHaveAttribute('aria-invalid');
    await expect(row.getByLabelText('Alt text (English) *')).toHaveAttribute('aria-invalid', 'true');
    await expect(adminReceived.saved).toEqual([]);
  },
};

/** Uploaded: the server's item handed on, and the row gone from the queue. */
export const Uploaded: Story = {
  // Ends with the queue empty, where Idle starts: the same picture. Its play function and axe still run (no picture).
  tags: ['no-screenshot'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const row = await choose(context, ['kontoret.webp']);
    await describeImage(row, userEvent);
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(args.onUploaded).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 101,
          filename: 'kontoret.webp',
          altEn: 'The office entrance in morning light',
        }),
      ),
    );
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Images to upload' })).toBeNull());
    await expect(adminReceived.saved).toEqual([
      {
        path: '/api/admin/media',
        method: 'POST',
        body: {
          filename: 'kontoret.webp',
          altSv: 'Kontorets entré i morgonljus',
          altEn: 'The office entrance in morning light',
        },
      },
    ]);
  },
};

/**
 * Sent, and the server has not answered yet: the row is busy with its progress bar, its fields locked, and it
 * can be cancelled.
 */
export const Uploading: Story = {
  parameters: { msw: { handlers: [adminHandlers.uploadProcessing] } },
  play: async (context) => {
    const { userEvent, args } = context;
    const row = await choose(context, ['kontoret.webp']);
    await describeImage(row, userEvent);
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    const item = row.getByRole('listitem');
    await waitFor(() => expect(item).toHaveAttribute('aria-busy', 'true'));
    await expect(
      row.getByRole('progressbar', { name: /^(Uploading|Processing) kontoret\.webp$/ }),
    ).toBeVisible();
    await expect(row.getByLabelText('Alt text (Swedish) *')).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Cancel kontoret.webp' })).toBeVisible();
    await expect(row.queryByRole('button', { name: 'Upload' })).toBeNull();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/**
 * Taken by the server (202), and waiting behind other images it processes first (one at a time): the row says
 * so and stays busy until the server says it is done.
 */
export const Queued: Story = {
  // Its progress bar has no value (animated by Chromium): no two screenshots are alike.
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [adminHandlers.uploadQueued] } },
  play: async (context) => {
    const { userEvent, args } = context;
    const row = await choose(context, ['kontoret.webp']);
    await describeImage(row, userEvent);
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await expect(
      await row.findByText('Uploaded. Waiting for the images before it to be processed…'),
    ).toBeVisible();
    await expect(row.getByRole('progressbar', { name: 'kontoret.webp waits its turn' })).toBeVisible();
    await expect(row.getByRole('listitem')).toHaveAttribute('aria-busy', 'true');
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** All of it sent: the server makes the AVIF and WebP files, and the row says so. */
export const Processing: Story = {
  // Its progress bar has no value: Chromium animates it natively (Playwright cannot stop that), so no two
  // screenshots are alike. Its play function and axe still run (no picture).
  tags: ['no-screenshot'],
  render: (args, { loaded }) => (
    <MediaUploader
      {...args}
      initialQueue={[
        {
          ...waitingFile(loaded.imageBytes as ArrayBuffer, 'kontoret.webp'),
          altSv: 'Kontorets entré i morgonljus',
          altEn: 'The office entrance in morning light',
          state: 'processing',
          sent: 1,
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('list', { name: 'Images to upload' }));
    await expect(row.getByText('Processing: making AVIF and WebP at every width…')).toBeVisible();
    await expect(row.getByRole('progressbar', { name: 'Processing kontoret.webp' })).toBeVisible();
    await expect(row.getByRole('listitem')).toHaveAttribute('aria-busy', 'true');
    await expect(row.getByLabelText('Alt text (English) *')).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Cancel kontoret.webp' })).toBeVisible();
  },
};

/** Cancelled while it runs: the request is stopped and the row leaves the queue. */
export const Cancelled: Story = {
  // Ends where Idle starts: the same picture. Its play function and axe still run (no picture).
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [adminHandlers.uploadProcessing] } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const row = await choose(context, ['kontoret.webp']);
    await describeImage(row, userEvent);
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await userEvent.click(await row.findByRole('button', { name: 'Cancel kontoret.webp' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Images to upload' })).toBeNull());
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** The server refuses the file: its reason at the row, which can be tried again or removed. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: [adminHandlers.uploadTooLarge] } },
  play: async (context) => {
    const { userEvent, args } = context;
    const row = await choose(context, ['panorama.webp']);
    await describeImage(row, userEvent);
    await userEvent.click(row.getByRole('button', { name: 'Upload' }));
    await expect(await row.findByRole('alert')).toHaveTextContent('The file is larger than 15 MB.');
    await expect(row.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove panorama.webp' })).toBeVisible();
    await expect(row.getByLabelText('Alt text (English) *')).toHaveValue(
      'The office entrance in morning light',
    );
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** A type it does not take (an SVG) is refused before anything is sent: no alt texts, no Try again. */
export const NotAnAcceptedType: Story = {
  play: async ({ canvas }) => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    // The picker's accept list would hide it; dropped, the uploader judges it itself.
    await plainUserEvent
      .setup({ applyAccept: false })
      .upload(canvas.getByLabelText('Choose images to upload'), svg);
    const row = within(await canvas.findByRole('list', { name: 'Images to upload' }));
    await expect(row.getByRole('alert')).toHaveTextContent('Upload a JPEG, PNG, WebP or AVIF image.');
    await expect(row.queryByLabelText('Alt text (Swedish) *')).toBeNull();
    await expect(row.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(row.getByRole('button', { name: 'Remove logo.svg' })).toBeVisible();
  },
};

/** Two files waiting: each described, then "Upload all" sends both. */
export const SeveralAtOnce: Story = {
  // Ends with the queue empty, where Idle starts: the same picture. Its play function and axe still run (no picture).
  tags: ['no-screenshot'],
  render: (args, { loaded }) => (
    <MediaUploader
      {...args}
      initialQueue={[
        waitingFile(loaded.imageBytes as ArrayBuffer, 'entre.webp'),
        waitingFile(loaded.imageBytes as ArrayBuffer, 'receptionen.webp'),
      ]}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const queue = within(canvas.getByRole('list', { name: 'Images to upload' }));
    const rows = queue.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await describeImage(within(rows[0]!), userEvent);
    await describeImage(within(rows[1]!), userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload all (2)' }));
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Images to upload' })).toBeNull());
    await expect(adminReceived.saved.map((save) => save.body.filename).sort()).toEqual([
      'entre.webp',
      'receptionen.webp',
    ]);
  },
};

/** A long file name on a phone: it wraps in its row, the fields stack, nothing scrolls sideways. */
export const LongFileNameOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: (args, { loaded }) => (
    <MediaUploader
      {...args}
      initialQueue={[
        waitingFile(
          loaded.imageBytes as ArrayBuffer,
          'restaurang-gamla-stan-matsalen-efter-ombyggnaden-varen-2026-slutversion.webp',
        ),
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('restaurang-gamla-stan-matsalen-efter-ombyggnaden-varen-2026-slutversion.webp', {
        selector: 'strong',
      }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Alt text (English) *')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * In Swedish on a phone: the drop zone and its rules, a file refused before sending with the reason in Swedish,
 * and a waiting one whose alt texts are asked for in Swedish.
 */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const zone = canvas.getByLabelText('Ladda upp bilder');
    await expect(zone).toHaveTextContent('JPEG, PNG, WebP eller AVIF, högst 15 MB och 25 megapixlar var.');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await plainUserEvent
      .setup({ applyAccept: false })
      .upload(canvas.getByLabelText('Välj bilder att ladda upp'), svg);
    const bytes = context.loaded.imageBytes as ArrayBuffer;
    await userEvent.upload(canvas.getByLabelText('Välj bilder att ladda upp'), [
      new File([bytes], 'kontoret.webp', { type: 'image/webp' }),
    ]);
    const queue = within(await canvas.findByRole('list', { name: 'Bilder att ladda upp' }));
    await expect(queue.getByRole('alert')).toHaveTextContent(
      'Ladda upp en bild i JPEG, PNG, WebP eller AVIF.',
    );
    await userEvent.click(queue.getByRole('button', { name: 'Ladda upp' }));
    await expect(queue.getByLabelText('Alt-text (svenska) *')).toHaveAccessibleDescription(
      'Beskriv bilden på svenska',
    );
    await expect(queue.getByLabelText('Alt-text (engelska) *')).toHaveAccessibleDescription(
      'Beskriv bilden på engelska',
    );
    const root = canvas.getByLabelText('Ladda upp bilder').ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
