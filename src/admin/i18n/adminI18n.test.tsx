import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminDictionaries, adminText, fill, shapedServerMessage } from './adminI18n';
import { serverMessageKeys, serverMessageShapes } from './serverMessages';

const adminDir = path.resolve(import.meta.dirname, '..');

/** Every source file of the admin but the dictionaries themselves and tests. */
/** The server's and the shared schemas' sources, tests left out. */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

function adminSources(dir = adminDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminSources(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    if (path.dirname(file) === path.join(adminDir, 'i18n') && /^(sv|en)\.ts$/.test(entry.name)) return [];
    return [file];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the admin's dictionaries", () => {
  const { sv, en } = adminDictionaries;

  it('have the same keys in Swedish and English, none of them empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
    for (const [key, text] of [...Object.entries(sv), ...Object.entries(en)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('fill the same places in both languages', () => {
    for (const key of Object.keys(sv) as (keyof typeof sv)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(sv[key]));
    }
  });

  it('hold no key the admin no longer uses', () => {
    const sources = adminSources()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(sv).filter((key) => !sources.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});

describe("the server's messages", () => {
  it('are each one the server, the shared schemas or the API clients still say, translated in both languages', () => {
    const root = path.resolve(adminDir, '../..');
    const clients = readdirSync(adminDir)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(adminDir, name));
    const said = [
      ...serverSources(path.join(root, 'server')),
      ...serverSources(path.join(root, 'shared')),
      ...clients,
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A message is written in a string literal: a backslash in it is written twice.
    const stale = Object.keys(serverMessageKeys).filter(
      (message) => !said.includes(`'${message.replaceAll('\\', '\\\\')}'`),
    );
    expect(stale).toEqual([]);
    // A shaped message's words between its values are still the server's (in a template literal).
    for (const key of serverMessageShapes) {
      const words = adminText('en', key)
        .split(/\{\w+\}/)
        .filter((piece) => piece.trim() !== '');
      for (const piece of words) expect(said, key).toContain(piece);
    }
    // The English text of each is the server's own words.
    for (const [message, key] of Object.entries(serverMessageKeys)) {
      expect(adminText('en', key), key).toBe(message);
    }
  });
});

describe("a server's message with values in it", () => {
  it('is said in the language asked for, with the same values', () => {
    const loop = shapedServerMessage('That would make a loop: /a → /b → /a')!;
    expect(loop).toEqual({ key: 'errors.redirectLoop', vars: { chain: '/a → /b → /a' } });
    expect(adminText('sv', loop.key, loop.vars)).toBe('Det skulle bli en slinga: /a → /b → /a');
    const chain = shapedServerMessage(
      '/b is redirected itself (to /c?x=1): point this redirect to /c?x=1 instead',
    );
    expect(chain?.vars).toEqual({ target: '/b', to: '/c?x=1' });
    // An experiment's split and a page already tested, as the experiment editor shows them in Swedish.
    const split = shapedServerMessage('The shares add up to 100 (now 110)')!;
    expect(adminText('sv', split.key, split.vars)).toBe('Andelarna ska bli 100 tillsammans (nu 110)');
    const running = shapedServerMessage(
      'This page already runs experiment 4 (on hero, pricing): stop it before starting another',
    )!;
    expect(adminText('sv', running.key, running.vars)).toBe(
      'Sidan har redan experiment 4 igång (på hero, pricing): stoppa det innan du startar ett nytt',
    );
  });

  it('is left as it is when a value said twice differs, or when it has another shape', () => {
    expect(
      shapedServerMessage('/b is redirected itself (to /c): point this redirect to /d instead'),
    ).toBeNull();
    expect(shapedServerMessage('Something else went wrong')).toBeNull();
    expect(shapedServerMessage('Use at most 60 characters, please')).toBeNull();
  });
});

describe('a translated text', () => {
  it('is filled in, in the language asked for', () => {
    expect(adminText('sv', 'layout.signedInAs', { email: 'a@b.se' })).toBe('Inloggad som a@b.se');
    expect(adminText('en', 'layout.signedInAs', { email: 'a@b.se' })).toBe('Signed in as a@b.se');
  });

  it('takes elements in its places, in each language’s word order', () => {
    const strong = <strong key="email">a@b.se</strong>;
    expect(fill('Inloggad som {email}', { email: strong })).toEqual(['Inloggad som ', strong]);
    expect(fill('{outbox} keeps {count} and {unknown}', { outbox: strong, count: 3 })).toEqual([
      strong,
      ' keeps ',
      3,
      ' and ',
      '{unknown}',
    ]);
  });
});
