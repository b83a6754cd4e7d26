import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { SentDetails } from '../../../shared/contact';
import { paths } from '../../../shared/paths';
import { Button, ButtonLink } from '../../components/Button/Button';
import { DetailList } from '../../components/DetailList/DetailList';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[5]};
  }
  h2 {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.xl};
    &:focus {
      outline: none;
    }
    svg {
      flex: none;
      margin-top: 0.2em;
      color: ${({ theme }) => theme.color.success};
    }
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${fontWeight.bold};
  }
`;

/** What was sent, on a tinted ground. */
const Summary = styled(DetailList)`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

interface SentConfirmationProps {
  /** What was sent, when it is known (it is not once a native post's confirmation has expired). */
  sent: SentDetails | null;
  /** The application's way back to an empty form; without it, a link to the page without its confirmation. */
  onAnother?: () => void;
  /** Where the link back to the form goes (the page's own path). */
  formPath: string;
  /** Whether the confirmation takes the focus when it appears (it replaced the form the visitor was in). */
  focus?: boolean;
}

/**
 * What the visitor sees in the form's place once their message is stored, and keeps seeing: what they sent (their
 * name, their e-mail address, how the message began), what happens next, the portfolio, and a way to send another.
 * The same after the application sent it and after the browser posted the form itself (the server's answer).
 */
export function SentConfirmation({ sent, onAnother, formPath, focus = false }: SentConfirmationProps) {
  const { lang, t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Panel aria-labelledby="contact-sent-title" data-testid="contact-sent">
      <h2 id="contact-sent-title" ref={heading} tabIndex={-1}>
        <CheckCircle2 size={24} aria-hidden="true" />
        <span>{sent ? t('contact.sent.titleNamed', { name: sent.name }) : t('contact.sent.title')}</span>
      </h2>
      {sent ? (
        <div>
          <h3>{t('contact.sent.summary')}</h3>
          <Summary>
            <dt>{t('contact.sent.name')}</dt>
            <dd>{sent.name}</dd>
            <dt>{t('contact.sent.email')}</dt>
            <dd>{sent.email}</dd>
            {sent.firstLine ? (
              <>
                <dt>{t('contact.sent.message')}</dt>
                <dd>{sent.firstLine}</dd>
              </>
            ) : null}
          </Summary>
        </div>
      ) : null}
      <div>
        <h3>{t('contact.sent.next')}</h3>
        <Steps>
          <li>{t('contact.sent.reply')}</li>
          <li>{t('contact.sent.mockup')}</li>
        </Steps>
      </div>
      <Actions>
        <ButtonLink to={paths.portfolio.href(lang)} variant="secondary">
          {t('contact.sent.portfolio')}
        </ButtonLink>
        {onAnother ? (
          <Button variant="ghost" onClick={onAnother}>
            {t('contact.sent.another')}
          </Button>
        ) : (
          <ButtonLink to={formPath} variant="ghost">
            {t('contact.sent.another')}
          </ButtonLink>
        )}
      </Actions>
    </Panel>
  );
}
