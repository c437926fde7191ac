import { Link, NavLink } from 'react-router';
import { headerLinks } from '../content/site-links';
import { Logo } from './logo';

/** Top bar: home, a few site links (from the small-tablet width up), and the account actions. */
export function SiteHeader() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Site" className="hidden md:block">
          <ul className="flex gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                {/* NavLink marks the current page with aria-current="page", which also styles it. */}
                <NavLink
                  to={link.to}
                  className="rounded-lg px-3 py-2 font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <Link
            to="/login"
            className="rounded-lg px-2 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 sm:px-4 sm:text-base"
          >
            Sign In
          </Link>
          <Link
            to="/signup"
            className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 sm:px-4 sm:text-base"
          >
            Get Started
          </Link>
        </nav>
      </div>
    </header>
  );
}
