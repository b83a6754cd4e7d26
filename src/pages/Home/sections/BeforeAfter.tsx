import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../../shared/paths';
import { ButtonLink } from '../../../components/Button/Button';
import { ComparisonSlider } from '../../../components/ComparisonSlider/ComparisonSlider';
import { RevealSection } from '../../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../../components/Section/Section';
import { useI18n } from '../../../i18n/I18nProvider';

const SliderBox = styled.div`
  max-width: 56rem;
  margin: 0 auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** A before/after comparison of a redesign, with a link to the portfolio. */
export function BeforeAfter() {
  const { lang, t } = useI18n();
  return (
    <Section aria-labelledby="before-after-title">
      <Container>
        <SectionHeading
          id="before-after-title"
          title={t('before-after.title')}
          lead={t('before-after.lead')}
        />
        <RevealSection>
          <SliderBox>
            <ComparisonSlider
              beforeImage="/images/home-before.svg"
              afterImage="/images/home-after.svg"
              alt={t('before-after.title')}
              beforeAlt={t('before-after.beforeAlt')}
              afterAlt={t('before-after.afterAlt')}
              label={t('before-after.sliderLabel')}
              beforeLabel={t('before-after.before')}
              afterLabel={t('before-after.after')}
            />
          </SliderBox>
        </RevealSection>
        <Footer>
          <ButtonLink to={paths.portfolio.href(lang)} variant="secondary">
            {t('before-after.cta')}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </Footer>
      </Container>
    </Section>
  );
}
