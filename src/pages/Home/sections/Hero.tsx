import { BadgeCheck } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../../shared/paths';
import { Badge } from '../../../components/Badge/Badge';
import { ButtonLink } from '../../../components/Button/Button';
import { Container } from '../../../components/Section/Section';
import { useI18n } from '../../../i18n/I18nProvider';
import { media } from '../../../styles/theme';

const Wrapper = styled.section`
  padding: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[8]}) 0
    ${({ theme }) => theme.space[9]};
  background:
    radial-gradient(60rem 30rem at 85% 10%, ${({ theme }) => theme.color.accentSoft}, transparent 70%),
    ${({ theme }) => theme.color.surface};
  ${media.mobile} {
    padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[6]});
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.05fr 1fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  font-weight: 800;
  letter-spacing: -0.025em;
  color: ${({ theme }) => theme.color.surfaceInverse};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[3]};
`;

const PriceBox = styled.p<{ $muted?: boolean }>`
  /* Side by side where both fit, otherwise each the row's full width: never two different widths stacked. */
  flex: 1 1 14rem;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $muted }) => ($muted ? theme.color.surfaceMuted : theme.color.surface)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme, $muted }) => ($muted ? theme.color.textMuted : theme.color.accent)};
    white-space: nowrap;
  }
  s {
    text-decoration-thickness: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Trust = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  svg {
    color: ${({ theme }) => theme.color.success};
  }
`;

const Illustration = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
`;

/** The first screen: the offer, the price comparison and the two calls to action. */
export function Hero() {
  const { lang, t } = useI18n();
  return (
    <Wrapper aria-labelledby="hero-title">
      <Container>
        <Grid>
          <Copy>
            <Badge>{t('hero.badge')}</Badge>
            <Title id="hero-title">{t('hero.title')}</Title>
            <Lead>{t('hero.lead')}</Lead>
            <Lead>{t('hero.mockupOffer')}</Lead>
            <PriceRow>
              <PriceBox $muted>
                <span>{t('hero.comparisonLabel')}</span>
                <strong>
                  <s>{t('hero.comparisonPrice')}</s>
                </strong>
              </PriceBox>
              <PriceBox>
                <span>{t('hero.priceNote')}</span>
                <strong data-testid="hero-price">{t('hero.priceFrom')}</strong>
              </PriceBox>
            </PriceRow>
            <Actions>
              <ButtonLink to={paths.contact.href(lang)} size="lg">
                {t('hero.primaryCta')}
              </ButtonLink>
              <ButtonLink to={paths.portfolio.href(lang)} size="lg" variant="secondary">
                {t('hero.secondaryCta')}
              </ButtonLink>
            </Actions>
            <Trust>
              {(['hero.trust1', 'hero.trust2', 'hero.trust3'] as const).map((key) => (
                <li key={key}>
                  <BadgeCheck size={16} aria-hidden="true" />
                  {t(key)}
                </li>
              ))}
            </Trust>
          </Copy>
          <Illustration
            src="/images/hero-mock.svg"
            alt={t('hero.mockAlt')}
            width={640}
            height={480}
            decoding="async"
          />
        </Grid>
      </Container>
    </Wrapper>
  );
}
