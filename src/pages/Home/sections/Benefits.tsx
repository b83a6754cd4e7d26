import { Check } from 'lucide-react';
import styled from 'styled-components';
import { IconCards } from '../../../components/IconCards/IconCards';
import { RevealSection } from '../../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../../components/Section/Section';
import { useI18n } from '../../../i18n/I18nProvider';
import type { MessageKey } from '../../../i18n/sv';
import { media } from '../../../styles/theme';

const cards = [
  { id: 'seo', icon: 'search' },
  { id: 'fast', icon: 'zap' },
  { id: 'risk', icon: 'shield' },
  { id: 'price', icon: 'wallet' },
] as const;

const highlights: MessageKey[] = [
  'benefits.highlight.delivery',
  'benefits.highlight.seo',
  'benefits.highlight.mobile',
  'benefits.highlight.ai',
];

const Highlights = styled.div`
  margin-top: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceInverse};
  --focus-ring: ${({ theme }) => theme.color.focusInverse};
  color: ${({ theme }) => theme.color.textInverse};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    list-style: none;
    ${media.mobile} {
      grid-template-columns: 1fr 1fr;
    }
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.color.highlight};
    flex: none;
  }
`;

/** Four benefit cards (SEO, fast, risk, price) and four highlights. */
export function Benefits() {
  const { t } = useI18n();
  return (
    <Section aria-labelledby="benefits-title">
      <Container>
        <SectionHeading id="benefits-title" title={t('benefits.title')} lead={t('benefits.lead')} />
        <IconCards
          columns={4}
          items={cards.map(({ id, icon }) => ({
            icon,
            title: t(`benefits.${id}.title`),
            description: t(`benefits.${id}.description`),
          }))}
        />
        <RevealSection>
          <Highlights>
            <h3>{t('benefits.highlights.title')}</h3>
            <ul>
              {highlights.map((key) => (
                <li key={key}>
                  <Check size={18} aria-hidden="true" />
                  {t(key)}
                </li>
              ))}
            </ul>
          </Highlights>
        </RevealSection>
      </Container>
    </Section>
  );
}
