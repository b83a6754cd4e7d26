import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import styled from 'styled-components';
import { portfolioInputSchema, type PortfolioInput } from '../../../shared/adminSchemas';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { adminFetch, adminSave, projectsQuery, type AdminProject } from '../api';
import { Dialog } from '../components/Dialog';
import { media } from '../../styles/theme';
import { MediaPicker } from '../components/media/MediaPicker';
import { useAdminForm } from '../useAdminForm';
import { Actions, Field, FieldError, Panel, Toolbar } from '../components/ui';
import { DataTable, type DataColumn } from '../components/DataTable';
import { RowAction } from '../components/RowAction';
import { matchesSearch, pageOf } from '../listPage';
import { useListParams, useSearchText, type ListParamRules } from '../useListParams';
import { FigureInput } from '../components/FigureInput';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';

type ProjectForm = Omit<AdminProject, 'id'>;
const emptyProject: ProjectForm = {
  kind: 'project',
  sortOrder: 0,
  name: '',
  categoryEn: '',
  categorySv: '',
  titleEn: '',
  titleSv: '',
  descriptionEn: '',
  descriptionSv: '',
  testimonialEn: '',
  testimonialSv: '',
  clientEn: '',
  clientSv: '',
  image: '',
  beforeImage: '',
  afterImage: '',
  coverMediaId: null,
  beforeMediaId: null,
  afterMediaId: null,
  lighthouseBefore: null,
  lighthouseAfter: null,
  loadSecondsBefore: null,
  loadSecondsAfter: null,
  leadsBefore: null,
  leadsAfter: null,
  exampleCase: false,
  published: false,
};

/** Two columns (English beside Swedish), one on a phone; a column never wider than its half of the dialog. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space[3]};
  max-height: 60vh;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space[1]};
`;

/** The text fields: each with its label, and whether it takes paragraphs. */
const textFields: [keyof ProjectForm & string, AdminMessageKey, boolean?][] = [
  ['name', 'portfolio.field.name'],
  ['image', 'portfolio.field.image'],
  ['categoryEn', 'portfolio.field.categoryEn'],
  ['categorySv', 'portfolio.field.categorySv'],
  ['titleEn', 'portfolio.field.titleEn'],
  ['titleSv', 'portfolio.field.titleSv'],
  ['descriptionEn', 'portfolio.field.descriptionEn', true],
  ['descriptionSv', 'portfolio.field.descriptionSv', true],
  ['testimonialEn', 'portfolio.field.testimonialEn', true],
  ['testimonialSv', 'portfolio.field.testimonialSv', true],
  ['clientEn', 'portfolio.field.clientEn'],
  ['clientSv', 'portfolio.field.clientSv'],
  ['beforeImage', 'portfolio.field.beforeImage'],
  ['afterImage', 'portfolio.field.afterImage'],
];

const pictureFields: [keyof ProjectForm & `${string}MediaId`, AdminMessageKey][] = [
  ['coverMediaId', 'portfolio.field.coverMediaId'],
  ['beforeMediaId', 'portfolio.field.beforeMediaId'],
  ['afterMediaId', 'portfolio.field.afterMediaId'],
];

/** A case's results: before beside after (one column on a phone), across the dialog's two columns. */
const Results = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    font-weight: 700;
  }
  > p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** The results' figures, before then after, each pair on a row. */
const resultFields: [
  keyof ProjectForm & `${'lighthouse' | 'loadSeconds' | 'leads'}${'Before' | 'After'}`,
  AdminMessageKey,
][] = [
  ['lighthouseBefore', 'portfolio.field.lighthouseBefore'],
  ['lighthouseAfter', 'portfolio.field.lighthouseAfter'],
  ['loadSecondsBefore', 'portfolio.field.loadSecondsBefore'],
  ['loadSecondsAfter', 'portfolio.field.loadSecondsAfter'],
  ['leadsBefore', 'portfolio.field.leadsBefore'],
  ['leadsAfter', 'portfolio.field.leadsAfter'],
];

/** What every refused save of a project says above its buttons (the specification's words). */
const fillRequired = 'Please fill in all required fields';

