import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, Pencil, Trash2 } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { passkeyAddForm, passkeyNameSchema } from '../../../../shared/adminSchemas';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../../components/LoadState/LoadState';
import { accountPasskeysQuery, adminFetch, adminSave, type PasskeyRow } from '../../api';
import { passkeyCeremony, usePasskeyCeremonies } from '../../passkeys';
import { useAdminForm } from '../../useAdminForm';
import { Dialog } from '../Dialog';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Actions, Field, Panel, Table } from '../ui';
import { describeBrowser } from './SessionsPanel';

/** A labelled text or password field with its error, as the passkey forms use them. */
function TextField({
  id,
  label,
  type = 'text',
  autoComplete,
  input,
  error,
}: {
  id: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  /** The form's registration of the field and its aria attributes. */
  input: InputHTMLAttributes<HTMLInputElement> & UseFormRegisterReturn;
  error: ReactNode;
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        maxLength={type === 'text' ? 60 : undefined}
        {...input}
      />
      {error}
    </Field>
  );
}

/**
 * Adding a passkey: its name (this browser's, to start with) and the account's password, so that a stolen
 * session cannot plant one; then the browser asks for the fingerprint, face or PIN and the server checks it.
 */
function AddPasskey({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useAdminI18n();
  const ceremonies = usePasskeyCeremonies();
  const form = useAdminForm(passkeyAddForm, {
    name: describeBrowser(navigator.userAgent, {
      on: t('sessions.on'),
      unknown: t('sessions.unknownBrowser'),
    }).slice(0, 60),
    password: '',
  });
  const add = useMutation({
    mutationFn: async ({ name, password }: z.input<typeof passkeyAddForm>) => {
      const options = await adminSave<PublicKeyCredentialCreationOptionsJSON>(
        '/api/admin/account/passkeys/options',
        'POST',
        { password },
      );
      const response = await passkeyCeremony(() => ceremonies.create(options));
      return adminSave<PasskeyRow>('/api/admin/account/passkeys', 'POST', { name, response });
    },
    onSuccess: (added) => {
      toast.success(t('passkeys.added', { name: added.name }));
      onDone();
    },
    onError: form.refused,
  });
  return (
    <form
      noValidate
      onSubmit={form.submit((values) => add.mutate(values))}
      style={{ display: 'grid', gap: '1rem' }}
      aria-label={t('passkeys.add')}
    >
      <TextField
        id="passkey-name"
        label={t('passkeys.nameHint')}
        autoComplete="off"
        input={{ ...form.register('name'), ...form.ariaOf('name', 'passkey-name') }}
        error={form.errorAt('name', 'passkey-name')}
      />
      <TextField
        id="passkey-password"
        label={t('twoFactor.yourPassword')}
        type="password"
        autoComplete="current-password"
        input={{ ...form.register('password'), ...form.ariaOf('password', 'passkey-password') }}
        error={form.errorAt('password', 'passkey-password')}
      />
      {form.formError()}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={add.isPending}>
          {add.isPending ? t('login.passkeyWaiting') : t('passkeys.continue')}
        </Button>
      </Actions>
    </form>
  );
}

function RenamePasskey({ passkey, onDone }: { passkey: PasskeyRow; onDone: () => void }) {
  const { t } = useAdminI18n();
  const form = useAdminForm(passkeyNameSchema, { name: passkey.name });
  const rename = useMutation({
    mutationFn: (values: z.input<typeof passkeyNameSchema>) =>
      adminSave<PasskeyRow>(`/api/admin/account/passkeys/${passkey.id}`, 'PUT', values),
    onSuccess: () => {
      toast.success(t('passkeys.renamed'));
      onDone();
    },
    onError: form.refused,
  });
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={form.submit((values) => rename.mutate(values))}
    >
      <TextField
        id="passkey-rename"
        label={t('passkeys.name')}
        autoComplete="off"
        input={{ ...form.register('name'), ...form.ariaOf('name', 'passkey-rename') }}
        error={form.errorAt('name', 'passkey-rename')}
      />
      {form.formError()}
      <Actions>
        <Button type="submit" busy={rename.isPending}>
          {rename.isPending ? t('common.saving') : t('passkeys.saveName')}
        </Button>
      </Actions>
    </form>
  );
}

