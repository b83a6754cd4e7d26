import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { altTextsSchema } from '../../../shared/adminSchemas';
import type { MediaItem, MediaPage, MediaUse } from '../../../shared/api';
import styled from 'styled-components';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../components/Dialog';
import { LibraryImage } from '../components/media/LibraryImage';
import { imageName } from '../components/media/MediaGrid';
import { Breakable } from '../components/Breakable';
import { BulkAction } from '../components/BulkAction';
import { DataTable, type DataColumn } from '../components/DataTable';
import { sessionQuery } from '../api';
import { useListParams, useSearchText, type ListParamRules } from '../useListParams';
import { MediaUploader, type QueuedFile } from '../components/media/MediaUploader';
import { Actions, Field, Panel, Toolbar } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { deleteMedia, mediaPageQuery, MediaInUseError, saveAltTexts, type MediaFilters } from '../media';
import { RowAction } from '../components/RowAction';
import { useAdminForm } from '../useAdminForm';

function AltTextsForm({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const { t, fileSize } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(altTextsSchema, { altSv: item.altSv, altEn: item.altEn });
  const save = useMutation({
    mutationFn: (texts: z.input<typeof altTextsSchema>) => saveAltTexts(item.id, texts),
    onSuccess: () => {
      toast.success(t('media.altSaved'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'media'] });
      onDone();
    },
    onError: form.refused,
  });
  return (
    <form
      onSubmit={form.submit((texts) => save.mutate(texts))}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}
    >
      <div style={{ aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: '0.5rem' }}>
        <LibraryImage item={item} width={960} />
      </div>
      <p>
        {t('media.facts', {
          width: item.width,
          height: item.height,
          uploaded: fileSize(item.originalBytes),
          widths: item.variants.length / 2,
          stored: fileSize(item.storedBytes),
        })}
      </p>
      {(['altSv', 'altEn'] as const).map((field) => (
        <Field key={field}>
          <label htmlFor={`media-${field}`}>{t(field === 'altSv' ? 'media.altSv' : 'media.altEn')}</label>
          <input
            id={`media-${field}`}
            maxLength={300}
            {...form.register(field)}
            {...form.ariaOf(field, `media-${field}`)}
          />
          {form.errorAt(field, `media-${field}`)}
        </Field>
      ))}
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('common.save')}
        </Button>
      </Actions>
    </form>
  );
}

/** Where an image is used, in words. */
const useKinds: Record<MediaUse['type'], AdminMessageKey> = {
  post: 'media.use.post',
  project: 'media.use.project',
  settings: 'media.use.settings',
  page: 'media.use.page',
};

