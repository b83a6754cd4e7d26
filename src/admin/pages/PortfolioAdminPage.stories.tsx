import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { mediaFixture } from '../../../mocks/fixtures/media';
import { adminReceived } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { PortfolioAdminPage } from './PortfolioAdminPage';

const meta = {
  title: 'Admin/Screens/Portfolio',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: PortfolioAdminPage,
  parameters: { route: '/admin/portfolio' },
  render: () => <AdminApp />,
} satisfies Meta<typeof PortfolioAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];

/** Opens the add dialog and fills in what a project needs (its name and both categories). */
async function newProject(canvas: Play['canvas'], userEvent: Play['userEvent']) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add project' }));
  const dialog = within(canvas.getByRole('dialog', { name: 'Add project' }));
  await userEvent.type(dialog.getByLabelText('Name *'), 'Rörfix');
  await userEvent.type(dialog.getByLabelText('Category (English) *'), 'Plumbing');
  await userEvent.type(dialog.getByLabelText('Category (Swedish) *'), 'VVS');
  return dialog;
}

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(
      within(await canvas.findByRole('row', { name: /Trattoria Lucia/ })).getByText('Case study'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Salong Sax/ })).getByText('Hidden')).toBeVisible();
  },
};

export const AddRequiresFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add project' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Add project' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add project' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

export const Add: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await newProject(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Add project' }));
    await expectToast(canvas, 'Project added successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({
      name: 'Rörfix',
      categorySv: 'VVS',
      kind: 'project',
    });
  },
};

/** A public case study: its kind, a cover from the library and Published go with the texts in one save. */
export const AddCaseStudyWithCover: Story = {
  tags: ['no-screenshot'], // ends as Add does, with the dialog closed; the cover's decoding is no part of it
  play: async ({ canvas, userEvent }) => {
    const dialog = await newProject(canvas, userEvent);
    await userEvent.selectOptions(dialog.getByLabelText('Kind'), 'Case study (public portfolio)');
    await userEvent.click(dialog.getByLabelText('Published'));
    await userEvent.click(dialog.getByRole('button', { name: 'Choose image (Cover image)' }));
    const library = within(canvas.getByRole('dialog', { name: 'Choose: Cover image' }));
    await userEvent.click(
      await library.findByRole('button', { name: `Use this image (${mediaFixture[2]!.filename})` }),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Choose: Cover image' })).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Add project' }));
    await expectToast(canvas, 'Project added successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({
      name: 'Rörfix',
      kind: 'case_study',
      published: true,
      coverMediaId: mediaFixture[2]!.id,
    });
  },
};

export const Edit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Salong Sax' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Edit project' }));
    await userEvent.clear(dialog.getByLabelText('Name *'));
    await userEvent.type(dialog.getByLabelText('Name *'), 'Salong Sax & Co');
    await userEvent.click(dialog.getByRole('button', { name: 'Update project' }));
    await expectToast(canvas, 'Project updated successfully');
    await expect(adminReceived.saved[0]).toMatchObject({ method: 'PUT', path: '/api/admin/portfolio/4' });
  },
};

/**
 * A case's results: each figure before and after; half a pair is refused at the field, a decimal comma is read as
 * Swedish staff type it.
 */
export const EditResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Trattoria Lucia' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Edit project' }));
    const results = within(dialog.getByRole('group', { name: 'Results' }));
    await expect(results.getByLabelText('Lighthouse on a phone, before (0–100)')).toHaveValue('48');
    await expect(
      results.getByLabelText('Example case: the business is made up (the site says so beside the figures)'),
    ).toBeChecked();
    await userEvent.clear(results.getByLabelText('Inquiries per month, after'));
    await userEvent.clear(results.getByLabelText('Load time on a phone, before (seconds)'));
    await userEvent.type(results.getByLabelText('Load time on a phone, before (seconds)'), '6,24');
    await userEvent.click(dialog.getByRole('button', { name: 'Update project' }));
    await expect(results.getByLabelText('Inquiries per month, after')).toHaveAccessibleDescription(
      'Give the figure before and after, or neither',
    );
    await expect(adminReceived.saved).toHaveLength(0);
    // Said at its field only: nothing required is missing.
    await expect(dialog.queryByText('Please fill in all required fields')).toBeNull();
    await userEvent.type(results.getByLabelText('Inquiries per month, after'), '41');
    await userEvent.click(dialog.getByRole('button', { name: 'Update project' }));
    await expectToast(canvas, 'Project updated successfully');
    // As typed (the server keeps tenths).
    await expect(adminReceived.saved[0]!.body).toMatchObject({
      loadSecondsBefore: 6.24,
      loadSecondsAfter: 0.6,
      leadsBefore: 14,
      leadsAfter: 41,
      exampleCase: true,
    });
  },
};

/**
 * In Swedish, a case's figures are written the Swedish way (0,6 seconds, not 0.6) and a figure typed with a comma
 * stays as typed while it is typed, and is saved as the number it says.
 */
export const ResultsInSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ändra Trattoria Lucia' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Ändra projekt' }));
    const results = within(dialog.getByRole('group', { name: 'Resultat' }));
    const after = results.getByLabelText('Laddningstid i mobilen, efter (sekunder)');
    await expect(after).toHaveValue('0,6');
    const before = results.getByLabelText('Laddningstid i mobilen, före (sekunder)');
    await userEvent.clear(before);
    await userEvent.type(before, '5,');
    await expect(before).toHaveValue('5,');
    await userEvent.type(before, '9');
    await expect(before).toHaveValue('5,9');
    await userEvent.click(dialog.getByRole('button', { name: 'Uppdatera projektet' }));
    await expectToast(canvas, 'Projektet är uppdaterat');
    await expect(adminReceived.saved[0]!.body).toMatchObject({
      loadSecondsBefore: 5.9,
      loadSecondsAfter: 0.6,
    });
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Salong Sax' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete project' }));
    await expect(dialog.getByText(/Are you sure\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'Project deleted successfully');
    await expect(adminReceived.deletes).toEqual(['4']);
  },
};

/**
 * In Swedish on a phone: the list with the Swedish categories, kinds and states, and a new project refused at
 * its fields before anything is sent.
 */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const lucia = within(await canvas.findByRole('row', { name: /Trattoria Lucia/ }));
    await expect(lucia.getByText('Kundcase')).toBeVisible();
    await expect(lucia.getByText('Restaurang')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Salong Sax/ })).getByText('Dold')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lägg till projekt' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Lägg till projekt' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till projekt' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Fyll i alla obligatoriska fält');
    await expect(dialog.getByLabelText('Namn *')).toHaveAccessibleDescription(
      'Fyll i alla obligatoriska fält',
    );
    await expect(dialog.getByLabelText('Kategori (svenska) *')).toHaveAttribute('aria-invalid', 'true');
    await expect(adminReceived.saved).toHaveLength(0);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Searched by name or category and filtered to the hidden ones, both kept in the address; no match says so. */
export const SearchAndFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('row', { name: /Trattoria Lucia/ });
    await expect(canvas.getByText('2 projects')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'Hidden');
    await waitFor(() => expect(canvas.getByText('1 project')).toBeVisible());
    await expect(canvas.getByRole('row', { name: /Salong Sax/ })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search'), 'trattoria');
    await expect(await canvas.findByText('No projects match.')).toBeVisible();
  },
};
