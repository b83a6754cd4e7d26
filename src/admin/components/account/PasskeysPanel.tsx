import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrors, passkeyNameSchema } from '../../../../shared/adminSchemas';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../../components/LoadState/LoadState';
import { accountPasskeysQuery, adminFetch, adminSave, ValidationError, type PasskeyRow } from '../../api';
import { passkeyCeremony, usePasskeyCeremonies } from '../../passkeys';
import { useFormFields } from '../../useFormFields';
import { Dialog } from '../Dialog';
import { adminDateTime, adminRetryLabels, Actions, Field, FieldError, Panel, Table } from '../ui';
import { describeBrowser } from './SessionsPanel';

/** A labelled text or password field with its error, as the passkey forms use them. */
function TextField({
  id,
  label,
  type = 'text',
  autoComplete,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        maxLength={type === 'text' ? 60 : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

/**
 * Adding a passkey: its name (this browser's, to start with) and the account's password, so that a stolen
 * session cannot plant one; then the browser asks for the fingerprint, face or PIN and the server checks it.
 */
function AddPasskey({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const ceremonies = usePasskeyCeremonies();
  const { values, errors, setErrors, change } = useFormFields(() => ({
    name: describeBrowser(navigator.userAgent).slice(0, 60),
    password: '',
  }));
  const add = useMutation({
    mutationFn: async () => {
      const options = await adminSave<PublicKeyCredentialCreationOptionsJSON>(
        '/api/admin/account/passkeys/options',
        'POST',
        { password: values.password },
      );
      const response = await passkeyCeremony(() => ceremonies.create(options));
      return adminSave<PasskeyRow>('/api/admin/account/passkeys', 'POST', { name: values.name, response });
    },
    onSuccess: (added) => {
      toast.success(`Passkey “${added.name}” added`);
      onDone();
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else setErrors({ form: error.message });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(values);
    const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    if (!values.password) fields.password = 'Enter your password';
    if (Object.keys(fields).length > 0) return setErrors(fields);
    setErrors({});
    add.mutate();
  };
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: '1rem' }} aria-label="Add a passkey">
      <TextField
        id="passkey-name"
        label="Name (so you know which device it is)"
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(value) => change('name', value)}
      />
      <TextField
        id="passkey-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(value) => change('password', value)}
      />
      {errors.form ? <FieldError role="alert">{errors.form}</FieldError> : null}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={add.isPending}>
          {add.isPending ? 'Waiting for your device…' : 'Continue'}
        </Button>
      </Actions>
    </form>
  );
}

function RenamePasskey({ passkey, onDone }: { passkey: PasskeyRow; onDone: () => void }) {
  const { values, errors, setErrors, change } = useFormFields({ name: passkey.name });
  const rename = useMutation({
    mutationFn: () => adminSave<PasskeyRow>(`/api/admin/account/passkeys/${passkey.id}`, 'PUT', values),
    onSuccess: () => {
      toast.success('Passkey renamed');
      onDone();
    },
    onError: (error) => setErrors(error instanceof ValidationError ? error.fields : { name: error.message }),
  });
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = passkeyNameSchema.safeParse(values);
        if (!parsed.success) return setErrors(fieldErrors(parsed.error));
        rename.mutate();
      }}
    >
      <TextField
        id="passkey-rename"
        label="Name"
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(value) => change('name', value)}
      />
      <Actions>
        <Button type="submit" busy={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
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
      toast.success(`Passkey “${passkey.name}” removed`);
      setRemoving(null);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const supported = ceremonies.supported();
  return (
    <Panel aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>
        Sign in with your fingerprint, face or device PIN instead of your password and code. A passkey works
        only on this site, so a look-alike page cannot trick it out of you.
      </p>
      {isFirstLoad(passkeys) ? (
        <Skeleton $height="5rem" aria-hidden="true" />
      ) : passkeys.isError || passkeys.isPending ? (
        <ErrorNotice {...retryProps(passkeys)} labels={adminRetryLabels}>
          Your passkeys could not be loaded.
        </ErrorNotice>
      ) : passkeys.data.length === 0 ? (
        <EmptyNotice>You have no passkeys yet.</EmptyNotice>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Added</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {passkeys.data.map((passkey) => (
              <tr key={passkey.id}>
                <td data-label="Name" style={{ overflowWrap: 'anywhere' }}>
                  {passkey.name} {passkey.backedUp ? <Badge $tone="neutral">Synced</Badge> : null}
                </td>
                <td data-label="Added">{adminDateTime.format(new Date(passkey.createdAt))}</td>
                <td data-label="Last used">
                  {passkey.lastUsedAt ? adminDateTime.format(new Date(passkey.lastUsedAt)) : 'Never'}
                </td>
                <td data-label="Actions">
                  <Actions>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Rename ${passkey.name}`}
                      onClick={() => setRenaming(passkey)}
                    >
                      <Pencil size={14} aria-hidden="true" />
                      Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Remove ${passkey.name}`}
                      onClick={() => setRemoving(passkey)}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                      Remove
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
          This browser cannot make or use passkeys. Open My account in a current browser on the device you
          want to sign in with.
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
            Add a passkey
          </Button>
        </Actions>
      )}
      <Dialog open={renaming !== null} title="Rename passkey" onClose={() => setRenaming(null)}>
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
      <Dialog open={removing !== null} title="Remove passkey" onClose={() => setRemoving(null)}>
        <p>Remove “{removing?.name}”? It will no longer sign you in; your password and code still do.</p>
        <Actions>
          <Button variant="ghost" onClick={() => setRemoving(null)}>
            Keep it
          </Button>
          <Button busy={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
            {remove.isPending ? 'Removing…' : 'Remove passkey'}
          </Button>
        </Actions>
      </Dialog>
    </Panel>
  );
}
