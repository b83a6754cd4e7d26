import { delay, http, HttpResponse } from 'msw';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { PasskeyRow } from '../../src/admin/api';
import type { PasskeyCeremonies } from '../../src/admin/passkeys';
import { passkeysFixture } from '../fixtures/account';
import { staffPassword, staffSessionFixture } from '../fixtures/admin';

/**
 * Passkeys in Storybook: the account's passkeys as the mocked server keeps them (a rename or removal shows in
 * the next list), its sign-in, and an authenticator standing in for the device. The real ceremony, signature
 * checks included, is tested on the server (server/auth/passkeys.test.ts) and in Chromium
 * (tests/e2e/passkeys.spec.ts).
 */
let storedPasskeys: PasskeyRow[] = structuredClone(passkeysFixture);
let nextPasskeyId = 20;
export const passkeyReceived: { registered: { name: string; response: unknown }[] } = { registered: [] };

export function resetPasskeyMocks() {
  storedPasskeys = structuredClone(passkeysFixture);
  nextPasskeyId = 20;
  passkeyReceived.registered.length = 0;
}

/** Starts a story with these passkeys on the account. */
export function mockPasskeys(rows: PasskeyRow[]) {
  storedPasskeys = structuredClone(rows);
}

const creationOptions: PublicKeyCredentialCreationOptionsJSON = {
  challenge: 'c3RvcnktcmVnaXN0cmF0aW9uLWNoYWxsZW5nZQ',
  rp: { id: 'www.novaweb.se', name: 'Novaweb' },
  user: { id: 'c3RhZmYtMQ', name: 'admin@novaweb.se', displayName: 'Administratör' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
};
const requestOptions: PublicKeyCredentialRequestOptionsJSON = {
  challenge: 'c3Rvcnktc2lnbi1pbi1jaGFsbGVuZ2U',
  rpId: 'www.novaweb.se',
  userVerification: 'required',
};

const notFound = () => HttpResponse.json({ error: 'not_found', message: 'No such passkey' }, { status: 404 });

export const passkeyHandlers = {
  list: http.get('*/api/admin/account/passkeys', () => HttpResponse.json(storedPasskeys)),
  listLoading: http.get('*/api/admin/account/passkeys', async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  listError: http.get('*/api/admin/account/passkeys', () =>
    HttpResponse.json({ error: 'internal' }, { status: 500 }),
  ),
  options: http.post('*/api/admin/account/passkeys/options', async ({ request }) => {
    const body = (await request.json()) as { password: string };
    if (body.password !== staffPassword)
      return HttpResponse.json(
        { error: 'validation', fields: { password: 'This is not your current password' } },
        { status: 400 },
      );
    return HttpResponse.json(creationOptions);
  }),
  register: http.post('*/api/admin/account/passkeys', async ({ request }) => {
    const body = (await request.json()) as { name: string; response: unknown };
    passkeyReceived.registered.push(body);
    const row: PasskeyRow = {
      id: nextPasskeyId++,
      name: body.name.trim(),
      backedUp: false,
      createdAt: '2026-11-23T09:50:00.000Z',
      lastUsedAt: null,
    };
    storedPasskeys = [...storedPasskeys, row];
    return HttpResponse.json(row, { status: 201 });
  }),
  rename: http.put('*/api/admin/account/passkeys/:id', async ({ request, params }) => {
    const row = storedPasskeys.find((passkey) => passkey.id === Number(params.id));
    if (!row) return notFound();
    const { name } = (await request.json()) as { name: string };
    row.name = name.trim();
    return HttpResponse.json(row);
  }),
  remove: http.delete('*/api/admin/account/passkeys/:id', ({ params }) => {
    if (!storedPasskeys.some((passkey) => passkey.id === Number(params.id))) return notFound();
    storedPasskeys = storedPasskeys.filter((passkey) => passkey.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  signInOptions: http.post('*/api/auth/passkey/options', () => HttpResponse.json(requestOptions)),
  signIn: http.post('*/api/auth/passkey', async ({ request }) => {
    const { response } = (await request.json()) as { response: AuthenticationResponseJSON };
    if (response.id !== 'c3RvcnktcGFzc2tleQ')
      return HttpResponse.json(
        {
          error: 'invalid_passkey',
          message: 'That passkey is not registered here, or the sign-in took too long. Try again.',
        },
        { status: 401 },
      );
    return HttpResponse.json(staffSessionFixture);
  }),
};

/** The device's side in a story: `works` answers at once, `cancelled` is the person closing the prompt. */
export type StoryPasskeyDevice = 'works' | 'cancelled' | 'unknown-key' | 'unsupported';

const devices = new Map<StoryPasskeyDevice, PasskeyCeremonies>();

/** The same device object for every render of a story (a context value that does not change). */
export function storyPasskeyDevice(device: StoryPasskeyDevice): PasskeyCeremonies {
  if (!devices.has(device)) devices.set(device, makeDevice(device));
  return devices.get(device)!;
}

function makeDevice(device: StoryPasskeyDevice): PasskeyCeremonies {
  const cancelled = () =>
    Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  const credentialId = device === 'unknown-key' ? 'c29tZW9uZS1lbHNlcw' : 'c3RvcnktcGFzc2tleQ';
  return {
    supported: () => device !== 'unsupported',
    create: async (options): Promise<RegistrationResponseJSON> => {
      if (device === 'cancelled') return cancelled();
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: options.challenge,
          attestationObject: 'bm9uZQ',
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    get: async (options): Promise<AuthenticationResponseJSON> => {
      if (device === 'cancelled') return cancelled();
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: options.challenge, authenticatorData: 'YXV0aA', signature: 'c2ln' },
        clientExtensionResults: {},
      };
    },
  };
}
