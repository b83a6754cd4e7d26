import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  adminHomePageFixture,
  experimentCalls,
  experimentsFixture,
  mockPagePublication,
  resetExperimentMocks,
} from '../../../mocks/handlers';
import type { Block } from '../../../shared/blocks/registry';
import { expectNoSidewaysScroll, expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { ExperimentEditorPage } from './ExperimentEditorPage';

/** The mocked experiments without the one running on the home page, so the home page can be tested. */
const homeFree = () => resetExperimentMocks(experimentsFixture.filter(({ pageId }) => pageId !== 1));

const meta = {
  title: 'Admin/Screens/Experiment editor',
  // English: the play functions read its words; the Swedish screen is a story of its own.
  globals: { locale: 'en' },
  component: ExperimentEditorPage,
  parameters: { route: '/admin/pages/1/experiment' },
  beforeEach: homeFree,
  render: () => <AdminApp />,
} satisfies Meta<typeof ExperimentEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = {
  click: (element: Element) => Promise<void>;
  clear: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
};

const home = adminHomePageFixture();

/** The variant's group of a block's field ("Title") in a variant's section ("Variant B"). */
const variantField = (canvas: Canvas, variant: string, block: string, field: string) =>
  within(
    within(
      within(canvas.getByRole('region', { name: variant })).getByRole('region', {
        name: `${variant.at(-1)}: ${block}`,
      }),
    ).getByRole('group', { name: field }),
  );

async function rewrite(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

/** The home hero picked and its title written anew for B, in both languages. */
async function writeHeroB(canvas: Canvas, user: User) {
  await user.click(await canvas.findByRole('checkbox', { name: /^Hero/ }));
  const title = variantField(canvas, 'Variant B', 'Hero', 'Title');
  await rewrite(user, title.getByLabelText('Swedish'), 'Ny hemsida på två veckor');
  await rewrite(user, title.getByLabelText('English'), 'A new website in two weeks');
}

/**
 * Nothing picked yet: the page's blocks to choose from (those that show what is edited elsewhere cannot be), one
 * variant, a 50/50 split and the contact form as the goal.
 */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^Test a variant of/ })).toBeVisible();
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(home.blocks.length);
    await expect(canvas.getByRole('checkbox', { name: /^Hero/ })).toBeEnabled();
    await expect(canvas.getByText('Pick a block above to write its variants.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'One: B' })).toBeChecked();
    await expect(canvas.getByLabelText('A (the page as it is)')).toHaveValue(50);
    await expect(canvas.getByLabelText('B')).toHaveValue(50);
    await expect(canvas.getByRole('radio', { name: /^A contact form sent/ })).toBeChecked();
  },
};

/**
 * The hero's title written anew for B in both languages, and started: the API gets the page's whole block list
 * with only the hero changed, and Admin → Experiments opens the new experiment's results.
 */
export const StartOnTheHero: Story = {
  play: async ({ canvas, userEvent }) => {
    await writeHeroB(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await expectToast(canvas, 'The experiment has started');
    const [sent] = experimentCalls.started;
    await expect(sent).toMatchObject({ pageId: 1, goal: 'contact', split: [50, 50] });
    await expect(sent!.goalPath).toBeUndefined();
    const blocks = sent!.variants[0]!.blocks as Block[];
    await expect(blocks.map(({ id }) => id)).toEqual(home.blocks.map(({ id }) => id));
    await expect(blocks.slice(1)).toEqual(home.blocks.slice(1));
    await expect(blocks[0]!.data).toMatchObject({
      title: { sv: 'Ny hemsida på två veckor', en: 'A new website in two weeks' },
    });
    const dialog = within(await canvas.findByRole('dialog', { name: 'Experiment on /' }));
    await expect(dialog.getByText(/^No visitors counted yet/)).toBeVisible();
  },
};

/** Two variants with a page as the goal: the split becomes 34/33/33, and the goal's page is chosen from the site's. */
export const TwoVariantsAndAPageGoal: Story = {
  play: async ({ canvas, userEvent }) => {
    await writeHeroB(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: 'Two: B and C' }));
    await expect(canvas.getByLabelText('A (the page as it is)')).toHaveValue(34);
    await expect(canvas.getByLabelText('C')).toHaveValue(33);
    const title = variantField(canvas, 'Variant C', 'Hero', 'Title');
    // C starts from B's text: written anew here.
    await expect(title.getByLabelText('Swedish')).toHaveValue('Ny hemsida på två veckor');
    await rewrite(userEvent, title.getByLabelText('Swedish'), 'Hemsidan som ger fler samtal');
    await rewrite(userEvent, title.getByLabelText('English'), 'The website that gets you more calls');
    await userEvent.click(canvas.getByRole('radio', { name: /^Reaching a page/ }));
    const goal = canvas.getByLabelText('The page to reach');
    await waitFor(() => expect(within(goal).getByRole('option', { name: /^\/contact/ })).toBeInTheDocument());
    await userEvent.selectOptions(goal, '/contact');
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await expectToast(canvas, 'The experiment has started');
    const [sent] = experimentCalls.started;
    await expect(sent).toMatchObject({ goal: 'page', goalPath: '/contact', split: [34, 33, 33] });
    await expect(
      sent!.variants.map(({ blocks }) => (blocks[0] as Block & { data: { title: unknown } }).data.title),
    ).toEqual([
      { sv: 'Ny hemsida på två veckor', en: 'A new website in two weeks' },
      { sv: 'Hemsidan som ger fler samtal', en: 'The website that gets you more calls' },
    ]);
  },
};

