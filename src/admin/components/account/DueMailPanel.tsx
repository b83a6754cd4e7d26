import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
  // The choice being saved, set in the click's own render (the query's pending state comes a moment later).
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (dueMail: boolean) =>
      adminSave<{ dueMail: boolean }>('/api/admin/account/due-mail', 'PUT', { dueMail }),
    onSuccess: ({ dueMail }) => {
      queryClient.setQueryData<AccountState>(accountQuery.queryKey, (state) =>
        state ? { ...state, dueMail } : state,
      );
      toast.success(t(dueMail ? 'account.dueMail.on' : 'account.dueMail.off'));
      setChoosing(null);
    },
    // Refused: what is stored shows again.
    onError: () => setChoosing(null),
  });
  if (!account.data) return null;
  const checked = choosing ?? account.data.dueMail;
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.dueMail.title')}</h2>
      <Choice>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={save.isError ? errorId : undefined}
          onChange={(event) => {
            if (save.isPending) return;
            setChoosing(event.target.checked);
            save.mutate(event.target.checked);
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
