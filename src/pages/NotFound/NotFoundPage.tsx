import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { hydrateNowAttribute } from '../../runtime/hydrateOnIntent';
import { useRenderStatus } from '../../runtime/RenderStatus';
import { ButtonLink } from '../../components/Button/Button';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { Container } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight } from '../../styles/theme';

const Wrapper = styled.section`
  min-height: 70vh;
  display: grid;
  place-items: center;
  padding: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[8]}) 0
    ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const Code = styled.p`
  font-size: clamp(4rem, 3rem + 6vw, 7rem);
  font-weight: ${fontWeight.black};
  line-height: 1;
  color: ${({ theme }) => theme.color.accent};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
  p:not(:first-child) {
    max-width: 32rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Every unknown address: status 404, noindex, and a way home in the current language. */
export function NotFoundPage() {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  useRenderStatus(404);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    // The page logs the missing route, so it starts its script at once rather than on the first intent.
    <Wrapper aria-labelledby="not-found-title" {...{ [hydrateNowAttribute]: '' }}>
      <PageMeta
        title={t('meta.notFound.title')}
        description={t('meta.notFound.description')}
        path={pathname}
        noindex
      />
      <Container>
        <Body>
          <Code>{t('notFound.code')}</Code>
          <h1 id="not-found-title">{t('notFound.title')}</h1>
          <p>{t('notFound.text')}</p>
          <ButtonLink to={paths.home.href(lang)}>{t('notFound.home')}</ButtonLink>
        </Body>
      </Container>
    </Wrapper>
  );
}
