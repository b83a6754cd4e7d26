import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Block } from '../../../../shared/blocks/registry';
import type { PageInput } from '../../../../shared/pages';
import { homePageSource, longSwedish, pricesFixture, seedBlock } from '../../../../mocks/fixtures/pages';
import { pageHandlers } from '../../../../mocks/handlers/pages';
import { BlockCard, type BlockCardProps } from './BlockCard';
import { BlockPalette } from './BlockPalette';
import { LivePreview } from './LivePreview';
import { PageChecks } from './PageChecks';
import { PricesForTexts } from './priceTokensField';

/**
 * The page editor's parts on their own: one block's card (its tools, and its fields drawn from the registry's
 * schema), the palette of kinds, and the live preview. Admin/Page editor shows them together.
 */
const cardProps = () => ({
  onMove: fn(),
  onDuplicate: fn(),
  onRemove: fn(),
  onChange: fn(),
});

type Args = Partial<ReturnType<typeof cardProps>> & { onPick?: ReturnType<typeof fn> };

const meta = {
  title: 'Admin/Parts/Page editor parts',
  // English: the play functions read its words; the Swedish ones are stories of their own.
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

const hero: Block = { id: 'hero', type: 'hero', hidden: false, data: seedBlock('hero') };
const process: Block = { id: 'process', type: 'process', hidden: false, data: seedBlock('process') };

/** A block's card as the editor holds it: a change shows at once. */
function Card({
  block: first,
  onChange,
  ...props
}: Omit<BlockCardProps, 'path'> & { onChange: (block: Block) => void }) {
  const [block, setBlock] = useState(first);
  return (
    <ol style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
      <BlockCard
        {...props}
        block={block}
        path={`blocks.${props.index}.data`}
        onChange={(next) => {
          setBlock(next);
          onChange(next);
        }}
      />
    </ol>
  );
}

/** A legal page's head, opened: its review date is a date field staff can change or turn off. */
export const PageHeadWithDate: Story = {
  render: (args) => {
    const props = cardProps();
    const head: Block = {
      id: 'top',
      type: 'pageHead',
      hidden: false,
      data: seedBlock('pageHead', 'privacy'),
    };
    return (
      <Card
        block={head}
        index={0}
        count={2}
        errors={{}}
        {...props}
        onChange={args.onChange ?? props.onChange}
      />
    );
  },
  args: { onChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const card = within(canvas.getByRole('listitem', { name: 'Page head (block 1 of 2)' }));
    await userEvent.click(card.getByRole('button', { name: /^Page head/ }));
    const date = card.getByLabelText('Updated');
    await expect(date).toHaveAttribute('type', 'date');
    await expect(date).toHaveValue(seedBlock('pageHead', 'privacy').updated!);
    await userEvent.click(card.getByRole('checkbox', { name: 'Show updated' }));
    await expect(card.queryByLabelText('Updated')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ updated: null }) }),
    );
  },
};

