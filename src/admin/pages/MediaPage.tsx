import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { altTextsSchema, fieldErrors } from '../../../shared/adminSchemas';
import type { MediaItem, MediaUse } from '../../../shared/api';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../components/Dialog';
import { LibraryImage } from '../components/media/LibraryImage';
import { MediaGrid, imageName } from '../components/media/MediaGrid';
import { MediaUploader, type QueuedFile } from '../components/media/MediaUploader';
import { Actions, Field, FieldError, Panel } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { deleteMedia, formatBytes, MediaInUseError, saveAltTexts } from '../media';

function AltTextsForm({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ altSv: item.altSv, altEn: item.altEn });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveAltTexts(item.id, values),
    onSuccess: () => {
      toast.success(t('media.altSaved'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'media'] });
      onDone();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = altTextsSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <div style={{ aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: '0.5rem' }}>
        <LibraryImage item={item} width={960} />
      </div>
      <p>
        {t('media.facts', {
          width: item.width,
          height: item.height,
          uploaded: formatBytes(item.originalBytes),
          widths: item.variants.length / 2,
          stored: formatBytes(item.storedBytes),
        })}
      </p>
      {(['altSv', 'altEn'] as const).map((field) => (
        <Field key={field}>
          <label htmlFor={`media-${field}`}>{t(field === 'altSv' ? 'media.altSv' : 'media.altEn')}</label>
          <input
            id={`media-${field}`}
            value={values[field]}
            maxLength={300}
            aria-invalid={errors[field] ? true : undefined}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
          {errors[field] ? <FieldError>{message(errors[field])}</FieldError> : null}
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

/**
 * The media library: upload (drag and drop or choose, several at once, each with its alt texts and
 * progress), browse newest first, change alt texts, delete an image no page uses.
 */
export function MediaPage({ initialQueue }: { initialQueue?: QueuedFile[] }) {
  const { t } = useAdminI18n();
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      <Panel aria-labelledby="media-upload-title">
        <h2 id="media-upload-title">{t('media.upload')}</h2>
        <MediaUploader initialQueue={initialQueue} onUploaded={() => toast.success(t('media.uploaded'))} />
      </Panel>
      <Panel aria-labelledby="media-library-title">
        <h2 id="media-library-title">{t('media.library')}</h2>
        <MediaGrid
          actions={(item) => (
            <Actions style={{ justifyContent: 'flex-start' }}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('media.editNamed', { name: imageName(item, t) })}
                title={t('media.editNamed', { name: imageName(item, t) })}
                onClick={() => setEditing(item)}
              >
                <Pencil size={14} aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('media.deleteNamed', { name: imageName(item, t) })}
                title={t('media.deleteNamed', { name: imageName(item, t) })}
                onClick={() => setDeleting(item)}
              >
                <Trash2 size={14} aria-hidden="true" />
              </Button>
            </Actions>
          )}
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
