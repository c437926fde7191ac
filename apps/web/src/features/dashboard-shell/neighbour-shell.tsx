import { NavLink, Outlet } from 'react-router';
import { PRODUCT_NAME } from '@ourhood/contract';
import { NotificationBell } from '../../components/notifications/notification-bell';
import { Avatar } from '../../components/ui/avatar';
import { cx } from '../../components/ui/cx';
import { useOwnProfile } from '../../lib/use-own-profile';
import { MobileNav } from './mobile-nav';
import { bottomLinks, mainLinks, type LinkItem } from './neighbour-links';
import { ShellSearch } from './shell-search';

// Shown only while the sidebar is expanded (hover or keyboard focus inside it); read by screen
// readers at all times.
const whenExpanded = 'md:sr-only md:group-hover:not-sr-only md:group-focus-within:not-sr-only';

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
      <span aria-hidden="true" className="w-5 shrink-0 text-center text-lg">
        {link.icon}
      </span>
      <span className={cx('whitespace-nowrap', whenExpanded)}>{link.label}</span>
    </NavLink>
  );
}

/**
 * The neighbour frame of spec §2: a collapsed sidebar that expands over the page on hover and on
 * keyboard focus, a sticky search box, and the nested screens in place. Phones get a bottom bar.
 */
export function NeighbourShell() {
  const { data: user } = useOwnProfile();
  const name = user?.name?.trim() || 'User';
  const accountType = user?.account_type === 'organization' ? 'Organization' : 'Neighbour';
  return (
    <div className="min-h-screen bg-stone-50 md:pl-16">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        className="group fixed inset-y-0 left-0 z-30 hidden w-16 flex-col overflow-hidden border-r border-stone-200 bg-white p-2 shadow-sm transition-[width] duration-150 hover:w-56 hover:shadow-lg focus-within:w-56 focus-within:shadow-lg md:flex"
      >
        <div className="px-3 py-3 text-lg font-bold whitespace-nowrap text-brand-800">
          <span aria-hidden="true">◆</span>
          <span className={whenExpanded}> {PRODUCT_NAME}</span>
        </div>
        <div className="flex items-center gap-3 px-1.5 pb-3">
          <Avatar name={name} url={user?.profile_picture?.url} className="h-9 w-9 text-xs" />
          <div className={cx('min-w-0', whenExpanded)}>
            <p className="truncate text-sm font-semibold text-stone-900" data-testid="shell-user-name" title={name}>
              {name}
            </p>
            <p className="text-xs text-stone-600">{accountType}</p>
          </div>
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
      <div className="sticky top-0 z-20 flex items-center gap-3 border-b border-stone-200 bg-white/95 px-3 py-3 backdrop-blur sm:px-4">
        <span aria-hidden="true" className="text-lg font-bold text-brand-800 md:hidden">
          ◆
        </span>
        <ShellSearch />
        <NotificationBell className="ml-auto" />
      </div>
      <div className="pb-20 md:pb-0">
        <Outlet />
      </div>
      <MobileNav name={name} accountType={accountType} />
    </div>
  );
}
