import { useSession } from '../lib/session/session-store';
import { page } from './lazy-page';

const feed = page(() => import('../features/feed/home-page'));
const overview = page(() => import('../features/org-overview/overview-page'));

/** /dashboard exactly: the neighbour's feed, or the organization's overview. */
export function DashboardHome() {
  const isOrganization = useSession((state) => state.userType === 'organization');
  return isOrganization ? overview : feed;
}
