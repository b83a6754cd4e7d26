import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight } from '../../styles/theme';
import { ButtonLink } from '../Button/Button';

const Card = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  p {
    margin: 0;
  }
  p:first-child {
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${fontWeight.bold};
    line-height: 1.3;
  }
`;

/**
 * The call-to-action card a writer puts in a post's text (`{cta:contact}`, shared/postCta.ts): a question, a line
 * saying what the reader gets, and a button to the contact page in the page's language. Named by its first line,
 * not a heading, so the post's own headings keep their order.
 */
export function PostCta() {
  const { t, lang } = useI18n();
  const id = useId();
  return (
    <Card aria-labelledby={id} data-post-cta="">
      <p id={id}>{t('blog.inlineCta.title')}</p>
      <p>{t('blog.inlineCta.text')}</p>
      <ButtonLink to={paths.contact.href(lang)}>
        {t('blog.inlineCta.button')}
        <ArrowRight size={18} aria-hidden="true" />
      </ButtonLink>
    </Card>
  );
}
