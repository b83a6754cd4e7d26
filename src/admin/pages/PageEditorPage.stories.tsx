import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  adminHomePageFixture,
  adminReceived,
  experimentsFixture,
  mockPageProblems,
  mockPagePublication,
  mockPageSavedElsewhere,
  mockPageSaves,
  resetExperimentMocks,
} from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import { adminI18nOf } from '../i18n/adminI18n';
import AdminApp from '../AdminApp';
import { autosaveDelayMs } from '../autosave';
import { PageEditorPage } from './PageEditorPage';

const meta = {
  title: 'Admin/Screens/Page editor',
  // English: the play functions read its words; the Swedish ones are stories of their own.
  globals: { locale: 'en' },
  component: PageEditorPage,
  parameters: { route: '/admin/pages/1' },
  render: () => <AdminApp />,
} satisfies Meta<typeof PageEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const blockList = async (canvas: Canvas, name = 'Blocks') =>
  within(await canvas.findByRole('region', { name }));

/** Waits until the live preview shows the latest change (the story's picture is taken after it). */
const previewSettled = async (canvas: Canvas) =>
  waitFor(() => expect(canvas.getByTestId('preview-viewport')).toHaveAttribute('aria-busy', 'false'), {
    timeout: 10_000,
  });

const previewFrame = (canvas: Canvas) => canvas.findByTitle(/^Preview/) as Promise<HTMLIFrameElement>;

/** The hero's block, opened. */
async function openHero(canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }) {
  const blocks = await blockList(canvas);
  const toggle = blocks.getByRole('button', { name: /^Hero/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  return within(blocks.getByRole('listitem', { name: /^Hero/ }));
}

/** The home page's blocks in order, with the live preview beside them. */
export const Editing: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const blocks = await blockList(canvas);
    await expect(blocks.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Hero (block 1 of 7)',
      'Benefits (block 2 of 7)',
      'Process (block 3 of 7)',
      'Before and after (block 4 of 7)',
      'Pricing (block 5 of 7)',
      'Latest posts (block 6 of 7)',
      'Contact form (block 7 of 7)',
    ]);
    await step('typing in Swedish changes the preview, not the site', async () => {
      const hero = await openHero(canvas, userEvent);
      const title = within(hero.getByRole('group', { name: 'Title' })).getByLabelText('Swedish');
      await userEvent.clear(title);
      await userEvent.type(title, 'Ny rubrik för våren');
      await waitFor(async () => expect((await previewFrame(canvas)).srcdoc).toContain('Ny rubrik för våren'));
      await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    });
    await step('the English preview shows the English text', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
      await waitFor(async () =>
        expect((await previewFrame(canvas)).title).toBe('Preview (English, desktop)'),
      );
      await waitFor(async () =>
        expect((await previewFrame(canvas)).srcdoc).toContain(
          'A premium website at a fraction of the agency price',
        ),
      );
    });
    await step('saving publishes it, naming the version it started from', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save and publish' }));
      await expect(await canvas.findByText(/^Saved .*\(version 4\)$/)).toBeVisible();
      const saved = adminReceived.saved.at(-1)!;
      await expect(saved).toMatchObject({ method: 'PUT', path: '/api/admin/pages/1' });
      await expect(saved.body).toMatchObject({ version: 3, status: 'published' });
      await expect(JSON.stringify(saved.body)).toContain('Ny rubrik för våren');
    });
    await previewSettled(canvas);
  },
};

