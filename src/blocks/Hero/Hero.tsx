import { BadgeCheck } from 'lucide-react';
import styled from 'styled-components';
import { cheapestPlan, formatPrice } from '../../../shared/blocks/priceFormat';
import { MomsLine } from '../../components/MomsLine/MomsLine';
import { paths } from '../../../shared/paths';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Container } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import type { BlockProps } from '../types';

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

const Grid = styled.div<{ $imageFirst: boolean }>`
  display: grid;
  grid-template-columns: ${({ $imageFirst }) => ($imageFirst ? '1fr 1.05fr' : '1.05fr 1fr')};
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
  /* Closer on a phone, so the call to action is in the first screen with the price's moms line above it. */
  ${media.mobile} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  font-weight: ${fontWeight.heavy};
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

const Illustration = styled.img<{ $first: boolean }>`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  ${media.desktop} {
    order: ${({ $first }) => ($first ? -1 : 0)};
  }
`;

/**
 * The first screen: the offer, the price against a traditional agency's (the cheapest plan of the shared
 * prices, never typed twice) and the two calls to action. The picture stands at the end or the start.
 */
export function Hero({ data, parts, id }: BlockProps<'hero'>) {
  const { lang, t } = useI18n();
  const cheapest = cheapestPlan(parts.prices?.plans ?? [], lang);
  const imageFirst = data.imageSide === 'start';
  return (
    <Wrapper id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <Grid $imageFirst={imageFirst}>
          <Copy>
            <Badge>{data.badge}</Badge>
            <Title id={`${id}-title`}>{data.title}</Title>
            <Lead>{data.lead}</Lead>
            {data.offer ? <Lead>{data.offer}</Lead> : null}
            <PriceRow>
              <PriceBox $muted>
                <span>{data.comparison.label}</span>
                <strong>
                  <s>{data.comparison.price}</s>
                </strong>
              </PriceBox>
              {cheapest ? (
                <PriceBox>
                  <span>{data.priceNote}</span>
                  <strong data-testid="hero-price">
                    {t('hero.priceFrom', { price: formatPrice(cheapest.price, lang) })}
                  </strong>
                  <MomsLine price={cheapest.price} basis={parts.prices?.moms ?? 'excluded'} startingAt />
                </PriceBox>
              ) : null}
            </PriceRow>
            <Actions>
              <ButtonLink to={paths.contact.href(lang)} size="lg">
                {data.primaryCta}
              </ButtonLink>
              <ButtonLink to={paths.portfolio.href(lang)} size="lg" variant="secondary">
                {data.secondaryCta}
              </ButtonLink>
            </Actions>
            <Trust>
              {data.promises.map((promise) => (
                <li key={promise}>
                  <BadgeCheck size={16} aria-hidden="true" />
                  {promise}
                </li>
              ))}
            </Trust>
          </Copy>
          <Illustration
            src="/images/hero-mock.svg"
            alt={data.imageAlt}
            width={640}
            height={480}
            decoding="async"
            $first={imageFirst}
          />
        </Grid>
      </Container>
    </Wrapper>
  );
}
