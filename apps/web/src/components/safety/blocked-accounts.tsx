import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { safetyApi, safetyKeys } from '../../lib/safety/safety-api';

/** Settings: the accounts one blocked and muted, each undone with one click. */
export function BlockedAccounts() {
  const client = useQueryClient();
  const relations = useQuery({ queryKey: safetyKeys.blocks, queryFn: ({ signal }) => safetyApi.blocks(signal) });
  const undo = useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'unblock' | 'unmute' }) => safetyApi[how](id),
    onSuccess: () => void client.invalidateQueries(),
  });
  const data = relations.data?.data;
  const section = (title: string, entries: NonNullable<typeof data>['blocked'], how: 'unblock' | 'unmute') => (
    <div>
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      {entries.length === 0 ? <p className="text-sm text-muted">Nobody.</p> : null}
      <ul className="mt-1 flex flex-col gap-1">
        {entries.map((entry) => (
          <li key={entry.user.id} className="flex items-center justify-between gap-2 text-sm text-fg">
            {entry.user.name}
            <Button variant="secondary" onClick={() => undo.mutate({ id: entry.user.id, how })}>
              {how === 'unblock' ? 'Unblock' : 'Unmute'}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Card as="section" aria-labelledby="blocked-heading" className="flex flex-col gap-3 p-5">
      <h2 id="blocked-heading" className="text-lg font-semibold text-fg">
        Blocked and muted accounts
      </h2>
      {data ? (
        <>
          {section('Blocked', data.blocked, 'unblock')}
          {section('Muted', data.muted, 'unmute')}
        </>
      ) : (
        <p className="text-sm text-muted">Loading…</p>
      )}
    </Card>
  );
}
