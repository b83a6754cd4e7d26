import { ShieldCheck, Sparkles } from 'lucide-react';
import styled from 'styled-components';
import { formatPrice } from '../../../shared/blocks/priceFormat';
import type { MomsBasis } from '../../../shared/blocks/moms';
import type { Plan } from '../../../shared/blocks/prices';
import type { LocalizedIn } from '../../../shared/localize';
import { paths } from '../../../shared/paths';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { CheckList } from '../../components/CheckList/CheckList';
import { MomsLine } from '../../components/MomsLine/MomsLine';
import { RevealSection, type RevealDelay } from '../../components/RevealSection/RevealSection';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

const Offer = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${fontWeight.semibold};
  text-align: center;
`;

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  align-items: stretch;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > li,
  > li > div {
    display: flex;
  }
  ${Card} {
    flex: 1;
  }
`;

const PlanCard = styled(Card)<{ $featured: boolean }>`
  border-width: ${({ $featured }) => ($featured ? '2px' : '1px')};
  border-color: ${({ theme, $featured }) => ($featured ? theme.color.accent : theme.color.border)};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${fontWeight.heavy};
    color: ${({ theme }) => theme.color.surfaceInverse};
    /* Whole on one line where the columns have room; on a tablet's third of the width it may wrap. */
    ${media.wide} {
      white-space: nowrap;
    }
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Features = styled(CheckList)`
  flex: 1;
`;

const Overlay = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 -${({ theme }) => theme.space[3]} -${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceInverse};
  --focus-ring: ${({ theme }) => theme.color.focusInverse};
  color: ${({ theme }) => theme.color.textInverse};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  text-align: center;
  font-weight: ${fontWeight.semibold};
`;

const Guarantee = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.text};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.success};
  }
`;

type PricingData = BlockProps<'pricing'>['data'];

function PlanItem({ plan, block, moms }: { plan: LocalizedIn<Plan>; block: PricingData; moms: MomsBasis }) {
  const { lang, t } = useI18n();
  const contact = paths.contact.href(lang);
  const upgrade = block.upgrade?.plan === plan.id ? block.upgrade : null;
  return (
    <PlanCard
      $featured={plan.featured}
      $elevated={plan.featured}
      aria-labelledby={`plan-${plan.id}`}
      data-plan={plan.id}
    >
      {plan.featured ? <Badge>{t('pricing.popular')}</Badge> : null}
      <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
      <Muted>{plan.description}</Muted>
      <Price>
        {plan.startingAt ? <span>{t('pricing.from')}</span> : null}
        <strong>{formatPrice(plan.price, lang)}</strong>
        <span>{t('pricing.oneTime')}</span>
        <MomsLine price={plan.price} basis={moms} startingAt={plan.startingAt} />
      </Price>
      <Features items={plan.features} aria-label={t('pricing.featuresLabel', { plan: plan.name })} />
      {upgrade ? (
        <Overlay data-testid={`${plan.id}-overlay`}>
          <p>{upgrade.text}</p>
          <ButtonLink to={contact} variant="inverse" block>
            {upgrade.cta}
          </ButtonLink>
        </Overlay>
      ) : (
        <ButtonLink to={contact} variant={plan.featured ? 'primary' : 'secondary'} block>
          {plan.startingAt ? block.ctaStartingAt : block.cta}
        </ButtonLink>
      )}
    </PlanCard>
  );
}

/**
 * The plans at the shared prices, their limited-time offer (where the block shows it), an upgrade note on one plan and the guarantee.
 * The home page's block id is `pricing`, which is also the anchor the navigation's price links use.
 */
export function Pricing({ data, parts, id }: BlockProps<'pricing'>) {
  const plans = parts.prices?.plans ?? [];
  const offer = data.showOffer ? parts.prices?.offer : null;
  return (
    <BlockSection id={id} tone={data.tone} heading={data.heading}>
      {offer ? (
        <Offer>
          <Badge $tone="warning">
            <Sparkles size={14} aria-hidden="true" />
            {offer.badge}
          </Badge>
          {offer.text}
        </Offer>
      ) : null}
      <Grid $columns={Math.max(1, plans.length)}>
        {plans.map((plan, index) => (
          <li key={plan.id}>
            <RevealSection delay={((index + 1) * 100) as RevealDelay}>
              <PlanItem plan={plan} block={data} moms={parts.prices?.moms ?? 'excluded'} />
            </RevealSection>
          </li>
        ))}
      </Grid>
      {data.guarantee ? (
        <Guarantee>
          <ShieldCheck size={32} aria-hidden="true" />
          <div>
            <h3>{data.guarantee.title}</h3>
            <p>{data.guarantee.text}</p>
          </div>
        </Guarantee>
      ) : null}
    </BlockSection>
  );
}