/** Closed: the kind, the first words of its copy and its tools; the first block cannot move up. */
export const BlockClosed: Story = {
  render: () => {
    const props = cardProps();
    return <Card block={hero} index={0} count={3} errors={{}} {...props} />;
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(canvas.getByRole('listitem', { name: 'Hero (block 1 of 3)' }));
    const toggle = card.getByRole('button', { name: /^Hero/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent(/AI-driven webbdesign/);
    await expect(card.getByRole('button', { name: 'Up' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Down' })).toBeEnabled();
    await expect(card.queryByRole('group', { name: 'Title' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Hide' }));
    await expect(card.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('listitem', { name: 'Hero (block 1 of 3)' })).toHaveTextContent(
      'Hero (hidden)',
    );
    await userEvent.click(card.getByRole('button', { name: 'Show' }));
  },
};

/** Opened: every field of the kind, in both languages; typing changes the block. */
export const BlockOpened: Story = {
  render: () => <Card block={hero} index={1} count={3} errors={{}} {...cardProps()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Hero/ }));
    const title = within(canvas.getByRole('group', { name: 'Title' }));
    const english = title.getByLabelText('English');
    await userEvent.clear(english);
    await userEvent.type(english, 'A new headline for spring');
    await expect(english).toHaveValue('A new headline for spring');
    await expect(canvas.getByRole('button', { name: 'Up' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Down' })).toBeEnabled();
  },
};

/**
 * A text that names a price follows the shared prices: the menu under a text puts a price's token where the cursor
 * is, and a price typed by hand ("10 000 kr") is pointed out with a fix in one click.
 */
export const PriceInAText: Story = {
  render: (args) => {
    const faq = seedBlock('faq', 'web-design');
    const answer = { sv: 'Premium kostar 10 000 kr, allt ingår.', en: 'Premium is ' };
    const block: Block = {
      id: 'faq',
      type: 'faq',
      hidden: false,
      data: { ...faq, questions: [{ question: faq.questions[0]!.question, answer }] },
    };
    return (
      <PricesForTexts.Provider value={pricesFixture}>
        <Card block={block} index={0} count={1} errors={{}} {...cardProps()} onChange={args.onChange!} />
      </PricesForTexts.Provider>
    );
  },
  args: { onChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^FAQ/ }));
    const answer = within(canvas.getByRole('group', { name: 'Answer' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '“10 000 kr” is Premium’s price typed by hand: it will not change with the prices.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Name Premium’s price instead' }));
    await expect(answer.getByLabelText('Swedish')).toHaveValue('Premium kostar {price:premium}, allt ingår.');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    // The English answer's cursor is at its end: the token goes there, and the menu is ready again.
    const english = answer.getByLabelText('English');
    await userEvent.click(english);
    const menu = canvas.getByRole('combobox', { name: 'Insert a price into Answer (English)' });
    await expect(within(menu).getByRole('option', { name: 'Basic · $699' })).toBeInTheDocument();
    await userEvent.selectOptions(menu, 'Premium · $999');
    await expect(english).toHaveValue('Premium is {price:premium}');
    await expect(menu).toHaveValue('');
    // What the editor saves: the tokens, in both languages.
    const [changed] = args.onChange!.mock.lastCall as [Block];
    await expect((changed.data as { questions: { answer: unknown }[] }).questions[0]!.answer).toEqual({
      sv: 'Premium kostar {price:premium}, allt ingår.',
      en: 'Premium is {price:premium}',
    });
  },
};

/** A block that shows what is edited elsewhere (the portfolio's case studies) says so instead of fields. */
export const BlockWithoutFields: Story = {
  render: () => (
    <Card
      block={{ id: 'cases', type: 'portfolioCases', hidden: false, data: {} }}
      index={1}
      count={3}
      errors={{}}
      {...cardProps()}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Portfolio case studies/ }));
    await expect(
      canvas.getByText(/under Portfolio, each with its before and after.*Nothing to fill in here\./),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The tools tell the editor what to do; the editor moves, copies and removes. */
export const BlockTools: Story = {
  // Drawn as BlockClosed's card is (last instead of first): its picture would add nothing.
  tags: ['no-screenshot'],
  args: cardProps(),
  render: (args) => (
    <Card block={hero} index={2} count={3} errors={{}} {...(args as ReturnType<typeof cardProps>)} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const props = args as ReturnType<typeof cardProps>;
    await expect(canvas.getByRole('button', { name: 'Down' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Up' }));
    await expect(props.onMove).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate' }));
    await expect(props.onDuplicate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(props.onRemove).toHaveBeenCalledOnce();
  },
};

/** A field the server refused: the block opens by itself, and the field says why. */
export const BlockRefused: Story = {
  render: () => (
    <Card
      block={{ ...hero, data: { ...seedBlock('hero'), title: { sv: '', en: 'AI-powered web design' } } }}
      index={0}
      count={1}
      errors={{ 'blocks.0.data.title.sv': 'Write the Swedish text' }}
      {...cardProps()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Hero/ })).toHaveAttribute('aria-expanded', 'true');
    const swedish = within(canvas.getByRole('group', { name: 'Title' })).getByLabelText('Swedish');
    await expect(swedish).toBeInvalid();
    await expect(swedish).toHaveAccessibleDescription('Write the Swedish text');
  },
};

/** A list inside a block (the process's steps): each step moves, goes and comes, within the schema's limits. */
export const BlockList: Story = {
  render: () => <Card block={process} index={0} count={1} errors={{}} {...cardProps()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Process/ }));
    const stepTitle = (n: number) =>
      within(
        within(canvas.getByRole('group', { name: `Steps ${n}` })).getByRole('group', {
          name: 'Title',
        }),
      ).getByLabelText('Swedish');
    const first = (stepTitle(1) as HTMLInputElement).value;
    const second = (stepTitle(2) as HTMLInputElement).value;
    await userEvent.click(canvas.getByRole('button', { name: 'Move down 1' }));
    await expect(stepTitle(1)).toHaveValue(second);
    await expect(stepTitle(2)).toHaveValue(first);
    await expect(canvas.getByRole('button', { name: 'Move up 1' })).toBeDisabled();
    const count = canvas.getAllByRole('button', { name: /^Remove \d/ }).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Add to steps' }));
    await expect(canvas.getAllByRole('button', { name: /^Remove \d/ })).toHaveLength(count + 1);
    await expect(stepTitle(count + 1)).toHaveValue('');
  },
};

/** Swedish copy twice as long, on a phone: the summary is cut, nothing runs sideways. */
export const BlockLongContent: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: () => (
    <Card
      block={{ ...hero, data: longSwedish(seedBlock('hero')) }}
      index={0}
      count={2}
      errors={{}}
      {...cardProps()}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Hero/ }));
    await expect(canvas.getByRole('button', { name: /^Hero/ }).textContent!.length).toBeLessThan(80);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
    );
  },
};

