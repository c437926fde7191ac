import { Lock, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { PostGroup } from '@ourhood/contract';
import { Trans } from '@lingui/react/macro';

/** 'Posted in <group>' on a group post, a link to the group's page (issue 15). */
export function PostGroupLabel({ group }: { group: PostGroup }) {
  const Icon = group.visibility === 'private' ? Lock : Users;
  return (
    <p className="-mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted">
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="shrink-0">
        <Trans>Posted in</Trans>
      </span>
      <Link
        to={`/dashboard/groups/${encodeURIComponent(group.id)}`}
        className="truncate rounded font-semibold text-accent hover:underline"
      >
        {group.name}
      </Link>
      {group.visibility === 'private' ? (
        <span className="sr-only">
          <Trans>(private group)</Trans>
        </span>
      ) : null}
    </p>
  );
}
