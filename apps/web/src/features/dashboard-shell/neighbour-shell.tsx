import { Outlet } from 'react-router';
import { MessagesCount } from '../../components/messages/messages-count';
import { NotificationBell } from '../../components/notifications/notification-bell';
import { Avatar } from '../../components/ui/avatar';
import { BrandMark } from '../../components/ui/brand-mark';
import { cx } from '../../components/ui/cx';
import { useOwnProfile } from '../../lib/use-own-profile';
import { MobileNav } from './mobile-nav';
import { administrationLink, bottomLinks, mainLinks, moderationLink } from './neighbour-links';
import { ShellSearch } from './shell-search';
import { besideSidebar, ShellSidebar } from './shell-sidebar';
import { SkipLink } from './skip-link';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useWideScreen } from './use-wide-screen';
import { useLingui } from '@lingui/react/macro';

/**
 * The neighbour frame of spec §2: the labelled sidebar (collapsible to its icons, issue 42), a
 * sticky search box, and the nested screens in place. Phones get a bottom bar.
 */
export function NeighbourShell() {
  const { t } = useLingui();
  const { data: user } = useOwnProfile();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  // One navigation at a time: the sidebar from 768 px, the bottom bar below (the other was
  // rendered too and hidden by CSS, DOM a slow phone's first commit paid for).
  const wide = useWideScreen();
  const name = user?.name?.trim() || t`User`;
  const accountType = user?.account_type === 'organization' ? t`Organization` : t`Neighbour`;
  const moderates = user?.role === 'moderator' || user?.role === 'admin';
  const staffLinks = [...(moderates ? [moderationLink] : []), ...(user?.role === 'admin' ? [administrationLink] : [])];
  return (
    <div className={cx('min-h-screen bg-canvas', besideSidebar(collapsed))}>
      <SkipLink />
      {wide ? (
        <ShellSidebar
          id="neighbour-sidebar"
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          groups={[
            { label: t`Main`, links: [...mainLinks, ...staffLinks] },
            { label: t`Account`, links: bottomLinks },
          ]}
          badge={(link) => (link.badge === 'messages' ? <MessagesCount className="px-1.5" /> : null)}
          top={(labelClassName) => (
            <>
              <BrandMark className="px-1 py-2 text-lg whitespace-nowrap text-fg" nameClassName={labelClassName} />
              <div className="flex items-center gap-3 px-1.5 pb-3">
                <Avatar name={name} url={user?.profile_picture?.url} className="h-9 w-9 shrink-0 text-xs" />
                <div className={cx('min-w-0', labelClassName)}>
                  <p className="truncate text-sm font-semibold text-fg" data-testid="shell-user-name" title={name}>
                    {name}
                  </p>
                  <p className="text-xs text-muted">{accountType}</p>
                </div>
              </div>
            </>
          )}
        />
      ) : null}
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-line bg-raised/95 px-3 py-3 backdrop-blur sm:px-4">
        <BrandMark className="shrink-0 md:hidden" nameClassName="sr-only" />
        <ShellSearch />
        <NotificationBell className="ms-auto" />
      </header>
      <div className="pb-20 md:pb-0">
        <Outlet />
      </div>
      {wide ? null : <MobileNav name={name} accountType={accountType} staffLinks={staffLinks} />}
    </div>
  );
}
