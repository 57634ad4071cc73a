import { Navigate } from 'react-router';
import { adminNavEntries } from '../../layouts/adminNav';
import { useSession } from '../../session/store';

/**
 * /admin (issue 35): the area's entry opens the first page the person's role reaches, the accounts for a platform
 * administrator, the support desk for support staff. The route guard has already turned everyone else away.
 */
export default function AdminHomePage() {
  const session = useSession();
  const first = session ? adminNavEntries(session)[0] : undefined;
  return <Navigate replace to={first?.path ?? '/index'} />;
}
