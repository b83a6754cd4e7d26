import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/Button/Button';
import { useBulkAction, type BulkBody, type BulkList } from '../bulk';
import { Confirm } from './Confirm';
import { Dialog } from './Dialog';

/**
 * One bulk action of a list's chosen rows (issue #41): its button, then a dialog that asks once (what will happen,
 * and any choice it needs, such as a status), then the request. Done, it says so and clears the choice; refused,
 * the dialog stays with the refusal said (useBulkAction).
 */
export function BulkAction({
  list,
  body,
  label,
  icon: Icon,
  title,
  action = label,
  done,
  onDone,
  children,
}: {
  list: BulkList;
  /** The request, read when confirmed (so a choice made in the dialog is in it). */
  body: () => BulkBody;
  /** The button's words ("Publish"). */
  label: string;
  icon: LucideIcon;
  /** The dialog's question ("Publish the chosen (3)?"). */
  title: string;
  /** The confirming button's words; the label's when the same. */
  action?: string;
  /** What the toast says when it is done. */
  done: string;
  onDone: () => void;
  /** What will happen, and any choice the action needs. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const bulk = useBulkAction(list);
  const close = () => setOpen(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Icon size={14} aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} title={title} onClose={close}>
        <Confirm
          action={action}
          busy={bulk.isPending}
          onCancel={close}
          onConfirm={() =>
            bulk.mutate(body(), {
              onSuccess: () => {
                toast.success(done);
                close();
                onDone();
              },
            })
          }
        >
          {children}
        </Confirm>
      </Dialog>
    </>
  );
}
