import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  /** The raw header block, to check that nothing the visitor typed became a header. */
  headers: string;
  envelope: { from: string; to: string[] };
  parsed: Email;
}

/**
 * A local SMTP server that keeps what it receives. `down()` closes the port (an SMTP outage) and `up()`
 * opens it again on the same port; `refuse(code, text)` answers every recipient with that SMTP error (451: try
 * later; 550: no such mailbox) until `accept()`; `holdNext()` keeps the next message's sender waiting for the
 * server's answer (mid-send) until it is released.
 */
export async function startSmtpSink({
  port: fixedPort = 0,
  onMail,
}: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = fixedPort;
  let refusal: { code: number; text: string } | null = null;
  let hold: { arrived: () => void; released: Promise<void> } | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      // smtp-server's built-in STARTTLS certificate has expired: plain SMTP on loopback instead.
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // An outage drops the connections senders keep open (the outbox pools them), as a crashed server would.
        closeTimeout: 50,
        onRcptTo(_address, _session, callback) {
          if (!refusal) return callback();
          callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', async () => {
            if (hold) {
              const held = hold;
              hold = null;
              held.arrived();
              await held.released;
            }
            const raw = Buffer.concat(chunks).toString('utf8');
            const mail: ReceivedMail = {
              raw,
              headers: raw.split(/\r?\n\r?\n/, 1)[0] ?? '',
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              parsed: await PostalMime.parse(raw),
            };
            received.push(mail);
            onMail?.(mail);
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();

  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async waitFor(count: number, timeoutMs = 10_000) {
      const start = Date.now();
      while (received.length < count) {
        if (Date.now() - start > timeoutMs)
          throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    async down() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    up: listen,
    refuse(code: number, text: string) {
      refusal = { code, text };
    },
    accept() {
      refusal = null;
    },
    /** `arrived` resolves once the next message has come in; it is answered (and kept) after `release()`. */
    holdNext() {
      let arrived!: () => void;
      let release!: () => void;
      const held = {
        arrived: new Promise<void>((resolve) => (arrived = resolve)),
        released: new Promise<void>((resolve) => (release = resolve)),
      };
      hold = { arrived, released: held.released };
      return { arrived: held.arrived, release };
    },
    stop() {
      return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
