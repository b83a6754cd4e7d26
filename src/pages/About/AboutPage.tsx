import { Check } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { Faq, faqSchema } from '../../components/Faq/Faq';
import { IconCards } from '../../components/IconCards/IconCards';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { PageHero } from '../../components/PageHero/PageHero';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { Steps } from '../../components/Steps/Steps';
import { about } from '../../content/about';
import { fixedOffer } from '../../content/pricing';
import { useI18n } from '../../i18n/I18nProvider';
import { media } from '../../styles/theme';

const Story = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 46rem;
  margin: 0 auto;
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: 800;
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Offer = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.accent};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
  }
  strong {
    display: block;
    margin: ${({ theme }) => theme.space[3]} 0;
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    color: ${({ theme }) => theme.color.accent};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    flex: none;
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.color.success};
  }
`;

/** Story, reasons to choose us, the 3-step process, the fixed offer, six questions and a call to contact. */
export function AboutPage() {
  const { lang, t } = useI18n();
  const content = about[lang];
  const offer = fixedOffer[lang];
  return (
    <>
      <PageMeta
        title={content.meta.title}
        description={content.meta.description}
        keywords={content.meta.keywords}
        path="/about"
      />
      <JsonLd data={faqSchema(content.faq.items)} />
      <PageHero
        art={{ seed: 'about', motif: 'network', palette: 2 }}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        crumbs={[
          { name: t('nav.home'), path: paths.home.href(lang) },
          { name: t('nav.about'), path: paths.about.href(lang) },
        ]}
      />
      <Section aria-labelledby="story-title">
        <Container>
          <Story>
            <h2 id="story-title">{content.story.title}</h2>
            {content.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Story>
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="reasons-title">
        <Container>
          <SectionHeading id="reasons-title" title={content.reasons.title} />
          <IconCards items={content.reasons.items} />
        </Container>
      </Section>
      <Section id="process" aria-labelledby="steps-title">
        <Container>
          <SectionHeading id="steps-title" title={content.steps.title} />
          <Steps steps={content.steps.items} idPrefix="about-step" />
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="offer-title">
        <Container>
          <Offer>
            <div>
              <h2 id="offer-title">{content.offer.title}</h2>
              <strong>{t('about.offerPrice', { price: offer.price, pages: offer.pages })}</strong>
              <p>{content.offer.text}</p>
            </div>
            <ul>
              {offer.includes.map((item) => (
                <li key={item}>
                  <Check size={18} aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </Offer>
        </Container>
      </Section>
      <Section aria-labelledby="faq-title">
        <Container>
          <SectionHeading id="faq-title" title={content.faq.title} />
          <Faq items={content.faq.items} />
        </Container>
      </Section>
      <ClosingCta block={content.closing} />
    </>
  );
}