/**
 * Passkeys on My account: sign in with the device's fingerprint, face or PIN instead of password and code.
 * Each is listed with when it was added and last used; it can be renamed or removed (both audited).
 */
export function PasskeysPanel() {
  const { t, dateTime, retryLabels, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const ceremonies = usePasskeyCeremonies();
  const passkeys = useQuery(accountPasskeysQuery);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyRow | null>(null);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountPasskeysQuery.queryKey });
  const remove = useMutation({
    mutationFn: (passkey: PasskeyRow) =>
      adminFetch<void>(`/api/admin/account/passkeys/${passkey.id}`, { method: 'DELETE' }),
    onSuccess: (_, passkey) => {
      toast.success(t('passkeys.removed', { name: passkey.name }));
      setRemoving(null);
      refresh();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const supported = ceremonies.supported();
  return (
    <Panel aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('passkeys.title')}</h2>
      <p>{t('passkeys.intro')}</p>
      {isFirstLoad(passkeys) ? (
        <Skeleton $height="5rem" aria-hidden="true" />
      ) : passkeys.isError || passkeys.isPending ? (
        <ErrorNotice {...retryProps(passkeys)} labels={retryLabels}>
          {t('passkeys.failed')}
        </ErrorNotice>
      ) : passkeys.data.length === 0 ? (
        <EmptyNotice>{t('passkeys.none')}</EmptyNotice>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('passkeys.name')}</th>
              <th scope="col">{t('passkeys.addedAt')}</th>
              <th scope="col">{t('sessions.lastUsed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('sessions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {passkeys.data.map((passkey) => (
              <tr key={passkey.id}>
                <td data-label={t('passkeys.name')} style={{ overflowWrap: 'anywhere' }}>
                  {passkey.name}{' '}
                  {passkey.backedUp ? <Badge $tone="neutral">{t('passkeys.synced')}</Badge> : null}
                </td>
                <td data-label={t('passkeys.addedAt')}>{dateTime.format(new Date(passkey.createdAt))}</td>
                <td data-label={t('sessions.lastUsed')}>
                  {passkey.lastUsedAt ? dateTime.format(new Date(passkey.lastUsedAt)) : t('passkeys.never')}
                </td>
                <td data-label={t('sessions.actions')}>
                  <Actions>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('passkeys.renameNamed', { name: passkey.name })}
                      onClick={() => setRenaming(passkey)}
                    >
                      <Pencil size={14} aria-hidden="true" />
                      {t('passkeys.rename')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                      onClick={() => setRemoving(passkey)}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                      {t('passkeys.remove')}
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {!supported ? (
        <p role="note" style={{ marginTop: '1rem' }}>
          {t('passkeys.unsupported')}
        </p>
      ) : adding ? (
        <div style={{ marginTop: '1rem' }}>
          <AddPasskey
            onCancel={() => setAdding(false)}
            onDone={() => {
              setAdding(false);
              refresh();
            }}
          />
        </div>
      ) : (
        <Actions style={{ marginTop: '1rem' }}>
          <Button onClick={() => setAdding(true)}>
            <Fingerprint size={16} aria-hidden="true" />
            {t('passkeys.add')}
          </Button>
        </Actions>
      )}
      <Dialog open={renaming !== null} title={t('passkeys.renameTitle')} onClose={() => setRenaming(null)}>
        {renaming ? (
          <RenamePasskey
            key={renaming.id}
            passkey={renaming}
            onDone={() => {
              setRenaming(null);
              refresh();
            }}
          />
        ) : null}
      </Dialog>
      <Dialog open={removing !== null} title={t('passkeys.removeTitle')} onClose={() => setRemoving(null)}>
        <p>{t('passkeys.removeQuestion', { name: removing?.name ?? '' })}</p>
        <Actions>
          <Button variant="ghost" onClick={() => setRemoving(null)}>
            {t('passkeys.keep')}
          </Button>
          <Button busy={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
            {remove.isPending ? t('passkeys.removing') : t('passkeys.removeTitle')}
          </Button>
        </Actions>
      </Dialog>
    </Panel>
  );
}
