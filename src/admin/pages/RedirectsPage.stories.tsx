import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { staffSessionFixture } from '../../../mocks/fixtures/admin';
import { longMissingPagesFixture, longRedirectsFixture } from '../../../mocks/fixtures/redirects';
import { adminReceived, failRedirectList, mockRedirects, redirectHandlers } from '../../../mocks/handlers';
import { expectNoSidewaysScroll, expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { RedirectsPage } from './RedirectsPage';

const meta = {
  title: 'Admin/Screens/Redirects',
  // English: the play functions read its words; the Swedish redirects are their own stories.
  globals: { locale: 'en' },
  component: RedirectsPage,
  parameters: { route: '/admin/redirects' },
  render: () => <AdminApp />,
} satisfies Meta<typeof RedirectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The redirects' table, once it is there. */
const redirectsTable = async (canvas: ReturnType<typeof within>, name = 'Redirects') => {
  const region = await canvas.findByRole('region', { name });
  const table = await waitFor(() => {
    const found = region.querySelector('table');
    expect(found).not.toBeNull();
    return found!;
  });
  return within(table);
};

/** Staff's redirects and those slug changes left, and the missing pages visitors ask for most. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await redirectsTable(canvas);
    await expect(await table.findByRole('cell', { name: '/kampanj' })).toBeVisible();
    await expect(
      table.getByRole('cell', { name: '/services/conversion-optimization?utm_source=kampanj' }),
    ).toBeVisible();
    await expect(table.getAllByText('Temporary (302)')).toHaveLength(2);
    await expect(table.getAllByText('When its page moved')).toHaveLength(2);
    await expect(table.getByText('By Support')).toBeVisible();
    await expect(table.getByText('By a former user')).toBeVisible();
    const missing = within(canvas.getByRole('region', { name: 'Most requested missing pages' }));
    const rows = await missing.findAllByRole('row');
    await expect(rows[1]).toHaveTextContent('/om-oss');
    await expect(rows[1]).toHaveTextContent('214');
    await expect(missing.getByRole('button', { name: 'Redirect this: /om-oss' })).toBeVisible();
    // In the sidebar, next to the SEO tools.
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(within(nav).getByRole('link', { name: 'Redirects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [redirectHandlers.listEmpty, redirectHandlers.missingEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No redirects yet\./)).toBeVisible();
    await expect(await canvas.findByText('No one has asked for a page that does not exist.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add redirect' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [redirectHandlers.listLoading, redirectHandlers.missingLoading] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading the redirects…')).toBeInTheDocument();
    await expect(await canvas.findByText('Loading the missing pages…')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  },
};

/** The list cannot be loaded: said, with a way to try again; the missing pages still show. */
export const Error: Story = {
  parameters: { msw: { handlers: [redirectHandlers.listFailing] } },
  beforeEach: () => failRedirectList(Infinity),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The redirects could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: '/om-oss' })).toBeVisible();
  },
};

/** A failure that passes: Try again loads the list. */
export const RetryAfterError: Story = {
  // Ends on the same picture as List: tested here, screenshotted there.
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [redirectHandlers.listFailing] } },
  beforeEach: () => failRedirectList(1),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The redirects could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const table = await redirectsTable(canvas);
    await expect(await table.findByRole('cell', { name: '/kampanj' })).toBeVisible();
    await expect(canvas.queryByText('The redirects could not be loaded.')).toBeNull();
  },
};

/** Checked before anything is sent: each message at its field. */
export const AddWithValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add redirect' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add redirect' }));
    await userEvent.type(dialog.getByLabelText('Old address'), '/gamla sidan');
    await userEvent.click(dialog.getByRole('button', { name: 'Add redirect' }));
    await expect(dialog.getByLabelText('Old address')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText('Old address')).toHaveAccessibleDescription(
      /An address has no spaces \(write %20 for one\)/,
    );
    await expect(dialog.getByText('Enter where visitors should go')).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(0);
    // Once refused, the field is checked again as it changes: fixed, its message goes; refused for another
    // reason, that reason shows.
    await userEvent.clear(dialog.getByLabelText('Old address'));
    await userEvent.type(dialog.getByLabelText('Old address'), '/gamla-sidan');
    await expect(dialog.getByLabelText('Old address')).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(dialog.getByLabelText('Old address'));
    await userEvent.type(dialog.getByLabelText('Old address'), '/api/old');
    await expect(dialog.getByLabelText('Old address')).toHaveAccessibleDescription(
      /Only page addresses can be redirected/,
    );
    await userEvent.type(dialog.getByLabelText('New address'), 'ftp://files.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Add redirect' }));
    await expect(
      await dialog.findByText('Only page addresses can be redirected, not the API’s, the admin’s or files’'),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        'Enter a path on this site (/new-page) or an address starting with http:// or https://',
      ),
    ).toBeVisible();
  },
};

