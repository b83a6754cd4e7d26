import type { Meta, StoryObj } from '@storybook/react-vite';
import { markdownToDocument } from '../../../shared/postMarkdown';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent as user, waitFor, within } from 'storybook/test';
import { adminPostsFixture } from '../../../mocks/fixtures/admin';
import { mediaFixture } from '../../../mocks/fixtures/media';
import { adminReceived } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { BlogPostsPage } from './BlogPostsPage';

const meta = {
  title: 'Admin/Screens/Blog posts',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: BlogPostsPage,
  parameters: { route: '/admin/blog' },
  render: () => <AdminApp />,
} satisfies Meta<typeof BlogPostsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor is there once its body fields are (the rich-text field comes in a chunk of its own). */
const editorOpen = (canvas: ReturnType<typeof within>) =>
  canvas.findAllByRole('toolbar', { name: /^(Formatting|Formatering): / });

/** The Delete story's mocked server answers when the play function lets it, so the busy state can be seen. */
let deleteAnswered: Promise<void> = Promise.resolve();
let answerDelete: () => void = () => {};

export const List: Story = {
  play: async ({ canvas }) => {
    const published = within(await canvas.findByRole('row', { name: /Why SEO matters/ }));
    await expect(published.getByText('Published')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /A draft post/ })).getByText('Draft')).toBeVisible();
    // Scheduled for 06:00 UTC, shown in Stockholm time whatever the computer's own zone.
    const scheduled = within(canvas.getByRole('row', { name: /vårkampanjen/ }));
    await expect(scheduled.getByText('Scheduled: 17 Mar 2026, 07:00')).toBeVisible();
    // Written in Swedish only: flagged, and named by its Swedish title.
    await expect(scheduled.getByText('No English')).toBeVisible();
    await expect(
      within(canvas.getByRole('row', { name: /A draft post/ })).queryByText('No English'),
    ).toBeNull();
  },
};

export const CreateRequiresFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    await editorOpen(canvas);
    await userEvent.clear(canvas.getByLabelText('Date'));
    // To go live it needs an excerpt and a category too (a draft waits with its title alone).
    await userEvent.click(canvas.getByRole('radio', { name: /^Published/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveAccessibleDescription('Title is required');
    await expect(canvas.getByLabelText('Excerpt (Swedish)')).toHaveAccessibleDescription(
      'Excerpt is required',
    );
    await expect(canvas.getByLabelText('Category (Swedish)')).toHaveAccessibleDescription(
      'Category is required',
    );
    // English is optional: a post may show in Swedish only until it is translated.
    await expect(canvas.getByLabelText('Title (English)')).not.toHaveAccessibleDescription();
    await expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription('Date is required');
    // The refusal first, then the hint: an empty Swedish title made an empty slug.
    await expect(canvas.getByLabelText('Slug')).toHaveAccessibleDescription(
      'Slug is required Follows the Swedish title until you change it.',
    );
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** A field's message goes once the field is filled in; the others stay until they are. */
export const ErrorsClearWhenFilled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    await editorOpen(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /^Published/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveAccessibleDescription('Title is required');
    await userEvent.type(canvas.getByLabelText('Title (Swedish)'), 'Snabba webbplatser säljer');
    await expect(canvas.getByLabelText('Title (Swedish)')).not.toHaveAccessibleDescription();
    await expect(canvas.getByLabelText('Title (Swedish)')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Excerpt (Swedish)')).toHaveAccessibleDescription(
      'Excerpt is required',
    );
  },
};

/** A new post opens at its own address, Swedish first, a draft unless chosen; its slug is made from the Swedish title. */
export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    await editorOpen(canvas);
    await expect(await canvas.findByRole('heading', { name: 'New blog post' })).toBeVisible();
    await canvas.findByLabelText('Body (Swedish)');
    const labels = canvas.getAllByRole('textbox').map((field) => field.getAttribute('id'));
    expect(labels.indexOf('post-titleSv')).toBeLessThan(labels.indexOf('post-titleEn'));
    expect(labels.indexOf('post-bodySv')).toBeLessThan(labels.indexOf('post-bodyEn'));
    const publication = within(canvas.getByRole('group', { name: 'Publication' }));
    await expect(publication.getByRole('radio', { name: /^Draft/ })).toBeChecked();
    // Published at once (a draft would save itself as it is written: Autosave Waits For What A Post Needs).
    await userEvent.click(publication.getByRole('radio', { name: /^Published/ }));
    const fill: [string, string][] = [
      ['Title (Swedish)', 'Checklista för lansering'],
      ['Title (English)', 'Launch checklist'],
      ['Excerpt (Swedish)', 'Tio saker att kolla.'],
      ['Excerpt (English)', 'Ten things to check.'],
      ['Category (Swedish)', 'Webbutveckling'],
      ['Category (English)', 'Web Development'],
      // A Markdown shortcut as one types: "## " makes a heading.
      ['Body (English)', '## Start'],
      ['Keywords, comma-separated (English)', 'launch, checklist'],
    ];
    // The body letter by letter with a pause, as a person types: the editor takes each keystroke before the next.
    const typist = user.setup({ delay: 30 });
    for (const [label, value] of fill)
      await (label.startsWith('Body') ? typist : userEvent).type(canvas.getByLabelText(label), value);
    await expect(
      within(canvas.getByLabelText('Body (English)')).getByRole('heading', { level: 2 }),
    ).toHaveTextContent('Start');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('checklista-for-lansering');
    // The post's page beside the form, in English, as typed (Storybook's stand-in for the server's render).
    await userEvent.click(canvas.getByRole('button', { name: 'Live preview' }));
    const preview = within(canvas.getByRole('region', { name: 'Live preview' }));
    await userEvent.click(preview.getByRole('radio', { name: 'English' }));
    await waitFor(async () =>
      expect(
        ((await preview.findByTitle('Preview (English, desktop)')) as HTMLIFrameElement).srcdoc,
      ).toContain('<h1>Launch checklist</h1>'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await expectToast(canvas, 'Blog post created successfully');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'POST',
      body: {
        slug: 'checklista-for-lansering',
        titleSv: 'Checklista för lansering',
        keywordsEn: ['launch', 'checklist'],
        bodyEn: markdownToDocument('## Start'),
        published: true,
        publishAt: null,
      },
    });
  },
};

