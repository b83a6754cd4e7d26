import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button/Button';
import { ValidationError } from '../../api';
import { createPage } from '../../pages';
import { useFormFields } from '../../useFormFields';
import { Dialog } from '../Dialog';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { Actions, Field, FieldError } from '../ui';

const initial = { pathSv: '', pathEn: '/en/', titleSv: '', titleEn: '', descriptionSv: '' };

/** The server's field names, as this form's. */
const formField: Record<string, keyof typeof initial> = {
  'path.sv': 'pathSv',
  'path.en': 'pathEn',
  path: 'pathSv',
  'meta.title.sv': 'titleSv',
  'meta.title.en': 'titleEn',
  'meta.description.sv': 'descriptionSv',
};

/** A new page (Admins): its address in each language and its title; the blocks come in its editor. */
function NewPageForm({ onDone }: { onDone: () => void }) {
  const { t, message: say } = useAdminI18n();
  const { values, change, errors, setErrors } = useFormFields(initial);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      createPage({
        path: { sv: values.pathSv.trim(), en: values.pathEn.trim() },
        status: 'draft',
        publishAt: null,
        meta: {
          title: { sv: values.titleSv, en: values.titleEn },
          description: { sv: values.descriptionSv, en: '' },
          keywords: { sv: '', en: '' },
          socialImage: null,
          noindex: false,
        },
        blocks: [],
      }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'pages'] });
      onDone();
      void navigate(`/admin/pages/${id}`);
    },
    onError: (error) => {
      if (!(error instanceof ValidationError)) return;
      const mapped: Record<string, string> = {};
      for (const [field, message] of Object.entries(error.fields))
        mapped[formField[field] ?? 'form'] ??= message;
      setErrors(mapped);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const input = (name: keyof typeof initial, label: AdminMessageKey, hint?: string) => (
    <Field>
      <label htmlFor={`new-page-${name}`}>{t(label)}</label>
      <input
        id={`new-page-${name}`}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `new-page-${name}-error` : undefined}
        placeholder={hint}
      />
      {errors[name] ? <FieldError id={`new-page-${name}-error`}>{say(errors[name])}</FieldError> : null}
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      {input('pathSv', 'newPage.pathSv', '/kampanj/varerbjudande')}
      {input('pathEn', 'newPage.pathEn', '/en/campaign/spring-offer')}
      {input('titleSv', 'newPage.titleSv')}
      {input('titleEn', 'newPage.titleEn')}
      {input('descriptionSv', 'newPage.descriptionSv')}
      {errors.form ? <FieldError role="alert">{say(errors.form)}</FieldError> : null}
      {create.isError && !(create.error instanceof ValidationError) ? (
        <FieldError role="alert">{say(create.error.message)}</FieldError>
      ) : null}
      <Actions>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={create.isPending}>
          {create.isPending ? t('newPage.creating') : t('newPage.create')}
        </Button>
      </Actions>
    </form>
  );
}

export function NewPageButton() {
  const { t } = useAdminI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus size={16} aria-hidden="true" />
        {t('newPage.button')}
      </Button>
      <Dialog open={open} title={t('newPage.button')} onClose={() => setOpen(false)}>
        {open ? <NewPageForm onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