/** The server refuses a loop, saying which redirects make it; the message shows at the field. */
export const LoopRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add redirect' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add redirect' }));
    await userEvent.type(dialog.getByLabelText('Old address'), '/blog/seo-tips');
    await userEvent.type(dialog.getByLabelText('New address'), '/blog/seo-tips-2025');
    await userEvent.click(dialog.getByRole('button', { name: 'Add redirect' }));
    await expect(
      await dialog.findByText(
        'That would make a loop: /blog/seo-tips → /blog/seo-tips-2025 → /blog/seo-tips',
      ),
    ).toBeVisible();
    await expect(dialog.getByLabelText('New address')).toHaveAttribute('aria-invalid', 'true');
    await expect(adminReceived.saved.at(-1)).toEqual({
      path: '/api/admin/redirects',
      method: 'POST',
      body: { from: '/blog/seo-tips', to: '/blog/seo-tips-2025', status: 301 },
    });
  },
};

/**
 * In Swedish on a phone: the columns, the kinds and who changed each, the missing pages with their counts written
 * the Swedish way, and the row actions by name.
 */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = await redirectsTable(canvas, 'Omdirigeringar');
    const from = await table.findByRole('cell', { name: '/kampanj' });
    await expect(from).toHaveAttribute('data-label', 'Från');
    await expect(table.getAllByText('Tillfällig (302)')).toHaveLength(2);
    await expect(table.getAllByText('När sidan flyttades')).toHaveLength(2);
    await expect(table.getByText('Av Support')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Ändra omdirigeringen från /kampanj' })).toHaveAttribute(
      'title',
      'Ändra omdirigeringen från /kampanj',
    );
    const missing = within(canvas.getByRole('region', { name: 'Mest efterfrågade saknade sidor' }));
    await expect(await missing.findByRole('button', { name: 'Omdirigera: /om-oss' })).toBeVisible();
    await expect(missing.getByRole('button', { name: 'Avfärda /om-oss' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * In Swedish, the server's refusal with addresses in it (a loop) is said in Swedish with the same addresses, and
 * so are the form's own checks.
 */
export const LoopRefusedSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lägg till omdirigering' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Lägg till omdirigering' }));
    await userEvent.type(dialog.getByLabelText('Gammal adress'), '/blog/seo tips');
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till omdirigering' }));
    await expect(dialog.getByLabelText('Gammal adress')).toHaveAccessibleDescription(
      /En adress har inga mellanslag \(skriv %20 för ett\)/,
    );
    await expect(dialog.getByText('Skriv vart besökarna ska skickas')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Gammal adress'));
    await userEvent.type(dialog.getByLabelText('Gammal adress'), '/blog/seo-tips');
    await userEvent.type(dialog.getByLabelText('Ny adress'), '/blog/seo-tips-2025');
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till omdirigering' }));
    await expect(
      await dialog.findByText(
        'Det skulle bli en slinga: /blog/seo-tips → /blog/seo-tips-2025 → /blog/seo-tips',
      ),
    ).toBeVisible();
  },
};

/** "Redirect this" opens the add dialog with the missing page as the old address. */
export const RedirectThisPrefilled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Redirect this: /en/pricing' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add redirect' }));
    await expect(dialog.getByLabelText('Old address')).toHaveValue('/en/pricing');
    await expect(dialog.getByLabelText('New address')).toHaveValue('');
    await expect(dialog.getByLabelText('Kind')).toHaveValue('301');
  },
};

/** Saved: the redirect is listed and the page leaves the missing list. */
export const RedirectThisSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Redirect this: /om-oss' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add redirect' }));
    await userEvent.type(dialog.getByLabelText('New address'), '/about');
    await userEvent.click(dialog.getByRole('button', { name: 'Add redirect' }));
    await expectToast(canvas, 'Redirect from /om-oss added');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const table = await redirectsTable(canvas);
    await expect(await table.findByRole('cell', { name: '/om-oss' })).toBeVisible();
    const missing = within(canvas.getByRole('region', { name: 'Most requested missing pages' }));
    await waitFor(() => expect(missing.queryByRole('cell', { name: '/om-oss' })).toBeNull());
    await expect(adminReceived.saved.at(-1)?.body).toEqual({ from: '/om-oss', to: '/about', status: 301 });
  },
};

