import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { fontWeight, media } from '../../styles/theme';

export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.4rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${fontWeight.medium};
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &.active,
  &[aria-current='page'],
  &[data-active='true'] {
    color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
    font-weight: ${fontWeight.semibold};
  }
`;

/** Compact past 50 px of scroll: `data-compact`, set by src/runtime/scrollEffects.ts (an attribute, not a prop). */
export const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  transition:
    background-color 0.2s ease,
    box-shadow 0.2s ease;
  background: rgb(255 255 255 / 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &[data-compact='true'] {
    background: rgb(255 255 255 / 0.82);
    backdrop-filter: blur(12px) saturate(1.4);
    box-shadow: ${({ theme }) => theme.shadow.md};
    border-bottom-color: transparent;
  }
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.navHeight};
  [data-compact='true'] > & {
    height: ${({ theme }) => theme.layout.navHeightCompact};
  }
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]};
  transition: height 0.2s ease;
  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

export const Logo = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${fontWeight.heavy};
  color: ${({ theme }) => theme.color.surfaceInverse};
  text-decoration: none;
  letter-spacing: -0.02em;
  /* On a tablet's width the bar has no room for the name: the mark stays, and the link keeps its label. */
  ${media.tablet} {
    > span {
      display: none;
    }
  }
`;

export const DesktopNav = styled.nav`
  ${media.mobile} {
    display: none;
  }
  > ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    list-style: none;
  }
  ${media.tablet} {
    > ul > li > a,
    > ul > li button {
      padding-inline: 0.5rem;
    }
  }
`;

export const Item = styled(NavLink)`
  ${navLinkStyles}
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const DesktopOnly = styled.div`
  ${media.mobile} {
    display: none;
  }
`;

/** The call to action in the bar: from 1024 px (on a tablet's width the Contact link and the page's own do). */
export const WideOnly = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet - 0.02}px) {
    display: none;
  }
`;

export const MenuButton = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  ${media.mobile} {
    display: inline-flex;
  }
`;

/* A modal <dialog> in the top layer: the browser's own box is reset to a full-width panel from the left. */
export const Drawer = styled.dialog`
  inset: 0 auto 0 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  border: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: inherit;
  background: ${({ theme }) => theme.color.surface};
  overflow-y: auto;
  &[open] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[5]};
    animation: slide-in 0.2s ease-out;
  }
  &::backdrop {
    background: rgb(15 23 42 / 0.45);
  }
  @keyframes slide-in {
    from {
      transform: translateX(-100%);
    }
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  flex-direction: row-reverse;
  align-items: center;
  justify-content: space-between;
`;

export const DrawerList = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  a {
    ${navLinkStyles}
    display: flex;
    width: 100%;
    font-size: ${({ theme }) => theme.fontSize.lg};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const DrawerGroupTitle = styled.p`
  padding: 0.6rem 0.75rem 0.2rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${fontWeight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export const Nested = styled.ul`
  list-style: none;
  padding-left: ${({ theme }) => theme.space[3]};
`;
