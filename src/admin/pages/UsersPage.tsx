import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrors, userInputSchema, userUpdateSchema } from '../../../shared/adminSchemas';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import {
  adminFetch,
  adminSave,
  AdminApiError,
  sessionQuery,
  usersQuery,
  ValidationError,
  type AdminUser,
} from '../api';
import { SecurityPanel } from '../components/account/SecurityPanel';
import { Dialog } from '../components/Dialog';
import { useFormFields } from '../useFormFields';
import { adminRetryLabels, Actions, Field, FieldError, Panel, Table } from '../components/ui';

const emptyUser = { name: '', email: '', password: '', role: 'Editor' as AdminUser['role'] };

/**
 * Another member's two-factor sign-in off, when they lost their phone and their recovery codes. The Admin
 * proves it is them, now: their password and a code from their own authenticator app (the server refuses it
 * otherwise, and mails the member when it is done).
 */
function TurnOffTwoFactor({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState('');
  const { values, errors, setErrors, change } = useFormFields({ password: '', code: '' });
  const turnOff = useMutation({
    mutationFn: () =>
      adminSave<void>(`/api/admin/users/${user.id}/two-factor`, 'DELETE', {
        password: values.password,
        code: values.code,
      }),
    onSuccess: () => {
      setDone(true);
      toast.success(`Two-factor sign-in turned off for ${user.email}`);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else setMessage(error.message);
    },
  });
  if (done) return <p role="status">Two-factor sign-in: off. They set it up again when they next sign in.</p>;
  return (
    <Field role="group" aria-labelledby="edit-user-two-factor">
      <span id="edit-user-two-factor">Two-factor sign-in: on</span>
      <small id="edit-user-two-factor-note">
        Lost their phone and their recovery codes? Turning it off signs them out everywhere and mails them;
        they set it up again on My account.
      </small>
      {asking ? (
        <>
          <Field>
            <label htmlFor="turn-off-password">Your password</label>
            <input
              id="turn-off-password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'turn-off-password-error' : undefined}
            />
            {errors.password ? <FieldError id="turn-off-password-error">{errors.password}</FieldError> : null}
          </Field>
          <Field>
            <label htmlFor="turn-off-code">Code from your authenticator app</label>
            <input
              id="turn-off-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.code}
              onChange={(event) => change('code', event.target.value)}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'turn-off-code-error' : undefined}
            />
            {errors.code ? <FieldError id="turn-off-code-error">{errors.code}</FieldError> : null}
          </Field>
          {message ? <p role="alert">{message}</p> : null}
        </>
      ) : null}
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button
          size="sm"
          variant="secondary"
          busy={turnOff.isPending}
          aria-describedby="edit-user-two-factor-note"
          onClick={() => {
            if (!asking) return setAsking(true);
            setErrors({});
            setMessage('');
            turnOff.mutate();
          }}
        >
          {turnOff.isPending
            ? 'Turning off…'
            : asking
              ? 'Confirm: turn off two-factor sign-in'
              : 'Turn off two-factor sign-in'}
        </Button>
      </Actions>
    </Field>
  );
}

/** An Admin's change to a user: the name and the role (the main admin accounts are their owners' alone). */
function EditUser({ user, isSelf, onDone }: { user: AdminUser; isSelf: boolean; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { values, errors, setErrors, change } = useFormFields({ name: user.name, role: user.role });
  const save = useMutation({
    mutationFn: () => adminSave<AdminUser>(`/api/admin/users/${user.id}`, 'PUT', values),
    onSuccess: () => {
      toast.success('User updated');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else toast.error(error.message);
    },
  });
  const roleFixed = user.protected || isSelf;
  if (user.protected && !isSelf) {
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <p>{user.email}</p>
        <p>
          One of the two main admin accounts: only its owner can change it (its name, password, two-factor
          sign-in and sessions), on My account.
        </p>
        <Actions>
          <Button variant="secondary" onClick={onDone}>
            Close
          </Button>
        </Actions>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = userUpdateSchema.safeParse(values);
        if (!parsed.success) return setErrors(fieldErrors(parsed.error));
        save.mutate();
      }}
      style={{ display: 'grid', gap: '1rem' }}
    >
      <p>{user.email}</p>
      <Field>
        <label htmlFor="edit-user-name">Name *</label>
        <input
          id="edit-user-name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'edit-user-name-error' : undefined}
        />
        {errors.name ? <FieldError id="edit-user-name-error">{errors.name}</FieldError> : null}
      </Field>
      <Field>
        <label htmlFor="edit-user-role">Role</label>
        <select
          id="edit-user-role"
          value={values.role}
          disabled={roleFixed}
          aria-describedby="edit-user-role-note"
          onChange={(event) => change('role', event.target.value as AdminUser['role'])}
        >
          <option value="Editor">Editor</option>
          <option value="Admin">Admin</option>
        </select>
        <small id="edit-user-role-note">
          {user.protected
            ? 'One of the two main admin accounts: it stays an Admin.'
            : isSelf
              ? 'Your own role: another Admin can change it.'
              : 'Admins also manage users, settings and the outbox.'}
        </small>
        {errors.role ? <FieldError>{errors.role}</FieldError> : null}
      </Field>
      {user.twoFactor && !isSelf ? <TurnOffTwoFactor user={user} /> : null}
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </Actions>
    </form>
  );
}

