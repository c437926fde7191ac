import { NavLink, Outlet } from 'react-router';
import { PRODUCT_NAME } from '@ourhood/contract';
import { cx } from '../../components/ui/cx';
import { useOwnProfile } from './use-own-profile';

type LinkItem = { to: string; label: string; icon: string; end?: boolean };

const mainLinks: LinkItem[] = [
  { to: '/dashboard', label: 'Home', icon: '⌂', end: true },
  { to: '/dashboard/discover', label: 'Discover', icon: '◎' },
  { to: '/dashboard/rentals', label: 'Rentals', icon: '⇄' },
  { to: '/dashboard/groups', label: 'Groups', icon: '◍' },
  { to: '/dashboard/invite', label: 'Invite', icon: '✉' },
];
const bottomLinks: LinkItem[] = [
  { to: '/dashboard/profile', label: 'Profile', icon: '☺' },
  { to: '/dashboard/settings', label: 'Settings', icon: '⚙' },
  { to: '/logout', label: 'Logout', icon: '⎋' },
];

// Labels are hidden while the sidebar is collapsed and shown when it expands (hover or focus).
function SideLink({ link }: { link: LinkItem }) {
  return (
    <NavLink
      to={link.to}
      end={link.end}
      className={({ isActive }) =>
        cx(
          'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
        )
      }
    >
      <span aria-hidden="true" className="w-5 text-center text-lg">
        {link.icon}
      </span>
      <span className="whitespace-nowrap md:sr-only md:group-hover:not-sr-only md:group-focus-within:not-sr-only">
        {link.label}
      </span>
    </NavLink>
  );
}

/** The neighbour frame of spec §2: collapsed sidebar expanding on hover and focus; bottom bar on phones. */
export function NeighbourShell() {
  const { data: user } = useOwnProfile();
  const name = user?.name || 'User';
  return (
    <div className="min-h-screen bg-stone-50 md:pl-16">
      <aside
        aria-label="Sidebar"
        className="group fixed inset-y-0 left-0 z-30 hidden w-16 flex-col border-r border-stone-200 bg-white p-2 transition-[width] hover:w-56 focus-within:w-56 md:flex"
      >
        <div className="px-3 py-3 text-lg font-bold text-brand-800">
          <span aria-hidden="true">◆</span>
          <span className="md:sr-only md:group-hover:not-sr-only md:group-focus-within:not-sr-only">
            {' '}
            {PRODUCT_NAME}
          </span>
        </div>
        <div className="px-3 pb-3">
          <p className="truncate text-sm font-semibold text-stone-900" data-testid="shell-user-name">
            {name}
          </p>
          <p className="text-xs text-stone-600 md:sr-only md:group-hover:not-sr-only md:group-focus-within:not-sr-only">
            Neighbour
          </p>
        </div>
        <nav aria-label="Main" className="flex flex-1 flex-col gap-1">
          {mainLinks.map((link) => (
            <SideLink key={link.to} link={link} />
          ))}
        </nav>
        <nav aria-label="Account" className="flex flex-col gap-1 border-t border-stone-200 pt-2">
          {bottomLinks.map((link) => (
            <SideLink key={link.to} link={link} />
          ))}
        </nav>
      </aside>
      <div className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
        <label htmlFor="hood-search" className="sr-only">
          Search your neighborhood
        </label>
        <input
          id="hood-search"
          type="search"
          placeholder="Search your neighborhood..."
          className="w-full max-w-xl rounded-full border border-stone-300 bg-stone-50 px-4 py-2"
        />
      </div>
      <div className="pb-20 md:pb-0">
        <Outlet />
      </div>
      <nav
        aria-label="Mobile"
        className="fixed inset-x-0 bottom-0 z-30 flex justify-around border-t border-stone-200 bg-white py-1 md:hidden"
      >
        {[...mainLinks, bottomLinks[0]!].map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className="flex flex-col items-center px-2 py-1 text-xs text-stone-700"
          >
            <span aria-hidden="true" className="text-lg">
              {link.icon}
            </span>
            {link.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