/** The palette: every kind the registry has, each with its picture and what it is for. */
export const Palette: Story = {
  args: { onPick: fn() },
  render: (args) => <BlockPalette onPick={args.onPick!} />,
  play: async ({ canvas, userEvent, args }) => {
    const kinds = within(canvas.getByRole('list', { name: 'Blocks' })).getAllByRole('listitem');
    await expect(kinds.map((kind) => within(kind).getByRole('heading').textContent)).toEqual([
      'Page head',
      'Hero',
      'Benefits',
      'Story',
      'Process',
      'Before and after',
      'Pricing',
      'Fixed-price package',
      'Latest posts',
      'Blog posts',
      'Before and after, point by point',
      'Changes',
      'Columns of points',
      'Figures',
      'Portfolio teasers',
      'Portfolio case studies',
      'Testimonial',
      'Case study',
      'Client results',
      'FAQ',
      'Closing call to action',
      'Legal text',
      'Contact form',
    ]);
    // Each with its picture: its Swedish story as drawn, every one a different picture.
    const pictures = kinds.map((kind) => kind.querySelector('img')!);
    for (const picture of pictures) picture.loading = 'eager';
    await waitFor(() => {
      for (const picture of pictures) expect(picture.naturalWidth).toBe(448);
    });
    await expect(new Set(pictures.map((picture) => picture.src)).size).toBe(kinds.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Add pricing' }));
    await expect(args.onPick).toHaveBeenCalledWith('pricing');
  },
};

const document = { meta: homePageSource.meta, blocks: homePageSource.blocks } as const;
const previewFrame = (canvas: ReturnType<typeof within>) =>
  canvas.findByTitle(/^Preview/) as Promise<HTMLIFrameElement>;
const settled = (canvas: ReturnType<typeof within>) =>
  waitFor(() => expect(canvas.getByTestId('preview-viewport')).toHaveAttribute('aria-busy', 'false'), {
    timeout: 10_000,
  });

/** The server's render of the document, in either language, at a desktop's or a phone's width. */
export const Preview: Story = {
  render: () => (
    <div style={{ maxWidth: 520 }}>
      <LivePreview pageId={1} document={document} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await settled(canvas);
    await expect((await previewFrame(canvas)).srcdoc).toContain('lang="sv"');
    await expect(canvas.getByText('Up to date')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await settled(canvas);
    const frame = await previewFrame(canvas);
    await expect(frame).toHaveAccessibleName('Preview (English, phone)');
    await expect(frame.srcdoc).toContain('lang="en"');
    await expect(frame.style.width).toBe('375px');
  },
};

/** Waiting for the server: the frame is busy and says so. */
export const PreviewLoading: Story = {
  parameters: { msw: { handlers: [pageHandlers.previewLoading] } },
  render: () => (
    <div style={{ maxWidth: 520 }}>
      <LivePreview pageId={1} document={document} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('preview-viewport')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Drawing the preview…')).toBeVisible();
    await expect(canvas.queryByTitle(/^Preview/)).toBeNull();
  },
};

/** The server could not draw it: said in words, not a blank frame taken for the page. */
export const PreviewError: Story = {
  parameters: { msw: { handlers: [pageHandlers.previewError] } },
  render: () => (
    <div style={{ maxWidth: 520 }}>
      <LivePreview pageId={1} document={document} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The preview could not be drawn. Your changes are kept; it is drawn again at your next change.',
    );
    await settled(canvas);
    await expect(canvas.getByText('Not up to date')).toBeVisible();
  },
};

/** A page with two main headings and a title of four letters: what the checks before publishing find. */
const heroTitle = (homePageSource.blocks[0]!.data as { title: { sv: string; en: string } }).title;
const faulty: Pick<PageInput, 'meta' | 'blocks'> = {
  meta: { ...homePageSource.meta, title: { sv: 'Hem', en: 'Home' } },
  blocks: [...homePageSource.blocks, { ...homePageSource.blocks[0]!, id: 'second-hero' }],
};

/** Before the first check: what the checks look at, and the button that runs them. */
export const ChecksNotRun: Story = {
  args: { onPick: fn() },
  render: (args) => <PageChecks pageId={1} document={document} onPick={args.onPick!} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^The page as it would go live, in Swedish and English/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check the page' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The home page as seeded: nothing to fix, and how many link addresses were tried. */
export const ChecksNothingToFix: Story = {
  args: { onPick: fn() },
  render: (args) => <PageChecks pageId={1} document={document} onPick={args.onPick!} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check the page' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Nothing to fix (12 link addresses tried).',
    );
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeEnabled();
  },
};

