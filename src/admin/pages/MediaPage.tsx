import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { altTextsSchema, fieldErrors } from '../../../shared/adminSchemas';
import type { MediaItem, MediaUse } from '../../../shared/api';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../components/Dialog';
import { LibraryImage } from '../components/media/LibraryImage';
import { MediaGrid } from '../components/media/MediaGrid';
import { MediaUploader, type QueuedFile } from '../components/media/MediaUploader';
import { Actions, Field, FieldError, Panel } from '../components/ui';
import { deleteMedia, formatBytes, MediaInUseError, saveAltTexts } from '../media';

function AltTextsForm({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ altSv: item.altSv, altEn: item.altEn });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveAltTexts(item.id, values),
    onSuccess: () => {
      toast.success('Alt texts saved');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'media'] });
      onDone();
    },
    onError: (error) => toast.error(error.message),
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
        {item.width} × {item.height} px · uploaded {formatBytes(item.originalBytes)}, stored as AVIF and WebP
        in {item.variants.length / 2} widths ({formatBytes(item.storedBytes)})
      </p>
      {(['altSv', 'altEn'] as const).map((field) => (
        <Field key={field}>
          <label htmlFor={`media-${field}`}>
            {field === 'altSv' ? 'Alt text (Swedish) *' : 'Alt text (English) *'}
          </label>
          <input
            id={`media-${field}`}
            value={values[field]}
            maxLength={300}
            aria-invalid={errors[field] ? true : undefined}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
          {errors[field] ? <FieldError>{errors[field]}</FieldError> : null}
        </Field>
      ))}
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
      </Actions>
    </form>
  );
}

const useKinds: Record<MediaUse['type'], string> = {
  post: 'Blog post',
  project: 'Portfolio item',
  settings: 'Settings',
  page: 'Page’s social picture',
};
const labelOfUse = (use: MediaUse) => `${useKinds[use.type]}: ${use.title}`;

function DeleteMedia({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteMedia(item.id),
    onSuccess: () => {
      toast.success('Image deleted');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'media'] });
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof MediaInUseError)) toast.error(error.message);
    },
  });
  const uses = remove.error instanceof MediaInUseError ? remove.error.uses : null;
  return (
    <>
      {uses ? (
        <div role="alert">
          <p>This image is in use. Choose another image (or none) in these first:</p>
          <ul style={{ paddingLeft: '1.25rem', marginTop: '0.5rem' }}>
            {uses.map((use) => (
              <li key={`${use.type}-${use.id}`}>{labelOfUse(use)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>
          Are you sure? “{item.filename || `Image ${item.id}`}” and all its files will be deleted for good.
          Pages cannot show it any more.
        </p>
      )}
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          {uses ? 'Close' : 'Cancel'}
        </Button>
        {uses ? null : (
          <Button onClick={() => remove.mutate()} busy={remove.isPending}>
            Delete
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
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      <Panel aria-labelledby="media-upload-title">
        <h2 id="media-upload-title">Upload</h2>
        <MediaUploader initialQueue={initialQueue} onUploaded={() => toast.success('Image uploaded')} />
      </Panel>
      <Panel aria-labelledby="media-library-title">
        <h2 id="media-library-title">Library</h2>
        <MediaGrid
          actions={(item) => (
            <Actions style={{ justifyContent: 'flex-start' }}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Edit alt texts of ${item.filename || `image ${item.id}`}`}
                onClick={() => setEditing(item)}
              >
                <Pencil size={14} aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Delete ${item.filename || `image ${item.id}`}`}
                onClick={() => setDeleting(item)}
              >
                <Trash2 size={14} aria-hidden="true" />
              </Button>
            </Actions>
          )}
        />
      </Panel>
      <Dialog open={editing !== null} title="Image details" onClose={() => setEditing(null)}>
        {editing ? <AltTextsForm item={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <Dialog open={deleting !== null} title="Delete image" onClose={() => setDeleting(null)}>
        {deleting ? <DeleteMedia item={deleting} onDone={() => setDeleting(null)} /> : null}
      </Dialog>
    </div>
  );
}
