import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { adminPostsFixture } from '../../../mocks/fixtures/admin';
import { adminReceived } from '../../../mocks/handlers';
import AdminApp from '../AdminApp';
import { autosaveDelayMs } from '../autosave';
import { PostEditorPage } from './PostEditorPage';

/**
 * A post's editor at its own address (`/admin/blog/:id`, a new one `/admin/blog/new`): a reload or Back keeps the
 * place, a draft saves itself while the writer pauses and says so, and nothing typed is lost on the way out. The
 * journeys from the list into the editor (create, edit, schedule, revisions, conflicts) are the Blog posts stories.
 */
const meta = {
  title: 'Admin/Screens/Post editor',
  // English: the play functions read its words; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: PostEditorPage,
  parameters: { route: '/admin/blog/new' },
  render: () => <AdminApp />,
} satisfies Meta<typeof PostEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor is there once its body fields are (the rich-text field comes in a chunk of its own). */
const editorOpen = (canvas: ReturnType<typeof within>) =>
  canvas.findAllByRole('toolbar', { name: /^(Formatting|Formatering): / });

/** The slug follows the Swedish title (å, ä → a, ö → o) until the writer types one of their own; then it stays. */
export const SlugFollowsTitle: Story = {
  parameters: { route: '/admin/blog/new' },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    const title = await canvas.findByLabelText('Title (Swedish)');
    const slug = canvas.getByLabelText('Slug');
    await userEvent.type(title, 'Så når du ut på Google');
    await expect(slug).toHaveValue('sa-nar-du-ut-pa-google');
    await userEvent.type(title, ' – i år');
    await expect(slug).toHaveValue('sa-nar-du-ut-pa-google-i-ar');
    await expect(slug).toHaveAccessibleDescription('Follows the Swedish title until you change it.');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'google-guide');
    await userEvent.type(title, '!');
    await expect(slug).toHaveValue('google-guide');
    await expect(slug).not.toHaveAccessibleDescription();
  },
};

