import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { stripLang } from '../../../shared/paths';
import { useI18n } from '../../i18n/I18nProvider';
import { serviceItems } from './navItems';
import { navLinkStyles } from './Nav.styles';
import { fontWeight } from '../../styles/theme';

const Wrapper = styled.details`
  position: relative;
  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

const Trigger = styled.summary`
  ${navLinkStyles}
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    transition: transform 0.15s ease;
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 0;
  min-width: 16rem;
  list-style: none;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const MenuLink = styled(Link)`
  display: block;
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
  font-weight: ${fontWeight.medium};
  &:hover,
  &:focus-visible,
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accent};
  }
`;

/**
 * The Services dropdown, a <details>: the browser opens and closes it on a press, Enter or Space, before the
 * application has arrived too; Escape and a press outside close it (shared/firstTap.ts, inline in the page). Once the
 * application runs, ArrowDown on the summary opens it on its first item, arrows, Home and End move between the
 * items, and following a link closes it.
 */
export function ServicesMenu() {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const active = stripLang(pathname).startsWith('/services/');

  // Another page (a link followed, or back): the menu closes; not on the first render (a menu opened before the
  // application arrived stays open through hydration).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);

  const openAt = (index: number) => {
    if (detailsRef.current) detailsRef.current.open = true;
    itemRefs.current[index]?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(serviceItems.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current;
    const index = items.findIndex((item) => item === document.activeElement);
    const last = serviceItems.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key]!]?.focus();
    }
  };

  return (
    <Wrapper ref={detailsRef} data-dropdown="">
      <Trigger data-active={active} onKeyDown={onTriggerKeyDown}>
        {t('nav.services')}
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      <Menu onKeyDown={onMenuKeyDown}>
        {serviceItems.map((item, index) => {
          const href = item.href(lang);
          return (
            <li key={item.slug}>
              <MenuLink
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                to={href}
                aria-current={pathname === href ? 'page' : undefined}
                onClick={() => {
                  if (detailsRef.current) detailsRef.current.open = false;
                }}
              >
                {t(item.key)}
              </MenuLink>
            </li>
          );
        })}
      </Menu>
    </Wrapper>
  );
}
