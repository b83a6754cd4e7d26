import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import styled from 'styled-components';
import {
  maxSavedReplyBody,
  maxSavedReplyName,
  maxSavedReplySubject,
  savedReplyInput,
  type SavedReplyInput,
} from '../../../../shared/savedReplies';
import { Button } from '../../../components/Button/Button';
import { media } from '../../../styles/theme';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { saveSavedReply, type SavedReply } from '../../savedReplies';
import { useAdminForm } from '../../useAdminForm';
import { Actions, Field } from '../ui';

/** The name across; each text's Swedish and English side by side (one above the other on a phone). */
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    grid-column: 1 / -1;
  }
  textarea {
    min-height: 10rem;
  }
`;

const Hint = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

type FieldPath = 'name' | `${'subject' | 'body'}.${'sv' | 'en'}`;

/** The form's fields: their paths (the API's), labels and limits. */
const fields: { path: FieldPath; label: AdminMessageKey; max: number; long: boolean }[] = [
  { path: 'name', label: 'replies.name', max: maxSavedReplyName, long: false },
  { path: 'subject.sv', label: 'replies.subjectSv', max: maxSavedReplySubject, long: false },
  { path: 'subject.en', label: 'replies.subjectEn', max: maxSavedReplySubject, long: false },
  { path: 'body.sv', label: 'replies.bodySv', max: maxSavedReplyBody, long: true },
  { path: 'body.en', label: 'replies.bodyEn', max: maxSavedReplyBody, long: true },
];

/**
 * A saved reply's form (new when `reply` is null): its name, an optional subject and the text, each in Swedish
 * and English, with the places the reply dialog fills in. A place it does not know is pointed out before the
 * save; the server's refusals are shown at their fields.
 */
export function SavedReplyForm({ reply, onDone }: { reply: SavedReply | null; onDone: () => void }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(savedReplyInput, {
    name: reply?.name ?? '',
    subject: reply?.subject ?? { sv: '', en: '' },
    body: reply?.body ?? { sv: '', en: '' },
  });
  const save = useMutation({
    mutationFn: (input: SavedReplyInput) => saveSavedReply(input, reply?.id),
    onSuccess: () => {
      toast.success(t(reply ? 'replies.saved' : 'replies.created'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'saved-replies'] });
      onDone();
    },
    onError: form.refused,
  });
  return (
    <form onSubmit={form.submit((input) => save.mutate(input))} noValidate>
      <Hint>{t('replies.placeholders')}</Hint>
      <Fields>
        {fields.map(({ path, label, max, long }) => {
          const id = `saved-reply-${path.replace('.', '-')}`;
          const props = { id, maxLength: max, ...form.register(path), ...form.ariaOf(path, id) };
          return (
            <Field key={path}>
              <label htmlFor={id}>{t(label)}</label>
              {long ? <textarea {...props} /> : <input {...props} />}
              {form.errorAt(path, id)}
            </Field>
          );
        })}
      </Fields>
      <Actions style={{ marginTop: '1rem' }}>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('common.saving') : t('replies.save')}
        </Button>
      </Actions>
    </form>
  );
}