function ProjectFormFields({ project, onDone }: { project: AdminProject | null; onDone: () => void }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(portfolioInputSchema, project ?? emptyProject);
  const save = useMutation({
    mutationFn: (input: PortfolioInput) =>
      project
        ? adminSave<AdminProject>(`/api/admin/portfolio/${project.id}`, 'PUT', input)
        : adminSave<AdminProject>('/api/admin/portfolio', 'POST', input),
    onSuccess: () => {
      toast.success(t(project ? 'portfolio.updated' : 'portfolio.added'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: form.refused,
  });
  // The specification's sentence for a required field left empty; another refusal is said at its own field.
  const refused = Object.values(form.formState.errors).some((error) => error?.message === fillRequired);

  return (
    <form onSubmit={form.submit((input) => save.mutate(input))} noValidate>
      <Grid>
        {textFields.map(([key, label, long]) => {
          const id = `project-${key}`;
          const props = { id, ...form.register(key), ...form.ariaOf(key, id) };
          return (
            <Field key={key}>
              <label htmlFor={id}>{t(label)}</label>
              {long ? <textarea {...props} /> : <input {...props} />}
              {form.errorAt(key, id)}
            </Field>
          );
        })}
        {pictureFields.map(([key, label]) => (
          <Controller
            key={key}
            control={form.control}
            name={key}
            render={({ field }) => (
              <MediaPicker
                label={t(label)}
                value={field.value ?? null}
                onChange={field.onChange}
                error={form.errorOf(key)}
              />
            )}
          />
        ))}
        <Results aria-describedby="project-results-hint">
          <legend>{t('portfolio.results')}</legend>
          <p id="project-results-hint">{t('portfolio.results.hint')}</p>
          {resultFields.map(([key, label]) => {
            const id = `project-${key}`;
            return (
              <Field key={key}>
                <label htmlFor={id}>{t(label)}</label>
                <Controller
                  control={form.control}
                  name={key}
                  render={({ field }) => (
                    <FigureInput
                      id={id}
                      name={field.name}
                      ref={field.ref}
                      inputMode={key.startsWith('loadSeconds') ? 'decimal' : 'numeric'}
                      value={field.value as number | null | undefined}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      {...form.ariaOf(key, id)}
                    />
                  )}
                />
                {form.errorAt(key, id)}
              </Field>
            );
          })}
          <Field style={{ flexDirection: 'row', alignItems: 'center', gridColumn: '1 / -1' }}>
            <input id="project-exampleCase" type="checkbox" {...form.register('exampleCase')} />
            <label htmlFor="project-exampleCase">{t('portfolio.field.exampleCase')}</label>
          </Field>
        </Results>
        <Field>
          <label htmlFor="project-kind">{t('portfolio.kind')}</label>
          <select id="project-kind" {...form.register('kind')}>
            <option value="project">{t('portfolio.kind.project')}</option>
            <option value="case_study">{t('portfolio.kind.caseStudyPublic')}</option>
          </select>
        </Field>
        <Field style={{ flexDirection: 'row', alignItems: 'center' }}>
          <input id="project-published" type="checkbox" {...form.register('published')} />
          <label htmlFor="project-published">{t('portfolio.published')}</label>
        </Field>
      </Grid>
      {refused ? <FieldError role="alert">{message(fillRequired)}</FieldError> : null}
      {form.formError()}
      <Actions style={{ marginTop: '1rem' }}>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t(project ? 'portfolio.update' : 'portfolio.add')}
        </Button>
      </Actions>
    </form>
  );
}

type DialogState = { kind: 'add' } | { kind: 'edit' | 'delete'; project: AdminProject } | null;

/** Portfolio: the example projects and the public case studies; add, edit and delete. */
export function PortfolioAdminPage() {
  const { t, lang, count, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQuery);
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = () => setDialog(null);
  const remove = useMutation({
    mutationFn: (id: number) => adminFetch<void>(`/api/admin/portfolio/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('portfolio.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      close();
    },
    onError: (error) => toast.error(message(error.message)),
  });

  const [params, setParams] = useListParams(listRules);
  const [search, setSearch] = useSearchText(params.q, (q) => setParams({ q }, { typing: true }));
  const page = projects.data
    ? pageOf(listProjects(projects.data, params.q, params.state), params.page, projectPageSize)
    : undefined;
  const columns: DataColumn<AdminProject>[] = [
    { id: 'name', header: t('portfolio.name'), cell: (project) => project.name },
    {
      id: 'category',
      header: t('portfolio.category'),
      cell: (project) => (lang === 'sv' ? project.categorySv : project.categoryEn),
    },
    {
      id: 'kind',
      header: t('portfolio.kind'),
      cell: (project) =>
        t(project.kind === 'case_study' ? 'portfolio.kind.caseStudy' : 'portfolio.kind.project'),
    },
    {
      id: 'state',
      header: t('portfolio.state'),
      cell: (project) =>
        project.published ? (
          <Badge $tone="success">{t('portfolio.published')}</Badge>
        ) : (
          <Badge $tone="neutral">{t('portfolio.hidden')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (project) => (
        <Actions style={{ justifyContent: 'flex-start' }}>
          <RowAction
            label={t('portfolio.editNamed', { name: project.name })}
            icon={Pencil}
            onClick={() => setDialog({ kind: 'edit', project })}
          />
          <RowAction
            label={t('portfolio.deleteNamed', { name: project.name })}
            icon={Trash2}
            onClick={() => setDialog({ kind: 'delete', project })}
          />
        </Actions>
      ),
    },
  ];

  return (
    <Panel aria-label={t('portfolio.region')}>
      <Toolbar>
        <Field>
          <label htmlFor="project-search">{t('list.search')}</label>
          <input
            id="project-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="project-state">{t('portfolio.state')}</label>
          <select
            id="project-state"
            value={params.state}
            onChange={(event) => setParams({ state: event.target.value })}
          >
            <option value="">{t('list.all')}</option>
            <option value="published">{t('portfolio.published')}</option>
            <option value="hidden">{t('portfolio.hidden')}</option>
          </select>
        </Field>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus size={16} aria-hidden="true" />
          {t('portfolio.add')}
        </Button>
      </Toolbar>
      <DataTable
        label={t('portfolio.region')}
        query={projects}
        page={page}
        columns={columns}
        rowId={projectId}
        rowName={(project) => project.name}
        texts={{
          failed: t('portfolio.failed'),
          none: projects.data?.length === 0 ? t('portfolio.none') : t('portfolio.noMatch'),
          pages: t('portfolio.pages'),
          count: (total) =>
            t(total === 1 ? 'portfolio.count.one' : 'portfolio.count.other', { count: count(total) }),
        }}
        onPage={(shown) => setParams({ page: shown })}
      />
      <Dialog open={dialog?.kind === 'add'} title={t('portfolio.add')} onClose={close}>
        {dialog?.kind === 'add' ? <ProjectFormFields project={null} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'edit'} title={t('portfolio.edit')} onClose={close}>
        {dialog?.kind === 'edit' ? <ProjectFormFields project={dialog.project} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'delete'} title={t('portfolio.delete')} onClose={close}>
        {dialog?.kind === 'delete' ? (
          <>
            <p>{t('portfolio.deleteQuestion', { name: dialog.project.name })}</p>
            <Actions>
              <Button variant="ghost" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => remove.mutate(dialog.project.id)} busy={remove.isPending}>
                {t('common.delete')}
              </Button>
            </Actions>
          </>
        ) : null}
      </Dialog>
    </Panel>
  );
}

const projectId = (project: AdminProject) => String(project.id);
const projectPageSize = 25;

/** The portfolio's address: `?q=&state=&page=` (issue #41). */
const listRules = {
  q: { default: '' },
  state: { default: '', choices: ['', 'published', 'hidden'] },
} satisfies ListParamRules<string>;

/** The projects matching a search (name, categories and titles in both languages) and a state, in their order. */
function listProjects(projects: readonly AdminProject[], q: string, state: string): AdminProject[] {
  return projects.filter((project) => {
    if (state === 'published' && !project.published) return false;
    if (state === 'hidden' && project.published) return false;
    const text = [project.name, project.categorySv, project.categoryEn, project.titleSv, project.titleEn];
    return matchesSearch(text.join(' '), q);
  });
}
