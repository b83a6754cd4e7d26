import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Container, Section } from '../../components/Section/Section';
import { Stats } from '../../components/Stats/Stats';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import type { BlockProps } from '../types';

const Study = styled.div<{ $figuresFirst: boolean }>`
  display: grid;
  grid-template-columns: ${({ $figuresFirst }) => ($figuresFirst ? '1fr 1.2fr' : '1.2fr 1fr')};
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${fontWeight.heavy};
  }
  p {
    color: ${({ theme }) => theme.color.textInverseMuted};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Before the text on a wide screen when staff put them first. */
const Figures = styled(Stats)<{ $first: boolean }>`
  ${({ $first }) => ($first ? 'order: -1;' : '')}
  ${media.mobile} {
    order: 0;
  }
`;

/**
 * A client's case on a dark band: the client, the challenge, what was done and (where it has one) a button to
 * the contact page, beside the figures (after the text, or before it on a wide screen).
 */
export function CaseStudy({ data, id }: BlockProps<'caseStudy'>) {
  const { lang } = useI18n();
  return (
    <Section id={id} $tone="inverse" aria-labelledby={`${id}-title`}>
      <Container>
        <Study $figuresFirst={data.figures === 'start'}>
          <Text>
            <Badge $tone="neutral">{data.client}</Badge>
            <h2 id={`${id}-title`}>{data.title}</h2>
            <p>{data.challenge}</p>
            <p>{data.solution}</p>
            {data.cta ? (
              <ButtonLink to={paths.contact.href(lang)} variant="inverse">
                {data.cta}
                <ArrowRight size={18} aria-hidden="true" />
              </ButtonLink>
            ) : null}
          </Text>
          <Figures stats={data.stats} inverse $first={data.figures === 'start'} />
        </Study>
      </Container>
    </Section>
  );
}
