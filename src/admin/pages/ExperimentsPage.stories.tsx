import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  experimentCalls,
  experimentHandlers,
  resetExperimentMocks,
  runningExperimentFixture,
} from '../../../mocks/handlers';
import { expectNoSidewaysScroll, expectToast, tableRowsIn } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { ExperimentsPage } from './ExperimentsPage';

const meta = {
  title: 'Admin/Screens/Experiments',
  // English: the play functions read its words; the Swedish screen is a story of its own.
  globals: { locale: 'en' },
  component: ExperimentsPage,
  parameters: { route: '/admin/experiments' },
  render: () => <AdminApp />,
} satisfies Meta<typeof ExperimentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The list's rows under its header, once it is there. */
const rows = (canvas: Canvas) => tableRowsIn(canvas, 'Experiments');

/** Every experiment, newest first: its page in both languages, goal, state and visitors per variant. */
export const List: Story = {
  play: async ({ canvas }) => {
    const [fresh, running, winning, broken, promoted] = await rows(canvas);
    await expect(fresh).toHaveTextContent('/contact');
    await expect(fresh).toHaveTextContent('A — · B —');
    await expect(running).toHaveTextContent('/en');
    await expect(running).toHaveTextContent('A contact form sent');
    await expect(running).toHaveTextContent('4,599');
    await expect(within(running!).getByText('Running')).toBeVisible();
    await expect(winning).toHaveTextContent('A click to the contact page');
    // B converts best and is slower than the page: flagged in the list too.
    await expect(within(winning!).getByText('Slower: B')).toBeVisible();
    await expect(within(running!).queryByText(/^Slower/)).toBeNull();
    await expect(broken).toHaveTextContent('Reaching /contact');
    await expect(within(broken!).getByText('Broken split')).toBeVisible();
    await expect(within(promoted!).getByText('B made the page')).toBeVisible();
    await expect(
      within(running!).getByRole('button', { name: 'Results of the experiment on /' }),
    ).toHaveTextContent('Results');
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(within(nav).getByRole('link', { name: 'Experiments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The winning experiment's results, then B made the page: asked first, sent, said, and the list shows it. */
export const MakeTheWinnerThePage: Story = {
  play: async ({ canvas, userEvent }) => {
    const winning = (await rows(canvas))[2]!;
    await userEvent.click(within(winning).getByRole('button', { name: /^Results of the experiment on/ }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Experiment on /services/web-design' }));
    await expect(dialog.getByText(/^B beats the page/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Make B the page' }));
    const ask = within(await canvas.findByRole('dialog', { name: 'Make B the page' }));
    await expect(ask.getByText(/B’s blocks replace those of \/services\/web-design/)).toBeVisible();
    // B converts best and is slower: the question says so.
    await expect(ask.getByRole('note')).toHaveTextContent(/^B is slower than the page as measured/);
    await userEvent.click(ask.getByRole('button', { name: 'Make B the page' }));
    await expectToast(canvas, 'B is now the page');
    await expect(experimentCalls.promoted).toEqual([{ id: 3, variant: 1 }]);
    await waitFor(async () => expect((await rows(canvas))[2]).toHaveTextContent('B made the page'));
  },
};

/** A running experiment stopped: asked first; a variant not proven better is said so before it is made the page. */
export const Stop: Story = {
  play: async ({ canvas, userEvent }) => {
    const running = (await rows(canvas))[1]!;
    await userEvent.click(within(running).getByRole('button', { name: 'Results of the experiment on /' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Experiment on /' }));
    await expect(dialog.getByText(/^No variant is better than the page yet/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Make B the page' }));
    const unproven = within(await canvas.findByRole('dialog', { name: 'Make B the page' }));
    await expect(unproven.getByText(/^B is not proven better yet/)).toBeVisible();
    await userEvent.click(unproven.getByRole('button', { name: 'Cancel' }));
    await expect(experimentCalls.promoted).toEqual([]);

    const again = within(await canvas.findByRole('dialog', { name: 'Experiment on /' }));
    await userEvent.click(again.getByRole('button', { name: 'Stop the experiment' }));
    const ask = within(await canvas.findByRole('dialog', { name: 'Stop the experiment' }));
    await expect(
      ask.getByText('Everyone will see / as it is now. The counts so far are kept.'),
    ).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: 'Stop the experiment' }));
    await expectToast(canvas, 'The experiment stopped; its counts are kept');
    await expect(experimentCalls.stopped).toEqual([runningExperimentFixture.id]);
    await waitFor(async () => expect(within((await rows(canvas))[1]!).getByText('Stopped')).toBeVisible());
  },
};

/** No experiment yet. */
export const Empty: Story = {
  beforeEach: () => resetExperimentMocks([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No experiments yet.')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [experimentHandlers.listLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the experiments …')).toBeInTheDocument();
  },
};

/** The list could not be read: said, with a retry. */
export const ListFails: Story = {
  parameters: { msw: { handlers: [experimentHandlers.listFails] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The experiments could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Swedish on a phone: the list and a result's table fit, nothing sideways. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Experiment' });
    await within(region).findByRole('table');
    const list = within(region).getAllByRole('row').slice(1);
    await expect(within(list[3]!).getByText('Trasig fördelning')).toBeVisible();
    await expect(list[2]).toHaveTextContent('Ett klick till kontaktsidan');
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(within(list[2]!).getByRole('button', { name: /^Resultat för experimentet på/ }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Experiment på /services/web-design' }));
    await expect(dialog.getByText(/^B slår sidan/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Gör B till sidan' })).toBeVisible();
  },
};