/** Users (Admins only): list, add (Editor by default), edit name and role, delete; the two main admin accounts stay. */
export function UsersPage() {
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery);
  const session = useQuery(sessionQuery);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const { values, setValues, errors, setErrors, change } = useFormFields(emptyUser);
  const [message, setMessage] = useState('');

  const add = useMutation({
    mutationFn: () => adminSave<AdminUser>('/api/admin/users', 'POST', values),
    onSuccess: () => {
      toast.success('User added successfully');
      setValues(emptyUser);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      setMessage(error.message === 'validation' ? 'Please check the fields' : error.message);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminFetch<void>(`/api/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('User deleted successfully');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) =>
      toast.error(error instanceof AdminApiError ? error.message : 'The user could not be deleted'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = userInputSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      setMessage(
        Object.values(fields).includes('Please fill in all required fields')
          ? 'Please fill in all required fields'
          : '',
      );
      return;
    }
    setErrors({});
    setMessage('');
    add.mutate();
  };

  return (
    <>
      <Panel aria-labelledby="users-title">
        <h2 id="users-title">Staff</h2>
        {isFirstLoad(users) ? (
          <Skeleton $height="8rem" aria-hidden="true" />
        ) : users.isError || users.isPending ? (
          <ErrorNotice {...retryProps(users)} labels={adminRetryLabels}>
            The users could not be loaded.
          </ErrorNotice>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Two-factor</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id}>
                  <td data-label="Name">{user.name}</td>
                  <td data-label="Email">{user.email}</td>
                  <td data-label="Role">
                    <Badge $tone={user.role === 'Admin' ? 'accent' : 'neutral'}>{user.role}</Badge>
                  </td>
                  <td data-label="Two-factor">
                    {user.twoFactor ? <Badge $tone="success">On</Badge> : <Badge $tone="neutral">Off</Badge>}
                  </td>
                  <td data-label="Actions">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${user.email}`}
                      onClick={() => setEditing(user)}
                      style={{ marginRight: '0.25rem' }}
                    >
                      <Pencil size={14} aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Delete ${user.email}`}
                      onClick={() => {
                        if (user.protected) toast.error('Cannot delete main admin accounts');
                        else remove.mutate(user.id);
                      }}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
      <SecurityPanel />
      <Panel aria-labelledby="add-user-title" style={{ marginTop: '1.5rem' }}>
        <h2 id="add-user-title">Add user</h2>
        <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
          {(['name', 'email', 'password'] as const).map((key) => (
            <Field key={key}>
              <label htmlFor={`user-${key}`}>
                {key === 'name' ? 'Name' : key === 'email' ? 'Email' : 'Password'} *
              </label>
              <input
                id={`user-${key}`}
                type={key === 'password' ? 'password' : key === 'email' ? 'email' : 'text'}
                autoComplete={key === 'password' ? 'new-password' : 'off'}
                value={values[key]}
                onChange={(event) => change(key, event.target.value)}
                aria-invalid={errors[key] ? true : undefined}
              />
              {errors[key] && errors[key] !== 'Please fill in all required fields' ? (
                <FieldError>{errors[key]}</FieldError>
              ) : null}
            </Field>
          ))}
          <Field>
            <label htmlFor="user-role">Role</label>
            <select
              id="user-role"
              value={values.role}
              onChange={(event) => change('role', event.target.value as AdminUser['role'])}
            >
              <option value="Editor">Editor</option>
              <option value="Admin">Admin</option>
            </select>
          </Field>
          {message ? <FieldError role="alert">{message}</FieldError> : null}
          <Actions>
            <Button type="submit" busy={add.isPending}>
              Add user
            </Button>
          </Actions>
        </form>
      </Panel>
      <Dialog open={editing !== null} title="Edit user" onClose={() => setEditing(null)}>
        {editing ? (
          <EditUser
            user={editing}
            isSelf={editing.id === session.data?.user.id}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}
