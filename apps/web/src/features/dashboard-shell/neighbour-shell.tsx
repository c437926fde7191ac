import { NavLink, Outlet } from 'react-router';
import { MessagesCount } from '../../components/messages/messages-count';
import { NotificationBell } from '../../components/notifications/notification-bell';
import { Avatar } from '../../components/ui/avatar';
import { BrandMark } from '../../components/ui/brand-mark';
import { cx } from '../../components/ui/cx';
import { useOwnProfile } from '../../lib/use-own-profile';
import { MobileNav } from './mobile-nav';
import { bottomLinks, mainLinks, moderationLink, type LinkItem } from './neighbour-links';
import { ShellSearch } from './shell-search';
import { Trans, useLingui } from '@lingui/react/macro';

// Shown only while the sidebar is expanded (hover or keyboard focus inside it); read by screen
// readers at all times.
const whenExpanded = 'md:sr-only md:group-hover:not-sr-only md:group-focus-within:not-sr-only';

function SideLink({ link }: { link: LinkItem }) {
  const { i18n } = useLingui();
  return (
    <NavLink
      to={link.to}
      end={link.end}
      className={({ isActive }) =>
        cx(
          'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
          isActive ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-sunken',
        )
      }
    >
      <span className="relative shrink-0">
        <link.icon className="h-5 w-5" />
        {link.badge === 'messages' ? <MessagesCount className="absolute -top-2 -inset-e-3 px-1.5" /> : null}
      </span>
      <span className={cx('whitespace-nowrap', whenExpanded)}>{i18n._(link.label)}</span>
    </NavLink>
  );
}

/**
 * The neighbour frame of spec §2: a collapsed sidebar that expands over the page on hover and on
 * keyboard focus, a sticky search box, and the nested screens in place. Phones get a bottom bar.
 */
export function NeighbourShell() {
  const { t } = useLingui();
  const { data: user } = useOwnProfile();
  const name = user?.name?.trim() || t`User`;
  const accountType = user?.account_type === 'organization' ? t`Organization` : t`Neighbour`;
  return (
    <div className="min-h-screen bg-canvas md:ps-16">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-raised focus:px-4 focus:py-2 focus:font-semibold"
      >
        <Trans>Skip to content</Trans>
      </a>
      <aside
        aria-label={t`Sidebar`}
        className="group fixed inset-y-0 inset-s-0 z-30 hidden w-16 flex-col overflow-hidden border-e border-line bg-raised p-2 shadow-sm transition-[width] duration-150 hover:w-56 hover:shadow-lg focus-within:w-56 focus-within:shadow-lg md:flex"
      >
        <BrandMark className="px-1 py-2 text-lg whitespace-nowrap text-fg" nameClassName={whenExpanded} />
        <div className="flex items-center gap-3 px-1.5 pb-3">
          <Avatar name={name} url={user?.profile_picture?.url} className="h-9 w-9 text-xs" />
          <div className={cx('min-w-0', whenExpanded)}>
            <p className="truncate text-sm font-semibold text-fg" data-testid="shell-user-name" title={name}>
              {name}
            </p>
            <p className="text-xs text-muted">{accountType}</p>
          </div>
        </div>
        <nav aria-label={t`Main`} className="flex flex-1 flex-col gap-1">
          {mainLinks.map((link) => (
            <SideLink key={link.to} link={link} />
          ))}
          {user?.role === 'moderator' || user?.role === 'admin' ? <SideLink link={moderationLink} /> : null}
        </nav>
        <nav aria-label={t`Account`} className="flex flex-col gap-1 border-t border-line pt-2">
          {bottomLinks.map((link) => (
            <SideLink key={link.to} link={link} />
          ))}
        </nav>
      </aside>
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-line bg-raised/95 px-3 py-3 backdrop-blur sm:px-4">
        <BrandMark className="shrink-0 md:hidden" nameClassName="sr-only" />
        <ShellSearch />
        <NotificationBell className="ms-auto" />
      </header>
      <div className="pb-20 md:pb-0">
        <Outlet />
      </div>
      <MobileNav name={name} accountType={accountType} />
    </div>
  );
}