export const Edit: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await editorOpen(canvas);
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveValue('Ett utkast');
    // The categories posts already use are suggested, per language.
    const suggested = (label: string) =>
      [
        ...canvasElement.querySelectorAll<HTMLOptionElement>(
          `#${canvas.getByLabelText(label).getAttribute('list')} option`,
        ),
      ].map((option) => option.value);
    await expect(suggested('Category (Swedish)')).toEqual(expect.arrayContaining(['Marknadsföring', 'SEO']));
    await expect(suggested('Category (English)')).toEqual(expect.arrayContaining(['AI', 'SEO']));
    await expect(suggested('Category (English)')).not.toContain('');
    await userEvent.click(canvas.getByRole('radio', { name: /Published/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
    await expectToast(canvas, 'Blog post updated successfully');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/posts/11',
      // The version the editor opened: a save over a newer one is refused (Save Conflict).
      body: { published: true, version: 3 },
    });
  },
};

/**
 * The post's whole page beside the form, drawn again as one types; its English page waits, said in its place, until
 * the English title, excerpt and category are written. On a phone the page comes above the form.
 */
export const PreviewBesideTheForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Så förbereder du vårkampanjen' }));
    await editorOpen(canvas);
    const toggle = canvas.getByRole('button', { name: 'Live preview' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const preview = within(canvas.getByRole('region', { name: 'Live preview' }));
    const frame = async () => (await preview.findByTitle(/^Preview \(/)) as HTMLIFrameElement;
    await waitFor(async () =>
      expect((await frame()).srcdoc).toContain('<h1>Så förbereder du vårkampanjen</h1>'),
    );
    await userEvent.type(canvas.getByLabelText('Title (Swedish)'), ' i tid');
    await waitFor(async () =>
      expect((await frame()).srcdoc).toContain('<h1>Så förbereder du vårkampanjen i tid</h1>'),
    );
    await expect(preview.getByText('Up to date')).toBeVisible();
    await userEvent.click(preview.getByRole('radio', { name: 'English' }));
    await expect(
      preview.getByText('The English page shows once its English title, excerpt and category are written.'),
    ).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('region', { name: 'Live preview' })).toBeNull();
  },
};

