import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useBlockMute, useRelations, type RelationTarget } from '../../lib/safety/use-block-mute';
import { Trans, useLingui } from '@lingui/react/macro';

/** On the profile of someone one muted: says so (they don't know) and offers Unmute. */
export function MutedNotice({ user }: { user: RelationTarget }) {
  const relation = useBlockMute(user);
  if (!relation.muted) return null;
  const name = user.name;
  return (
    <Card role="status" className="flex flex-wrap items-center gap-3 p-4 text-sm text-fg">
      <p className="me-auto">
        <Trans>You muted {name}. Their posts stay out of your feed; they don&apos;t know.</Trans>
      </p>
      <Button variant="secondary" busy={relation.pending === 'unmute'} onClick={() => relation.change('unmute')}>
        <Trans>Unmute</Trans>
      </Button>
    </Card>
  );
}

function UnblockNotice({ user }: { user: RelationTarget }) {
  const relation = useBlockMute(user);
  const name = user.name;
  return (
    <>
      <p className="font-semibold">
        <Trans>You blocked {name}.</Trans>
      </p>
      <p className="text-sm text-muted">
        <Trans>They can&apos;t see your posts or message you, and you don&apos;t see theirs.</Trans>
      </p>
      <Button variant="secondary" busy={relation.pending === 'unblock'} onClick={() => relation.change('unblock')}>
        <Trans>Unblock {name}</Trans>
      </Button>
    </>
  );
}

/**
 * A profile answers 404 both ways once blocked: when it is one the viewer blocked, say so and
 * offer Unblock; otherwise it reads 'User not found.' as before.
 */
export function NotFoundOrBlocked({ userId }: { userId: string }) {
  const { t } = useLingui();
  const relations = useRelations();
  const entry = relations.data?.blocked.find((candidate) => candidate.user.id === userId);
  if (!entry) {
    return (
      <p>
        <Trans>User not found.</Trans>
      </p>
    );
  }
  const name = entry.user.name.trim() || [entry.user.first_name, entry.user.last_name].join(' ').trim() || t`Neighbour`;
  return <UnblockNotice user={{ id: userId, name, avatarUrl: entry.user.profile_picture?.url ?? null }} />;
}
