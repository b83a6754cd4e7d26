import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
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
  padding: ${({ $size = 'md' }) =>
    ({ sm: '0.45rem 0.95rem', md: '0.7rem 1.35rem', lg: '0.9rem 1.75rem' })[$size]};
  font-size: ${({ $size = 'md', theme }) =>
    ({ sm: theme.fontSize.sm, md: theme.fontSize.md, lg: theme.fontSize.lg })[$size]};

  ${({ $variant = 'primary', theme }) =>
    ({
      primary: css`
        background: ${theme.color.accent};
        color: ${theme.color.accentText};
        &:hover {
          background: ${theme.color.accentHover};
        }
      `,
      secondary: css`
        background: ${theme.color.surface};
        color: ${theme.color.accent};
        border-color: ${theme.color.accent};
        &:hover {
          background: ${theme.color.accentSoft};
        }
      `,
      ghost: css`
        background: transparent;
        color: ${theme.color.text};
        &:hover {
          background: ${theme.color.surfaceMuted};
        }
      `,
      inverse: css`
        background: ${theme.color.surface};
        color: ${theme.color.surfaceInverse};
        &:hover {
          background: ${theme.color.accentSoft};
        }
      `,
    })[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

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
      $variant={variant}
      $size={size}
      $block={block}
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
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}
