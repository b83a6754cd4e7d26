import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, RotateCcw, Upload, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { wrapPlaces } from '../Breakable';
import styled from 'styled-components';
import { altTextsSchema, fieldErrors } from '../../../../shared/adminSchemas';
import type { MediaItem } from '../../../../shared/api';
import { Button } from '../../../components/Button/Button';
import { media } from '../../../styles/theme';
import {
  acceptedImageTypes,
  maxImageMegapixels,
  maxUploadMegabytes,
  uploadMedia,
  UploadError,
} from '../../media';
import { useAdminI18n, type AdminI18n } from '../../i18n/adminI18n';
import { DropZone, Field, FieldError } from '../ui';

const Queue = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Thumb = styled.div`
  width: 6rem;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
`;

const AltFields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  progress {
    flex: 1;
    min-width: 8rem;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

type RowState = 'waiting' | 'uploading' | 'queued' | 'processing' | 'failed';

export interface QueuedFile {
  key: string;
  file: File;
  altSv: string;
  altEn: string;
  errors: Record<string, string>;
  state: RowState;
  /** 0–1 of the request body sent. */
  sent: number;
  message: string;
  /** Refused before sending (type or size): it cannot be retried. */
  refused: boolean;
}

let keys = 0;
const queued = (file: File, refusal?: string): QueuedFile => ({
  key: `upload-${(keys += 1)}`,
  file,
  altSv: '',
  altEn: '',
  errors: {},
  state: refusal ? 'failed' : 'waiting',
  sent: 0,
  message: refusal ?? '',
  refused: Boolean(refusal),
});

/** What the picker refused, in the words the server would use. */
function refusalOf(rejection: FileRejection, t: AdminI18n['t']): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return t('errors.fileTooLarge', { megabytes: maxUploadMegabytes });
  return t('errors.imageType');
}

/** The chosen file, drawn small (an object URL, revoked when the row goes). */
function LocalPreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Thumb>
      <img src={url} alt="" />
    </Thumb>
  );
}

export interface MediaUploaderProps {
  /** Called with each image the server stored. */
  onUploaded?: (item: MediaItem) => void;
  /** Files already chosen (a story's starting state). */
  initialQueue?: QueuedFile[];
}

/**
 * Drop images here or choose them (several at once); each waits for its alt texts in Swedish and English,
 * then goes up on its own request with its own progress, processing state and error. A file the server
 * refuses stays in the list with the server's reason; nothing of it is stored.
 */
