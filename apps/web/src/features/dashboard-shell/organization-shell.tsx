import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { MessagesCount } from '../../components/messages/messages-count';
import { NotificationBell } from '../../components/notifications/notification-bell';
import { Avatar } from '../../components/ui/avatar';
import { BrandMark } from '../../components/ui/brand-mark';
import { cx } from '../../components/ui/cx';
import { MainProvider } from '../../components/ui/page-main';
import { useUnreadCount } from '../../lib/notifications/use-notifications';
import { useOwnProfile } from '../../lib/use-own-profile';
import type { LinkItem } from './neighbour-links';
import { organizationLinks } from './organization-links';
import { besideSidebar, ShellSidebar } from './shell-sidebar';
import { SkipLink } from './skip-link';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useWideScreen } from './use-wide-screen';
import { Trans, useLingui } from '@lingui/react/macro';

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="unread-badge">
      {count}
      <span className="sr-only">
        {' '}
        <Trans>unread</Trans>
      </span>
    </span>
  );
}

/**
 * The organization frame of spec §2: a top bar (name, 'Welcome back', Logout) and the same labelled,
 * collapsible sidebar as a neighbour's (issue 42: one shell pattern), which is a menu over the page
 * below 768 px, opened from the top bar's toggle. Each page brings its own heading (the greeting is
 * the overview's), and fades in (off under prefers-reduced-motion).
 */
export function OrganizationShell() {
  const { t } = useLingui();
  const { data: user } = useOwnProfile();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const wide = useWideScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const unread = useUnreadCount();
  const name = user?.name?.trim() || t`User`;
  const organizationName = user?.organization_name?.trim() || name;

  // On a phone the menu closes after each navigation and on Escape.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const badge = (link: LinkItem) =>
    link.to === '/dashboard/notifications' ? (
      <UnreadBadge count={unread} />
    ) : link.badge === 'messages' ? (
      <MessagesCount className="px-1.5" />
    ) : null;

  return (
    <div className={cx('min-h-screen bg-canvas', besideSidebar(collapsed))}>
      <SkipLink />
      {menuOpen && !wide ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 top-[65px] z-30 bg-scrim/40"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <ShellSidebar
        id="org-sidebar"
        collapsed={collapsed && wide}
        onCollapsedChange={setCollapsed}
        drawerOpen={menuOpen}
        groups={[{ label: t`Business`, links: organizationLinks }]}
        badge={badge}
        top={(labelClassName) => (
          <>
            <BrandMark className="px-1 py-2 text-lg whitespace-nowrap text-fg" nameClassName={labelClassName} />
            <div className="flex items-center gap-3 px-1.5 pb-3">
              <Avatar name={organizationName} url={user?.profile_picture?.url} className="h-9 w-9 shrink-0 text-xs" />
              <div className={cx('min-w-0', labelClassName)}>
                <p className="truncate text-sm font-semibold text-fg" title={organizationName}>
                  {organizationName}
                </p>
                <p className="text-xs text-muted">
                  <Trans>Organization</Trans>
                </p>
              </div>
            </div>
          </>
        )}
      />
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-line bg-raised/95 px-3 py-3 backdrop-blur sm:px-4">
        <button
          type="button"
          aria-label={t`Toggle menu`}
          aria-expanded={menuOpen}
          aria-controls="org-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-fg hover:bg-sunken md:hidden"
        >
          {menuOpen ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-fg" data-testid="shell-user-name" title={name}>
            {name}
          </p>
          <p className="text-xs text-muted">
            <Trans>Welcome back</Trans>
          </p>
        </div>
        <NotificationBell />
        <Link to="/logout" className="rounded-lg px-3 py-2 text-sm font-semibold text-accent hover:bg-accent-soft">
          <Trans>Logout</Trans>
        </Link>
      </header>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-6">
        {/* Keyed by path so each page fades in; the global reduced-motion rule turns it off. */}
        <div key={location.pathname} className="animate-[page-in_200ms_ease-out]">
          <MainProvider>
            <Outlet />
          </MainProvider>
        </div>
      </main>
    </div>
  );
}
