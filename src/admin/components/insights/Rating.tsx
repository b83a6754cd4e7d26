import { CircleCheck, OctagonX, TriangleExclamationPoint, type LucideIcon } from 'lucide-react';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import type { VitalRating } from '../../../../shared/insights';
import { Pill, type PillColours } from '../ui';
import { useAdminI18n } from '../../i18n/adminI18n';
import { useInsightsFormat } from './format';

/** A rating's colours: the theme's roles for good news, a warning and a problem. */
export const ratingColours = (theme: DefaultTheme): Record<VitalRating, PillColours> => ({
  good: { background: theme.color.successSoft, color: theme.color.success },
  'needs-improvement': { background: theme.color.warningSoft, color: theme.color.warning },
  poor: { background: theme.color.dangerSoft, color: theme.color.danger },
});

/** Each rating has its own shape too, so it never rests on colour alone. */
const ratingIcons: Record<VitalRating, LucideIcon> = {
  good: CircleCheck,
  'needs-improvement': TriangleExclamationPoint,
  poor: OctagonX,
};

/** A rating in words on its colour, for a card. */
export function RatingPill({ rating }: { rating: VitalRating }) {
  const theme = useTheme();
  const f = useInsightsFormat();
  return <Pill $colours={ratingColours(theme)[rating]}>{f.rating(rating)}</Pill>;
}

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
  svg {
    flex: none;
  }
`;

/** A value with its rating's shape and colour, the rating's name for screen readers: for tables. */
export function RatedValue({ rating, children }: { rating: VitalRating | null; children: string }) {
  const theme = useTheme();
  const f = useInsightsFormat();
  if (rating === null) return <>{children}</>;
  const Icon = ratingIcons[rating];
  return (
    <Mark>
      <Icon size={14} aria-hidden="true" color={ratingColours(theme)[rating].color} />
      {children}
      <span className="visually-hidden">({f.rating(rating)})</span>
    </Mark>
  );
}

const KeyList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** What the shapes in the tables mean. */
export function RatingKey() {
  const theme = useTheme();
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  return (
    <KeyList aria-label={t('insights.ratings')}>
      {(Object.keys(ratingIcons) as VitalRating[]).map((rating) => {
        const Icon = ratingIcons[rating];
        return (
          <li key={rating}>
            <Mark>
              <Icon size={14} aria-hidden="true" color={ratingColours(theme)[rating].color} />
              {f.rating(rating)}
            </Mark>
          </li>
        );
      })}
    </KeyList>
  );
}
