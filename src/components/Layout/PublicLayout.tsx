import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { signalNavigation } from '../../runtime/insightsSignals';
import styled from 'styled-components';
import { useI18n } from '../../i18n/I18nProvider';
import { Footer } from '../Footer/Footer';
import { Nav } from '../Nav/Nav';
import { fontWeight } from '../../styles/theme';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: -10rem;
  z-index: 100;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${fontWeight.semibold};
  &:focus {
    top: ${({ theme }) => theme.space[3]};
  }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * After client-side navigation, pages open at the top; a link to an anchor (#pricing) scrolls to it instead.
 * The page the visitor arrived on is left alone: the browser placed it (and its anchor) already, and the page
 * hydrates only once the visitor uses it, perhaps far down (scrolling to the top then would yank them away).
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const arrived = useRef(true);
  useIsomorphicLayoutEffect(() => {
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    signalNavigation();
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** The frame of every public page: skip link, navigation bar, main content, footer. */
export function PublicLayout() {
  const { t } = useI18n();
  return (
    <>
      <ScrollToTop />
      <SkipLink href="#main">{t('nav.skipToContent')}</SkipLink>
      <Nav />
      <Main id="main" tabIndex={-1}>
        {/* No Suspense boundary here: React hydrates a boundary's content in a later pass, after the commit
            that hands the visitor's held actions over (src/app/startApp.tsx). A page's chunk is loaded
            before hydration, and a navigation to one still on its way is a transition (src/app/pages.ts). */}
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
