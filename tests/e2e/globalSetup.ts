import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../../server/test/smtpSink';

export const e2eMailDir = path.resolve('.e2e-mail');

/**
 * An SMTP sink for the whole run. Tests run in other processes, so each e-mail is written to a file
 * they can read.
 */
export default async function globalSetup() {
  rmSync(e2eMailDir, { recursive: true, force: true });
  mkdirSync(e2eMailDir, { recursive: true });
  let n = 0;
  const sink = await startSmtpSink({
    // Chosen by playwright.config.ts when it was read: a free port, unless E2E_SMTP_PORT names one.
    port: Number(process.env.E2E_SMTP_PORT),
    onMail: (mail) => {
      n += 1;
      const record = {
        to: mail.envelope.to,
        subject: mail.parsed.subject,
        replyTo: mail.parsed.replyTo?.map((address) => address.address),
        text: mail.parsed.text,
        html: mail.parsed.html,
        headers: mail.headers,
      };
      // Written under a temporary name and renamed, so a test polling the folder never reads half a file.
      const file = path.join(e2eMailDir, `${Date.now()}-${n}.json`);
      writeFileSync(`${file}.partial`, JSON.stringify(record));
      renameSync(`${file}.partial`, file);
    },
  });
  return () => sink.stop();
}
