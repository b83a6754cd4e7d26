import { Menu } from 'lucide-react';
import { useEffect } from 'react';
import { paths } from '../../../shared/paths';
import { installScrollEffects } from '../../runtime/scrollEffects';
import { useChrome } from '../../api/settings';
import { useI18n } from '../../i18n/I18nProvider';
import { ButtonLink } from '../Button/Button';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { drawerId, MobileDrawer } from './MobileDrawer';
import { leadingLinks, trailingLinks } from './navItems';
import { Actions, Bar, DesktopNav, DesktopOnly, Inner, Item, Logo, MenuButton, WideOnly } from './Nav.styles';
import { ServicesMenu } from './ServicesMenu';

/**
 * The site's mark (public/images/logo.svg, which the favicon, the structured data and the social cards use),
 * drawn inline: one request fewer before the first paint of every page.
 */
function BrandMark() {
  return (
    <svg width={36} height={36} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#6d28d9" />
      <path
        d="M8 26c4-6 8-6 12 0s8 6 12 0"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path d="M26 7l1.8 4.2L32 13l-4.2 1.8L26 19l-1.8-4.2L20 13l4.2-1.8z" fill="#fff" />
    </svg>
  );
}

export function Nav() {
  const { lang, t } = useI18n();
  const chrome = useChrome(lang);

  // The bar turns compact past 50 px of scroll (`data-compact`, src/runtime/scrollEffects.ts, which the page loads at
  // its first scroll, before the application if that comes at all).
  useEffect(installScrollEffects, []);

  // The drawer is a modal <dialog>: the browser opens it from the menu button (`commandfor`), before the
  // application has arrived too (src/runtime/earlyControls.ts covers browsers without invoker commands).
  return (
    <>
      <Bar data-compact="false" suppressHydrationWarning>
        <Inner>
          <Logo to={paths.home.href(lang)} aria-label={t('nav.logoLabel')}>
            <BrandMark />
            <span aria-hidden="true">{t('brand.name')}</span>
          </Logo>
          <DesktopNav aria-label={t('nav.mainLabel')}>
            <ul>
              {leadingLinks.map((item) => (
                <li key={item.key}>
                  <Item to={item.href(lang)} end={item.end}>
                    {t(item.key)}
                  </Item>
                </li>
              ))}
              <li>
                <ServicesMenu />
              </li>
              {trailingLinks.map((item) => (
                <li key={item.key}>
                  <Item to={item.href(lang)}>{t(item.key)}</Item>
                </li>
              ))}
            </ul>
          </DesktopNav>
          <Actions>
            <DesktopOnly>
              <LanguageSwitcher />
            </DesktopOnly>
            {chrome ? (
              <WideOnly>
                <ButtonLink to={paths.contact.href(lang)} size="sm">
                  {chrome.navigation.cta}
                </ButtonLink>
              </WideOnly>
            ) : null}
            <MenuButton
              type="button"
              aria-label={t('nav.openMenu')}
              aria-haspopup="dialog"
              {...{ commandfor: drawerId, command: 'show-modal' }}
            >
              <Menu size={22} aria-hidden="true" />
            </MenuButton>
          </Actions>
        </Inner>
      </Bar>
      <MobileDrawer />
    </>
  );
}
