import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { useI18n } from '../../i18n/I18nProvider';
import { ButtonLink } from '../Button/Button';
import { Container, Section } from '../Section/Section';
import { fontWeight } from '../../styles/theme';

/** The band's title, a line under it and its button's text. */
export interface ClosingBlock {
  title: string;
  text: string;
  button: string;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${fontWeight.heavy};
  }
  p {
    max-width: 40rem;
    color: ${({ theme }) => theme.color.textInverseMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/** The closing call to action at the bottom of a page: always to the contact page. */
export function ClosingCta({
  block,
  id = 'closing-title',
  sectionId,
}: {
  block: ClosingBlock;
  /** The heading's id, which names the section. */
  id?: string;
  /** The band's anchor (a page block's id). */
  sectionId?: string;
}) {
  const { lang } = useI18n();
  return (
    <Section id={sectionId} $tone="accent" aria-labelledby={id}>
      <Container>
        <Panel>
          <h2 id={id}>{block.title}</h2>
          <p>{block.text}</p>
          <ButtonLink to={paths.contact.href(lang)} variant="inverse" size="lg">
            {block.button}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </Panel>
      </Container>
    </Section>
  );
}
