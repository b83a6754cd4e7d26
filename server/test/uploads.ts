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
