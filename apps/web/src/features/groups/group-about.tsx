import { Trans } from '@lingui/react/macro';
import type { Group } from '@ourhood/contract';
import { RelativeTime } from '../../components/ui/relative-time';
import { groupPlace } from './group-labels';

/** The About tab: what the group is for, who can see it, where it is and since when. */
export function GroupAbout({ group }: { group: Group }) {
  const place = groupPlace(group);
  return (
    <div className="flex flex-col gap-4">
      {group.description ? (
        <p className="whitespace-pre-wrap break-words text-fg">{group.description}</p>
      ) : (
        <p className="text-muted">
          <Trans>This group has no description yet.</Trans>
        </p>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-muted">
          <Trans>Who can see it</Trans>
        </dt>
        <dd className="text-fg">
          {group.visibility === 'private' ? (
            <Trans>Private: anyone can find its name and description; only members see its posts and members.</Trans>
          ) : (
            <Trans>Public: anyone in the area sees its posts, and can join at once.</Trans>
          )}
        </dd>
        {place ? (
          <>
            <dt className="font-semibold text-muted">
              <Trans>Area</Trans>
            </dt>
            <dd className="text-fg">{place}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">
          <Trans>Created</Trans>
        </dt>
        <dd className="text-fg">
          <RelativeTime iso={group.created_at} />
        </dd>
        {group.last_post_at ? (
          <>
            <dt className="font-semibold text-muted">
              <Trans>Last post</Trans>
            </dt>
            <dd className="text-fg">
              <RelativeTime iso={group.last_post_at} />
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
