import { NavLink, Outlet } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { cx } from '../../components/ui/cx';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * /admin (issue 43): the administration's frame, a header and a row of sections (a scrolling row
 * on phones), after Mastodon's and Discourse's admin areas. Each section is its own lazy screen.
 */
export default function AdminLayout() {
  const { t } = useLingui();
  const sections = [
    // Words only: every lucide icon sits in one chunk that the dashboard's first load carries.
    { to: '/admin', end: true, label: t`Overview` },
    { to: '/admin/accounts', end: false, label: t`Accounts` },
    { to: '/admin/settings', end: false, label: t`Settings` },
    { to: '/admin/audit-log', end: false, label: t`Audit log` },
    { to: '/admin/operations', end: false, label: t`E-mail, jobs and storage` },
  ];
  return (
    <div className="min-h-screen bg-canvas">
      <header className="border-b border-line bg-raised">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-3 px-3 py-3 sm:px-6">
          <BrandMark className="shrink-0" nameClassName="sr-only sm:not-sr-only" />
          <p className="text-lg font-semibold text-fg">
            <Trans>Administration</Trans>
          </p>
          <NavLink
            to="/dashboard"
            className="ms-auto inline-flex items-center rounded-md px-2 py-1 text-sm font-medium text-accent hover:bg-sunken"
          >
            <Trans>Back to the app</Trans>
          </NavLink>
        </div>
        <nav aria-label={t`Administration`} className="mx-auto w-full max-w-6xl overflow-x-auto px-3 sm:px-6">
          <ul className="flex gap-1">
            {sections.map(({ to, end, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cx(
                      'inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                      isActive ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-6 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
