import { Navigate } from 'react-router';
import { isPlatformAdmin } from '../../app/guard';
import { adminNavEntries } from '../../layouts/adminNav';
import { useSession } from '../../session/store';
import DashboardPage from './dashboard/DashboardPage';

/**
 * /admin (issue 35): the dashboard for a platform administrator; anyone else the guard let in (support staff) goes
 * to the first page their role reaches.
 */
export default function AdminHomePage() {
  const session = useSession();
  if (session && isPlatformAdmin(session)) return <DashboardPage />;
  const first = session ? adminNavEntries(session)[0] : undefined;
  return <Navigate replace to={first?.path ?? '/index'} />;
}
