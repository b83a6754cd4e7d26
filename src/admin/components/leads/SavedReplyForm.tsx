import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import {
  maxSavedReplyBody,
  maxSavedReplyName,
  maxSavedReplySubject,
  unknownPlaceholders,
} from '../../../../shared/savedReplies';
import { Button } from '../../../components/Button/Button';
import { media } from '../../../styles/theme';
import { ValidationError } from '../../api';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { saveSavedReply, type SavedReply } from '../../savedReplies';
import { useFormFields } from '../../useFormFields';
import { Actions, Field, FieldError } from '../ui';

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

type Values = { name: string; subjectSv: string; subjectEn: string; bodySv: string; bodyEn: string };
type Key = keyof Values;

/** The form's fields: their names, labels, limits and the server's path for each. */
const fields: { key: Key; path: string; label: AdminMessageKey; max: number; long: boolean }[] = [
  { key: 'name', path: 'name', label: 'replies.name', max: maxSavedReplyName, long: false },
  {
    key: 'subjectSv',
    path: 'subject.sv',
    label: 'replies.subjectSv',
    max: maxSavedReplySubject,
    long: false,
  },
  {
    key: 'subjectEn',
    path: 'subject.en',
    label: 'replies.subjectEn',
    max: maxSavedReplySubject,
    long: false,
  },
  { key: 'bodySv', path: 'body.sv', label: 'replies.bodySv', max: maxSavedReplyBody, long: true },
  { key: 'bodyEn', path: 'body.en', label: 'replies.bodyEn', max: maxSavedReplyBody, long: true },
];

const valuesOf = (reply: SavedReply | null): Values => ({
  name: reply?.name ?? '',
  subjectSv: reply?.subject.sv ?? '',
  subjectEn: reply?.subject.en ?? '',
  bodySv: reply?.body.sv ?? '',
  bodyEn: reply?.body.en ?? '',
});

/**
 * A saved reply's form (new when `reply` is null): its name, an optional subject and the text, each in Swedish
 * and English, with the places the reply dialog fills in. A place it does not know is pointed out before the
 * save; the server's refusals are shown at their fields.
 */
export function SavedReplyForm({ reply, onDone }: { reply: SavedReply | null; onDone: () => void }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useFormFields<Values>(() => valuesOf(reply));
  const save = useMutation({
    mutationFn: () =>
      saveSavedReply(
        {
          name: form.values.name,
          subject: { sv: form.values.subjectSv, en: form.values.subjectEn },
          body: { sv: form.values.bodySv, en: form.values.bodyEn },
        },
        reply?.id,
      ),
    onSuccess: () => {
      toast.success(t(reply ? 'replies.saved' : 'replies.created'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'saved-replies'] });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ValidationError) {
        const byPath = new Map(fields.map((field) => [field.path, field.key]));
        form.setErrors(
          Object.fromEntries(
            Object.entries(error.fields).flatMap(([path, text]) =>
              byPath.has(path) ? [[byPath.get(path)!, message(text)]] : [],
            ),
          ),
        );
      } else toast.error(message(error.message));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const unknown: Partial<Record<Key, string>> = {};
    for (const { key } of fields) {
      const [first] = unknownPlaceholders(form.values[key]);
      if (key !== 'name' && first) unknown[key] = t('replies.unknownPlace', { placeholder: `{${first}}` });
    }
    if (Object.keys(unknown).length > 0) form.setErrors(unknown as Record<string, string>);
    else save.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Hint>{t('replies.placeholders')}</Hint>
      <Fields>
        {fields.map(({ key, label, max, long }) => {
          const id = `saved-reply-${key}`;
          const error = form.errors[key];
          const props = {
            id,
            value: form.values[key],
            maxLength: max,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            onChange: (event: { target: { value: string } }) => form.change(key, event.target.value),
          };
          return (
            <Field key={key}>
              <label htmlFor={id}>{t(label)}</label>
              {long ? <textarea {...props} /> : <input {...props} />}
              {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
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
