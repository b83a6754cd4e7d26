import styled from 'styled-components';
import { pricesWithMoms, type MomsBasis } from '../../../shared/blocks/moms';
import type { Plan } from '../../../shared/blocks/prices';
import { useI18n } from '../../i18n/I18nProvider';

/** Its own line under the price, in small muted type, whatever the price's box does to its spans. */
const Line = styled.span`
  && {
    display: block;
    flex-basis: 100%;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: normal;
    line-height: 1.4;
    letter-spacing: normal;
    text-transform: none;
    white-space: normal;
  }
`;

/**
 * Under a price: whether it includes moms, and the price the other way ("exkl. moms · 8 750 kr inkl. moms"), so a
 * business reads its price and a consumer the total (prisinformationslagen). The shared prices say which way staff
 * typed them (Admin → Pages → Prices); the other amount is computed at 25 %.
 */
export function MomsLine({
  price,
  basis,
  startingAt = false,
  className,
}: {
  price: Plan['price'];
  basis: MomsBasis;
  /** The price is where it starts ("från 15 000 kr"): so is the other amount ("från 18 750 kr inkl. moms"). */
  startingAt?: boolean;
  className?: string;
}) {
  const { lang, t } = useI18n();
  const printed = pricesWithMoms(price, basis, lang);
  const other = basis === 'excluded' ? printed.included : printed.excluded;
  const amount = startingAt ? t('moms.from', { price: other }) : other;
  return (
    <Line className={className} data-moms={basis}>
      {basis === 'excluded'
        ? t('moms.excludedThenIncluded', { price: amount })
        : t('moms.includedThenExcluded', { price: amount })}
    </Line>
  );
}
