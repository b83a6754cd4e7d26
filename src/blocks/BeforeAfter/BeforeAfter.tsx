import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { comparisonPictures } from '../../../shared/illustrations';
import { paths } from '../../../shared/paths';
import { ButtonLink } from '../../components/Button/Button';
import { ComparisonSlider } from '../../components/ComparisonSlider/ComparisonSlider';
import { RevealSection } from '../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import type { BlockProps } from '../types';

const SliderBox = styled.div`
  max-width: 56rem;
  margin: 0 auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** A before/after comparison of a redesign, with an optional link to the portfolio. */
export function BeforeAfter({ data, id }: BlockProps<'beforeAfter'>) {
  const { lang } = useI18n();
  const pictures = comparisonPictures[data.pictures];
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading id={`${id}-title`} title={data.heading.title} lead={data.heading.lead} />
        <RevealSection>
          <SliderBox>
            <ComparisonSlider
              beforeImage={pictures.before}
              afterImage={pictures.after}
              alt={data.heading.title}
              beforeAlt={data.beforeAlt}
              afterAlt={data.afterAlt}
              label={data.sliderLabel}
              beforeLabel={data.beforeLabel}
              afterLabel={data.afterLabel}
            />
          </SliderBox>
        </RevealSection>
        {data.cta ? (
          <Footer>
            <ButtonLink to={paths.portfolio.href(lang)} variant="secondary">
              {data.cta}
              <ArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
          </Footer>
        ) : null}
      </Container>
    </Section>
  );
}