/** Edit: the dialog holds the redirect; a temporary one made permanent. */
export const Edit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit the redirect from /kampanj' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit redirect' }));
    await expect(dialog.getByLabelText('Old address')).toHaveValue('/kampanj');
    await userEvent.selectOptions(dialog.getByLabelText('Kind'), '301');
    await userEvent.click(dialog.getByRole('button', { name: 'Save redirect' }));
    await expectToast(canvas, 'Redirect from /kampanj saved');
    await expect(adminReceived.saved.at(-1)).toMatchObject({
      path: '/api/admin/redirects/4',
      method: 'PUT',
      body: { from: '/kampanj', status: 301 },
    });
    const table = await redirectsTable(canvas);
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent('Permanent (301)'));
  },
};

/** Delete asks first, saying what visitors will meet; Cancel keeps the redirect. */
export const DeleteConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    const deleteButton = await canvas.findByRole('button', {
      name: 'Delete the redirect from /tjanster/hemsida',
    });
    await userEvent.click(deleteButton);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete redirect' }));
    await expect(dialog.getByText(/will find no page there/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(adminReceived.deletes).toEqual([]);
    // Asked again: the story ends on the question, as staff see it.
    await userEvent.click(deleteButton);
    const again = await canvas.findByRole('dialog', { name: 'Delete redirect' });
    await expect(within(again).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Delete confirmed: the redirect goes from the list, and a toast says so. */
export const Deleted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete the redirect from /tjanster/hemsida' }),
    );
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete redirect' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'Redirect from /tjanster/hemsida deleted');
    await expect(adminReceived.deletes).toEqual(['redirect 3']);
    const table = await redirectsTable(canvas);
    await waitFor(() => expect(table.queryByRole('cell', { name: '/tjanster/hemsida' })).toBeNull());
  },
};

/** A missing page dismissed: off the list. */
export const Dismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss /wp-login' }));
    await expectToast(canvas, '/wp-login dismissed');
    await waitFor(() => expect(canvas.queryByRole('cell', { name: '/wp-login' })).toBeNull());
    await expect(adminReceived.deletes).toEqual(['not-found /wp-login']);
  },
};

export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await redirectsTable(canvas);
    await table.findByRole('cell', { name: '/kampanj' });
    await userEvent.type(canvas.getByLabelText('Find a redirect'), 'seo-tips');
    // The list as it was stays while each letter's answer comes: wait for the last one's.
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(table.queryByRole('cell', { name: '/kampanj' })).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Find a redirect'));
    await userEvent.type(canvas.getByLabelText('Find a redirect'), 'nothing-like-this');
    await expect(
      await canvas.findByText('No redirect has “nothing-like-this” in its addresses.'),
    ).toBeVisible();
  },
};

/** A shared link's search: the list opens searched, the search box holding it. */
export const SearchFromTheAddress: Story = {
  parameters: { route: '/admin/redirects?q=seo-tips' },
  play: async ({ canvas }) => {
    const table = await redirectsTable(canvas);
    await expect(canvas.getByLabelText('Find a redirect')).toHaveValue('seo-tips');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(table.queryByRole('cell', { name: '/kampanj' })).toBeNull();
  },
};

/** Addresses as long as they come: they wrap in their cells, nothing scrolls sideways. */
export const LongPaths: Story = {
  beforeEach: () => mockRedirects({ redirects: longRedirectsFixture, missing: longMissingPagesFixture }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('cell', { name: longRedirectsFixture[0]!.to })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: longMissingPagesFixture[0]!.path })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A phone: each redirect and missing page is a card, long addresses wrap, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  beforeEach: () => mockRedirects({ redirects: longRedirectsFixture, missing: longMissingPagesFixture }),
  play: async ({ canvas, canvasElement }) => {
    const from = await canvas.findByRole('cell', { name: longRedirectsFixture[0]!.from });
    await expect(from).toBeVisible();
    await expect(from).toHaveAttribute('data-label', 'From');
    await expect(
      await canvas.findByRole('button', { name: `Redirect this: ${longMissingPagesFixture[0]!.path}` }),
    ).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Editors do not see the screen in the menu, and are told so at its address (the server refuses them too). */
export const EditorRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/session', () =>
          HttpResponse.json({
            ...staffSessionFixture,
            user: { ...staffSessionFixture.user, role: 'Editor' },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only Admins can use this page.')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(within(nav).queryByRole('link', { name: 'Redirects' })).toBeNull();
  },
};
