import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface SinkMail {
  to: string[];
  subject: string;
  replyTo?: string[];
  text: string;
  html: string;
  headers: string;
}

const mailDir = path.resolve('.e2e-mail');

export function mailsTo(address: string): SinkMail[] {
  return readdirSync(mailDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as SinkMail)
    .filter((mail) => mail.to.includes(address) || mail.replyTo?.includes(address));
}

/** Waits until exactly `count` e-mails concern this address, and stays there for a moment (no second copy). */
export async function expectMails(address: string, count: number): Promise<SinkMail[]> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(mailsTo(address)).toHaveLength(count);
  return mailsTo(address);
}
