import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { languages, type Lang } from '../../../../shared/i18n';
import { fontWeight } from '../../../styles/theme';
import { adminSave, sessionQuery, type StaffSession } from '../../api';
import { adminText, useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { FieldError, Panel } from '../ui';

/** Each language by its own name. */
const names: Record<Lang, AdminMessageKey> = { sv: 'language.sv', en: 'language.en' };

const Choices = styled.fieldset`
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border: 0;
  padding: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${fontWeight.semibold};
  }
`;

/**
 * My account → Language: Svenska or English, for the admin and the e-mails written to the staff member. Saved as
 * soon as it is picked; the admin speaks it at once (the session's copy of the user is updated), and a refused
 * save keeps the language it had and says why.
 */
export function LanguagePanel() {
  const { t, lang, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const titleId = useId();
  const errorId = useId();
  // The language being saved, set in the click's own render: the query's pending state comes a moment later,
  // and a radio that showed the old choice until then read as a click that changed nothing (e2e, under load).
  const [choosing, setChoosing] = useState<Lang | null>(null);
  const save = useMutation({
    mutationFn: (next: Lang) =>
      adminSave<{ lang: Lang }>('/api/admin/account/language', 'PUT', { lang: next }),
    onSuccess: ({ lang: saved }) => {
      queryClient.setQueryData<StaffSession | null>(sessionQuery.queryKey, (session) =>
        session ? { ...session, user: { ...session.user, lang: saved } } : session,
      );
      // Said in the language just chosen.
      toast.success(adminText(saved, 'account.language.saved'));
      setChoosing(null);
    },
    // Refused: the language stored is the one picked again.
    onError: () => setChoosing(null),
  });
  // While saving, the choice being saved shows as picked, and once saved the saved one (the admin around it
  // speaks it by then too).
  const picked = choosing ?? (save.isSuccess ? save.data.lang : lang);
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.language.title')}</h2>
      <p>{t('account.language.intro')}</p>
      <Choices
        aria-labelledby={titleId}
        aria-describedby={save.isError ? errorId : undefined}
        aria-busy={save.isPending}
      >
        {languages.map((option) => (
          <label key={option} lang={option}>
            <input
              type="radio"
              name="admin-language"
              value={option}
              checked={picked === option}
              // Not disabled while saving: that would drop the keyboard's focus to the page.
              onChange={() => {
                if (save.isPending) return;
                setChoosing(option);
                save.mutate(option);
              }}
            />
            {t(names[option])}
          </label>
        ))}
      </Choices>
      {save.isError ? (
        <FieldError id={errorId} role="alert">
          {t('account.language.failed', { message: message(save.error.message) })}
        </FieldError>
      ) : null}
    </Panel>
  );
}
