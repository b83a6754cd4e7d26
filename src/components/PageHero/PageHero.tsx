import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import type { Crumb } from '../JsonLd/schema';
import { Container } from '../Section/Section';

const Wrapper = styled.section`
  padding: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[7]}) 0
    ${({ theme }) => theme.space[8]};
  background:
    radial-gradient(50rem 24rem at 90% 0%, ${({ theme }) => theme.color.accentSoft}, transparent 70%),
    ${({ theme }) => theme.color.surfaceAlt};
  ${media.mobile} {
    padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[5]});
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 48rem;
  color: ${({ theme }) => theme.color.textMuted};
  h1 {
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.color.surfaceInverse};
  }
  mark {
    background: none;
    color: ${({ theme }) => theme.color.accent};
  }
  > p {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  crumbs: Crumb[];
  children?: ReactNode;
}

/** The top of every page below the home page: breadcrumbs, the page's h1, a subtitle and optional actions. */
export function PageHero({ title, subtitle, crumbs, children }: PageHeroProps) {
  return (
    <Wrapper>
      <Container>
        <Body>
          <Breadcrumbs crumbs={crumbs} />
          <h1>{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
          {children}
        </Body>
      </Container>
    </Wrapper>
  );
}
