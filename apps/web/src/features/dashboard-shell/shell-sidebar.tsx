import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cx } from '../../components/ui/cx';
import type { LinkItem } from './neighbour-links';
import { useLingui } from '@lingui/react/macro';

// While collapsed, labels show only as the sidebar expands over the page (hover or keyboard focus
// inside it); screen readers read them at all times.
const WHEN_EXPANDED = 'md:sr-only md:group-hover:not-sr-only md:group-focus-within:not-sr-only';

export interface ShellNavGroup {
  label: string;
  links: LinkItem[];
}

interface ShellSidebarProps {
  id: string;
  /** Collapsed to its icons (desktop only: a phone's menu is always labelled). */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The brand and who is signed in; given the class that hides text while collapsed. */
  top: (labelClassName: string | undefined) => ReactNode;
  groups: ShellNavGroup[];
  /** A count shown on a link (unread messages, notifications). */
  badge?: (link: LinkItem) => ReactNode;
  /** Below 768 px: whether the sidebar is open as a menu over the page (undefined: never shown there). */
  drawerOpen?: boolean;
}

/**
 * The one sidebar of both shells (issue 42): on a desktop, labelled links with their icons,
 * collapsible to the icons alone (remembered on the device; then it expands over the page on hover
 * and keyboard focus, as spec §2's neighbour sidebar did); on a phone, the organization's menu.
 */
export function ShellSidebar({ id, collapsed, onCollapsedChange, top, groups, badge, drawerOpen }: ShellSidebarProps) {
  const { t, i18n } = useLingui();
  const labelClassName = collapsed ? WHEN_EXPANDED : undefined;
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      id={id}
      aria-label={t`Sidebar`}
      data-collapsed={collapsed}
      className={cx(
        'fixed inset-y-0 inset-s-0 z-40 w-64 max-md:top-[65px] max-w-[85vw] flex-col overflow-x-hidden overflow-y-auto border-e border-line bg-raised p-2 shadow-lg md:z-30 md:flex md:shadow-sm',
        drawerOpen ? 'flex' : 'hidden',
        collapsed
          ? 'group md:w-16 md:transition-[width] md:duration-150 md:hover:w-56 md:hover:shadow-lg md:focus-within:w-56 md:focus-within:shadow-lg'
          : 'md:w-56',
      )}
    >
      {top(labelClassName)}
      {groups.map((group, index) => (
        <nav
          key={group.label}
          aria-label={group.label}
          className={cx('flex flex-col gap-1', index === 0 ? 'flex-1' : 'border-t border-line pt-2')}
        >
          {group.links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cx(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-sunken',
                )
              }
            >
              <span className="relative shrink-0">
                <link.icon className="h-5 w-5" />
                {/* Collapsed, a count sits on the icon; labelled, after the label. */}
                {collapsed ? <span className="absolute -top-2 -inset-e-3 md:block">{badge?.(link)}</span> : null}
              </span>
              <span className={cx('min-w-0 flex-1 truncate', labelClassName)}>{i18n._(link.label)}</span>
              {collapsed ? null : badge?.(link)}
            </NavLink>
          ))}
        </nav>
      ))}
      <button
        type="button"
        aria-controls={id}
        aria-expanded={!collapsed}
        onClick={() => onCollapsedChange(!collapsed)}
        className="mt-2 hidden min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-sunken md:flex"
      >
        <ToggleIcon className="h-5 w-5 shrink-0 rtl:-scale-x-100" />
        <span className={cx('whitespace-nowrap', labelClassName)}>
          {collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
        </span>
      </button>
    </aside>
  );
}

/** The space the page leaves for the sidebar beside it. */
export const besideSidebar = (collapsed: boolean) => (collapsed ? 'md:ps-16' : 'md:ps-56');
