import { Check, Search, ShieldCheck, Wallet, Zap, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { Card } from '../../../components/Card/Card';
import { RevealSection, type RevealDelay } from '../../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../../components/Section/Section';
import { useI18n } from '../../../i18n/I18nProvider';
import type { MessageKey } from '../../../i18n/sv';
import { media } from '../../../styles/theme';

const cards: { id: 'seo' | 'fast' | 'risk' | 'price'; icon: LucideIcon }[] = [
  { id: 'seo', icon: Search },
  { id: 'fast', icon: Zap },
  { id: 'risk', icon: ShieldCheck },
  { id: 'price', icon: Wallet },
];

const highlights: MessageKey[] = [
  'benefits.highlight.delivery',
  'benefits.highlight.seo',
  'benefits.highlight.mobile',
  'benefits.highlight.ai',
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  @media (min-width: 768px) and (max-width: 1023.98px) {
    grid-template-columns: repeat(2, 1fr);
  }
  > div {
    display: flex;
  }
  ${Card} {
    flex: 1;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};
`;

const Highlights = styled.div`
  margin-top: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceInverse};
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
        <Grid>
          {cards.map(({ id, icon: Icon }, index) => (
            <RevealSection key={id} delay={((index + 1) * 100) as RevealDelay}>
              <Card>
                <IconBox>
                  <Icon size={24} aria-hidden="true" />
                </IconBox>
                <h3>{t(`benefits.${id}.title`)}</h3>
                <p>{t(`benefits.${id}.description`)}</p>
              </Card>
            </RevealSection>
          ))}
        </Grid>
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