/** Blocks move with buttons (the keyboard's way; they can also be dragged), and hide without leaving the page. */
export const Reordering: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    const blocks = await blockList(canvas);
    const hero = within(blocks.getByRole('listitem', { name: /^Hero/ }));
    await userEvent.click(hero.getByRole('button', { name: 'Down' }));
    await expect(blocks.getAllByRole('listitem')[0]).toHaveAccessibleName('Benefits (block 1 of 7)');
    const process = within(blocks.getByRole('listitem', { name: /^Process/ }));
    await userEvent.click(process.getByRole('button', { name: 'Hide' }));
    await expect(process.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(process.getByRole('button', { name: 'Duplicate' }));
    await expect(blocks.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and publish' }));
    await expect(await canvas.findByText(/\(version 4\)$/)).toBeVisible();
    const body = adminReceived.saved.at(-1)!.body as { blocks: { type: string; hidden: boolean }[] };
    await expect(body.blocks.map((block) => block.type)).toEqual([
      'benefits',
      'hero',
      'process',
      'process',
      'beforeAfter',
      'pricing',
      'latestPosts',
      'contactForm',
    ]);
    await expect(body.blocks[2]!.hidden).toBe(true);
    await previewSettled(canvas);
  },
};

/** A draft with no blocks yet: the palette adds the first. */
export const EmptyPage: Story = {
  parameters: { route: '/admin/pages/21' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('This page has no blocks yet. Add the first from the palette.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    const palette = within(await canvas.findByRole('dialog', { name: 'Add a block' }));
    await expect(palette.getAllByRole('listitem')).toHaveLength(23);
    await expect(palette.getByText('Numbered steps from the first call to the launch.')).toBeVisible();
    await previewSettled(canvas);
  },
};

/**
 * A new block's fields are empty: the draft saves itself, the server refuses it, and each field it names is
 * marked where staff type.
 */
export const InvalidField: Story = {
  parameters: { route: '/admin/pages/21' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add block' }));
    const palette = within(await canvas.findByRole('dialog', { name: 'Add a block' }));
    await userEvent.click(palette.getByRole('button', { name: 'Add process' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      /Not saved: \d+ fields need a change/,
    );
    const process = within((await blockList(canvas)).getByRole('listitem', { name: /^Process/ }));
    const title = within(process.getAllByRole('group', { name: 'Title' })[0]!).getByLabelText('Swedish');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Swedish text is required');
    await expect(adminReceived.saved.at(-1)).toMatchObject({ method: 'PUT', path: '/api/admin/pages/21' });
    await previewSettled(canvas);
  },
};

/**
 * The refused autosave names the field in the status line, waits for the fix, then saves by itself: nothing is
 * left unsaved in silence.
 */
export const RefusedThenFixed: Story = {
  parameters: { route: '/admin/pages/21' },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add block' }));
    const palette = within(await canvas.findByRole('dialog', { name: 'Add a block' }));
    await userEvent.click(palette.getByRole('button', { name: 'Add process' }));
    await step('refused: the status names the first field to fix, and nothing is sent again', async () => {
      await expect(
        await canvas.findByText(
          /^Not saved: fix “Process › [^”]+ \(Swedish\)”( and \d+ more)?$/,
          {},
          { timeout: 8000 },
        ),
      ).toBeVisible();
      const sent = adminReceived.saved.length;
      await new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 500));
      await expect(adminReceived.saved).toHaveLength(sent);
    });
    await step('fixed: the draft saves itself', async () => {
      for (const field of canvasElement.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[aria-invalid="true"], textarea[aria-invalid="true"]',
      ))
        await userEvent.type(field, 'Steg');
      await expect(await canvas.findByText(/^Saved .*\(version 2\)$/, {}, { timeout: 8000 })).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await previewSettled(canvas);
  },
};

/** Work a reload (or a crashed tab) left unsaved is offered back from the browser's storage. */
export const KeptInBrowser: Story = {
  beforeEach: () => {
    const page = adminHomePageFixture();
    const blocks = page.blocks.map((block) =>
      block.type === 'hero'
        ? { ...block, data: { ...block.data, badge: { ...block.data.badge, sv: 'Osparad men kvar' } } }
        : block,
    );
    const { path, status, publishAt, meta, version } = page;
    window.localStorage.setItem(
      'novaweb-admin:unsaved:page:1',
      JSON.stringify({
        value: { path, status, publishAt, meta, blocks, version },
        version,
        at: '2026-11-28T14:32:00.000Z',
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const offer = within(
      await canvas.findByRole('note', { name: /^Changes you had not saved were kept in this browser/ }),
    );
    await userEvent.click(offer.getByRole('button', { name: 'Restore my changes' }));
    await expect(canvas.queryByRole('note', { name: /kept in this browser/ })).toBeNull();
    const hero = await openHero(canvas, userEvent);
    await expect(within(hero.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish')).toHaveValue(
      'Osparad men kvar',
    );
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await previewSettled(canvas);
  },
};

export const Saving: Story = {
  play: async ({ canvas, userEvent }) => {
    mockPageSaves({ delayMs: 1_000_000 });
    await openHero(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and publish' }));
    // Busy, not disabled: the button keeps the focus (a disabled one would drop it to the page).
    const saving = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(saving).toHaveFocus();
    await previewSettled(canvas);
  },
};

export const Offline: Story = {
  play: async ({ canvas, userEvent }) => {
    mockPageSaves({ unreachable: true });
    const hero = await openHero(canvas, userEvent);
    await userEvent.type(within(hero.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish'), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and publish' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/cannot be reached/);
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await previewSettled(canvas);
  },
};

/** Someone saved the page since it was opened: the save is refused, and their version can be seen. */
export const Conflict: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const hero = await openHero(canvas, userEvent);
    mockPageSavedElsewhere(1, (page) => {
      const block = page.blocks.find((candidate) => candidate.type === 'hero')!;
      (block.data as { badge: { sv: string } }).badge.sv = 'Sparad av Support';
    });
    const badge = within(hero.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish');
    await userEvent.clear(badge);
    await userEvent.type(badge, 'Min ändring');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and publish' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Someone else saved this page after you opened it.',
    );
    const conflict = within(
      canvas.getByRole('group', { name: 'Someone else saved this page after you opened it.' }),
    );
    await expect(conflict.getByText(/^Sofia Support saved version \d+, /)).toBeVisible();
    await step('their version replaces mine when asked', async () => {
      await userEvent.click(conflict.getByRole('button', { name: 'Show their version (drop mine)' }));
      const reopened = await openHero(canvas, userEvent);
      await expect(
        within(reopened.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish'),
      ).toHaveValue('Sparad av Support');
    });
    await previewSettled(canvas);
  },
};

/**
 * Someone else saves the page after it was opened: both of us changed the hero's badge, they also the Process
 * heading. My save of the badge is refused; the conflict, as the editor shows it.
 */
async function meetConflict(
  canvas: Canvas,
  userEvent: {
    click: (element: Element) => Promise<void>;
    clear: (element: Element) => Promise<void>;
    type: (element: Element, text: string) => Promise<void>;
  },
) {
  const hero = await openHero(canvas, userEvent);
  mockPageSavedElsewhere(1, (page) => {
    const badge = page.blocks.find((candidate) => candidate.type === 'hero')!.data as {
      badge: { sv: string };
    };
    badge.badge.sv = 'Sparad av Support';
    const process = page.blocks.find((candidate) => candidate.type === 'process')!.data as {
      heading: { title: { sv: string } };
    };
    process.heading.title.sv = 'Så arbetar vi, steg för steg';
  });
  const badge = within(hero.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish');
  await userEvent.clear(badge);
  await userEvent.type(badge, 'Min ändring');
  await userEvent.click(canvas.getByRole('button', { name: 'Save and publish' }));
  const conflict = within(
    await canvas.findByRole('group', { name: 'Someone else saved this page after you opened it.' }),
  );
  await theirRevisionListed(canvas);
  return conflict;
}

/** After a conflict the revisions are read again: their save is listed (pictured before it, a shorter panel). */
async function theirRevisionListed(canvas: Canvas) {
  const revisions = within(canvas.getByRole('region', { name: 'Revisions' }));
  await expect(await revisions.findByRole('cell', { name: 'Sofia Support' })).toBeVisible();
}

type SavedBlocks = {
  version: number;
  blocks: { type: string; data: { badge?: { sv: string }; heading?: { title: { sv: string } } } }[];
};
const savedBlock = (index: number, type: string) =>
  (adminReceived.saved[index]!.body as SavedBlocks).blocks.find((block) => block.type === type)!.data;

/** The conflict compared: who saved and when, their other change taken in, the badge side by side with a choice. */
export const ConflictCompared: Story = {
  play: async ({ canvas, userEvent }) => {
    const conflict = await meetConflict(canvas, userEvent);
    await expect(conflict.getByText(/^Sofia Support saved version \d+, /)).toBeVisible();
    await expect(
      conflict.getByText('Their changes to what you did not change are taken in: Process › Heading.'),
    ).toBeVisible();
    const badgeChoice = within(conflict.getByRole('group', { name: 'Hero › Badge' }));
    await expect(badgeChoice.getByText('Sparad av Support')).toBeVisible();
    await expect(badgeChoice.getByText('Min ändring')).toBeVisible();
    await expect(badgeChoice.getByRole('radio', { name: 'Keep yours' })).toBeChecked();
    await expect(adminReceived.saved).toHaveLength(1);
    await previewSettled(canvas);
  },
};

/** Saving the conflict with my badge: their heading comes along, over their version. */
export const ConflictKeepMine: Story = {
  play: async ({ canvas, userEvent }) => {
    const conflict = await meetConflict(canvas, userEvent);
    await userEvent.click(conflict.getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(adminReceived.saved).toHaveLength(2));
    const [first, second] = adminReceived.saved.map((save) => (save.body as SavedBlocks).version);
    await expect(second).toBe(first! + 1);
    await expect(savedBlock(1, 'hero').badge!.sv).toBe('Min ändring');
    await expect(savedBlock(1, 'process').heading!.title.sv).toBe('Så arbetar vi, steg för steg');
    await expect(await canvas.findByText(/^Saved .*\(version \d+\)$/)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Someone else saved/ })).toBeNull();
    await previewSettled(canvas);
  },
};

/** Saving the conflict with their badge: the save sends theirs there, and the form shows it. */
export const ConflictTakeTheirs: Story = {
  play: async ({ canvas, userEvent }) => {
    const conflict = await meetConflict(canvas, userEvent);
    await userEvent.click(
      within(conflict.getByRole('group', { name: 'Hero › Badge' })).getByRole('radio', {
        name: 'Take theirs',
      }),
    );
    await userEvent.click(conflict.getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(adminReceived.saved).toHaveLength(2));
    await expect(savedBlock(1, 'hero').badge!.sv).toBe('Sparad av Support');
    await expect(
      within((await openHero(canvas, userEvent)).getByRole('group', { name: 'Badge' })).getByLabelText(
        'Swedish',
      ),
    ).toHaveValue('Sparad av Support');
    await expect(await canvas.findByText(/^Saved .*\(version \d+\)$/)).toBeVisible();
    await previewSettled(canvas);
  },
};

/** The checks before publishing find the second Hero a duplicate made, and lead to its fields. */
export const ChecksLeadToTheBlock: Story = {
  play: async ({ canvas, userEvent }) => {
    const blocks = await blockList(canvas);
    await userEvent.click(
      within(blocks.getByRole('listitem', { name: /^Hero/ })).getByRole('button', { name: 'Duplicate' }),
    );
    const checks = within(canvas.getByRole('region', { name: 'Checks before publishing' }));
    await userEvent.click(checks.getByRole('button', { name: 'Check the page' }));
    const found = within(await checks.findByRole('status'));
    await expect(found.getByText('2 things to fix:')).toBeVisible();
    await userEvent.click(found.getAllByRole('button', { name: 'Go to block 2' })[0]!);
    const copy = blocks.getByRole('listitem', { name: 'Hero (block 2 of 8)' });
    await expect(within(copy).getByRole('button', { name: /^Hero/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(copy).toContainElement(copy.ownerDocument.activeElement as HTMLElement));
    await expect(adminReceived.saved).toHaveLength(0);
    await previewSettled(canvas);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await blockList(canvas);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
    );
    // The form first; the preview waits behind its switch.
    await expect(canvas.getByRole('button', { name: 'Form' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('preview-viewport')).not.toBeVisible();
    await previewSettled(canvas);
  },
};

/** The section of the preview's page drawn for a block: the n-th of the mock's render (from 1). */
const previewSection = async (canvas: Canvas, n: number) => {
  const frame = await previewFrame(canvas);
  // Once marked: the editor listens for clicks on the drawing in the same step (a tap before it went unheard).
  return waitFor(() => {
    const section = frame.contentDocument!.querySelector<HTMLElement>(`main > section:nth-child(${n})`);
    expect(section).toHaveAttribute('data-editor-block');
    return section!;
  });
};

/**
 * On a phone the form and the preview take turns: Preview shows the page, and a block tapped there opens its
 * fields in the form.
 */
export const MobilePreview: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const blocks = await blockList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByTestId('preview-viewport')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Blocks' })).toBeNull();
    await previewSettled(canvas);
    await userEvent.click(await previewSection(canvas, 3));
    // The form comes back in the render after the tap.
    await expect(await canvas.findByRole('region', { name: 'Blocks' })).toBeVisible();
    await expect(blocks.getByRole('button', { name: /^Process/ })).toHaveAttribute('aria-expanded', 'true');
    const card = blocks.getByRole('listitem', { name: /^Process/ });
    await waitFor(() => expect(card).toContainElement(card.ownerDocument.activeElement as HTMLElement));
    await expect(canvas.getByRole('button', { name: 'Form' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The preview follows the form: the block whose card has focus is outlined in the preview and scrolled to its
 * top; a block clicked in the preview opens its card with the first field focused.
 */
export const PreviewFollowsTheBlock: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const blocks = await blockList(canvas);
    await previewSettled(canvas);
    const frame = await previewFrame(canvas);
    await step('opening Pricing outlines it in the preview and brings it into view', async () => {
      await userEvent.click(blocks.getByRole('button', { name: /^Pricing/ }));
      const pricing = await previewSection(canvas, 5);
      await waitFor(() => expect(pricing).toHaveAttribute('data-editing'));
      await expect(frame.contentDocument!.querySelectorAll('[data-editing]')).toHaveLength(1);
      // Scrolled to its top (or as far as the page goes: the mock's page ends soon after it).
      const view = frame.contentWindow!;
      await expect(view.scrollY).toBeGreaterThan(0);
      await expect(view.scrollY).toBe(
        Math.min(pricing.offsetTop, view.document.documentElement.scrollHeight - view.innerHeight),
      );
    });
    await step('clicking Before and after in the preview opens its fields', async () => {
      await userEvent.click(await previewSection(canvas, 4));
      const card = blocks.getByRole('listitem', { name: /^Before and after/ });
      await expect(within(card).getByRole('button', { name: /^Before and after/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await waitFor(() => expect(card).toContainElement(card.ownerDocument.activeElement as HTMLElement));
      await waitFor(async () => expect(await previewSection(canvas, 4)).toHaveAttribute('data-editing'));
    });
    await expect(adminReceived.saved).toHaveLength(0);
    await previewSettled(canvas);
  },
};

/**
 * A page stored by an earlier release (or repaired by hand) with parts this release cannot show: a social picture
 * deleted since and a block of a kind that is gone. Visitors get the page without them; the editor names them.
 */
export const LeftOutParts: Story = {
  beforeEach: () =>
    mockPageProblems(1, [
      {
        index: -1,
        id: 'meta.socialImage',
        type: 'meta',
        message: 'left out: No picture with this id in the media library',
      },
      {
        index: 7,
        id: 'countdown-1',
        type: 'countdown',
        message: 'This release has no block of type "countdown"',
      },
    ]),
  play: async ({ canvas }) => {
    const heading = await canvas.findByText('Parts this release cannot show (left out of the page):');
    const notice = within(heading.closest('[role="note"]') as HTMLElement);
    await expect(
      notice.getByText('meta.socialImage (meta): left out: No picture with this id in the media library'),
    ).toBeVisible();
    await expect(notice.getByText(/^countdown-1 \(countdown\): This release has no block/)).toBeVisible();
    await previewSettled(canvas);
  },
};

/** An address of a page that is not there (deleted, or mistyped): said so, with the way back. */
export const NotFound: Story = {
  parameters: { route: '/admin/pages/999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No such page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All pages' })).toHaveAttribute('href', '/admin/pages');
    await expect(canvas.queryByText('The page could not be loaded.')).toBeNull();
  },
};

/**
 * The page's saves under its editor: an older headline compared with now, and put back over unsaved typing
 * (which the dialog says it drops). The restore is the newest save.
 */
export const Revisions: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const hero = await openHero(canvas, userEvent);
    const badge = within(hero.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish');
    await userEvent.type(badge, ' (osparat)');
    const revisions = within(await canvas.findByRole('region', { name: 'Revisions' }));
    const older = adminI18nOf('en').dateTime.format(new Date('2026-10-20T13:30:00.000Z'));
    await step('the older headline beside the current one', async () => {
      await userEvent.click(
        await revisions.findByRole('button', { name: `Compare the revision of ${older}` }),
      );
      const dialog = within(await canvas.findByRole('dialog', { name: `Revision of ${older}` }));
      await expect(dialog.getByText('Saved by Anna Admin.')).toBeVisible();
      const title = dialog.getByRole('heading', { name: 'Hero › Title (Swedish)' }).nextElementSibling!;
      await expect(title.querySelector('del')).toHaveTextContent(/säljer/);
      await expect(title.querySelector('ins')).not.toBeNull();
      await expect(dialog.queryByRole('heading', { name: /Badge/ })).toBeNull();
      await expect(dialog.getByText('Restoring drops the changes you have not saved.')).toHaveAttribute(
        'role',
        'note',
      );
      await expect(
        dialog.getByText(/This page is live: restored as a draft, visitors see the published version/),
      ).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Restore as a draft' }));
    });
    await step(
      'put back as a draft: the editor shows it, the typing is gone, the site unchanged',
      async () => {
        await expectToast(canvas, 'Revision restored as a draft: the published version stays live');
        await expect(
          canvas.getByText('Live on the site as last published. The draft changes below are not live yet.'),
        ).toBeVisible();
        await expect(canvas.getByRole('radio', { name: /^Draft of changes/ })).toBeChecked();
        await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
        const restored = await openHero(canvas, userEvent);
        await expect(
          within(restored.getByRole('group', { name: 'Title' })).getByLabelText('Swedish'),
        ).toHaveValue('Hemsidor som säljer, till ett fast pris');
        await expect(
          within(restored.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish'),
        ).not.toHaveValue(expect.stringContaining('osparat'));
        await expect(canvas.queryByText('Unsaved changes')).toBeNull();
        await expect(adminReceived.saved.at(-1)).toEqual({
          path: '/api/admin/pages/1/revisions/2/restore',
          method: 'POST',
          body: { publish: false },
        });
        await waitFor(() => expect(revisions.getAllByRole('row')).toHaveLength(5));
        await previewSettled(canvas);
      },
    );
  },
};

/**
 * A draft of changes to a live page: saved beside the published version (which visitors keep seeing), then
 * discarded, the published version becoming the one edited again. The home page is fixed: no Unpublish.
 */
export const DraftOfLivePage: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await expect(await canvas.findByText('Live on the site.')).toBeVisible();
    const hero = await openHero(canvas, userEvent);
    const badge = within(hero.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish');
    const published = (badge as HTMLInputElement).value;
    await step('saved as a draft, the page stays live', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /^Draft of changes/ }));
      await userEvent.clear(badge);
      await userEvent.type(badge, 'Utkast till ändring');
      await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
      await expect(
        await canvas.findByText(
          'Live on the site as last published. The draft changes below are not live yet.',
        ),
      ).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    });
    await step('discarded after a confirmation: the published text is back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Discard the changes' }));
      const dialog = within(await canvas.findByRole('dialog', { name: 'Discard the changes?' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Discard the changes' }));
      await expectToast(canvas, 'Changes discarded: the published version is the one you edit');
      await expect(await canvas.findByText('Live on the site.')).toBeVisible();
      const again = await openHero(canvas, userEvent);
      await expect(within(again.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish')).toHaveValue(
        published,
      );
      await expect(adminReceived.saved.at(-1)).toMatchObject({
        path: '/api/admin/pages/1/discard',
        method: 'POST',
      });
      await expect(canvas.queryByRole('button', { name: 'Discard the changes' })).toBeNull();
    });
    await previewSettled(canvas);
  },
};

/** A live campaign page taken off the site, after a confirmation: its text stays, as a draft. */
export const Unpublishing: Story = {
  parameters: { route: '/admin/pages/21' },
  beforeEach: () => mockPagePublication(21, { status: 'published', publishAt: null, live: true }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Live on the site.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Unpublish this page?' }));
    await expect(dialog.getByText(/Visitors get “not found” at its addresses/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    await expectToast(canvas, 'Unpublished: the page is off the site and kept as a draft');
    await waitFor(() => expect(canvas.queryByText('Live on the site.')).toBeNull());
    await expect(canvas.getByRole('radio', { name: /^Draft/ })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    await expect(adminReceived.saved.at(-1)).toEqual({
      path: '/api/admin/pages/21/unpublish',
      method: 'POST',
      body: { version: 1 },
    });
    await previewSettled(canvas);
  },
};

/** Unpublishing refused because someone saved the page since: nothing changes, their version can be seen. */
export const UnpublishConflict: Story = {
  parameters: { route: '/admin/pages/21' },
  beforeEach: () => mockPagePublication(21, { status: 'published', publishAt: null, live: true }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Live on the site.')).toBeVisible();
    mockPageSavedElsewhere(21, () => {});
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Unpublish this page?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText('Someone else saved this page after you opened it.')).toBeVisible();
    await expect(canvas.getByText('Live on the site.')).toBeVisible();
    await theirRevisionListed(canvas);
    await previewSettled(canvas);
  },
};

/**
 * Undo and redo over typing (a burst is one step) and block operations, by keyboard and by the buttons; a removed
 * block comes back from its toast.
 */
export const UndoAndRedo: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const blocks = await blockList(canvas);
    await expect(blocks.getByRole('button', { name: 'Undo' })).toBeDisabled();
    const hero = await openHero(canvas, userEvent);
    const badge = within(hero.getByRole('group', { name: 'Badge' })).getByLabelText('Swedish');
    const before = (badge as HTMLInputElement).value;
    await step('typing undone and redone with the keyboard', async () => {
      await userEvent.type(badge, ' och mer');
      await expect(badge).toHaveValue(`${before} och mer`);
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(badge).toHaveValue(before);
      await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await expect(badge).toHaveValue(`${before} och mer`);
    });
    await step('a removed block comes back from its toast, in its place', async () => {
      const process = within(blocks.getByRole('listitem', { name: /^Process/ }));
      await userEvent.click(process.getByRole('button', { name: 'Remove' }));
      await expect(blocks.queryByRole('listitem', { name: /^Process/ })).toBeNull();
      const toast = (await canvas.findByText('Process removed')).closest('li') as HTMLElement;
      await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
      await expect(blocks.getByRole('listitem', { name: 'Process (block 3 of 7)' })).toBeVisible();
    });
    await step('a move undone and redone with the buttons', async () => {
      const benefits = within(blocks.getByRole('listitem', { name: /^Benefits/ }));
      await userEvent.click(benefits.getByRole('button', { name: 'Up' }));
      await expect(blocks.getByRole('listitem', { name: 'Benefits (block 1 of 7)' })).toBeVisible();
      await userEvent.click(blocks.getByRole('button', { name: 'Undo' }));
      await expect(blocks.getByRole('listitem', { name: 'Benefits (block 2 of 7)' })).toBeVisible();
      await userEvent.click(blocks.getByRole('button', { name: 'Redo' }));
      await expect(blocks.getByRole('listitem', { name: 'Benefits (block 1 of 7)' })).toBeVisible();
      await expect(blocks.getByRole('button', { name: 'Redo' })).toBeDisabled();
    });
    await expect(adminReceived.saved).toHaveLength(0);
    await previewSettled(canvas);
  },
};

/**
 * In Swedish: the blocks, their fields and the publishing panel in Swedish words; a new block's refused fields
 * named in Swedish where they are marked and in the status line.
 */
export const RefusedInSwedish: Story = {
  globals: { locale: 'sv' },
  parameters: { route: '/admin/pages/21' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('Sidan har inga block än. Lägg till det första från paletten.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lägg till block' }));
    const palette = within(await canvas.findByRole('dialog', { name: 'Lägg till ett block' }));
    await expect(palette.getByRole('heading', { name: 'Arbetsgång' })).toBeVisible();
    await userEvent.click(palette.getByRole('button', { name: 'Lägg till arbetsgång' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      /^Inte sparat: \d+ fält behöver ändras \(markerade i rött\)\.$/,
    );
    await expect(
      canvas.getByText(/^Inte sparat: rätta ”Arbetsgång › [^”]+ \(svenska\)”( och \d+ till)?$/),
    ).toBeVisible();
    const process = within(
      (await blockList(canvas, 'Block')).getByRole('listitem', { name: 'Arbetsgång (block 1 av 1)' }),
    );
    const title = within(process.getAllByRole('group', { name: 'Titel' })[0]!).getByLabelText('Svenska');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Svensk text krävs');
    await expect(process.getByRole('button', { name: 'Duplicera' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spara utkast' })).toBeVisible();
    await previewSettled(canvas);
  },
};

/** In Swedish on a phone: the live home page's blocks and publishing in Swedish, nothing wider than the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const blocks = await blockList(canvas, 'Block');
    await expect(blocks.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Startskärm (block 1 av 7)',
      'Fördelar (block 2 av 7)',
      'Arbetsgång (block 3 av 7)',
      'Före och efter (block 4 av 7)',
      'Priser (block 5 av 7)',
      'Senaste inläggen (block 6 av 7)',
      'Kontaktformulär (block 7 av 7)',
    ]);
    await expect(canvas.getByRole('button', { name: 'Formulär' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Publicerad på webbplatsen.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spara och publicera' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Kontroller före publicering' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
    );
    await previewSettled(canvas);
  },
};

/** The home page runs an experiment: its panel says on which blocks and since when, with its results a click away. */
export const ExperimentRunning: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('region', { name: 'Experiment' }));
    await expect(
      await panel.findByText(/^An experiment runs on this page since .*, on Hero\./),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See its results' })).toHaveAttribute(
      'href',
      '/admin/experiments?open=4',
    );
    await expect(panel.queryByRole('link', { name: 'Test a variant …' })).toBeNull();
  },
};

/** No experiment on the page: its panel leads to a new one, at an address of its own. */
export const StartAnExperiment: Story = {
  tags: ['no-screenshot'],
  beforeEach: () => resetExperimentMocks(experimentsFixture.filter(({ pageId }) => pageId !== 1)),
  play: async ({ canvas, userEvent }) => {
    const panel = within(await canvas.findByRole('region', { name: 'Experiment' }));
    await userEvent.click(await panel.findByRole('link', { name: 'Test a variant …' }));
    await expect(await canvas.findByRole('heading', { name: /^Test a variant of/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Hero/ })).toBeEnabled();
  },
};

/** A draft page is not on the site: its panel says it must be published before it can be tested. */
export const ExperimentNotYet: Story = {
  tags: ['no-screenshot'],
  parameters: { route: '/admin/pages/21' },
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('region', { name: 'Experiment' }));
    await expect(panel.getByText('Only a page on the site can be tested: publish it first.')).toBeVisible();
  },
};
