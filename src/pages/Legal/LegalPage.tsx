import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { PageHero } from '../../components/PageHero/PageHero';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { Container, Section } from '../../components/Section/Section';
import { accessibility, privacy, terms } from '../../content/legal';
import { useI18n } from '../../i18n/I18nProvider';

const Body = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 46rem;
  margin: 0 auto;
  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p,
  li {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    padding-left: ${({ theme }) => theme.space[5]};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const documents = { privacy, terms, accessibility } as const;

/** The privacy notice, the terms or the accessibility statement, in the current language. */
export function LegalPage({ document }: { document: keyof typeof documents }) {
  const { lang, t, formatDate } = useI18n();
  const content = documents[document][lang];
  const page = paths[document];
  return (
    <>
      <PageMeta
        title={content.meta.title}
        description={content.meta.description}
        keywords={content.meta.keywords}
        path={page.pattern}
      />
      <PageHero
        title={content.title}
        subtitle={content.intro}
        crumbs={[
          { name: t('nav.home'), path: paths.home.href(lang) },
          { name: content.title, path: page.href(lang) },
        ]}
      >
        <p>
          <time dateTime={content.updated}>{t('legal.updated', { date: formatDate(content.updated) })}</time>
        </p>
      </PageHero>
      <Section>
        <Container>
          <Body>
            {content.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </Body>
        </Container>
      </Section>
    </>
  );
}
