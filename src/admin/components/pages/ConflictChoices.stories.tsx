import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Block } from '../../../../shared/blocks/registry';
import type { PageDocument, PageInput } from '../../../../shared/pages';
import { homePageSource } from '../../../../mocks/fixtures/pages';
import { ConflictChoices } from './ConflictChoices';

type Texts = { sv: string; en: string };

/** The home page as the editor opened it (version 7). */
const base: PageInput = {
  path: homePageSource.path,
  status: 'published',
  publishAt: null,
  meta: homePageSource.meta,
  blocks: homePageSource.blocks,
  version: 7,
};

/** `page` with its hero's title (or, given, another text of the hero) changed. */
const withHero = (page: PageInput, field: 'title' | 'subtitle', value: Texts): PageInput => ({
  ...page,
  blocks: page.blocks.map((block) =>
    block.type === 'hero' ? ({ ...block, data: { ...block.data, [field]: value } } as Block) : block,
  ),
});

/** `page` with its search title changed. */
const withTitle = (page: PageInput, title: Texts): PageInput => ({ ...page, meta: { ...page.meta, title } });

const saved = (page: PageInput): PageDocument => ({
  ...page,
  id: homePageSource.id,
  key: 'home',
  version: 8,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-23T13:42:00.000Z',
  missingTranslations: [],
  problems: [],
  live: true,
});

const myHero = { sv: 'Webbplatser som säljer, byggda på dagar', en: 'Websites that sell, built in days' };
const theirHero = { sv: 'Snabba webbplatser för småföretag', en: 'Fast websites for small businesses' };

/**
 * What the page editor shows when a save is refused because someone saved the page since: who and when, what of
 * theirs is taken in as it is, and each part both changed side by side with a choice (mine unless told). The page
 * editor's Conflict stories show it in the editor; these show each case on its own.
 */
const meta = {
  title: 'Admin/Parts/Conflict choices',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: ConflictChoices,
  parameters: { layout: 'padded' },
  args: {
    base,
    mine: withHero(base, 'title', myHero),
    theirs: saved(
      withTitle(withHero(base, 'title', theirHero), { sv: 'Novaweb | Webbyrå', en: 'Novaweb | Agency' }),
    ),
    savedBy: 'Eva Editor',
    saving: false,
    onSave: fn(),
    onTakeTheirs: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConflictChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

const heroTitleOf = (page: PageInput) =>
  (page.blocks.find((block) => block.type === 'hero')!.data as { title: Texts }).title;

/** Both changed the hero's title: theirs beside mine; they also changed the search title, which is taken in. */
export const BothChangedOnePart: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Someone else saved this page after you opened it.',
    );
    await expect(canvas.getByText(/^Eva Editor saved version 8,/)).toBeVisible();
    await expect(canvas.getByText(/^Their changes to what you did not change are taken in: /)).toBeVisible();
    await expect(canvas.getByText('You both changed one part. Choose which to keep:')).toBeVisible();
    const part = within(canvas.getAllByRole('group')[1]!);
    await expect(part.getByText(theirHero.en)).toBeVisible();
    await expect(part.getByText(myHero.en)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Keep yours' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save with these choices' }));
    const merged = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as PageInput;
    await expect(heroTitleOf(merged)).toEqual(myHero);
    await expect(merged.meta.title).toEqual({ sv: 'Novaweb | Webbyrå', en: 'Novaweb | Agency' });
    await expect(merged.version).toBe(8);
  },
};

/** Theirs chosen for the part: the save keeps their title and nothing of mine there. */
export const TakeTheirs: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Take theirs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save with these choices' }));
    const merged = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as PageInput;
    await expect(heroTitleOf(merged)).toEqual(theirHero);
  },
};

/** Different parts changed: nothing to choose, Save both. */
export const DifferentParts: Story = {
  args: { mine: withHero(base, 'subtitle', myHero), theirs: saved(withHero(base, 'title', theirHero)) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText('You changed different parts of the page: saving keeps both.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save both' }));
    const merged = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as PageInput;
    await expect(heroTitleOf(merged)).toEqual(theirHero);
  },
};

/** Dropping mine for theirs is one press; who saved is unknown (a removed user): "Someone". */
export const DropMine: Story = {
  args: { savedBy: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/^Someone saved version 8,/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show their version (drop mine)' }));
    await expect(args.onTakeTheirs).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While the merged page is saved: the button is busy and cannot be pressed twice. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save with these choices' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** In Swedish on a phone, with long texts on both sides: one side above the other, nothing wider than the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    mine: withHero(base, 'title', {
      sv: 'Webbplatser som säljer åt småföretag i hela Sverige, byggda på några få dagar med AI och erfarna formgivare',
      en: myHero.en,
    }),
    theirs: saved(
      withHero(base, 'title', {
        sv: 'Snabba och sökmotoroptimerade webbplatser för frisörer, hantverkare, konsulter och andra småföretag',
        en: theirHero.en,
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ni ändrade båda en del. Välj vilken som ska vara kvar:')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Behåll din' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Spara med de här valen' })).toBeVisible();
  },
};
