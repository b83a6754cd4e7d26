import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';

/** How much of a section must be visible before it fades in (specification: 15 %). */
export const revealThreshold = 0.15;
/** The viewport's bottom edge is pulled in by 100 px, so a section fades in once it is well inside. */
export const revealRootMargin = '0px 0px -100px 0px';

export type RevealDelay = 0 | 100 | 200 | 300 | 400;
type Phase = 'static' | 'waiting' | 'revealed';

/**
 * The phase is an attribute (`data-reveal`), not a prop: a prop would give the section another class in each phase,
 * style rules added after hydration that make the browser restyle the whole page.
 */
const Wrapper = styled.div<{ $delay: RevealDelay }>`
  &[data-reveal='waiting'] {
    opacity: 0;
    transform: translateY(24px);
  }
  &[data-reveal='revealed'] {
    opacity: 1;
    transform: none;
    transition:
      opacity 0.6s ease-out ${({ $delay }) => $delay}ms,
      transform 0.6s ease-out ${({ $delay }) => $delay}ms;
  }
  ${media.reducedMotion} {
    &[data-reveal] {
      opacity: 1;
      transform: none;
      transition: none;
    }
  }
`;

interface RevealSectionProps {
  children: ReactNode;
  /** Extra wait before the fade starts, 100 to 400 ms. */
  delay?: RevealDelay;
  className?: string;
  /** The element to render, so a revealed item can be a list item of its list. */
  as?: 'div' | 'li' | 'article';
  id?: string;
}

/**
 * Fades its content in when it scrolls into view. The server renders the content visible, and only a
 * browser with IntersectionObserver and no reduced-motion preference hides what is still below the fold,
 * so crawlers, visitors without JavaScript and visitors who prefer less motion always see everything.
 */
export function RevealSection({ children, delay = 0, className, as, id }: RevealSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          // Already on screen when the page became interactive: leave it alone, no flash.
          if (entry.isIntersecting) {
            observer.disconnect();
            return;
          }
          setPhase('waiting');
          return;
        }
        if (entry.isIntersecting) {
          setPhase('revealed');
          observer.disconnect();
        }
      },
      { threshold: revealThreshold, rootMargin: revealRootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Wrapper as={as} id={id} ref={ref} className={className} $delay={delay} data-reveal={phase}>
      {children}
    </Wrapper>
  );
}
