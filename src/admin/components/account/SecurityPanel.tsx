import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../../components/LoadState/LoadState';
import { adminSave, securityQuery, type SecurityState } from '../../api';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Field, Panel } from '../ui';

/**
 * Sign-in security on the Users screen (Admins): require two-factor sign-in of every staff member. Those
 * without it set it up at their next request before anything else; the Admin who turns it on must use it.
 */
export function SecurityPanel() {
  const { t, message, retryLabels } = useAdminI18n();
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery);
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      adminSave<SecurityState>('/api/admin/security', 'PUT', { requireTwoFactor }),
    onSuccess: (state) => {
      queryClient.setQueryData(securityQuery.queryKey, state);
      toast.success(state.requireTwoFactor ? t('security.required') : t('security.optional'));
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const state =
    save.isPending && security.data ? { ...security.data, requireTwoFactor: save.variables } : security.data;
  return (
    <Panel aria-labelledby="security-title" style={{ marginTop: '1.5rem' }}>
      <h2 id="security-title">{t('security.title')}</h2>
      {isFirstLoad(security) ? (
        <Skeleton $height="3rem" aria-hidden="true" />
      ) : security.isError || !state ? (
        <ErrorNotice {...retryProps(security)} labels={retryLabels}>
          {t('security.failed')}
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
            {t('security.require')}
          </label>
          <small id="security-note">
            {state.staffWithoutTwoFactor === 0
              ? t('security.everyone')
              : t(
                  state.staffWithoutTwoFactor === 1
                    ? state.requireTwoFactor
                      ? 'security.without.one.required'
                      : 'security.without.one'
                    : state.requireTwoFactor
                      ? 'security.without.other.required'
                      : 'security.without.other',
                  { count: state.staffWithoutTwoFactor },
                )}
          </small>
        </Field>
      )}
    </Panel>
  );
}
