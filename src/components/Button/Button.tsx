import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { fontWeight } from '../../styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * One class for every button: the variant, size and width are data attributes matched inside `:where()`
 * (no added specificity, so a parent's rule still wins as before), rather than props that made
 * styled-components write the whole rule set again for each combination on a page (~5 KB of CSS on the home
 * page, which every page carries inline).
 */
const buttonStyles = css`
  display: inline-flex;
  /* A button or a link drawn as one is as wide as its longest word: a label wraps between words ("Upgra|de"). */
  overflow-wrap: break-word;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: auto;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${fontWeight.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  /* One line where it fits; a long label on a narrow phone wraps inside the button instead of sticking out. */
  max-width: 100%;
  text-align: center;
  text-wrap: balance;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease,
    transform 0.15s ease;
  padding: 0.7rem 1.35rem;
  font-size: ${({ theme }) => theme.fontSize.md};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  &:hover {
    background: ${({ theme }) => theme.color.accentHover};
  }

  &:where([data-size='sm']) {
    padding: 0.45rem 0.95rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  &:where([data-size='lg']) {
    padding: 0.9rem 1.75rem;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  &:where([data-block]) {
    width: 100%;
  }

  &:where([data-variant='secondary']) {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    &:hover {
      background: ${({ theme }) => theme.color.accentSoft};
    }
  }
  &:where([data-variant='ghost']) {
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    &:hover {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  }
  &:where([data-variant='inverse']) {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.surfaceInverse};
    &:hover {
      background: ${({ theme }) => theme.color.accentSoft};
    }
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
`;

// One component for both (a link renders it `as` the router's Link): one class on the page, not two.
const StyledButton = styled.button`
  ${buttonStyles}
`;

/** The data attributes the one button class reads; the defaults (primary, md, not block) write none. */
const looks = ({ variant, size, block }: Common) => ({
  'data-variant': variant && variant !== 'primary' ? variant : undefined,
  'data-size': size && size !== 'md' ? size : undefined,
  'data-block': block ? '' : undefined,
});

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/**
 * A button for actions. `busy` (an action it started is running) makes it look disabled and ignore presses,
 * a form's Enter included, while it keeps focus: a disabled button would drop keyboard focus to the page.
 */
export function Button({
  variant,
  size,
  block,
  type = 'button',
  busy = false,
  onClick,
  ...rest
}: Common & { busy?: boolean } & ComponentProps<'button'>) {
  return (
    <StyledButton
      {...looks({ variant, size, block })}
      type={type}
      {...rest}
      aria-disabled={busy || rest['aria-disabled']}
      onClick={(event) => {
        // A form's implicit submission (Enter in a field) clicks its submit button: this stops both.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}

/** A link that looks like a button: for navigation (calls to action). */
export function ButtonLink({ variant, size, block, ...rest }: Common & ComponentProps<typeof Link>) {
  return <StyledButton as={Link} {...looks({ variant, size, block })} {...rest} />;
}