/**
 * A title too short and a second Hero: each finding in its language, the one in a block with a way to it, and the
 * list marked out of date once the page changes.
 */
export const ChecksFindings: Story = {
  args: { onPick: fn() },
  render: function Render(args) {
    const [page, setPage] = useState<Pick<PageInput, 'meta' | 'blocks'>>(faulty);
    return (
      <>
        <PageChecks pageId={1} document={page} onPick={args.onPick!} />
        <button type="button" onClick={() => setPage(document)}>
          Change the page
        </button>
      </>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check the page' }));
    const status = within(await canvas.findByRole('status'));
    await expect(status.getByText('4 things to fix:')).toBeVisible();
    const items = status.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Swedish: The title is 3 characters (“Hem”): search results show 20–60 whole.',
      `Swedish: A second main heading (h1), “${heroTitle.sv}”: a page has one.Go to block 8`,
      'English: The title is 4 characters (“Home”): search results show 20–60 whole.',
      `English: A second main heading (h1), “${heroTitle.en}”: a page has one.Go to block 8`,
    ]);
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Go to block 8' }));
    await expect(args.onPick).toHaveBeenCalledWith('second-hero');
    await userEvent.click(canvas.getByRole('button', { name: 'Change the page' }));
    await expect(status.getByText('The page has changed since these checks: check again.')).toBeVisible();
  },
};

/** The block the story's broken rule is in: the second of the home page. */
const faqBlock = 1;

/**
 * axe's rules, run on the page drawn in each language: a rule broken in a block is listed with its language and
 * a way to the block.
 */
export const ChecksAccessibility: Story = {
  args: { onPick: fn() },
  parameters: {
    pageAudit: [
      {
        violations: [
          {
            id: 'landmark-unique',
            impact: 'moderate',
            help: 'Landmarks should have a unique role or role/label/title (i.e. accessible name) combination',
            nodes: 2,
            blockIds: [document.blocks[faqBlock]!.id],
          },
        ],
        rules: 42,
      },
    ],
  },
  render: (args) => <PageChecks pageId={1} document={document} onPick={args.onPick!} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check the page' }));
    const status = within(await canvas.findByRole('status'));
    await expect(status.getByText('One thing to fix:')).toBeVisible();
    const item = status.getByRole('listitem');
    await expect(item).toHaveTextContent(
      /^Swedish: Accessibility \(landmark-unique, moderate\): Landmarks should have a unique role/,
    );
    await userEvent.click(within(item).getByRole('button', { name: `Go to block ${faqBlock + 1}` }));
    await expect(args.onPick).toHaveBeenCalledWith(document.blocks[faqBlock]!.id);
  },
};

