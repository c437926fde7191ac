import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx';
import { MainProvider } from '../../components/ui/page-main';
import { MessagesCount } from '../../components/messages/messages-count';
import { NotificationBell } from '../../components/notifications/notification-bell';
import { useUnreadCount } from '../../lib/notifications/use-notifications';
import { useOwnProfile } from '../../lib/use-own-profile';
import { isWide, organizationLinks } from './organization-links';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The organization frame of spec §2: a top bar (menu toggle, name, 'Welcome back', Logout), a
 * collapsible sidebar that is a column on wide screens and a drawer over the page below 768 px,
 * and the greeting over the nested page, which fades in (off under prefers-reduced-motion).
 */
export function OrganizationShell() {
  const { t, i18n } = useLingui();
  const { data: user } = useOwnProfile();
  const [open, setOpen] = useState(isWide);
  const location = useLocation();
  const unread = useUnreadCount();
  const name = user?.name?.trim() || t`User`;
  const organizationName = user?.organization_name?.trim() || name;

  // On a phone the drawer closes after each navigation and on Escape.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    if (!isWide()) setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isWide()) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="min-h-screen bg-canvas">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-raised focus:px-4 focus:py-2 focus:font-semibold"
      >
        <Trans>Skip to content</Trans>
      </a>
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-line bg-raised px-3 py-3 sm:px-4">
        <button
          type="button"
          aria-label={t`Toggle menu`}
          aria-expanded={open}
          aria-controls="org-sidebar"
          onClick={() => setOpen((value) => !value)}
          className="flex h-10 w-10 items-center justify-center rounded-lg text-fg hover:bg-sunken"
        >
          <Menu className="h-6 w-6" />
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
      <div className="flex">
        {open && (
          <div
            aria-hidden="true"
            className="fixed inset-0 top-[65px] z-10 bg-scrim/40 md:hidden"
            onClick={() => setOpen(false)}
          />
        )}
        <aside
          id="org-sidebar"
          aria-label={t`Sidebar`}
          hidden={!open}
          className="fixed top-[65px] bottom-0 inset-s-0 z-20 w-64 max-w-[85vw] overflow-y-auto border-e border-line bg-raised p-3 shadow-lg md:sticky md:z-0 md:h-[calc(100vh-65px)] md:w-56 md:shadow-none"
        >
          <nav aria-label={t`Business`} className="flex flex-col gap-1">
            {organizationLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cx(
                    'flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                    isActive ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-sunken',
                  )
                }
              >
                {i18n._(link.label)}
                {link.to === '/dashboard/notifications' && unread > 0 ? (
                  <span
                    className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                    data-testid="unread-badge"
                  >
                    {unread}
                    <span className="sr-only">
                      {' '}
                      <Trans>unread</Trans>
                    </span>
                  </span>
                ) : null}
                {link.to === '/dashboard/messages' ? <MessagesCount /> : null}
              </NavLink>
            ))}
          </nav>
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6">
          <h1 className="text-2xl font-bold break-words text-fg">
            <Trans>Welcome back, {organizationName}!</Trans>
          </h1>
          {/* Keyed by path so each page fades in; the global reduced-motion rule turns it off. */}
          <div key={location.pathname} className="mt-6 animate-[page-in_200ms_ease-out]">
            <MainProvider>
              <Outlet />
            </MainProvider>
          </div>
        </main>
      </div>
    </div>
  );
}
