import { queryOptions } from '@tanstack/react-query';
import type { MediaItem, MediaPage, MediaUse } from '../../shared/api';
import { AdminApiError, adminFetch, adminSave } from './api';

/** The image types the server takes (it reads the bytes; the picker only offers these). */
export const acceptedImageTypes = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
};
export { maxImageMegapixels, maxUploadMegabytes } from '../../shared/media';

/** What the library is searched and filtered by (`GET /api/admin/media?q=&use=`). */
export interface MediaFilters {
  q?: string;
  use?: '' | 'used' | 'unused';
}

/** One page of the library, newest first: searched by name or alt text, and the used or unused only. */
export const mediaPageQuery = (page: number, { q = '', use = '' }: MediaFilters = {}) =>
  queryOptions({
    queryKey: ['admin', 'media', page, q, use],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (q) params.set('q', q);
      if (use) params.set('use', use);
      return adminFetch<MediaPage>(`/api/admin/media?${params}`);
    },
  });

export const mediaItemQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'media', 'item', id],
    queryFn: () => adminFetch<MediaItem>(`/api/admin/media/${id}`),
  });

/** The server's answer to an upload it refused: its message, and the field it was about when there is one. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadProgress {
  /** Bytes sent of the file's request so far, 0–1; 1 once it is sent. */
  sent: number;
  /** Sending it; then, answered 202, waiting its turn on the server; then being processed there. */
  stage: 'uploading' | 'queued' | 'processing';
}

/** What the server says of an upload it took (GET /api/admin/media/uploads/:id). */
type UploadState =
  | { status: 'queued' | 'processing' }
  | { status: 'done'; item: MediaItem }
  | { status: 'failed'; error: { status: number; code: string; message: string } };

/** How often the uploader asks after an upload being processed. */
const askEveryMs = 500;

/** Asks after an upload the server took (202) until it is done or failed, reporting the stage as it goes. */
async function followUpload(
  location: string,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  for (;;) {
    if (signal?.aborted) throw new UploadError(0, 'The upload was cancelled.');
    let state: UploadState;
    try {
      state = await adminFetch<UploadState>(location, { signal });
    } catch (error) {
      if (signal?.aborted) throw new UploadError(0, 'The upload was cancelled.');
      const status = error instanceof AdminApiError ? error.status : 0;
      throw new UploadError(
        status,
        'The image was uploaded, but whether it was processed could not be asked. Look for it in the library, or upload it again.',
      );
    }
    if (state.status === 'done') return state.item;
    if (state.status === 'failed') throw new UploadError(state.error.status, state.error.message);
    onProgress({ sent: 1, stage: state.status });
    await new Promise((resolve) => setTimeout(resolve, askEveryMs));
  }
}

/**
 * Uploads one image with its alt texts. XMLHttpRequest, not fetch: only it reports how much of the body has
 * gone, which the screen shows per file. The server answers 202 once it has the file and processes it after
 * the answer; the uploader then asks after it. Resolves with the stored item (a new one, or the one already in
 * the library for the same file); rejects with an UploadError carrying the server's message.
 */
export function uploadMedia(
  file: File,
  alt: { altSv: string; altEn: string },
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('altSv', alt.altSv);
    body.append('altEn', alt.altEn);
    body.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded / event.total, stage: 'uploading' });
    });
    request.addEventListener('load', () => {
      const answer = request.response as
        (MediaItem & { location?: string; message?: string; fields?: Record<string, string> }) | null;
      if (request.status === 202 && answer?.location) {
        onProgress({ sent: 1, stage: 'queued' });
        followUpload(answer.location, onProgress, signal).then(resolve, reject);
      } else if (request.status === 200 || request.status === 201) resolve(answer as MediaItem);
      else {
        reject(
          new UploadError(
            request.status,
            answer?.message ?? `The upload failed (${request.status})`,
            answer?.fields,
          ),
        );
      }
    });
    request.addEventListener('error', () =>
      reject(new UploadError(0, 'The upload did not reach the server. Check the connection and try again.')),
    );
    request.addEventListener('abort', () => reject(new UploadError(0, 'The upload was cancelled.')));
    signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}

export const saveAltTexts = (id: number, alt: { altSv: string; altEn: string }) =>
  adminSave<MediaItem>(`/api/admin/media/${id}`, 'PATCH', alt);

/** A delete the server refused because the image is in use; `uses` says where. */
export class MediaInUseError extends AdminApiError {
  constructor(
    message: string,
    readonly uses: MediaUse[],
  ) {
    super(409, message);
  }
}

export async function deleteMedia(id: number): Promise<void> {
  const response = await fetch(`/api/admin/media/${id}`, {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    usedBy?: MediaUse[];
  } | null;
  if (response.status === 409 && body?.usedBy) {
    throw new MediaInUseError(body.message ?? 'The image is in use', body.usedBy);
  }
  throw new AdminApiError(response.status, body?.message ?? `Request failed (${response.status})`);
}
