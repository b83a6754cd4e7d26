import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useI18n } from '../../i18n/I18nProvider';
import { ButtonLink } from '../Button/Button';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { leadingLinks, serviceItems, trailingLinks } from './navItems';
import {
  Backdrop,
  Drawer,
  DrawerGroupTitle,
  DrawerHeader,
  DrawerList,
  MenuButton,
  Nested,
} from './Nav.styles';

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MobileDrawerProps {
  onClose: () => void;
}

/** The full-width drawer below 768 px: same links and call to action; focus stays inside; Escape closes. */
export function MobileDrawer({ onClose }: MobileDrawerProps) {
  const { lang, t } = useI18n();
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !drawerRef.current) return;
    const items = Array.from(drawerRef.current.querySelectorAll<HTMLElement>(focusable));
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const link = (key: Parameters<typeof t>[0], href: string, end?: boolean) => (
    <li key={href}>
      <NavLink to={href} end={end} onClick={onClose}>
        {t(key)}
      </NavLink>
    </li>
  );

  return (
    <>
      <Backdrop onClick={onClose} aria-hidden="true" />
      <Drawer
        ref={drawerRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mobileLabel')}
        onKeyDown={onKeyDown}
      >
        <DrawerHeader>
          <LanguageSwitcher />
          <MenuButton ref={closeRef} type="button" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <X size={22} aria-hidden="true" />
          </MenuButton>
        </DrawerHeader>
        <nav aria-label={t('nav.mobileLabel')}>
          <DrawerList>
            {leadingLinks.map((item) => link(item.key, item.href(lang), item.end))}
            <li>
              <DrawerGroupTitle>{t('nav.services')}</DrawerGroupTitle>
              <Nested>{serviceItems.map((item) => link(item.key, item.href(lang)))}</Nested>
            </li>
            {trailingLinks.map((item) => link(item.key, item.href(lang)))}
          </DrawerList>
        </nav>
        <ButtonLink to={paths.contact.href(lang)} size="lg" block onClick={onClose}>
          {t('nav.cta')}
        </ButtonLink>
      </Drawer>
    </>
  );
}
