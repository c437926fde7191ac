import type { ReportTargetType } from '@ourhood/contract';
import { Suspense, useState } from 'react';
import { useBlockMute, type RelationTarget } from '../../lib/safety/use-block-mute';
import { Menu, type MenuItem } from '../ui/menu';
import { BlockConfirmDialog } from './block-confirm-dialog';
import { BlockMuteIcon, blockMuteLabel } from './block-mute-trigger';
import { t } from '@lingui/core/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

export interface BlockMuteMenuProps {
  user: RelationTarget;
  /** A first item, 'Report …', where the menu stands in for a Report button (a post card). */
  report?: { targetType: ReportTargetType; targetId: string; label: string };
  /** After a confirmed block (e.g. leave a page of theirs that is now gone). */
  onBlocked?(): void;
  align?: 'start' | 'end';
  triggerClassName?: string;
}

// The report form loads when 'Report …' is chosen (as ReportButton does).
const ReportDialog = lazyWithMessages(() => import('./report-dialog'));

type Relation = ReturnType<typeof useBlockMute>;

function relationItems(name: string, relation: Relation, confirmBlock: () => void): MenuItem[] {
  const disabled = !relation.known || relation.pending !== null;
  const mute: MenuItem = relation.muted
    ? {
        key: 'mute',
        label: t`Unmute ${name}`,
        description: t`Their posts come back to your feed.`,
        disabled,
        onSelect: () => relation.change('unmute'),
      }
    : {
        key: 'mute',
        label: t`Mute ${name}`,
        description: t`Hide their posts and notifications from you. They won't know.`,
        disabled,
        onSelect: () => relation.change('mute'),
      };
  const block: MenuItem = relation.blocked
    ? {
        key: 'block',
        label: t`Unblock ${name}`,
        description: t`You'll see each other's posts again.`,
        disabled,
        onSelect: () => relation.change('unblock'),
      }
    : {
        key: 'block',
        label: t`Block ${name}`,
        description: t`They can't see your posts or message you; you won't see theirs.`,
        danger: true,
        disabled,
        onSelect: confirmBlock,
      };
  const failed: MenuItem[] = relation.error
    ? [{ key: 'error', label: t`Could not load`, description: relation.error, disabled: true, onSelect: () => {} }]
    : [];
  return [...failed, mute, block];
}

/**
 * The "⋯" menu by someone's post, comment, profile, conversation or listing: Mute or Unmute (quiet:
 * they are not told), Block (after a dialog saying what it does) or Unblock, and Report where asked.
 * Loaded by block-mute-menu.tsx when its button is first pressed (`openOn`: which item takes the
 * focus); whether they are blocked or muted loads then too, so a feed of cards costs no request.
 */
export default function BlockMuteMenuPanel({
  user,
  report,
  onBlocked,
  align,
  triggerClassName,
  openOn,
}: BlockMuteMenuProps & { openOn?: 'first' | 'last' }) {
  const [asked, setAsked] = useState(openOn !== undefined);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const relation = useBlockMute(user, { enabled: asked });
  const items = relationItems(user.name, relation, () => setConfirming(true));
  if (report) items.unshift({ key: 'report', label: report.label, onSelect: () => setReporting(true) });

  return (
    <>
      <Menu
        label={blockMuteLabel(user.name, report !== undefined)}
        trigger={<BlockMuteIcon />}
        triggerClassName={triggerClassName}
        items={items}
        align={align}
        initiallyOpen={openOn}
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
      {report && reporting ? (
        <Suspense fallback={null}>
          <ReportDialog targetType={report.targetType} targetId={report.targetId} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