/** The same on a phone: the page above the form, where the switch is, within the screen's width. */
export const PreviewOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Så förbereder du vårkampanjen' }));
    await editorOpen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Live preview' }));
    const region = canvas.getByRole('region', { name: 'Live preview' });
    const frame = (await within(region).findByTitle(/^Preview \(/)) as HTMLIFrameElement;
    await waitFor(() => expect(frame.srcdoc).toContain('<h1>Så förbereder du vårkampanjen</h1>'));
    // Above the form's first field.
    await expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByLabelText('Title (Swedish)').getBoundingClientRect().top,
    );
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/**
 * The SEO panel follows the typing: the post's focus keyphrase stands in its Swedish title; a new one that does not
 * turns that check red, and one a page's title already holds names the page.
 */
export const SeoAsYouType: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Why SEO matters so much for small businesses' }),
    );
    await editorOpen(canvas);
    const keyphrase = canvas.getByLabelText('Focus keyphrase (Swedish)');
    await expect(keyphrase).toHaveValue('SEO för småföretag');
    const swedish = within(canvas.getByRole('region', { name: 'Swedish' }));
    const line = (id: string) =>
      swedish.getByText((_, element) => element?.getAttribute('data-check') === id);
    await expect(line('inTitle')).toHaveTextContent('GoodThe keyphrase is in the title.');
    await userEvent.clear(keyphrase);
    await userEvent.type(keyphrase, 'hemsida');
    await waitFor(() =>
      expect(line('inTitle')).toHaveTextContent('Needs workPut the keyphrase in the title'),
    );
    await userEvent.clear(keyphrase);
    await userEvent.type(keyphrase, 'webbdesign för småföretag');
    await waitFor(() =>
      expect(line('usedElsewhere')).toHaveTextContent(
        // The home page's title holds it (a page's title is what it aims at).
        /^Could be better“[^”]*webbdesign för småföretag[^”]*” already aims at this keyphrase/,
      ),
    );
    await expect(canvasElement.querySelector('[data-size="desktop"]')).toHaveTextContent(
      'Därför är SEO avgörande för småföretag | Novaweb',
    );
  },
};

const livePost = adminPostsFixture[0]!;

/** A live post whose change waits as a draft: the list says so, and the editor opens the change. */
export const LiveChangeDrafted: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/posts', () =>
          HttpResponse.json(
            adminPostsFixture.map((post) =>
              post.id === livePost.id
                ? { ...post, titleEn: 'Why SEO matters, rewritten', pendingChange: { at: null } }
                : post,
            ),
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const row = within(await canvas.findByRole('row', { name: /Why SEO matters, rewritten/ }));
    await expect(row.getByText('Published')).toBeVisible();
    await expect(row.getByText('Changes drafted')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Edit Why SEO matters, rewritten' }));
    await editorOpen(canvas);
    await expect(canvas.getByLabelText('Title (English)')).toHaveValue('Why SEO matters, rewritten');
    await expect(canvas.getByRole('radio', { name: /Draft of changes/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeVisible();
  },
};

/** A change to a live post scheduled: it is sent as a schedule, and the post stays live until then. */
export const LiveChangeScheduled: Story = {
  // It ends on the list, as Edit does: the same picture.
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Edit Why SEO matters/ }));
    await editorOpen(canvas);
    await expect(canvas.getByRole('radio', { name: /^Published/ })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Scheduled changes/ }));
    await userEvent.type(canvas.getByLabelText('Publish at (Stockholm time)'), '2026-03-20T08:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
    await expectToast(canvas, 'Changes saved: the published version stays live until they are published');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/posts/1',
      body: { published: false, publishAt: '2026-03-20T07:30:00.000Z', version: 4 },
    });
  },
};

/** Unpublish asks first, then takes the post off the site from the version the editor opened. */
export const Unpublish: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Edit Why SEO matters/ }));
    await editorOpen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Unpublish post' }));
    await expect(dialog.getByText(/goes off the site in both languages/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    await expectToast(canvas, 'Post unpublished: it is a draft now');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/posts/1/unpublish',
      body: { version: 4 },
    });
    // The editor starts again from the post as it now is: a draft, nothing to unpublish.
    await expect(canvas.getByRole('radio', { name: /^Draft/ })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  },
};

