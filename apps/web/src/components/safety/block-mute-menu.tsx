import { Suspense, useState } from 'react';
import { BlockMuteIcon, blockMuteLabel } from './block-mute-trigger';
import type { BlockMuteMenuProps } from './block-mute-menu-panel';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The menu, its dialog and the calls load when the button is first pressed: every post card and
// comment shows the button, and the dashboard's first load stays within its budget.
const BlockMuteMenuPanel = lazyWithMessages(() => import('./block-mute-menu-panel'));

const quietTrigger =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm text-muted hover:bg-sunken hover:text-fg';

export type { BlockMuteMenuProps } from './block-mute-menu-panel';

/**
 * Block / Unblock and Mute / Unmute for someone, and Report where asked (block-mute-menu-panel.tsx),
 * behind a "⋯" button named 'Block or mute {name}' ('Report, mute or block {name}'). Enter, Space, a click or ↓ open it on its first item, ↑ on its last.
 */
export function BlockMuteMenu(props: BlockMuteMenuProps) {
  const [openOn, setOpenOn] = useState<'first' | 'last' | null>(null);
  const label = blockMuteLabel(props.user.name, props.report !== undefined);
  const button = (busy: boolean) => (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.stopPropagation();
        setOpenOn('first');
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setOpenOn(event.key === 'ArrowDown' ? 'first' : 'last');
        }
      }}
      className={props.triggerClassName ?? quietTrigger}
    >
      <BlockMuteIcon />
    </button>
  );
  if (openOn === null) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <BlockMuteMenuPanel {...props} triggerClassName={props.triggerClassName ?? quietTrigger} openOn={openOn} />
    </Suspense>
  );
}
