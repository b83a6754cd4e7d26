import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** What an upload came to: as the old synchronous answer was (201 new, 200 already there, or the refusal). */
export interface UploadOutcome {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer, read by each test as it expects
  json: () => any;
  /** The 202 answer, when the upload was taken to be processed. */
  accepted?: LightMyRequestResponse;
}

/**
 * Follows an upload answered 202 to its end, as the uploader does: asks after it until it is done or failed.
 * An upload refused at once (400, 413, 415…) is answered as it was.
 */
export async function uploadOutcome(
  app: FastifyInstance,
  response: LightMyRequestResponse,
  headers: Record<string, string>,
): Promise<UploadOutcome> {
  if (response.statusCode !== 202) return { statusCode: response.statusCode, json: () => response.json() };
  const location = response.headers.location as string;
  // A bound, not a measure: a busy machine takes seconds for a large image.
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    const asked = await app.inject({ method: 'GET', url: location, headers });
    const state = asked.json();
    if (state.status === 'done') {
      return { statusCode: state.created ? 201 : 200, json: () => state.item, accepted: response };
    }
    if (state.status === 'failed') {
      return {
        statusCode: state.error.status,
        json: () => ({ error: state.error.code, message: state.error.message }),
        accepted: response,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the upload at ${location} did not finish`);
}

export interface UploadPart {
  bytes: Buffer;
  filename?: string;
  /** What the client claims the file is; the server reads the bytes instead. */
  type?: string;
  field?: string;
}

/** A multipart body exactly as a browser's FormData sends it. */
export async function multipart(fields: Record<string, string>, files: UploadPart[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { bytes, filename = 'upload.jpg', type = 'image/jpeg', field = 'file' } of files) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** Sends `files` with `fields` to the media library as the admin's uploader does, and follows the upload to its end. */
export async function uploadMedia(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: UploadPart[],
): Promise<UploadOutcome> {
  const body = await multipart(fields, files);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return uploadOutcome(app, response, headers);
}
