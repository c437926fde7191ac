import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { Trans } from '@lingui/react/macro';

/** Three post-shaped placeholders while a feed's first page loads. */
export function PostListSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">
        <Trans>Loading posts</Trans>
      </span>
      {[0, 1, 2].map((row) => (
        <Card key={row} className="flex flex-col gap-3 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="h-10 w-10 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
