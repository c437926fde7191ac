import { useState } from 'react';
import { Menu } from 'lucide-react';
import { NavLink } from 'react-router';
import { MessagesCount } from '../../components/messages/messages-count';
import { cx } from '../../components/ui/cx';
import { Modal } from '../../components/ui/modal';
import { bottomLinks, mainLinks, type LinkItem } from './neighbour-links';
import { Trans, useLingui } from '@lingui/react/macro';

// Five slots fit a 320 px phone: four destinations and More for the rest.
const barLinks = mainLinks.slice(0, 4);

const barItem = 'flex min-h-12 min-w-0 flex-1 flex-col items-center justify-center px-1 py-1 text-xs';

/** The phone navigation (below 768 px): a bottom bar, and a More sheet with the remaining links. */
export function MobileNav({
  name,
  accountType,
  staffLinks = [],
}: {
  name: string;
  accountType: string;
  /** Moderation and administration, for the staff. */
  staffLinks?: readonly LinkItem[];
}) {
  const { t, i18n } = useLingui();
  const moreLinks = [...mainLinks.slice(4), ...staffLinks, ...bottomLinks];
  const [open, setOpen] = useState(false);
  return (
    <>
      <nav
        aria-label={t`Mobile`}
        className="fixed inset-x-0 bottom-0 z-30 flex border-t border-line bg-raised pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        {barLinks.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className={({ isActive }) => cx(barItem, isActive ? 'font-semibold text-accent' : 'text-muted')}
          >
            <link.icon className="h-5 w-5" />
            <span className="truncate">{i18n._(link.label)}</span>
          </NavLink>
        ))}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className={cx(barItem, 'relative text-muted')}
        >
          <Menu className="h-5 w-5" />
          <Trans>More</Trans>
          {/* Messages live in More on a phone: its badge shows here too. */}
          <MessagesCount className="absolute top-0.5 inset-e-1/4 px-1.5" />
        </button>
      </nav>
      <Modal open={open} title={t`Menu`} onClose={() => setOpen(false)}>
        <p className="font-semibold text-fg">{name}</p>
        <p className="mb-3 text-sm text-muted">{accountType}</p>
        <nav aria-label={t`More`} className="flex flex-col gap-1">
          {moreLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-fg hover:bg-sunken"
            >
              <link.icon className="h-5 w-5" />
              {i18n._(link.label)}
              {link.badge === 'messages' ? <MessagesCount className="ms-auto" /> : null}
            </NavLink>
          ))}
        </nav>
      </Modal>
    </>
  );
}
