import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { stripLang } from '../../../shared/paths';
import { useI18n } from '../../i18n/I18nProvider';
import { serviceItems } from './navItems';
import { navLinkStyles } from './Nav.styles';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${navLinkStyles}
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
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
  font-weight: 500;
  &:hover,
  &:focus-visible,
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** The Services dropdown: opens by click, Enter, Space or ArrowDown; arrows move, Escape closes. */
export function ServicesMenu() {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  // Open for one path only: following a link (or going back) closes the menu.
  const [openPath, setOpenPath] = useState<string | null>(null);
  const open = openPath === pathname;
  const setOpen = (value: boolean) => setOpenPath(value ? pathname : null);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusOnOpen = useRef<number | null>(null);
  const active = stripLang(pathname).startsWith('/services/');

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) {
      itemRefs.current[focusOnOpen.current]?.focus();
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenPath(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
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
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key]!]?.focus();
    }
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-active={active}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {t('nav.services')}
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      {open ? (
        <Menu id={menuId} onKeyDown={onMenuKeyDown}>
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
                  onClick={() => setOpen(false)}
                >
                  {t(item.key)}
                </MenuLink>
              </li>
            );
          })}
        </Menu>
      ) : null}
    </Wrapper>
  );
}
