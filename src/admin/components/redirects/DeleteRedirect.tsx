import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Redirect } from '../../../../shared/redirects';
import { deleteRedirect } from '../../redirects';
import { fill, useAdminI18n } from '../../i18n/adminI18n';
import { Confirm } from '../Confirm';

/** Asks before a redirect goes: Delete is busy while the request runs, and a failure leaves the dialog open. */
export function DeleteRedirect({ redirect, onDone }: { redirect: Redirect; onDone: () => void }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteRedirect(redirect.id),
    onSuccess: () => {
      toast.success(t('redirect.deleted', { from: redirect.from }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'redirects'] });
      onDone();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  return (
    <Confirm
      action={t('common.delete')}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onDone}
    >
      <p style={{ overflowWrap: 'anywhere' }}>
        {fill(t('redirect.deleteQuestion'), {
          from: <strong key="from">{redirect.from}</strong>,
          to: <strong key="to">{redirect.to}</strong>,
          path: redirect.from,
        })}
      </p>
    </Confirm>
  );
}