/** Another save of the draft post, by Eva, came after this editor opened it. */
const theirVersion = {
  ...adminPostsFixture[2]!,
  titleEn: 'A draft post, Eva’s title',
  version: 5,
  updatedAt: '2026-03-16T08:45:00.000Z',
};
const conflictHandlers = [
  http.put('*/api/admin/posts/:id', async ({ request }) => {
    const body = (await request.clone().json()) as { version: number };
    if (body.version === theirVersion.version) return undefined; // the save over theirs goes through
    return HttpResponse.json(
      {
        error: 'conflict',
        message: 'Someone else saved this post after you opened it. See their version before you save again.',
        current: theirVersion,
        savedBy: 'Eva Editor',
      },
      { status: 409 },
    );
  }),
];

const saveOverEva = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
  await editorOpen(canvas);
  const title = canvas.getByLabelText('Title (English)');
  await userEvent.clear(title);
  await userEvent.type(title, 'My own title');
  await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
  return canvas.findByRole('alert');
};

/** The save is refused (409): who saved and when, the edits kept in the form, and a choice. */
export const SaveConflict: Story = {
  parameters: { msw: { handlers: conflictHandlers } },
  play: async ({ canvas, userEvent }) => {
    const alert = await saveOverEva(canvas, userEvent);
    await expect(alert).toHaveTextContent(/Eva Editor saved this post at .+, after you opened it/);
    await expect(canvas.getByLabelText('Title (English)')).toHaveValue('My own title');
    await expect(within(alert).getByRole('button', { name: 'Open their version' })).toBeVisible();
  },
};

/** "Compare with theirs" shows, field by field, what differs from their version to this editor's. */
export const SaveConflictCompared: Story = {
  parameters: { msw: { handlers: conflictHandlers } },
  play: async ({ canvas, userEvent }) => {
    const alert = await saveOverEva(canvas, userEvent);
    const compare = within(alert).getByRole('button', { name: 'Compare with theirs' });
    await userEvent.click(compare);
    await expect(compare).toHaveAttribute('aria-expanded', 'true');
    const comparison = within(within(alert).getByRole('region', { name: 'Compare with theirs' }));
    // The comparison comes with the editor's parser (loaded for it, a moment's skeleton first).
    await expect(await comparison.findByText(/^From their version to yours:/)).toBeVisible();
    // Only the field that differs, their words struck through and this editor's marked.
    await expect(comparison.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Title (English)',
    ]);
    await expect(
      comparison
        .getAllByRole('deletion')
        .map((part) => part.textContent)
        .join(''),
    ).toContain('Eva');
    await expect(
      comparison
        .getAllByRole('insertion')
        .map((part) => part.textContent)
        .join(''),
    ).toContain('own');
  },
};

/** "Save mine over theirs" saves the form's text from their version. */
export const SaveConflictKeepMine: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: conflictHandlers } },
  play: async ({ canvas, userEvent }) => {
    const alert = await saveOverEva(canvas, userEvent);
    await userEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    await expectToast(canvas, 'Blog post updated successfully');
    await expect(adminReceived.saved.at(-1)).toMatchObject({
      body: { titleEn: 'My own title', version: 5 },
    });
  },
};

/** "Open their version" drops the form's edits for the post as Eva saved it. */
export const SaveConflictTakeTheirs: Story = {
  parameters: { msw: { handlers: conflictHandlers } },
  play: async ({ canvas, userEvent }) => {
    const alert = await saveOverEva(canvas, userEvent);
    await userEvent.click(within(alert).getByRole('button', { name: 'Open their version' }));
    await expect(canvas.getByLabelText('Title (English)')).toHaveValue('A draft post, Eva’s title');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** English begun but not finished: what the English page needs is asked for; Swedish alone would do. */
export const EnglishHalfDone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    await editorOpen(canvas);
    await userEvent.type(canvas.getByLabelText('Title (English)'), 'Half translated');
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await expect(canvas.getByLabelText('Excerpt (English)')).toHaveAccessibleDescription(
      'Excerpt is required for the English version',
    );
    await expect(canvas.getByLabelText('Category (English)')).toHaveAccessibleDescription(
      'Category is required for the English version',
    );
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** A draft scheduled for a Stockholm time: the API gets the instant, and the list shows when. */
export const Schedule: Story = {
  // It ends on the list, as Edit does: the same picture.
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await editorOpen(canvas);
    await expect(canvas.getByRole('radio', { name: /Draft/ })).toBeChecked();
    await expect(canvas.queryByLabelText('Publish at (Stockholm time)')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Scheduled/ }));
    const when = canvas.getByLabelText('Publish at (Stockholm time)');
    await userEvent.type(when, '2026-03-20T08:30');
    await expect(when).toHaveValue('2026-03-20T08:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
    await expectToast(canvas, 'Blog post updated successfully');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/posts/11',
      body: { published: false, publishAt: '2026-03-20T07:30:00.000Z' },
    });
  },
};