/** The accessibility check could not run: said, never taken for a page with nothing to fix. */
export const ChecksAccessibilityFailed: Story = {
  args: { onPick: fn() },
  parameters: { pageAudit: 'fail' },
  render: (args) => <PageChecks pageId={1} document={document} onPick={args.onPick!} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check the page' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'The accessibility check could not run (the accessibility check took too long): check again.',
    );
  },
};

/** Waiting for the server: the button says so and takes no second press. */
export const ChecksRunning: Story = {
  args: { onPick: fn() },
  parameters: { msw: { handlers: [pageHandlers.checksLoading] } },
  render: (args) => <PageChecks pageId={1} document={document} onPick={args.onPick!} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check the page' }));
    const button = await canvas.findByRole('button', { name: 'Checking…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server could not run them: said, with the way to try again. */
export const ChecksError: Story = {
  args: { onPick: fn() },
  parameters: { msw: { handlers: [pageHandlers.checksError] } },
  render: (args) => <PageChecks pageId={1} document={document} onPick={args.onPick!} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check the page' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The checks could not run: Internal server error. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeEnabled();
  },
};

/** The palette in Swedish: each kind by its Swedish name and description, added by its Swedish name. */
export const PaletteInSwedish: Story = {
  globals: { locale: 'sv' },
  args: { onPick: fn() },
  render: (args) => <BlockPalette onPick={args.onPick!} />,
  play: async ({ canvas, userEvent, args }) => {
    const kinds = within(canvas.getByRole('list', { name: 'Block' })).getAllByRole('listitem');
    await expect(kinds).toHaveLength(23);
    await expect(within(kinds[1]!).getByRole('heading')).toHaveTextContent('Startskärm');
    await userEvent.click(canvas.getByRole('button', { name: 'Lägg till priser' }));
    await expect(args.onPick).toHaveBeenCalledWith('pricing');
  },
};

/** A block's card in Swedish, opened: its tools and its fields' names and languages in Swedish. */
export const BlockInSwedish: Story = {
  globals: { locale: 'sv' },
  render: () => <Card block={process} index={1} count={3} errors={{}} {...cardProps()} />,
  play: async ({ canvas, userEvent }) => {
    const card = within(canvas.getByRole('listitem', { name: 'Arbetsgång (block 2 av 3)' }));
    await userEvent.click(card.getByRole('button', { name: /^Arbetsgång/ }));
    for (const tool of ['Upp', 'Ned', 'Duplicera', 'Dölj', 'Ta bort'])
      await expect(card.getByRole('button', { name: tool })).toBeVisible();
    const steps = within(card.getByRole('group', { name: 'Steg' }));
    await expect(
      within(steps.getByRole('group', { name: 'Steg 1' })).getAllByLabelText('Svenska')[0],
    ).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Lägg till i steg' })).toBeVisible();
    const tone = card.getByLabelText('Ton');
    await expect(
      within(tone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ljus', 'Alternativ', 'Mörk']);
  },
};

/** The checks in Swedish: the server's findings said again in Swedish, with the language of the page each is in. */
export const ChecksFindingsInSwedish: Story = {
  globals: { locale: 'sv' },
  args: { onPick: fn() },
  render: (args) => <PageChecks pageId={1} document={faulty} onPick={args.onPick!} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kontrollera sidan' }));
    const status = within(await canvas.findByRole('status'));
    await expect(status.getByText('4 saker att rätta:')).toBeVisible();
    await expect(status.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Svenska: Titeln är 3 tecken (“Hem”): sökresultat visar 20–60 hela.',
      `Svenska: En andra huvudrubrik (h1), “${heroTitle.sv}”: en sida har en.Gå till block 8`,
      'Engelska: Titeln är 4 tecken (“Home”): sökresultat visar 20–60 hela.',
      `Engelska: En andra huvudrubrik (h1), “${heroTitle.en}”: en sida har en.Gå till block 8`,
    ]);
    await expect(canvas.getByRole('button', { name: 'Kontrollera igen' })).toBeVisible();
  },
};