function DeleteMedia({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteMedia(item.id),
    onSuccess: () => {
      toast.success(t('media.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'media'] });
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof MediaInUseError)) toast.error(message(error.message));
    },
  });
  const uses = remove.error instanceof MediaInUseError ? remove.error.uses : null;
  return (
    <>
      {uses ? (
        <div role="alert">
          <p>{t('media.inUse')}</p>
          <ul style={{ paddingLeft: '1.25rem', marginTop: '0.5rem' }}>
            {uses.map((use) => (
              <li key={`${use.type}-${use.id}`}>
                {t('media.useOf', { kind: t(useKinds[use.type]), title: use.title })}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('media.deleteQuestion', { name: imageName(item, t) })}</p>
      )}
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          {uses ? t('common.close') : t('common.cancel')}
        </Button>
        {uses ? null : (
          <Button onClick={() => remove.mutate()} busy={remove.isPending}>
            {t('common.delete')}
          </Button>
        )}
      </Actions>
    </>
  );
}

/** The library's address: `?q=&use=&page=` (issue #41). */
const listRules = {
  q: { default: '' },
  use: { default: '', choices: ['', 'used', 'unused'] },
} satisfies ListParamRules<string>;

type LibraryItem = MediaPage['items'][number];

const Thumb = styled.div`
  width: 6rem;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/**
 * The media library: upload (drag and drop or choose, several at once, each with its alt texts and progress);
 * the library newest first, searched by name or alt text and filtered to the images in use or not (kept in the
 * address); change alt texts, delete an image nothing uses, and delete several unused ones at once (Admins).
 */
export function MediaPage({ initialQueue }: { initialQueue?: QueuedFile[] }) {
  const { t, lang, count } = useAdminI18n();
  const [params, setParams] = useListParams(listRules);
  const [search, setSearch] = useSearchText(params.q, (q) => setParams({ q }, { typing: true }));
  const session = useQuery(sessionQuery);
  const filters = { q: params.q.trim(), use: params.use as MediaFilters['use'] };
  // The list as it was stays while the next search's answer comes (no skeleton between keystrokes).
  const library = useQuery({ ...mediaPageQuery(params.page, filters), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const isAdmin = session.data?.user.role === 'Admin';
  const filtered = filters.q !== '' || filters.use !== '';

  const columns: DataColumn<LibraryItem>[] = [
    {
      id: 'image',
      header: t('media.image'),
      cell: (item) => (
        <Thumb>
          <LibraryImage item={item} width={192} />
        </Thumb>
      ),
    },
    {
      id: 'name',
      header: t('media.name'),
      cell: (item) => (
        <>
          <Breakable text={imageName(item, t)} />
          <div>
            <small>{t('media.size', { width: item.width, height: item.height })}</small>
          </div>
        </>
      ),
    },
    { id: 'alt', header: t('media.altColumn'), cell: (item) => (lang === 'sv' ? item.altSv : item.altEn) },
    {
      id: 'use',
      header: t('media.use'),
      layout: 'oneLine',
      cell: (item) =>
        item.inUse ? (
          <Badge $tone="success">{t('media.used')}</Badge>
        ) : (
          <Badge $tone="neutral">{t('media.unused')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (item) => (
        <Actions style={{ justifyContent: 'flex-start' }}>
          <RowAction
            label={t('media.editNamed', { name: imageName(item, t) })}
            icon={Pencil}
            onClick={() => setEditing(item)}
          />
          <RowAction
            label={t('media.deleteNamed', { name: imageName(item, t) })}
            icon={Trash2}
            onClick={() => setDeleting(item)}
          />
        </Actions>
      ),
    },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      <Panel aria-labelledby="media-upload-title">
        <h2 id="media-upload-title">{t('media.upload')}</h2>
        <MediaUploader initialQueue={initialQueue} onUploaded={() => toast.success(t('media.uploaded'))} />
      </Panel>
      <Panel aria-labelledby="media-library-title">
        <h2 id="media-library-title">{t('media.library')}</h2>
        <Toolbar>
          <Field>
            <label htmlFor="media-search">{t('list.search')}</label>
            <input
              id="media-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="media-use">{t('media.use')}</label>
            <select
              id="media-use"
              value={params.use}
              onChange={(event) => setParams({ use: event.target.value })}
            >
              <option value="">{t('list.all')}</option>
              <option value="used">{t('media.used')}</option>
              <option value="unused">{t('media.unused')}</option>
            </select>
          </Field>
        </Toolbar>
        <DataTable
          label={t('media.grid')}
          query={library}
          page={library.data}
          columns={columns}
          rowId={mediaId}
          rowName={(item) => imageName(item, t)}
          texts={{
            failed: t('media.failed'),
            none: filtered ? t('media.noMatch') : t('media.none'),
            pages: t('media.pager'),
            count: (total) =>
              t(total === 1 ? 'media.count.one' : 'media.count.other', { count: count(total) }),
          }}
          onPage={(page) => setParams({ page })}
          bulk={
            isAdmin
              ? (chosen, clear) => (
                  <BulkAction
                    list="media"
                    body={() => ({ action: 'delete', ids: chosen.map((item) => item.id) })}
                    label={t('common.delete')}
                    icon={Trash2}
                    title={t('media.bulk.deleteTitle', { count: count(chosen.length) })}
                    done={t('media.bulk.deleted', { count: count(chosen.length) })}
                    onDone={clear}
                  >
                    <p>{t('media.bulk.deleteQuestion')}</p>
                  </BulkAction>
                )
              : undefined
          }
        />
      </Panel>
      <Dialog open={editing !== null} title={t('media.details')} onClose={() => setEditing(null)}>
        {editing ? <AltTextsForm item={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <Dialog open={deleting !== null} title={t('media.deleteTitle')} onClose={() => setDeleting(null)}>
        {deleting ? <DeleteMedia item={deleting} onDone={() => setDeleting(null)} /> : null}
      </Dialog>
    </div>
  );
}

const mediaId = (item: LibraryItem) => String(item.id);