/** Scheduled with no time chosen: the picker says so and nothing is sent. */
export const ScheduleNeedsTime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await editorOpen(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /Scheduled/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
    await expect(canvas.getByLabelText('Publish at (Stockholm time)')).toHaveAccessibleDescription(
      'Pick a date and time',
    );
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** The server refuses a time that has passed (the clock moved on while the editor was open). */
export const SchedulePassed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/admin/posts/:id', () =>
          HttpResponse.json(
            { error: 'validation', fields: { publishAt: 'Pick a time in the future' } },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Edit Så förbereder du vårkampanjen/ }));
    await editorOpen(canvas);
    await expect(canvas.getByRole('radio', { name: /Scheduled/ })).toBeChecked();
    await expect(canvas.getByLabelText('Publish at (Stockholm time)')).toHaveValue('2026-03-17T07:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
    await expect(await canvas.findByText('Pick a time in the future')).toBeVisible();
    await expect(canvas.getByLabelText('Publish at (Stockholm time)')).toHaveAccessibleDescription(
      'Pick a time in the future',
    );
  },
};

/** A preview link of the editor's text, saved or not, to send to a client: both languages, and until when. */
export const SharePreview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await editorOpen(canvas);
    await userEvent.clear(canvas.getByLabelText('Title (English)'));
    await userEvent.type(canvas.getByLabelText('Title (English)'), 'A draft, rewritten');
    await userEvent.click(canvas.getByRole('button', { name: 'Share preview' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Preview links' }));
    const link = (label: string) => (dialog.getByLabelText(label) as HTMLInputElement).value;
    await expect(link('Swedish page')).toMatch(/^https:\/\/novaweb\.se\/blog\/draft-post\?preview=/);
    await expect(link('English page')).toMatch(/^https:\/\/novaweb\.se\/en\/blog\/draft-post\?preview=/);
    await expect(dialog.getByText('17 Mar 2026, 10:00')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Open the english page/i })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(adminReceived.saved[0]).toMatchObject({
      path: '/api/admin/posts/previews',
      body: { postId: 11, post: { titleEn: 'A draft, rewritten', published: false } },
    });
    // The draft saves itself meanwhile: the picture is taken once it has (it was either, by timing).
    await expect(
      await canvas.findByText(/^Saved .* \(version 4\)$/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** A preview needs what a page shows: the missing fields are marked, and no link is made. */
export const SharePreviewIncomplete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    await editorOpen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Share preview' }));
    await expectToast(canvas, 'Fill in the marked fields to make a preview link');
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveAccessibleDescription('Title is required');
    await expect(adminReceived.saved).toHaveLength(0);
    await expect(canvas.queryByRole('dialog', { name: 'Preview links' })).toBeNull();
  },
};

/** Every save of the post, newest first; one compared with the current text, then restored. */
export const Revisions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await editorOpen(canvas);
    const revisions = within(await canvas.findByRole('region', { name: 'Revisions' }));
    await expect(await revisions.findByRole('cell', { name: 'Anna Admin' })).toBeVisible();
    await expect(revisions.getByRole('cell', { name: 'Before revisions were kept' })).toBeVisible();
    await expect(revisions.getByText(/\(current\)/)).toBeVisible();
    await userEvent.click(revisions.getByRole('button', { name: /Compare the revision of 19 Nov 2026/ }));
    const dialog = await canvas.findByRole('dialog', { name: /Revision of 19 Nov 2026/ });
    await expect(within(dialog).getByText('Saved by Anna Admin.')).toBeVisible();
    const title = within(dialog).getByRole('heading', { name: 'Title (English)' }).nextElementSibling!;
    await expect(title.querySelector('del')).toHaveTextContent(/An early/);
    await expect(title).toHaveTextContent('An earlyA draft post');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this text' }));
    await expectToast(canvas, 'Revision restored');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/posts/11/revisions/2/restore',
    });
    await expect(canvas.getByLabelText('Title (English)')).toHaveValue('An early draft');
  },
};

