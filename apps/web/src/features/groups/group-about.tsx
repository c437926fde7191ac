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
        <p className="text-muted">This group has no description yet.</p>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-muted">Who can see it</dt>
        <dd className="text-fg">
          {group.visibility === 'private'
            ? 'Private: anyone can find its name and description; only members see its posts and members.'
            : 'Public: anyone in the area sees its posts, and can join at once.'}
        </dd>
        {place ? (
          <>
            <dt className="font-semibold text-muted">Area</dt>
            <dd className="text-fg">{place}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">Created</dt>
        <dd className="text-fg">
          <RelativeTime iso={group.created_at} />
        </dd>
        {group.last_post_at ? (
          <>
            <dt className="font-semibold text-muted">Last post</dt>
            <dd className="text-fg">
              <RelativeTime iso={group.last_post_at} />
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
