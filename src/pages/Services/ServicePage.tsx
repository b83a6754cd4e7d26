import { ArrowRight } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { paths, serviceSlugs, stripLang, type ServiceSlug } from '../../../shared/paths';
import { useSiteConfig } from '../../app/SiteConfig';
import { ButtonLink } from '../../components/Button/Button';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { Faq, faqSchema } from '../../components/Faq/Faq';
import { IconCards } from '../../components/IconCards/IconCards';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { PageHero, type HeroArt } from '../../components/PageHero/PageHero';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { Steps } from '../../components/Steps/Steps';
import { services } from '../../content/services';
import { useI18n } from '../../i18n/I18nProvider';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import {
  BeforeAfterPanels,
  CaseStudy,
  ChangeCards,
  ClientResults,
  HeadlineStats,
  PointColumns,
  PortfolioTeasers,
  ServiceIntro,
  ServiceTestimonial,
} from './ServiceSections';

const isServiceSlug = (value: string | undefined): value is ServiceSlug =>
  serviceSlugs.includes(value as ServiceSlug);

/** One of the four service pages; which sections it shows follows from its content. */
/** Each service's illustration in its hero. */
const serviceArt: Record<ServiceSlug, HeroArt> = {
  'web-design': { seed: 'web-design', motif: 'layout', palette: 0 },
  'web-redesign': { seed: 'web-redesign', motif: 'layout', palette: 2 },
  'seo-optimization': { seed: 'seo-optimization', motif: 'search', palette: 5 },
  'conversion-optimization': { seed: 'conversion-optimization', motif: 'funnel', palette: 2 },
};

export function ServicePage({ slug: slugProp }: { slug?: ServiceSlug }) {
  const params = useParams();
  const slug = slugProp ?? params.service;
  const { lang, t } = useI18n();
  const { baseUrl } = useSiteConfig();
  if (!isServiceSlug(slug)) return <NotFoundPage />;

  const content = services[slug][lang];
  const path = stripLang(paths.service.href(lang, slug));
  const crumbs = [
    { name: t('nav.home'), path: paths.home.href(lang) },
    { name: content.name, path: paths.service.href(lang, slug) },
  ];
  const { title } = content.hero;

  return (
    <>
      <PageMeta
        title={content.meta.title}
        description={content.meta.description}
        keywords={content.meta.keywords}
        path={path}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: content.name,
          description: content.meta.description,
          serviceType: content.name,
          url: `${baseUrl}${paths.service.href(lang, slug)}`,
          areaServed: { '@type': 'Country', name: 'Sweden' },
          inLanguage: lang === 'sv' ? 'sv-SE' : 'en-US',
          provider: {
            '@id': `${baseUrl}/#organization`,
            '@type': 'Organization',
            name: t('brand.name'),
            url: `${baseUrl}/`,
          },
        }}
      />
      {content.faq ? <JsonLd data={faqSchema(content.faq.items)} /> : null}
      <PageHero
        crumbs={crumbs}
        art={serviceArt[slug]}
        title={
          <>
            {title.before}
            {title.highlight ? <mark>{title.highlight}</mark> : null}
            {title.after}
          </>
        }
        subtitle={content.hero.subtitle}
      >
        <div>
          <ButtonLink to={paths.contact.href(lang)} size="lg">
            {content.hero.cta}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </div>
      </PageHero>
      <ServiceIntro intro={content.intro} />
      {content.beforeAfter ? <BeforeAfterPanels panels={content.beforeAfter} /> : null}
      <Section $tone={content.beforeAfter ? 'default' : 'alt'} aria-labelledby="benefits-title">
        <Container>
          <SectionHeading id="benefits-title" title={content.benefits.title} lead={content.benefits.lead} />
          <IconCards items={content.benefits.items} />
        </Container>
      </Section>
      {content.changes ? <ChangeCards changes={content.changes} /> : null}
      {content.methodology ? (
        <Section $tone="alt" aria-labelledby="methodology-title">
          <Container>
            <SectionHeading
              id="methodology-title"
              title={content.methodology.title}
              lead={content.methodology.lead}
            />
            <IconCards items={content.methodology.items} columns={4} />
          </Container>
        </Section>
      ) : null}
      {content.columns && !content.methodology ? <PointColumns columns={content.columns} /> : null}
      <Section id="process" aria-labelledby="service-process-title">
        <Container>
          <SectionHeading
            id="service-process-title"
            title={content.process.title}
            lead={content.process.lead}
          />
          <Steps steps={content.process.steps} layout={slug === 'web-redesign' ? 'timeline' : 'grid'} />
        </Container>
      </Section>
      {content.columns && content.methodology ? <PointColumns columns={content.columns} /> : null}
      {content.headlineStats ? <HeadlineStats stats={content.headlineStats} /> : null}
      {content.portfolioTeasers ? <PortfolioTeasers teasers={content.portfolioTeasers} /> : null}
      {content.testimonial ? <ServiceTestimonial testimonial={content.testimonial} /> : null}
      {content.caseStudy ? <CaseStudy study={content.caseStudy} /> : null}
      {content.clientResults ? <ClientResults results={content.clientResults} /> : null}
      {content.faq ? (
        <Section $tone="alt" aria-labelledby="faq-title">
          <Container>
            <SectionHeading id="faq-title" title={content.faq.title} />
            <Faq items={content.faq.items} />
          </Container>
        </Section>
      ) : null}
      <ClosingCta block={content.closing} />
    </>
  );
}