export const RevisionsEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Edit Why SEO matters/ }));
    await editorOpen(canvas);
    await expect(
      await canvas.findByText('No revisions yet: every save from now on is kept here.'),
    ).toBeVisible();
  },
};

export const RevisionsLoading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/admin/posts/:id/revisions', () => delay('infinite'))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await editorOpen(canvas);
    await expect(await canvas.findByText('Loading the revisions…')).toBeVisible();
  },
};

export const RevisionsError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/posts/:id/revisions', () =>
          HttpResponse.json({ error: 'internal', message: 'Something went wrong' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await editorOpen(canvas);
    await expect(await canvas.findByText('The revisions could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The editor on a phone, scheduled, with its revisions: nothing wider than the screen. */
export const EditorMobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Edit Så förbereder du vårkampanjen/ }));
    await editorOpen(canvas);
    await expect(await canvas.findByLabelText('Publish at (Stockholm time)')).toBeVisible();
    await expect(
      await within(canvas.getByRole('region', { name: 'Revisions' })).findByText(/No revisions yet/),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // Nothing sticks out of the form either (a fieldset grows to its content unless told otherwise).
    const form = canvasElement.querySelector('form')!.getBoundingClientRect();
    for (const part of [
      canvas.getByRole('group', { name: 'Publication' }),
      canvas.getByLabelText('Publish at (Stockholm time)'),
    ])
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(form.right + 0.5);
  },
};

/** A cover from the media library, chosen in the editor and saved with the post. */
export const ChooseCover: Story = {
  // It ends on the list, as Edit does: the same picture.
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await editorOpen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose image (Cover image)' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Choose: Cover image' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Use this image (layout-cover.png)' }));
    await expect(await canvas.findByAltText(mediaFixture[1]!.altEn)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
    await expectToast(canvas, 'Blog post updated successfully');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/posts/11',
      body: { coverMediaId: mediaFixture[1]!.id },
    });
  },
};

/** Delete asks first in a dialog; confirming sends the request, with Delete busy until the answer comes. */
export const Delete: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/admin/posts/:id', async ({ params }) => {
          await deleteAnswered;
          adminReceived.deletes.push(String(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    },
  },
  beforeEach: () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    deleteAnswered = new Promise((resolve) => {
      answerDelete = resolve;
      // Where no play function runs (the Docs page), a press of Delete is answered after a moment anyway.
      timer = setTimeout(resolve, 5_000);
    });
    return () => clearTimeout(timer);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete A draft post' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete post' }));
    await expect(dialog.getByText(/Are you sure\?/)).toHaveTextContent('“A draft post”');
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    answerDelete();
    await expectToast(canvas, 'Blog post deleted successfully');
    await expect(adminReceived.deletes).toEqual(['11']);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Cancel closes the dialog and nothing is sent. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete A draft post' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete post' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(adminReceived.deletes).toEqual([]);
    await expect(canvas.getByRole('row', { name: /A draft post/ })).toBeVisible();
  },
};

/**
 * In Swedish on a phone: each post named by its Swedish title, its state and schedule in Swedish words and
 * Stockholm time, the row actions by name.
 */
