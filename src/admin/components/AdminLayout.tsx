import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeftRight,
  Images,
  Briefcase,
  ChartLine,
  FlaskConical,
  FileText,
  Files,
  DatabaseBackup,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  MailWarning,
  PanelLeft,
  Search,
  Signpost,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
  Webhook,
} from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import { warningTone } from './ui';
import { fontWeight, media } from '../../styles/theme';
import type { MailMode } from '../../../shared/outbox';
import { adminFetch, type StaffUser } from '../api';
import { clearStoredAuth } from '../authStorage';
import { fill, useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';

/** The sidebar's state is remembered in a cookie for 7 days (specification, section 9). */
export const sidebarCookie = 'sidebar_state';
const sidebarCookieMaxAge = 7 * 24 * 60 * 60;

export interface AdminNavItem {
  path: string;
  label: AdminMessageKey;
  icon: LucideIcon;
  /** Only Admins see it (and only they may use it: the server checks). */
  adminOnly?: boolean;
}

/** The screens that exist; each gets a sidebar entry. */
export const adminNav: AdminNavItem[] = [
  { path: '/admin/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { path: '/admin/pages', label: 'nav.pages', icon: Files },
  { path: '/admin/blog', label: 'nav.blog', icon: FileText },
  { path: '/admin/portfolio', label: 'nav.portfolio', icon: Briefcase },
  { path: '/admin/media', label: 'nav.media', icon: Images },
  { path: '/admin/leads', label: 'nav.leads', icon: Inbox },
  { path: '/admin/insights', label: 'nav.insights', icon: ChartLine },
  { path: '/admin/experiments', label: 'nav.experiments', icon: FlaskConical },
  { path: '/admin/seo', label: 'nav.seo', icon: Search },
  { path: '/admin/redirects', label: 'nav.redirects', icon: Signpost, adminOnly: true },
  { path: '/admin/outbox', label: 'nav.outbox', icon: Mail, adminOnly: true },
  { path: '/admin/backups', label: 'nav.backups', icon: DatabaseBackup, adminOnly: true },
  { path: '/admin/export', label: 'nav.export', icon: ArrowLeftRight, adminOnly: true },
  { path: '/admin/webhooks', label: 'nav.webhooks', icon: Webhook, adminOnly: true },
  { path: '/admin/settings', label: 'nav.settings', icon: Settings, adminOnly: true },
  { path: '/admin/users', label: 'nav.users', icon: Users, adminOnly: true },
  { path: '/admin/account', label: 'nav.account', icon: UserRound },
];

/** The page title's text, derived from the path: /admin/leads → 'nav.leads' (Leads). */
export function titleFromPath(pathname: string): AdminMessageKey {
  const item = adminNav.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  return item?.label ?? 'nav.admin';
}

const mobileQuery = '(max-width: 767.98px)';
const isMobile = () => typeof window !== 'undefined' && window.matchMedia?.(mobileQuery).matches;

function readSidebarCookie(): boolean {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(document.cookie);
  return match ? match[1] === 'true' : true;
}

const Shell = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: ${({ $open }) => ($open ? '16rem' : '3rem')} 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surfaceAlt};
  transition: grid-template-columns 0.2s ease;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Sidebar = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme, $open }) => ($open ? theme.space[4] : `${theme.space[4]} ${theme.space[1]}`)};
  background: ${({ theme }) => theme.color.surfaceInverse};
  --focus-ring: ${({ theme }) => theme.color.focusInverse};
  color: ${({ theme }) => theme.color.textInverse};
  overflow: hidden;
  ${media.mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${({ theme }) => theme.zIndex.drawer};
    width: 18rem;
    padding: ${({ theme }) => theme.space[4]};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    /* Closed, it is hidden too (after sliding out): its links must not take focus off screen. */
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform 0.2s ease,
      visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.2s')};
  }
  nav ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.textInverseMuted};
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      background: rgb(255 255 255 / 0.08);
    }
    &.active {
      background: rgb(255 255 255 / 0.14);
      color: ${({ theme }) => theme.color.textInverse};
      font-weight: ${fontWeight.semibold};
    }
    svg {
      flex: none;
    }
  }
