import type { ReactNode } from 'react';
import styled from 'styled-components';
import { coverSvg, type CoverMotif } from '../../../shared/illustrations';
import { fontWeight, media } from '../../styles/theme';
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

/** Text and, on a wide screen, the page's illustration beside it. */
const Columns = styled.div<{ $art: boolean }>`
  display: grid;
  grid-template-columns: ${({ $art }) => ($art ? 'minmax(0, 1.25fr) minmax(0, 1fr)' : '1fr')};
  align-items: center;
  gap: ${({ theme }) => theme.space[7]};
  @media (max-width: 959.98px) {
    grid-template-columns: 1fr;
  }
`;

/* Drawn inline (no request, never the page's LCP), for sighted visitors only: it illustrates, it says nothing. */
const Art = styled.div`
  svg {
    display: block;
    width: 100%;
    height: auto;
    filter: drop-shadow(0 18px 30px rgb(30 27 75 / 0.18));
  }
  @media (max-width: 959.98px) {
    display: none;
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
    font-weight: ${fontWeight.heavy};
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

export interface HeroArt {
  /** Picks the drawing's arrangement: the page's name. */
  seed: string;
  motif: CoverMotif;
  /** The colours (0 and 2 are the brand's indigo and violet). */
  palette?: number;
}

interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  crumbs: Crumb[];
  children?: ReactNode;
  /** An illustration beside the text on a wide screen (shared/illustrations.ts). */
  art?: HeroArt;
  /** The band's anchor (a page block's id, as every block's section has). */
  id?: string;
}

/**
 * The top of every page below the home page: breadcrumbs, the page's h1, a subtitle and optional actions;
 * with `art`, the page's illustration beside them from 960 px up.
 */
export function PageHero({ title, subtitle, crumbs, children, art, id }: PageHeroProps) {
  return (
    <Wrapper id={id}>
      <Container>
        <Columns $art={Boolean(art)}>
          <Body>
            <Breadcrumbs crumbs={crumbs} />
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
            {children}
          </Body>
          {art ? (
            <Art
              aria-hidden="true"
              dangerouslySetInnerHTML={{
                __html: coverSvg(art.seed, art.motif, { rounded: true, palette: art.palette }),
              }}
            />
          ) : null}
        </Columns>
      </Container>
    </Wrapper>
  );
}
