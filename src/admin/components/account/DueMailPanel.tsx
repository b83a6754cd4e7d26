import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { fontWeight } from '../../../styles/theme';
import { accountQuery, adminSave, type AccountState } from '../../api';
import { useAdminI18n } from '../../i18n/adminI18n';
import { FieldError, Panel } from '../ui';

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${fontWeight.semibold};
  input {
    margin-top: 0.3rem;
    flex: none;
  }
`;

/**
 * My account → Morning mail: whether the staff member gets a mail at 08:00 (Stockholm) on the mornings when
 * leads they own are due for a follow-up, in their language. Saved as soon as it is ticked; a refused save keeps
 * what was stored and says why.
 */
export function DueMailPanel() {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const account = useQuery(accountQuery);
  const titleId = useId();
  const errorId = useId();
  const save = useMutation({
    mutationFn: (dueMail: boolean) =>
      adminSave<{ dueMail: boolean }>('/api/admin/account/due-mail', 'PUT', { dueMail }),
    onSuccess: ({ dueMail }) => {
      queryClient.setQueryData<AccountState>(accountQuery.queryKey, (state) =>
        state ? { ...state, dueMail } : state,
      );
      toast.success(t(dueMail ? 'account.dueMail.on' : 'account.dueMail.off'));
    },
  });
  if (!account.data) return null;
  const checked = save.isPending ? save.variables : account.data.dueMail;
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.dueMail.title')}</h2>
      <Choice>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={save.isError ? errorId : undefined}
          onChange={(event) => {
            if (!save.isPending) save.mutate(event.target.checked);
          }}
        />
        {t('account.dueMail.label')}
      </Choice>
      {save.isError ? (
        <FieldError id={errorId} role="alert">
          {t('account.dueMail.failed', { message: message(save.error.message) })}
        </FieldError>
      ) : null}
    </Panel>
  );
}
