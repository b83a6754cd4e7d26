import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { useAdminI18n } from '../i18n/adminI18n';
import { Actions } from './ui';

/**
 * A dialog's question before something is done for good (a delete, a revoke, an unpublish): what will happen, then
 * Cancel and the action, which is busy while its request runs (a second press does nothing).
 */
export function Confirm({
  children,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The action's button, named by what it does ("Delete", "Revoke"). */
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useAdminI18n();
  return (
    <>
      {children}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {action}
        </Button>
      </Actions>
    </>
  );
}
