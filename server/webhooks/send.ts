import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { judgeAddress, publicOnlyLookup } from './address';

/**
 * One webhook delivery over HTTP: the body signed as Standard Webhooks says (https://www.standardwebhooks.com,
 * signed with its reference library), sent to a public address only, never following a redirect, given ten
 * seconds. The outcome is what the delivery log shows: the answer's code, how long it took, or why there was none.
 */

/** A new signing secret: `whsec_` and 24 random bytes in base64, as Standard Webhooks writes them. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The three headers a receiver verifies: the message's id, when it was signed, and the signature. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

export interface SendOutcome {
  /** The receiver answered 2xx. */
  ok: boolean;
  responseCode: number | null;
  durationMs: number;
  /** Why it did not count as delivered (null when it did). */
  error: string | null;
}

export interface SendOptions {
  allowLoopback: boolean;
  timeoutMs?: number;
}

export const webhookUserAgent = 'Novaweb-Webhooks/1 (+https://www.standardwebhooks.com)';

export function sendWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { allowLoopback, timeoutMs = 10_000 }: SendOptions,
): Promise<SendOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // Node dials an address written in the URL without asking `lookup`: judged here.
  if (isIP(host)) {
    const verdict = judgeAddress(host, allowLoopback);
    if (!verdict.ok)
      return Promise.resolve({ ok: false, responseCode: null, durationMs: 0, error: verdict.reason });
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, durationMs: took() });
    };
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': webhookUserAgent,
        },
        lookup: publicOnlyLookup(allowLoopback),
        timeout: timeoutMs,
        // One connection per delivery: no pooled socket outlives a receiver's change of address.
        agent: false,
      },
      (response) => {
        const code = response.statusCode ?? 0;
        // The answer's body is not kept: read and dropped, so the socket closes.
        response.resume();
        response.on('end', () => {
          if (code >= 200 && code < 300) settle({ ok: true, responseCode: code, error: null });
          else if (code >= 300 && code < 400)
            settle({
              ok: false,
              responseCode: code,
              error: `Redirects are not followed (to ${response.headers.location ?? 'nowhere'})`,
            });
          else settle({ ok: false, responseCode: code, error: `The receiver answered ${code}` });
        });
        response.on('error', (error) => settle({ ok: false, responseCode: code, error: error.message }));
      },
    );
    request.on('timeout', () => {
      settle({ ok: false, responseCode: null, error: `No answer within ${timeoutMs / 1000} s` });
      request.destroy();
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({
        ok: false,
        responseCode: null,
        error: error.message || error.code || 'The connection failed',
      }),
    );
    request.end(body);
  });
}
