import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newPageInput, type NewPageInput } from '../../../../shared/pages';
import { Button } from '../../../components/Button/Button';
import { createPage } from '../../pages';
import { useAdminForm } from '../../useAdminForm';
import { Dialog } from '../Dialog';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { Actions, Field } from '../ui';

/** A new page as the server takes it: a draft without blocks; the dialog asks for what it needs to be found. */
const newPage: NewPageInput = {
  path: { sv: '', en: '/en/' },
  status: 'draft',
  publishAt: null,
  meta: {
    title: { sv: '', en: '' },
    description: { sv: '', en: '' },
    keywords: { sv: '', en: '' },
    socialImage: null,
    noindex: false,
  },
  blocks: [],
};

type Asked = 'path.sv' | 'path.en' | 'meta.title.sv' | 'meta.title.en' | 'meta.description.sv';

/** A new page (Admins): its address in each language and its title; the blocks come in its editor. */
function NewPageForm({ onDone }: { onDone: () => void }) {
  const { t } = useAdminI18n();
  // The server names an address another page has at `path`: the Swedish one, which a page is known by.
  const form = useAdminForm(newPageInput, newPage, {
    fieldOf: (path) => (path === 'path' ? 'path.sv' : path),
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (page: NewPageInput) => createPage(page),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'pages'] });
      onDone();
      void navigate(`/admin/pages/${id}`);
    },
    onError: form.refused,
  });
  const input = (name: Asked, label: AdminMessageKey, hint?: string) => {
    const id = `new-page-${name.replaceAll('.', '-')}`;
    return (
      <Field>
        <label htmlFor={id}>{t(label)}</label>
        <input
          id={id}
          placeholder={hint}
          {...form.register(
            name,
            name.startsWith('path.') ? { setValueAs: (path: string) => path.trim() } : {},
          )}
          {...form.ariaOf(name, id)}
        />
        {form.errorAt(name, id)}
      </Field>
    );
  };
  return (
    <form
      onSubmit={form.submit((page) => create.mutate(page))}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}
    >
      {input('path.sv', 'newPage.pathSv', '/kampanj/varerbjudande')}
      {input('path.en', 'newPage.pathEn', '/en/campaign/spring-offer')}
      {input('meta.title.sv', 'newPage.titleSv')}
      {input('meta.title.en', 'newPage.titleEn')}
      {input('meta.description.sv', 'newPage.descriptionSv')}
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
