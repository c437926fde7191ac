import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Group } from '@ourhood/contract';
import { Card } from '../../components/ui/card';
import { GroupCover } from './group-cover';
import { canOpenGroup } from './group-access';
import { groupPlace, memberCount } from './group-labels';
import { MembershipButton } from './membership-button';
import { VisibilityBadge } from './visibility-badge';

const roleLabels = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  member: msg`Member`,
  pending: msg`Request sent`,
} as const;

/**
 * A group in a list: cover, name, visibility, area, member count, a line of description and the
 * viewer's membership action. A private group seen from outside has no link (its page is closed):
 * its card offers 'Request to join' instead.
 */
export function GroupCard({ group }: { group: Group }) {
  const { i18n } = useLingui();
  const href = `/dashboard/groups/${encodeURIComponent(group.id)}`;
  const place = groupPlace(group);
  return (
    <Card as="article" aria-label={group.name} className="flex h-full flex-col overflow-hidden">
      <GroupCover url={group.cover?.thumbnail_url} className="h-24 w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="min-w-0 break-words text-base font-semibold text-fg">
          {canOpenGroup(group) ? (
            <Link to={href} className="rounded hover:underline">
              {group.name}
            </Link>
          ) : (
            group.name
          )}
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <VisibilityBadge visibility={group.visibility} />
          <span>{memberCount(group.member_count)}</span>
          {place ? <span>· {place}</span> : null}
        </div>
        {group.description ? <p className="line-clamp-2 break-words text-sm text-muted">{group.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {group.viewer_role ? (
            <span className="text-xs font-semibold uppercase tracking-wide text-accent">
              {i18n._(roleLabels[group.viewer_role])}
            </span>
          ) : (
            <span />
          )}
          <MembershipButton group={group} size="small" />
        </div>
      </div>
    </Card>
  );
}
