import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { fieldErrors, portfolioInputSchema } from '../../../shared/adminSchemas';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { adminFetch, adminSave, projectsQuery, ValidationError, type AdminProject } from '../api';
import { Dialog } from '../components/Dialog';
import { MediaPicker } from '../components/media/MediaPicker';
import { useFormFields } from '../useFormFields';
import { adminRetryLabels, Actions, Field, FieldError, Panel, Table } from '../components/ui';

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
  published: false,
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  max-height: 60vh;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space[1]};
`;

const textFields: [keyof ProjectForm, string, boolean?][] = [
  ['name', 'Name *'],
  ['image', 'Listing image (path or URL)'],
  ['categoryEn', 'Category (English) *'],
  ['categorySv', 'Category (Swedish) *'],
  ['titleEn', 'Public title (English)'],
  ['titleSv', 'Public title (Swedish)'],
  ['descriptionEn', 'Description (English)', true],
  ['descriptionSv', 'Description (Swedish)', true],
  ['testimonialEn', 'Testimonial (English)', true],
  ['testimonialSv', 'Testimonial (Swedish)', true],
  ['clientEn', 'Client label (English)'],
  ['clientSv', 'Client label (Swedish)'],
  ['beforeImage', 'Before image (path, when no library image)'],
  ['afterImage', 'After image (path, when no library image)'],
];

const pictureFields: [keyof ProjectForm & `${string}MediaId`, string][] = [
  ['coverMediaId', 'Cover image'],
  ['beforeMediaId', 'Before picture (slider)'],
  ['afterMediaId', 'After picture (slider)'],
];

function ProjectFormFields({ project, onDone }: { project: AdminProject | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { values, errors, setErrors, change } = useFormFields<ProjectForm>(project ?? emptyProject);
  const [message, setMessage] = useState('');
  const save = useMutation({
    mutationFn: (body: unknown) =>
      project
        ? adminSave<AdminProject>(`/api/admin/portfolio/${project.id}`, 'PUT', body)
        : adminSave<AdminProject>('/api/admin/portfolio', 'POST', body),
    onSuccess: () => {
      toast.success(project ? 'Project updated successfully' : 'Project added successfully');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ValidationError) {
        setErrors(error.fields);
        setMessage(error.message);
      } else toast.error(error.message);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = portfolioInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setMessage('Please fill in all required fields');
      return;
    }
    setErrors({});
    setMessage('');
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Grid>
        {textFields.map(([key, label, long]) => (
          <Field key={key}>
            <label htmlFor={`project-${key}`}>{label}</label>
            {long ? (
              <textarea
                id={`project-${key}`}
                value={String(values[key])}
                onChange={(event) => change(key, event.target.value)}
              />
            ) : (
              <input
                id={`project-${key}`}
                value={String(values[key])}
                onChange={(event) => change(key, event.target.value)}
                aria-invalid={errors[key] ? true : undefined}
              />
            )}
          </Field>
        ))}
        {pictureFields.map(([key, label]) => (
          <MediaPicker
            key={key}
            label={label}
            value={values[key]}
            onChange={(id) => change(key, id)}
            error={errors[key]}
          />
        ))}
        <Field>
          <label htmlFor="project-kind">Kind</label>
          <select
            id="project-kind"
            value={values.kind}
            onChange={(event) => change('kind', event.target.value as ProjectForm['kind'])}
          >
            <option value="project">Example project</option>
            <option value="case_study">Case study (public portfolio)</option>
          </select>
        </Field>
        <Field style={{ flexDirection: 'row', alignItems: 'center' }}>
          <input
            id="project-published"
            type="checkbox"
            checked={values.published}
            onChange={(event) => change('published', event.target.checked)}
          />
          <label htmlFor="project-published">Published</label>
        </Field>
      </Grid>
      {message ? <FieldError role="alert">{message}</FieldError> : null}
      <Actions style={{ marginTop: '1rem' }}>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          {project ? 'Update project' : 'Add project'}
        </Button>
      </Actions>
    </form>
  );
}

type DialogState = { kind: 'add' } | { kind: 'edit' | 'delete'; project: AdminProject } | null;

/** Portfolio: the example projects and the public case studies; add, edit and delete. */
export function PortfolioAdminPage() {
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQuery);
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = () => setDialog(null);
  const remove = useMutation({
    mutationFn: (id: number) => adminFetch<void>(`/api/admin/portfolio/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Project deleted successfully');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      close();
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <Panel aria-label="Portfolio projects">
      <Actions style={{ marginBottom: '1rem' }}>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus size={16} aria-hidden="true" />
          Add project
        </Button>
      </Actions>
      {isFirstLoad(projects) ? (
        <Skeleton $height="12rem" aria-hidden="true" />
      ) : projects.isError || projects.isPending ? (
        <ErrorNotice {...retryProps(projects)} labels={adminRetryLabels}>
          The projects could not be loaded.
        </ErrorNotice>
      ) : projects.data.length === 0 ? (
        <EmptyNotice>No projects yet.</EmptyNotice>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Category</th>
              <th scope="col">Kind</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {projects.data.map((project) => (
              <tr key={project.id}>
                <td data-label="Name">{project.name}</td>
                <td data-label="Category">{project.categoryEn}</td>
                <td data-label="Kind">{project.kind === 'case_study' ? 'Case study' : 'Example project'}</td>
                <td data-label="State">
                  {project.published ? (
                    <Badge $tone="success">Published</Badge>
                  ) : (
                    <Badge $tone="neutral">Hidden</Badge>
                  )}
                </td>
                <td data-label="Actions">
                  <Actions style={{ justifyContent: 'flex-start' }}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${project.name}`}
                      onClick={() => setDialog({ kind: 'edit', project })}
                    >
                      <Pencil size={14} aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Delete ${project.name}`}
                      onClick={() => setDialog({ kind: 'delete', project })}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Dialog open={dialog?.kind === 'add'} title="Add project" onClose={close}>
        {dialog?.kind === 'add' ? <ProjectFormFields project={null} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'edit'} title="Edit project" onClose={close}>
        {dialog?.kind === 'edit' ? <ProjectFormFields project={dialog.project} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'delete'} title="Delete project" onClose={close}>
        {dialog?.kind === 'delete' ? (
          <>
            <p>Are you sure? “{dialog.project.name}” will be deleted for good.</p>
            <Actions>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => remove.mutate(dialog.project.id)} busy={remove.isPending}>
                Delete
              </Button>
            </Actions>
          </>
        ) : null}
      </Dialog>
    </Panel>
  );
}
