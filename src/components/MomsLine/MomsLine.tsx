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
  className,
}: {
  price: Plan['price'];
  basis: MomsBasis;
  className?: string;
}) {
  const { lang, t } = useI18n();
  const printed = pricesWithMoms(price, basis, lang);
  return (
    <Line className={className} data-moms={basis}>
      {basis === 'excluded'
        ? t('moms.excludedThenIncluded', { price: printed.included })
        : t('moms.includedThenExcluded', { price: printed.excluded })}
    </Line>
  );
}
