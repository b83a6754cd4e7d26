import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { watchReveal } from '../../runtime/scrollEffects';
import { media } from '../../styles/theme';

export type RevealDelay = 0 | 100 | 200 | 300 | 400;

/**
 * The phase is an attribute (`data-reveal`: static, waiting, revealed) that src/runtime/scrollEffects.ts sets, not a
 * prop: a prop would give the section another class in each phase, style rules added after hydration that make
 * the browser restyle the whole page, and the page's scroll effects run before the application does.
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

  useEffect(() => (ref.current ? watchReveal(ref.current) : undefined), []);

  return (
    // Rendered once as `static`; the scroll effects change it (maybe before hydration, which leaves it as it is).
    <Wrapper
      as={as}
      id={id}
      ref={ref}
      className={className}
      $delay={delay}
      data-reveal="static"
      suppressHydrationWarning
    >
      {children}
    </Wrapper>
  );
}
