import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx';
import { useOwnProfile } from '../../lib/use-own-profile';

const links = [
  { to: '/dashboard/business-profile', label: 'Business Profile' },
  { to: '/dashboard/listings', label: 'Listings' },
  { to: '/dashboard/customers', label: 'Customers' },
  { to: '/dashboard/notifications', label: 'Notifications' },
  { to: '/dashboard/settings', label: 'Settings' },
];

/** The organization frame of spec §2: top bar, collapsible sidebar, greeting over the outlet. */
export function OrganizationShell() {
  const { data: user } = useOwnProfile();
  const [open, setOpen] = useState(true);
  const location = useLocation();
  const name = user?.name || 'User';
  return (
    <div className="min-h-screen bg-stone-50">
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-stone-200 bg-white px-4 py-3">
        <button
          type="button"
          aria-label="Toggle menu"
          aria-expanded={open}
          aria-controls="org-sidebar"
          onClick={() => setOpen((value) => !value)}
          className="rounded-lg px-2 py-1 text-xl hover:bg-stone-100"
        >
          ☰
        </button>
        <div className="flex-1">
          <p className="text-sm font-semibold text-stone-900" data-testid="shell-user-name">
            {name}
          </p>
          <p className="text-xs text-stone-600">Welcome back</p>
        </div>
        <Link to="/logout" className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          Logout
        </Link>
      </header>
      <div className="flex">
        <aside
          id="org-sidebar"
          aria-label="Sidebar"
          hidden={!open}
          className="w-56 shrink-0 border-r border-stone-200 bg-white p-3"
        >
          <nav aria-label="Business" className="flex flex-col gap-1">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cx(
                    'rounded-lg px-3 py-2 text-sm font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        </aside>
        <section className="min-w-0 flex-1 p-6">
          <h1 className="text-2xl font-bold text-stone-900">Welcome back, {user?.organization_name || name}!</h1>
          {/* Keyed by path so each page fades in; the global reduced-motion rule turns it off. */}
          <div key={location.pathname} className="animate-[page-in_200ms_ease-out]">
            <Outlet />
          </div>
        </section>
      </div>
    </div>
  );
}
