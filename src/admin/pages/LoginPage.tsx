import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Helmet } from 'react-helmet-async';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { adminFetch, AdminApiError, sessionQuery, type StaffSession } from '../api';
import { readStoredAuth, writeStoredAuth } from '../authStorage';
import { Field, FieldError } from '../components/ui';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceInverse};
`;

const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: min(24rem, 100%);
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  h1 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`;

/** Staff sign-in. A valid session goes straight to the admin; a stale stored record is cleared on opening. */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    // Removes an expired or corrupt record as a side effect of reading it.
    readStoredAuth();
  }, []);

  const login = useMutation({
    mutationFn: () =>
      adminFetch<StaffSession>('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      }),
    onSuccess: (result) => {
      writeStoredAuth(result.user.email, result.expiresAt);
      queryClient.setQueryData(sessionQuery.queryKey, result);
      toast.success('Login successful!');
      navigate('/admin/dashboard', { replace: true });
    },
    onError: (cause) => {
      setError(
        cause instanceof AdminApiError && cause.status === 429
          ? 'Too many failed sign-ins. Try again later.'
          : 'Invalid email or password',
      );
    },
  });

  if (session.data) return <Navigate to="/admin/dashboard" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    login.mutate();
  };

  return (
    <Page>
      <Helmet>
        <title>Sign in | Admin | Novaweb</title>
        <meta name="robots" content="noindex, nofollow" />
      </Helmet>
      <Card onSubmit={onSubmit} aria-busy={login.isPending}>
        <h1>Sign in</h1>
        <Field>
          <label htmlFor="admin-email">Email</label>
          <input
            id="admin-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="admin-password">Password</label>
          <input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        {error ? <FieldError role="alert">{error}</FieldError> : null}
        <Button type="submit" busy={login.isPending} block>
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </Card>
    </Page>
  );
}
