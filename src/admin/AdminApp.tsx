import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Skeleton } from '../components/LoadState/LoadState';
import { sessionQuery } from './api';
import { clearStoredAuth } from './authStorage';
import { AdminLayout } from './components/AdminLayout';
import { DashboardPage } from './pages/DashboardPage';
import { LeadsPage } from './pages/LeadsPage';
import { LoginPage } from './pages/LoginPage';

/** Everything behind sign-in: without a valid session the browser goes to /admin/login (the server checks too). */
function Protected() {
  const session = useQuery(sessionQuery);
  if (session.isPending) return <Skeleton $height="100vh" aria-hidden="true" />;
  if (!session.data) {
    clearStoredAuth();
    return <Navigate to="/admin/login" replace />;
  }
  return <AdminLayout user={session.data.user} />;
}

/** The staff area, loaded only when an /admin address is opened (never part of a public page). */
export default function AdminApp() {
  return (
    <Routes>
      {/* Absolute paths: the same table works under the app's /admin/* route and on its own (stories). */}
      <Route path="/admin/login" element={<LoginPage />} />
      <Route element={<Protected />}>
        <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="/admin/dashboard" element={<DashboardPage />} />
        <Route path="/admin/leads" element={<LeadsPage />} />
        <Route path="/admin/*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
