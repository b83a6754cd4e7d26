import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { Confirm } from '../components/Confirm';
import { Dialog } from '../components/Dialog';
import { SavedReplyForm } from '../components/leads/SavedReplyForm';
import { Actions, Panel } from '../components/ui';
import { DataTable, type DataColumn } from '../components/DataTable';
import { wholeList } from '../listPage';
import { useAdminI18n } from '../i18n/adminI18n';
import { deleteSavedReply, savedRepliesQuery, type SavedReply } from '../savedReplies';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** A reply's first words, on up to two lines. */
const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

type Editing = { reply: SavedReply | null } | null;

/** /admin/leads/replies: the saved replies, made, changed and deleted here; the reply dialog uses them. */
export function SavedRepliesPage() {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const replies = useQuery(savedRepliesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedReply(id),
    onSuccess: () => {
      toast.success(t('replies.deleted'));
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'saved-replies'] });
    },
    onError: (error) => toast.error(message(error.message)),
  });

  const columns: DataColumn<SavedReply>[] = [
    { id: 'name', header: t('replies.name'), cell: (reply) => reply.name },
    { id: 'text', header: t('replies.text'), cell: (reply) => <Excerpt>{reply.body.sv}</Excerpt> },
    {
      id: 'actions',
      header: t('replies.actions'),
      cell: (reply) => (
        <Actions style={{ justifyContent: 'flex-start' }}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('replies.editNamed', { name: reply.name })}
            onClick={() => setEditing({ reply })}
          >
            <Pencil size={14} aria-hidden="true" />
            {t('common.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('replies.deleteNamed', { name: reply.name })}
            onClick={() => setDeleting(reply)}
          >
            <Trash2 size={14} aria-hidden="true" />
            {t('common.delete')}
          </Button>
        </Actions>
      ),
    },
  ];
  const list = (
    <DataTable
      label={t('replies.title')}
      query={replies}
      page={replies.data ? wholeList(replies.data) : undefined}
      columns={columns}
      rowId={replyId}
      rowName={(reply) => reply.name}
      texts={{
        loading: t('replies.loading'),
        failed: t('replies.failed'),
        none: t('replies.none'),
        pages: t('replies.title'),
      }}
    />
  );

  return (
    <div>
      <Back to="/admin/leads">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('lead.all')}
      </Back>
      <Panel aria-labelledby="saved-replies-title">
        <h2 id="saved-replies-title">{t('replies.title')}</h2>
        <Intro>{t('replies.intro')}</Intro>
        <Actions style={{ justifyContent: 'flex-start', marginBottom: '1rem' }}>
          <Button onClick={() => setEditing({ reply: null })}>
            <Plus size={16} aria-hidden="true" />
            {t('replies.new')}
          </Button>
        </Actions>
        {list}
      </Panel>
      <Dialog
        open={editing !== null}
        title={editing?.reply ? t('replies.edit', { name: editing.reply.name }) : t('replies.new')}
        onClose={() => setEditing(null)}
        wide
      >
        {editing ? (
          <SavedReplyForm
            key={editing.reply?.id ?? 'new'}
            reply={editing.reply}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} title={t('replies.deleteTitle')} onClose={() => setDeleting(null)}>
        {deleting ? (
          <Confirm
            action={t('common.delete')}
            busy={remove.isPending}
            onConfirm={() => remove.mutate(deleting.id)}
            onCancel={() => setDeleting(null)}
          >
            <p>{t('replies.deleteQuestion', { name: deleting.name })}</p>
          </Confirm>
        ) : null}
      </Dialog>
    </div>
  );
}

const replyId = (reply: SavedReply) => String(reply.id);