export const SwedishListOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const scheduled = within(await canvas.findByRole('row', { name: /vårkampanjen/ }));
    await expect(scheduled.getByText('Schemalagt: 17 mars 2026 07:00')).toBeVisible();
    await expect(scheduled.getByText('Ingen engelska')).toBeVisible();
    const draft = within(canvas.getByRole('row', { name: /Ett utkast/ }));
    await expect(draft.getByText('Utkast')).toBeVisible();
    await expect(draft.getByRole('button', { name: 'Ändra Ett utkast' })).toHaveAttribute(
      'title',
      'Ändra Ett utkast',
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/**
 * In Swedish, writing: the fields named in Swedish, the refusals said in Swedish at their fields, and the
 * publication choices of a draft.
 */
export const CreateRequiresFieldsSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Nytt inlägg' }));
    await editorOpen(canvas);
    await expect(canvas.getByRole('heading', { name: 'Nytt blogginlägg' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Adressnamn (slug)'), 'Inte OK');
    await userEvent.click(canvas.getByRole('radio', { name: 'Publicerat (på webbplatsen nu)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Skapa inlägget' }));
    await expect(canvas.getByLabelText('Titel (svenska)')).toHaveAccessibleDescription('Titeln krävs');
    await expect(canvas.getByLabelText('Utdrag (svenska)')).toHaveAccessibleDescription('Utdraget krävs');
    await expect(canvas.getByLabelText('Adressnamn (slug)')).toHaveAccessibleDescription(
      // Typed by hand, the slug no longer follows the title: the refusal alone.
      'Använd bara små bokstäver, siffror och bindestreck',
    );
    const publication = within(canvas.getByRole('group', { name: 'Publicering' }));
    await expect(publication.getByRole('radio', { name: 'Utkast (bara personalen ser det)' })).toBeVisible();
    await expect(publication.getByRole('radio', { name: 'Publicerat (på webbplatsen nu)' })).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** Searched and filtered by state, newest first by the post's day; the count follows, and no match says so. */
export const SearchAndFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('row', { name: /Why SEO matters/ });
    const titles = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
    // Newest first: 2026-11-23, 2026-11-20, 2024-01-22.
    await expect(titles()[0]).toMatch(/vårkampanjen/);
    await expect(titles()[2]).toMatch(/Why SEO matters/);
    await expect(canvas.getByText('3 posts')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'Draft');
    await waitFor(() => expect(canvas.getByText('1 post')).toBeVisible());
    await expect(canvas.getByRole('row', { name: /A draft post/ })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'All');
    await userEvent.type(canvas.getByLabelText('Search'), 'SEO');
    await waitFor(() => expect(canvas.getByText('1 post')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Search'), ' nowhere');
    await expect(await canvas.findByText('No posts match.')).toBeVisible();
  },
};

/** The draft and the scheduled post published at once, after one question; both then show as Published. */
export const ChosenPublished: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Choose A draft post' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose Så förbereder du vårkampanjen' }));
    const bar = within(canvas.getByRole('group', { name: 'Actions for the chosen' }));
    await userEvent.click(bar.getByRole('button', { name: 'Publish' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Publish the chosen (2)?' }));
    await expect(dialog.getByText(/goes live now/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expectToast(canvas, 'The chosen (2) published');
    await expect(adminReceived.saved.at(-1)).toEqual({
      path: '/api/admin/posts/bulk',
      method: 'POST',
      body: { action: 'publish', ids: [12, 11] },
    });
    await waitFor(async () =>
      expect(within(canvas.getByRole('row', { name: /A draft post/ })).getByText('Published')).toBeVisible(),
    );
  },
};

/** Unpublishing a draft with a live post is refused whole, said in Swedish, the drafts marked; nothing changes. */
export const ChosenUnpublishRefusedSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Välj alla på sidan' }));
    const bar = within(canvas.getByRole('group', { name: 'Åtgärder för de valda' }));
    await expect(bar.getByText('Valda: 3')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Avpublicera' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Avpublicera de valda (3)?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Avpublicera' }));
    await expectToast(canvas, 'Några av de valda inläggen är inte publicerade: inget ändrades');
    await userEvent.click(dialog.getByRole('button', { name: 'Avbryt' }));
    const live = within(canvas.getByRole('row', { name: /Därför är SEO/ }));
    await expect(live.getByText('Publicerat')).toBeVisible();
    // The posts that stopped it are marked, and stay chosen; the live one is not marked.
    const marks = await canvas.findAllByText('Stoppade åtgärden');
    for (const mark of marks) {
      const row = within(mark.closest('tr')!);
      await expect(row.queryByText('Publicerat')).toBeNull();
      await expect(row.getByRole('checkbox')).toBeChecked();
      await expect(row.getByRole('checkbox')).toHaveAccessibleDescription('Stoppade åtgärden');
    }
    await expect(live.queryByText('Stoppade åtgärden')).toBeNull();
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Åtgärder för de valda' })).getByRole('button', {
        name: 'Avmarkera alla',
      }),
    );
    await expect(canvas.queryByText('Stoppade åtgärden')).toBeNull();
  },
};
