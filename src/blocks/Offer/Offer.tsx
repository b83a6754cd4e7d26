import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '../../../shared/blocks/priceFormat';
import { MomsLine } from '../../components/MomsLine/MomsLine';
import { paths } from '../../../shared/paths';
import { CheckList } from '../../components/CheckList/CheckList';
import { Container, Section } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import { sectionTone } from '../tone';
import type { BlockProps } from '../types';

const Panel = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 2px solid ${({ theme }) => theme.color.accent};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: ${fontWeight.heavy};
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0;
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${fontWeight.bold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  strong {
    display: block;
    line-height: 1.2;
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Plans = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-weight: ${fontWeight.semibold};
  color: ${({ theme }) => theme.color.accent};
`;

/**
 * The fixed-price package from the shared prices: its name before its price, so it reads as a package of its
 * own, and a link to the plans, so a visitor sees it beside them rather than as their second price.
 */
export function Offer({ data, parts, id }: BlockProps<'offer'>) {
  const { lang, t } = useI18n();
  const offer = parts.prices?.package;
  return (
    <Section id={id} $tone={sectionTone[data.tone]} aria-labelledby={`${id}-title`}>
      <Container>
        <Panel>
          <div>
            <h2 id={`${id}-title`}>{data.title}</h2>
            {offer ? (
              <Price>
                <span>{t('offer.packageName', { name: offer.name })}</span>
                <strong>
                  {t('offer.price', { price: formatPrice(offer.price, lang), size: offer.size })}
                </strong>
                <MomsLine price={offer.price} basis={parts.prices?.moms ?? 'excluded'} />
              </Price>
            ) : null}
            <Text>{data.text}</Text>
            <Plans to={`${paths.home.href(lang)}#pricing`}>
              {t('offer.comparePlans')}
              <ArrowRight size={16} aria-hidden="true" />
            </Plans>
          </div>
          {offer ? (
            <CheckList items={offer.includes} aria-label={t('offer.includes', { name: offer.name })} />
          ) : null}
        </Panel>
      </Container>
    </Section>
  );
}
