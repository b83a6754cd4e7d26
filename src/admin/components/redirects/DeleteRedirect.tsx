import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Redirect } from '../../../../shared/redirects';
import { Button } from '../../../components/Button/Button';
import { deleteRedirect } from '../../redirects';
import { Actions } from '../ui';

/** Asks before a redirect goes: Delete is busy while the request runs, and a failure leaves the dialog open. */
export function DeleteRedirect({ redirect, onDone }: { redirect: Redirect; onDone: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteRedirect(redirect.id),
    onSuccess: () => {
      toast.success(`Redirect from ${redirect.from} deleted`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'redirects'] });
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <p style={{ overflowWrap: 'anywhere' }}>
        Delete the redirect from <strong>{redirect.from}</strong> to <strong>{redirect.to}</strong>? Visitors
        and search engines that follow an old link to {redirect.from} will find no page there.
      </p>
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => remove.mutate()} busy={remove.isPending}>
          Delete
        </Button>
      </Actions>
    </>
  );
}
