import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { EmptyNotice, Skeleton } from '../components/LoadState/LoadState';
import { unchosenStaffLang } from '../../shared/i18n';
import { sessionQuery } from './api';
import { clearStoredAuth } from './authStorage';
import { AdminLayout } from './components/AdminLayout';
import { lazyPart } from './components/LazyPart';
import {
  AdminLanguage,
  rememberAdminLang,
  rememberedAdminLang,
  useAdminI18n,
  useChosenAdminLang,
} from './i18n/adminI18n';
import { AccountPage } from './pages/AccountPage';
import { BlogPostsPage } from './pages/BlogPostsPage';
import { PostEditorPage } from './pages/PostEditorPage';
import { DashboardPage } from './pages/DashboardPage';
import { LeadPage } from './pages/LeadPage';
import { LeadsPage } from './pages/LeadsPage';
import { LoginPage } from './pages/LoginPage';
import { MediaPage } from './pages/MediaPage';
import { OutboxPage } from './pages/OutboxPage';
import { PageEditorPage } from './pages/PageEditorPage';
import { PagesPage } from './pages/PagesPage';
import { InvitationPage } from './pages/InvitationPage';
import { ForgotPasswordPage, ResetPasswordPage } from './pages/PasswordResetPages';
import { PortfolioAdminPage } from './pages/PortfolioAdminPage';
import { SavedRepliesPage } from './pages/SavedRepliesPage';
import { SitePartPage } from './pages/SitePartPage';
import { BackupsPage } from './pages/BackupsPage';
import { WebhooksPage } from './pages/WebhooksPage';
import { ExperimentEditorPage } from './pages/ExperimentEditorPage';
import { ExperimentsPage } from './pages/ExperimentsPage';
import { ExportPage } from './pages/ExportPage';
import { RedirectsPage } from './pages/RedirectsPage';
import { SeoToolsPage } from './pages/SeoToolsPage';
import { SettingsPage } from './pages/SettingsPage';
import { UsersPage } from './pages/UsersPage';

/** Insights has a chunk of its own: its chart library (uPlot) loads only when the screen is opened. */
const InsightsPage = lazyPart(() => import('./pages/InsightsPage').then((module) => module.default));

/**
 * Everything behind sign-in: without a valid session the browser goes to /admin/login (the server checks too).
 * While the settings require a second factor the account has not set up, My account is the only screen.
 */
function Protected() {
  const session = useQuery(sessionQuery);
  const { pathname } = useLocation();
  if (session.isPending) return <Skeleton $height="100vh" aria-hidden="true" />;
  if (!session.data) {
    clearStoredAuth();
    return <Navigate to="/admin/login" replace />;
  }
  if (session.data.twoFactorSetupRequired && pathname !== '/admin/account') {
    return <Navigate to="/admin/account" replace />;
  }
  return <AdminLayout user={session.data.user} mail={session.data.mail} />;
}

/** Screens only Admins may use; the server refuses the calls too, this only explains it. */
function AdminOnly({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQuery);
  const { t } = useAdminI18n();
  if (session.data?.user.role !== 'Admin') return <EmptyNotice>{t('common.adminsOnly')}</EmptyNotice>;
  return children;
}

/** The staff area, loaded only when an /admin address is opened (never part of a public page). */
export default function AdminApp() {
  // The language: the staff member's choice; before they choose, one a story sets around the admin, else the one
  // this browser last showed (the sign-in page speaks it), else the default.
  const around = useChosenAdminLang();
  const session = useQuery(sessionQuery);
  const chosen = session.data?.user.lang ?? null;
  const lang = chosen ?? around ?? rememberedAdminLang() ?? unchosenStaffLang;
  useEffect(() => {
    if (chosen) rememberAdminLang(chosen);
  }, [chosen]);
  return (
    <AdminLanguage lang={lang}>
      <div lang={lang} style={{ display: 'contents' }}>
        <AdminRoutes />
      </div>
    </AdminLanguage>
  );
}

function AdminRoutes() {
  return (
    <Routes>
      {/* Absolute paths: the same table works under the app's /admin/* route and on its own (stories). */}
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/admin/reset-password" element={<ResetPasswordPage />} />
      <Route path="/admin/invitation" element={<InvitationPage />} />
      <Route element={<Protected />}>
        <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="/admin/dashboard" element={<DashboardPage />} />
        <Route path="/admin/pages" element={<PagesPage />} />
        <Route path="/admin/pages/prices" element={<SitePartPage part="prices" />} />
        <Route path="/admin/pages/chrome" element={<SitePartPage part="chrome" />} />
        <Route path="/admin/pages/:id" element={<PageEditorPage />} />
        <Route path="/admin/blog" element={<BlogPostsPage />} />
        <Route path="/admin/blog/:id" element={<PostEditorPage />} />
        <Route path="/admin/portfolio" element={<PortfolioAdminPage />} />
        <Route path="/admin/media" element={<MediaPage />} />
        <Route path="/admin/leads" element={<LeadsPage />} />
        <Route path="/admin/leads/replies" element={<SavedRepliesPage />} />
        <Route path="/admin/leads/:id" element={<LeadPage />} />
        <Route
          path="/admin/insights"
          element={<InsightsPage fallback={<Skeleton $height="24rem" aria-hidden="true" />} />}
        />
        <Route path="/admin/seo" element={<SeoToolsPage />} />
        <Route path="/admin/account" element={<AccountPage />} />
        <Route
          path="/admin/users"
          element={
            <AdminOnly>
              <UsersPage />
            </AdminOnly>
          }
        />
        <Route
          path="/admin/redirects"
          element={
            <AdminOnly>
              <RedirectsPage />
            </AdminOnly>
          }
        />
        <Route
          path="/admin/backups"
          element={
            <AdminOnly>
              <BackupsPage />
            </AdminOnly>
          }
        />
        <Route
          path="/admin/export"
          element={
            <AdminOnly>
              <ExportPage />
            </AdminOnly>
          }
        />
        <Route path="/admin/experiments" element={<ExperimentsPage />} />
        <Route path="/admin/pages/:id/experiment" element={<ExperimentEditorPage />} />
        <Route
          path="/admin/webhooks"
          element={
            <AdminOnly>
              <WebhooksPage />
            </AdminOnly>
          }
        />
        <Route
          path="/admin/outbox"
          element={
            <AdminOnly>
              <OutboxPage />
            </AdminOnly>
          }
        />
        <Route
          path="/admin/settings"
          element={
            <AdminOnly>
              <SettingsPage />
            </AdminOnly>
          }
        />
        <Route path="/admin/*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
