import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useBlockMute, type RelationTarget } from '../../lib/safety/use-block-mute';
import { Menu, type MenuItem } from '../ui/menu';
import { BlockConfirmDialog } from './block-confirm-dialog';

export interface BlockMuteMenuProps {
  user: RelationTarget;
  /** After a confirmed block (e.g. leave a page of theirs that is now gone). */
  onBlocked?(): void;
  align?: 'start' | 'end';
  triggerClassName?: string;
}

/**
 * The "⋯" menu by someone's post, comment, profile, conversation or listing: Mute or Unmute (quiet:
 * they are not told), Block (after a dialog saying what it does) or Unblock. Whether they are
 * blocked or muted loads when the menu first opens, so a feed of cards costs no request.
 */
export function BlockMuteMenu({ user, onBlocked, align, triggerClassName }: BlockMuteMenuProps) {
  const [asked, setAsked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const relation = useBlockMute(user, { enabled: asked });
  const waiting = !relation.known || relation.pending !== null;

  const items: MenuItem[] = [
    relation.muted
      ? {
          key: 'mute',
          label: `Unmute ${user.name}`,
          description: 'Their posts come back to your feed.',
          disabled: waiting,
          onSelect: () => relation.change('unmute'),
        }
      : {
          key: 'mute',
          label: `Mute ${user.name}`,
          description: "Hide their posts and notifications from you. They won't know.",
          disabled: waiting,
          onSelect: () => relation.change('mute'),
        },
    relation.blocked
      ? {
          key: 'block',
          label: `Unblock ${user.name}`,
          description: "You'll see each other's posts again.",
          disabled: waiting,
          onSelect: () => relation.change('unblock'),
        }
      : {
          key: 'block',
          label: `Block ${user.name}`,
          description: "They can't see your posts or message you; you won't see theirs.",
          danger: true,
          disabled: waiting,
          onSelect: () => setConfirming(true),
        },
  ];
  if (relation.error) {
    items.unshift({
      key: 'error',
      label: 'Could not load',
      description: relation.error,
      disabled: true,
      onSelect: () => {},
    });
  }

  return (
    <>
      <Menu
        label={`Block or mute ${user.name}`}
        trigger={<Ellipsis className="h-5 w-5" />}
        triggerClassName={triggerClassName}
        items={items}
        align={align}
        onOpenChange={(open) => open && setAsked(true)}
      />
      <BlockConfirmDialog
        open={confirming}
        name={user.name}
        busy={relation.pending === 'block'}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          relation.change('block', {
            onSuccess: () => {
              setConfirming(false);
              onBlocked?.();
            },
          })
        }
      />
    </>
  );
}
