import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useChrome } from '../../api/settings';
import { useI18n } from '../../i18n/I18nProvider';
import { ButtonLink } from '../Button/Button';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { leadingLinks, serviceItems, trailingLinks } from './navItems';
import { Drawer, DrawerGroupTitle, DrawerHeader, DrawerList, MenuButton, Nested } from './Nav.styles';

/** The drawer's id: the menu button opens it with `commandfor`. */
export const drawerId = 'nav-drawer';

/**
 * The full-width drawer below 768 px, a modal <dialog> in the page from the start: the menu button opens it with
 * `command="show-modal"` before the application has arrived too, and the browser keeps focus inside, closes it
 * on Escape and gives focus back to the button. The same links and call to action; following one (or any
 * change of page) closes it.
 */
export function MobileDrawer() {
  const { lang, t } = useI18n();
  const chrome = useChrome(lang);
  const { pathname } = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();

  // Another page: the drawer closes. Not on the first render: a drawer opened before the application arrived
  // stays open through hydration.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dialogRef.current?.close();
  }, [pathname]);

  const link = (key: Parameters<typeof t>[0], href: string, end?: boolean) => (
    <li key={href}>
      <NavLink to={href} end={end} onClick={close}>
        {t(key)}
      </NavLink>
    </li>
  );

  return (
    <Drawer ref={dialogRef} id={drawerId} aria-label={t('nav.mobileLabel')}>
      <DrawerHeader>
        {/* First in the dialog, so opening it puts focus here; drawn on the right. */}
        <MenuButton
          type="button"
          aria-label={t('nav.closeMenu')}
          {...{ commandfor: drawerId, command: 'close' }}
        >
          <X size={22} aria-hidden="true" />
        </MenuButton>
        <LanguageSwitcher />
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
      {chrome ? (
        <ButtonLink to={paths.contact.href(lang)} size="lg" block onClick={close}>
          {chrome.navigation.cta}
        </ButtonLink>
      ) : null}
    </Drawer>
  );
}
