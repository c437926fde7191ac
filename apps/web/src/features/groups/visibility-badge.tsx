import { Trans } from '@lingui/react/macro';
import { Globe, Lock } from 'lucide-react';
import type { GroupVisibility } from '@ourhood/contract';

/** 'Public group' or 'Private group', with its icon. */
export function VisibilityBadge({ visibility }: { visibility: GroupVisibility }) {
  const Icon = visibility === 'private' ? Lock : Globe;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sunken px-2 py-0.5 text-xs font-medium text-muted">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {visibility === 'private' ? <Trans>Private group</Trans> : <Trans>Public group</Trans>}
    </span>
  );
}