`;

const Brand = styled.p`
  font-weight: ${fontWeight.heavy};
  font-size: ${({ theme }) => theme.fontSize.lg};
  white-space: nowrap;
`;

const Account = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textInverseMuted};
  strong {
    display: block;
    color: ${({ theme }) => theme.color.textInverse};
    overflow-wrap: anywhere;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    width: fit-content;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid rgb(255 255 255 / 0.3);
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.textInverse};
    cursor: pointer;
  }
`;

const Backdrop = styled.div`
  display: none;
  ${media.mobile} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.drawer - 1};
    background: rgb(15 23 42 / 0.45);
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
`;

const visually = (open: boolean) => (open ? undefined : 'visually-hidden');

const MailBanner = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  ${warningTone}
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  svg {
    flex: none;
    margin-top: 0.1rem;
  }
  a {
    color: inherit;
    font-weight: ${fontWeight.bold};
  }
`;

/**
 * The admin frame: sidebar (collapsible with ctrl/cmd+B, remembered 7 days), signed-in user, log out; and,
 * while e-mail is captured rather than delivered (no SMTP configured), a banner on every screen that says so.
 */
export function AdminLayout({ user, mail }: { user: StaffUser; mail?: MailMode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useAdminI18n();
  // On a phone the sidebar is a drawer over the page: it starts closed whatever the cookie says.
  const [open, setOpen] = useState(() => readSidebarCookie() && !isMobile());
  const title = t(titleFromPath(pathname));

  const toggle = useCallback(() => {
    setOpen((current) => {
      const next = !current;
      document.cookie = `${sidebarCookie}=${next}; max-age=${sidebarCookieMaxAge}; path=/; samesite=strict`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const logout = useMutation({
    mutationFn: () => adminFetch<void>('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      clearStoredAuth();
      queryClient.setQueryData(['admin', 'session'], null);
      queryClient.removeQueries({ queryKey: ['admin'], type: 'inactive' });
      toast.success(t('layout.loggedOut'));
      navigate('/admin/login', { replace: true });
    },
  });

  return (
    <Shell $open={open} data-sidebar={open ? 'expanded' : 'collapsed'}>
      <>
        <title>{t('layout.documentTitle', { title })}</title>
        <meta name="robots" content="noindex, nofollow" />
      </>
      <Sidebar $open={open} aria-label={t('layout.sidebar')}>
        <Brand className={visually(open)}>{t('layout.brand')}</Brand>
        <nav aria-label={t('layout.sections')}>
          <ul>
            {adminNav
              .filter((item) => !item.adminOnly || user.role === 'Admin')
              .map(({ path, label, icon: Icon }) => (
                <li key={path}>
                  <NavLink to={path} title={t(label)} onClick={() => isMobile() && setOpen(false)}>
                    <Icon size={18} aria-hidden="true" />
                    <span className={visually(open)}>{t(label)}</span>
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <Account>
          <p className={visually(open)}>
            {fill(t('layout.signedInAs'), { email: <strong key="email">{user.email}</strong> })}
          </p>
          <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut size={16} aria-hidden="true" />
            <span className={visually(open)}>{t('layout.logOut')}</span>
          </button>
        </Account>
      </Sidebar>
      {open ? <Backdrop aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <Main>
        <header>
          <Toggle type="button" onClick={toggle} aria-expanded={open} aria-label={t('layout.toggleSidebar')}>
            <PanelLeft size={18} aria-hidden="true" />
          </Toggle>
          <h1>{title}</h1>
        </header>
        {mail === 'capture' && pathname !== '/admin/outbox' ? (
          <MailBanner role="status">
            <MailWarning size={18} aria-hidden="true" />
            <span>
              {fill(t('layout.mailCaptured'), { setting: <code key="setting">SMTP_URL</code> })}{' '}
              {user.role === 'Admin'
                ? fill(t('layout.mailKeptInOutbox'), {
                    outbox: (
                      <Link key="outbox" to="/admin/outbox">
                        {t('nav.outbox')}
                      </Link>
                    ),
                  })
                : t('layout.mailKeptForAdmins')}
            </span>
          </MailBanner>
        ) : null}
        <Outlet />
      </Main>
    </Shell>
  );
}
