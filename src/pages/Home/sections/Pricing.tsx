import { Check, ShieldCheck, Sparkles } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../../shared/paths';
import { Badge } from '../../../components/Badge/Badge';
import { ButtonLink } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { RevealSection, type RevealDelay } from '../../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../../components/Section/Section';
import { plans, type Plan } from '../../../content/pricing';
import { useI18n } from '../../../i18n/I18nProvider';
import { media } from '../../../styles/theme';

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
  font-weight: 600;
  text-align: center;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
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
    font-weight: 800;
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

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  flex: 1;
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
  font-weight: 600;
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

function PlanItem({ plan }: { plan: Plan }) {
  const { lang, t } = useI18n();
  const featured = plan.id === 'premium';
  const contact = paths.contact.href(lang);
  return (
    <PlanCard
      $featured={featured}
      $elevated={featured}
      aria-labelledby={`plan-${plan.id}`}
      data-plan={plan.id}
    >
      {featured ? <Badge>{t('pricing.popular')}</Badge> : null}
      <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
      <Muted>{plan.description}</Muted>
      <Price>
        {plan.startingAt ? <span>{t('pricing.from')}</span> : null}
        <strong>{plan.price}</strong>
        <span>{t('pricing.oneTime')}</span>
      </Price>
      <Features aria-label={t('pricing.featuresLabel', { plan: plan.name })}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check size={18} aria-hidden="true" />
            {feature}
          </li>
        ))}
      </Features>
      {plan.id === 'basic' ? (
        <Overlay data-testid="basic-overlay">
          <p>{t('pricing.overlay.text')}</p>
          <ButtonLink to={contact} variant="inverse" block>
            {t('pricing.overlay.cta')}
          </ButtonLink>
        </Overlay>
      ) : (
        <ButtonLink to={contact} variant={featured ? 'primary' : 'secondary'} block>
          {plan.id === 'enterprise' ? t('pricing.ctaEnterprise') : t('pricing.cta')}
        </ButtonLink>
      )}
    </PlanCard>
  );
}

/** Three plans, the limited-time Premium offer, the Basic upgrade overlay and the guarantee (anchor #pricing). */
export function Pricing() {
  const { lang, t } = useI18n();
  return (
    <Section id="pricing" $tone="alt" aria-labelledby="pricing-title">
      <Container>
        <SectionHeading id="pricing-title" title={t('pricing.title')} lead={t('pricing.lead')} />
        <Offer>
          <Badge $tone="warning">
            <Sparkles size={14} aria-hidden="true" />
            {t('pricing.offer.badge')}
          </Badge>
          {t('pricing.offer.text')}
        </Offer>
        <Grid>
          {plans[lang].map((plan, index) => (
            <li key={plan.id}>
              <RevealSection delay={((index + 1) * 100) as RevealDelay}>
                <PlanItem plan={plan} />
              </RevealSection>
            </li>
          ))}
        </Grid>
        <Guarantee>
          <ShieldCheck size={32} aria-hidden="true" />
          <div>
            <h3>{t('pricing.guarantee.title')}</h3>
            <p>{t('pricing.guarantee.text')}</p>
          </div>
        </Guarantee>
      </Container>
    </Section>
  );
}
