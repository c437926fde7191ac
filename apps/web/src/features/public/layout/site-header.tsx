import { Menu } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { headerLinks } from '../content/site-links';
import { Logo } from './logo';

const MENU_ID = 'site-menu';

/** After a link in the phone menu is followed, the menu closes. */
function closeMenu() {
  const menu = document.getElementById(MENU_ID);
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * Top bar: home, the site links and the account actions. From 768 px the site links sit in the bar;
 * on phones they are a popover menu behind the Menu button (the browser handles opening, Escape,
 * clicks outside and aria-expanded: no script of ours). Its styles are in index.css (.site-menu).
 */
export function SiteHeader() {
  const { t } = useLingui();
  return (
    <header className="border-b border-line bg-raised">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-1 px-3 py-3 sm:gap-2 sm:px-6">
        <Logo className="shrink-0 text-fg" />
        <nav id={MENU_ID} popover="auto" aria-label={t`Site`} className="site-menu">
          <ul className="flex gap-1 max-md:flex-col">
            {headerLinks.map((link) => (
              <li key={link.to}>
                {/* NavLink marks the current page with aria-current="page", which also styles it. */}
                <NavLink
                  to={link.to}
                  onClick={closeMenu}
                  className="block rounded-lg px-3 py-2 font-medium text-muted hover:bg-sunken aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`Account`} className="flex min-w-0 items-center gap-1 sm:gap-2">
          <Link
            to="/login"
            className="rounded-lg px-2 py-2 text-center text-sm leading-tight font-semibold text-fg hover:bg-sunken sm:px-4 sm:text-base"
          >
            <Trans>Sign In</Trans>
          </Link>
          <Link
            to="/signup"
            className="rounded-lg bg-brand-700 px-2.5 py-2 text-center text-sm leading-tight font-semibold text-white hover:bg-brand-800 sm:px-4 sm:text-base"
          >
            <Trans>Get Started</Trans>
          </Link>
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-label={t`Menu`}
            className="shrink-0 rounded-lg p-2 text-fg hover:bg-sunken md:hidden"
          >
            <Menu className="h-5 w-5" />
          </button>
        </nav>
      </div>
    </header>
  );
}