export function MediaUploader({ onUploaded, initialQueue = [] }: MediaUploaderProps) {
  const { t, message, fileSize } = useAdminI18n();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<QueuedFile[]>(initialQueue);
  const uploads = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, change: Partial<QueuedFile>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    setRows((current) => current.filter((row) => row.key !== key));
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: acceptedImageTypes,
    maxSize: maxUploadMegabytes * 1024 * 1024,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) =>
      setRows((current) => [
        ...current,
        ...accepted.map((file) => queued(file)),
        ...rejected.map((rejection) => queued(rejection.file, refusalOf(rejection, t))),
      ]),
  });

  const send = async (row: QueuedFile) => {
    const parsed = altTextsSchema.safeParse({ altSv: row.altSv, altEn: row.altEn });
    if (!parsed.success) {
      update(row.key, { errors: fieldErrors(parsed.error) });
      return;
    }
    const controller = new AbortController();
    uploads.current.set(row.key, controller);
    update(row.key, { state: 'uploading', sent: 0, errors: {}, message: '' });
    try {
      const item = await uploadMedia(
        row.file,
        parsed.data,
        ({ sent, stage }) => update(row.key, { sent, state: stage }),
        controller.signal,
      );
      setRows((current) => current.filter((candidate) => candidate.key !== row.key));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'media'] });
      onUploaded?.(item);
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = error instanceof UploadError ? error : new UploadError(0, String(error));
      update(row.key, { state: 'failed', message: failure.message, errors: failure.fields });
    } finally {
      uploads.current.delete(row.key);
    }
  };

  const waiting = rows.filter((row) => row.state === 'waiting');

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <DropZone {...getRootProps()} $active={isDragActive} aria-label={t('media.zone')}>
        <input {...getInputProps()} aria-label={t('media.chooseFiles')} />
        <ImageUp size={28} aria-hidden="true" />
        <strong>{isDragActive ? t('media.drop') : t('media.drag')}</strong>
        <p>{t('media.rules', { megabytes: maxUploadMegabytes, megapixels: maxImageMegapixels })}</p>
        <Button variant="secondary" onClick={open}>
          <Upload size={16} aria-hidden="true" />
          {t('media.chooseImages')}
        </Button>
      </DropZone>
      {rows.length > 0 ? (
        <Queue aria-label={t('media.queue')}>
          {rows.map((row) => {
            const busy = row.state === 'uploading' || row.state === 'queued' || row.state === 'processing';
            return (
              <Row key={row.key} aria-busy={busy || undefined}>
                <LocalPreview file={row.file} />
                <Details>
                  <strong>{wrapPlaces(row.file.name, 'file')}</strong>
                  <span>{fileSize(row.file.size)}</span>
                  {!row.refused ? (
                    <AltFields>
                      {(['altSv', 'altEn'] as const).map((field) => (
                        <Field key={field}>
                          <label htmlFor={`${row.key}-${field}`}>
                            {t(field === 'altSv' ? 'media.altSv' : 'media.altEn')}
                          </label>
                          <input
                            id={`${row.key}-${field}`}
                            value={row[field]}
                            disabled={busy}
                            maxLength={300}
                            aria-invalid={row.errors[field] ? true : undefined}
                            aria-describedby={row.errors[field] ? `${row.key}-${field}-error` : undefined}
                            onChange={(event) =>
                              update(row.key, {
                                [field]: event.target.value,
                                errors: { ...row.errors, [field]: '' },
                              })
                            }
                          />
                          {row.errors[field] ? (
                            <FieldError id={`${row.key}-${field}-error`}>
                              {message(row.errors[field])}
                            </FieldError>
                          ) : null}
                        </Field>
                      ))}
                    </AltFields>
                  ) : null}
                  <Status>
                    {row.state === 'uploading' ? (
                      <>
                        <progress
                          max={100}
                          value={Math.round(row.sent * 100)}
                          aria-label={t('media.uploadingNamed', { name: row.file.name })}
                        />
                        <span>{t('media.uploading', { percent: Math.round(row.sent * 100) })}</span>
                      </>
                    ) : null}
                    {row.state === 'queued' ? (
                      <>
                        <progress aria-label={t('media.waitsNamed', { name: row.file.name })} />
                        <span>{t('media.waits')}</span>
                      </>
                    ) : null}
                    {row.state === 'processing' ? (
                      <>
                        <progress aria-label={t('media.processingNamed', { name: row.file.name })} />
                        <span>{t('media.processing')}</span>
                      </>
                    ) : null}
                    {row.state === 'failed' ? (
                      <FieldError role="alert">{message(row.message)}</FieldError>
                    ) : null}
                  </Status>
                  <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                    {row.state === 'waiting' ? (
                      <Button size="sm" onClick={() => void send(row)}>
                        <Upload size={14} aria-hidden="true" />
                        {t('media.upload')}
                      </Button>
                    ) : null}
                    {row.state === 'failed' && !row.refused ? (
                      <Button size="sm" variant="secondary" onClick={() => void send(row)}>
                        <RotateCcw size={14} aria-hidden="true" />
                        {t('media.tryAgain')}
                      </Button>
                    ) : null}
                    <Button size="sm" variant="ghost" onClick={() => remove(row.key)}>
                      <X size={14} aria-hidden="true" />
                      {busy ? t('media.cancel') : t('media.removeRow')}
                      <span className="visually-hidden"> {row.file.name}</span>
                    </Button>
                  </div>
                </Details>
              </Row>
            );
          })}
        </Queue>
      ) : null}
      {waiting.length > 1 ? (
        <Button onClick={() => waiting.forEach((row) => void send(row))}>
          <Upload size={16} aria-hidden="true" />
          {t('media.uploadAll', { count: waiting.length })}
        </Button>
      ) : null}
    </div>
  );
}
