import { ArrowRight, Check, X } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { CheckList } from '../../components/CheckList/CheckList';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { Stats } from '../../components/Stats/Stats';
import { Testimonial } from '../../components/Testimonial/Testimonial';
import type { ServiceContent } from '../../content/types';
import { useI18n } from '../../i18n/I18nProvider';
import { media } from '../../styles/theme';

type Part<K extends keyof ServiceContent> = NonNullable<ServiceContent[K]>;

const Prose = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Checkmarks = styled(CheckList)`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accentSoft};
  font-weight: 600;
`;

/** The introduction: a title, paragraphs and (where the page has them) three checkmarks. */
export function ServiceIntro({ intro }: { intro: Part<'intro'> }) {
  return (
    <Section aria-labelledby="intro-title">
      <Container>
        <Prose>
          <div>
            <h2 id="intro-title">{intro.title}</h2>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {intro.checkmarks ? <Checkmarks items={intro.checkmarks} size="lg" /> : null}
        </Prose>
      </Container>
    </Section>
  );
}

const Panels = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[5]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled(Card)<{ $tone: 'before' | 'after' }>`
  background: ${({ theme, $tone }) => ($tone === 'before' ? theme.color.surfaceMuted : theme.color.successSoft)};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** Web redesign: what a dated site suffers from, next to what the redesign brings. */
export function BeforeAfterPanels({ panels }: { panels: Part<'beforeAfter'> }) {
  return (
    <Section $tone="alt" aria-labelledby="panels-title">
      <Container>
        <SectionHeading id="panels-title" title={panels.title} />
        <Panels>
          {(['before', 'after'] as const).map((tone) => (
            <Panel key={tone} $tone={tone} as="div">
              <h3>{panels[tone].title}</h3>
              <CheckList
                items={panels[tone].items}
                icon={tone === 'before' ? X : Check}
                tone={tone === 'before' ? 'danger' : 'success'}
              />
            </Panel>
          ))}
        </Panels>
      </Container>
    </Section>
  );
}

const ChangeGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > li {
    display: flex;
  }
  ${Card} {
    flex: 1;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** Web redesign: four things that change, each before and after. */
export function ChangeCards({ changes }: { changes: Part<'changes'> }) {
  const { t } = useI18n();
  return (
    <Section aria-labelledby="changes-title">
      <Container>
        <SectionHeading id="changes-title" title={changes.title} />
        <ChangeGrid>
          {changes.items.map((item) => (
            <li key={item.title}>
              <Card>
                <h3>{item.title}</h3>
                <dl>
                  <dt>{t('before-after.before')}</dt>
                  <dd>{item.before}</dd>
                  <dt>{t('before-after.after')}</dt>
                  <dd>{item.after}</dd>
                </dl>
              </Card>
            </li>
          ))}
        </ChangeGrid>
      </Container>
    </Section>
  );
}

const ColumnGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** Three columns of points: SEO's technical, on-page and off-page work; conversion's three areas. */
export function PointColumns({ columns }: { columns: Part<'columns'> }) {
  return (
    <Section $tone="alt" aria-labelledby="columns-title">
      <Container>
        <SectionHeading id="columns-title" title={columns.title} lead={columns.lead} />
        <ColumnGrid>
          {columns.items.map((column) => (
            <Card key={column.title} as="div">
              <h3>{column.title}</h3>
              <CheckList items={column.points} tone="accent" />
            </Card>
          ))}
        </ColumnGrid>
      </Container>
    </Section>
  );
}

const Teasers = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > li {
    display: flex;
  }
  ${Card} {
    flex: 1;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Web design: two projects from the portfolio, each linking to it. */
export function PortfolioTeasers({ teasers }: { teasers: Part<'portfolioTeasers'> }) {
  const { lang } = useI18n();
  return (
    <Section $tone="alt" aria-labelledby="teasers-title">
      <Container>
        <SectionHeading id="teasers-title" title={teasers.title} />
        <Teasers>
          {teasers.items.map((item) => (
            <li key={item.title}>
              <Card>
                <Badge>{item.category}</Badge>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
                <ButtonLink to={paths.portfolio.href(lang)} variant="secondary" size="sm">
                  {teasers.link}
                  <ArrowRight size={16} aria-hidden="true" />
                </ButtonLink>
              </Card>
            </li>
          ))}
        </Teasers>
      </Container>
    </Section>
  );
}

/** Web design: one client's words. */
export function ServiceTestimonial({ testimonial }: { testimonial: Part<'testimonial'> }) {
  return (
    <Section aria-label={testimonial.author}>
      <Container>
        <Testimonial {...testimonial} avatar="/images/avatar-1.svg" />
      </Container>
    </Section>
  );
}

const Study = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: 800;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.highlight};
  }
  p {
    color: ${({ theme }) => theme.color.textInverseMuted};
  }
`;

/** A case study: the client, the challenge, what was done, the results, and (SEO) a way to contact. */
export function CaseStudy({ study }: { study: Part<'caseStudy'> }) {
  const { lang } = useI18n();
  return (
    <Section $tone="inverse" aria-labelledby="case-title">
      <Container>
        <Study>
          <div>
            <Badge $tone="neutral">{study.client}</Badge>
            <h2 id="case-title">{study.title}</h2>
            <p>{study.challenge}</p>
            <p>{study.solution}</p>
            {study.cta ? (
              <ButtonLink to={paths.contact.href(lang)} variant="inverse">
                {study.cta}
                <ArrowRight size={18} aria-hidden="true" />
              </ButtonLink>
            ) : null}
          </div>
          <Stats stats={study.stats} inverse />
        </Study>
      </Container>
    </Section>
  );
}

/** SEO: three headline figures. */
export function HeadlineStats({ stats }: { stats: Part<'headlineStats'> }) {
  return (
    <Section $tone="alt" aria-label={stats.map((stat) => stat.label).join(', ')}>
      <Container>
        <Stats stats={stats} />
      </Container>
    </Section>
  );
}

const Results = styled.ul`
  display: grid;
  /* Three across from 1024 px; one below, where three cards would be too narrow for their figures. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
  ${Card} {
    flex: 1;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  blockquote {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  figcaption {
    font-weight: 600;
  }
`;

/** Conversion optimisation: three clients' results. */
export function ClientResults({ results }: { results: Part<'clientResults'> }) {
  return (
    <Section aria-labelledby="results-title">
      <Container>
        <SectionHeading id="results-title" title={results.title} />
        <Results>
          {results.items.map((item, index) => (
            <li key={item.company}>
              <Card>
                <img
                  src={`/images/avatar-${(index % 3) + 1}.svg`}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
                <Badge $tone="neutral">{item.industry}</Badge>
                <h3>{item.company}</h3>
                <Stats stats={item.stats} />
                <figure>
                  <blockquote>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption>{item.author}</figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </Results>
      </Container>
    </Section>
  );
}