/** A post's editor has an address of its own: opened there (a reload, a shared link), it shows that post. */
export const OpenedAtItsAddress: Story = {
  parameters: { route: '/admin/blog/12' },
  play: async ({ canvas }) => {
    await editorOpen(canvas);
    await expect(
      await canvas.findByRole('heading', { name: 'Edit “Så förbereder du vårkampanjen”' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveValue('Så förbereder du vårkampanjen');
    // A post with an address of its own keeps it: the hint about following the title is not there.
    await expect(canvas.getByLabelText('Slug')).toHaveValue('spring-campaign');
    await expect(canvas.getByLabelText('Slug')).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/admin/blog');
  },
};

/** An address of a post that is not there (deleted, mistyped) says so, with the way back to the list. */
export const NoSuchPost: Story = {
  parameters: { route: '/admin/blog/999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No such post' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/admin/blog');
  },
};

/** Work a reload or a crashed tab left unsaved is offered back; restored, the form has it and counts as changed. */
export const KeptInBrowser: Story = {
  parameters: { route: '/admin/blog/1' },
  beforeEach: () => {
    const {
      id: _id,
      updatedAt: _at,
      published: _p,
      pendingChange: _c,
      version,
      ...post
    } = adminPostsFixture[0]!;
    window.localStorage.setItem(
      'novaweb-admin:unsaved:post:1',
      JSON.stringify({
        value: {
          ...post,
          titleSv: 'Osparad men kvar',
          keywordsEn: post.keywordsEn.join(', '),
          keywordsSv: post.keywordsSv.join(', '),
          publication: 'published',
          publishAt: '',
        },
        version,
        at: '2026-03-16T13:32:00.000Z',
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    const offer = within(
      await canvas.findByRole('note', { name: /^Changes you had not saved were kept in this browser/ }),
    );
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveValue(
      'Därför är SEO avgörande för småföretag',
    );
    await userEvent.click(offer.getByRole('button', { name: 'Restore my changes' }));
    await expect(canvas.queryByRole('note', { name: /kept in this browser/ })).toBeNull();
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveValue('Osparad men kvar');
  },
};

/**
 * Work kept in this browser before bodies were stored as documents holds its bodies as Markdown: restored, the
 * editor opens them as the document it makes of them. (Pictured by the story above: the same screen.)
 */
export const KeptAsMarkdown: Story = {
  ...KeptInBrowser,
  tags: ['no-screenshot'],
  beforeEach: () => {
    (KeptInBrowser.beforeEach as () => void)();
    const stored = JSON.parse(window.localStorage.getItem('novaweb-admin:unsaved:post:1')!) as {
      value: Record<string, unknown>;
    };
    stored.value.bodySv = '## Kvar sedan förr\n\nText som **sparades** i webbläsaren.';
    window.localStorage.setItem('novaweb-admin:unsaved:post:1', JSON.stringify(stored));
  },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    const offer = within(
      await canvas.findByRole('note', { name: /^Changes you had not saved were kept in this browser/ }),
    );
    await userEvent.click(offer.getByRole('button', { name: 'Restore my changes' }));
    const body = within(canvas.getByRole('textbox', { name: 'Body (Swedish)' }));
    // Opened by the editor's parser, loaded for it: the kept text replaces the post's once it has come.
    await expect(
      await body.findByRole('heading', { level: 2, name: 'Kvar sedan förr' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(body.queryByRole('heading', { name: 'Start' })).toBeNull();
    await expect(body.getByText('sparades').tagName).toBe('STRONG');
  },
};

/** A draft saves itself a moment after the last change; the state line says so, then when it was saved. */
export const AutosavesADraft: Story = {
  parameters: { route: '/admin/blog/11' },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    await expect(canvas.getByText(/^Saved .* \(version 3\)$/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Title (Swedish)'), ' (ny)');
    await expect(canvas.getByText('Unsaved changes: saving by itself in a moment')).toBeVisible();
    await expect(await canvas.findByText(/^Saved .* \(version 4\)$/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(1);
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/posts/11',
      body: { titleSv: 'Ett utkast (ny)', published: false, publishAt: null, version: 3 },
    });
  },
};

/** A new post saves itself once it holds what a post needs; until then the state names what to fill in. */
export const AutosaveWaitsForWhatAPostNeeds: Story = {
  parameters: { route: '/admin/blog/new' },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    await userEvent.type(canvas.getByLabelText('Excerpt (Swedish)'), 'Varje sekund räknas.');
    await expect(canvas.getByText('Not saved: fix “Title (Swedish)”')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 500));
    await expect(adminReceived.saved).toHaveLength(0);
    // Nothing is marked while the writer is still writing.
    await expect(canvas.getByLabelText('Title (Swedish)')).not.toHaveAttribute('aria-invalid');
    // A title is all a draft needs (its category and the rest can come later, before it goes live).
    await userEvent.type(canvas.getByLabelText('Title (Swedish)'), 'Snabba sidor säljer');
    // Made by its first autosave: the editor stays, now the post's own.
    await expect(
      await canvas.findByRole('heading', { name: 'Edit “Snabba sidor säljer”' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Saved .* \(version 1\)$/)).toBeVisible();
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'POST',
      body: {
        titleSv: 'Snabba sidor säljer',
        excerptSv: 'Varje sekund räknas.',
        categorySv: '',
        slug: 'snabba-sidor-saljer',
        published: false,
      },
    });
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveFocus();
  },
};

/** A refused autosave marks the field and names it, without taking the writer's place; it waits for a change. */
export const AutosaveRefused: Story = {
  parameters: {
    route: '/admin/blog/11',
    msw: {
      handlers: [
        http.put('*/api/admin/posts/:id', async ({ request }) => {
          adminReceived.saved.push({
            path: new URL(request.url).pathname,
            method: 'PUT',
            body: (await request.json()) as Record<string, unknown>,
          });
          return HttpResponse.json(
            { error: 'validation', fields: { slug: 'Another post already has this slug' } },
            { status: 409 },
          );
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    const title = canvas.getByLabelText('Title (Swedish)');
    await userEvent.type(title, ' (ny)');
    await expect(await canvas.findByText('Not saved: fix “Slug”', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByLabelText('Slug')).toHaveAccessibleDescription(
      'Another post already has this slug',
    );
    await expect(title).toHaveFocus();
    // Nothing changed since: no second try.
    await new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 500));
    await expect(adminReceived.saved).toHaveLength(1);
  },
};

/** The server cannot be reached: the state says so and the draft is tried again by itself. */
export const AutosaveOffline: Story = {
  parameters: {
    route: '/admin/blog/11',
    msw: { handlers: [http.put('*/api/admin/posts/:id', () => HttpResponse.error())] },
  },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    await userEvent.type(canvas.getByLabelText('Title (Swedish)'), ' (ny)');
    await expect(
      await canvas.findByText('Offline: trying again in a moment', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A live post's changes are not saved by themselves: they wait for Update (kept in this browser meanwhile). */
export const LivePostWaitsForUpdate: Story = {
  parameters: { route: '/admin/blog/1' },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    await userEvent.type(canvas.getByLabelText('Title (Swedish)'), ' (ny)');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 500));
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/**
 * A link set in a body from the toolbar's dialog (Enter, or its button): the link is in the text, and the post is
 * not sent with it (the field sits inside the post's form).
 */
export const LinkInABody: Story = {
  parameters: { route: '/admin/blog/1' },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    const body = canvas.getByRole('textbox', { name: 'Body (Swedish)' });
    await userEvent.tripleClick(within(body).getByText('Text.'));
    await userEvent.click(
      within(canvas.getByRole('toolbar', { name: 'Formatting: Body (Swedish)' })).getByRole('button', {
        name: 'Link',
      }),
    );
    const dialog = within(await canvas.findByRole('dialog', { name: 'Link' }));
    await userEvent.type(dialog.getByLabelText('Address'), '/kontakt{Enter}');
    await expect(within(body).getByRole('link', { name: 'Text.' })).toHaveAttribute('href', '/kontakt');
    await expect(canvas.queryByRole('dialog', { name: 'Link' })).toBeNull();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(0);
    await expect(canvas.getByRole('heading', { name: /^Edit “/ })).toBeVisible();
  },
};

/**
 * A link to a page of the site, found by its title in the link dialog; an address no page or post has is pointed
 * out before it is used. Opened again, the dialog marks the page the link leads to.
 */
export const LinkPickedFromTheSite: Story = {
  parameters: { route: '/admin/blog/1' },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    const body = canvas.getByRole('textbox', { name: 'Body (Swedish)' });
    await userEvent.tripleClick(within(body).getByText('Text.'));
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Link' }));
    await userEvent.type(dialog.getByLabelText('Address'), '/finns-inte');
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'No page or post on the site has this address – check it.',
    );
    await userEvent.type(dialog.getByLabelText('Find a page or post'), 'kontakta');
    const found = within(dialog.getByRole('list', { name: 'Matching pages and posts' }));
    await userEvent.click(
      found.getByRole('button', { name: /^Kontakta oss – få en gratis mockup av din hemsida/ }),
    );
    await expect(dialog.getByLabelText('Address')).toHaveValue('/contact');
    await expect(dialog.queryByText('No page or post on the site has this address – check it.')).toBeNull();
    await userEvent.type(dialog.getByLabelText('Find a page or post'), ' zzz');
    await expect(dialog.getByText('No page or post matches.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Use the link' }));
    await expect(within(body).getByRole('link', { name: 'Text.' })).toHaveAttribute('href', '/contact');
    // Opened again on the link: its address is there, and the page it leads to is marked among those found.
    await userEvent.keyboard('{Control>}k{/Control}');
    const again = within(await canvas.findByRole('dialog', { name: 'Link' }));
    await expect(again.getByLabelText('Address')).toHaveValue('/contact');
    await userEvent.type(again.getByLabelText('Find a page or post'), 'kontakt');
    await expect(
      again.getByRole('button', { name: /^Kontakta oss – få en gratis mockup av din hemsida/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Cancel with unsaved changes asks first; staying keeps the form as it was. */
export const LeaveAsks: Story = {
  parameters: { route: '/admin/blog/1' },
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    const asked: string[] = [];
    const confirm = window.confirm;
    window.confirm = (question?: string) => {
      asked.push(question ?? '');
      return false;
    };
    try {
      await userEvent.type(await canvas.findByLabelText('Title (Swedish)'), ' (ny)');
      await userEvent.click(canvas.getByRole('link', { name: 'Cancel' }));
      await expect(asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
      await expect(canvas.getByLabelText('Title (Swedish)')).toHaveValue(
        'Därför är SEO avgörande för småföretag (ny)',
      );
    } finally {
      window.confirm = confirm;
    }
  },
};

/**
 * A focus keyphrase a page aims at, by one of its meta keywords, is pointed out with the page's title: the two would
 * compete in search. (The SEO panel's states are pictured in Admin/Parts/SEO panel.)
 */
export const KeyphraseAPageAimsAt: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await editorOpen(canvas);
    await userEvent.type(await canvas.findByLabelText('Title (Swedish)'), 'Att välja webbyrå');
    await userEvent.type(canvas.getByLabelText('Focus keyphrase (Swedish)'), 'webbyrå Stockholm');
    await expect(
      await canvas.findByText(
        '“Om oss – webbyrån som gör småföretag synliga” already aims at this keyphrase: choose another, or the two compete in search results.',
      ),
    ).toBeVisible();
  },
};

/** A new post in Swedish on a phone: a draft until the writer says otherwise, the slug following the title. */
export const NewInSwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await editorOpen(canvas);
    const publication = within(canvas.getByRole('group', { name: 'Publicering' }));
    await expect(publication.getByRole('radio', { name: /^Utkast/ })).toBeChecked();
    await userEvent.type(
      await canvas.findByLabelText('Titel (svenska)'),
      'Fem tecken på att hemsidan är för långsam',
    );
    const slug = canvas.getByLabelText('Adressnamn (slug)');
    await expect(slug).toHaveValue('fem-tecken-pa-att-hemsidan-ar-for-langsam');
    await expect(slug).toHaveAccessibleDescription('Följer den svenska titeln tills du ändrar den.');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
