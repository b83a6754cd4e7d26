import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../../components/LoadState/LoadState';
import { adminSave, securityQuery, type SecurityState } from '../../api';
import { adminRetryLabels, Field, Panel } from '../ui';

/**
 * Sign-in security on the Users screen (Admins): require two-factor sign-in of every staff member. Those
 * without it set it up at their next request before anything else; the Admin who turns it on must use it.
 */
export function SecurityPanel() {
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery);
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      adminSave<SecurityState>('/api/admin/security', 'PUT', { requireTwoFactor }),
    onSuccess: (state) => {
      queryClient.setQueryData(securityQuery.queryKey, state);
      toast.success(
        state.requireTwoFactor ? 'Two-factor sign-in is now required' : 'Two-factor sign-in is optional',
      );
    },
    onError: (error) => toast.error(error.message),
  });
  const state =
    save.isPending && security.data ? { ...security.data, requireTwoFactor: save.variables } : security.data;
  return (
    <Panel aria-labelledby="security-title" style={{ marginTop: '1.5rem' }}>
      <h2 id="security-title">Sign-in security</h2>
      {isFirstLoad(security) ? (
        <Skeleton $height="3rem" aria-hidden="true" />
      ) : security.isError || !state ? (
        <ErrorNotice {...retryProps(security)} labels={adminRetryLabels}>
          The sign-in settings could not be loaded.
        </ErrorNotice>
      ) : (
        <Field>
          <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
            <input
              type="checkbox"
              checked={state.requireTwoFactor}
              aria-describedby="security-note"
              onChange={(event) => {
                if (!save.isPending) save.mutate(event.target.checked);
              }}
            />
            Require two-factor sign-in for all staff
          </label>
          <small id="security-note">
            {state.staffWithoutTwoFactor === 0
              ? 'Every staff member signs in with a second factor.'
              : `${state.staffWithoutTwoFactor} of the staff ${state.staffWithoutTwoFactor === 1 ? 'has' : 'have'} not turned it on${state.requireTwoFactor ? ': they must set it up before anything else.' : '.'}`}
          </small>
        </Field>
      )}
    </Panel>
  );
}