/**
 * What the server and the form refuse, each said where it is: nothing changed; a split not adding up to 100; a
 * changed block without its English. Nothing is started until all is right.
 */
export const Refusals: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const start = await canvas.findByRole('button', { name: 'Start the experiment' });
    await step('nothing changed: the server says so above the blocks', async () => {
      await userEvent.click(start);
      await expect(
        await canvas.findByText('No variant changes a block of the page: change at least one'),
      ).toBeVisible();
    });
    await step('a split of 60 and 50 is refused before it is sent', async () => {
      await rewrite(userEvent, canvas.getByLabelText('A (the page as it is)'), '60');
      await expect(canvas.getByText('Together: 110 % of 100')).toBeVisible();
      await userEvent.click(start);
      await expect(await canvas.findByText('The shares add up to 100 (now 110)')).toBeVisible();
      await rewrite(userEvent, canvas.getByLabelText('A (the page as it is)'), '50');
    });
    await step('B’s hero without its English: refused at the field', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /^Hero/ }));
      const title = variantField(canvas, 'Variant B', 'Hero', 'Title');
      await rewrite(userEvent, title.getByLabelText('Swedish'), 'Ny rubrik');
      await userEvent.clear(title.getByLabelText('English'));
      await userEvent.click(start);
      await expect(
        await title.findByText(/Write the English too: the page has it in both languages|Required/),
      ).toBeVisible();
    });
    await expect(experimentCalls.started.every((input) => input.variants.length === 1)).toBe(true);
    await expect(canvas.queryByText('The experiment has started')).toBeNull();
  },
};

/** Another experiment started on the page meanwhile (in a second tab): the start is refused, and said. */
export const StartedElsewhere: Story = {
  play: async ({ canvas, userEvent }) => {
    await writeHeroB(canvas, userEvent);
    resetExperimentMocks();
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await expect(
      await canvas.findByText(
        /^This page already runs experiment 4 \(on hero\): stop it before starting another/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start the experiment' })).toBeEnabled();
  },
};

/** The page runs an experiment already: said, with its results a click away. */
export const AlreadyRunning: Story = {
  beforeEach: () => resetExperimentMocks(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This page already runs an experiment: stop it before starting another.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See its results' })).toHaveAttribute(
      'href',
      '/admin/experiments?open=4',
    );
    await expect(canvas.queryByRole('button', { name: 'Start the experiment' })).toBeNull();
  },
};

/** Changes to the page wait to go live: what would be tested is not what visitors see, so they come first. */
export const ChangesWaiting: Story = {
  beforeEach: () => {
    homeFree();
    mockPagePublication(1, { status: 'draft', publishAt: null, live: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^This page has changes waiting to go live/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the page' })).toHaveAttribute(
      'href',
      '/admin/pages/1',
    );
  },
};

/** A draft page is not on the site: nothing to test yet. */
export const NotOnTheSite: Story = {
  parameters: { route: '/admin/pages/21/experiment' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Only a page on the site can be tested: publish it first.'),
    ).toBeVisible();
  },
};

/** While the page loads (the editors' loading state, pictured once in Admin/Screens/Shared parts). */
export const Loading: Story = {
  tags: ['no-screenshot'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/pages/:id', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the page to test …')).toBeInTheDocument();
  },
};

/** The page could not be read: said, with a retry. */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/pages/:id', () =>
          HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The page could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An address of a page that is not there (pictured once, as the page editor's Not Found). */
export const NoSuchPage: Story = {
  tags: ['no-screenshot'],
  parameters: { route: '/admin/pages/999/experiment' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No such page' })).toBeVisible();
  },
};

/** In Swedish on a phone, with the hero picked and two variants: every field fits, nothing sideways. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('checkbox'))[0]!);
    await userEvent.click(canvas.getByRole('radio', { name: 'Två: B och C' }));
    await expect(canvas.getByRole('region', { name: 'Variant C' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Starta experimentet' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
