import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../ui/button';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api-client';
import { safetyApi, safetyKeys } from '../../lib/safety/safety-api';
import { ReportButton } from './report-button';

/** On someone's profile: report, block or unblock, mute or unmute (issue 17). */
export function ProfileSafetyActions({ userId }: { userId: string }) {
  const client = useQueryClient();
  const relations = useQuery({ queryKey: safetyKeys.blocks, queryFn: ({ signal }) => safetyApi.blocks(signal) });
  const blocked = relations.data?.data.blocked.some((entry) => entry.user.id === userId) ?? false;
  const muted = relations.data?.data.muted.some((entry) => entry.user.id === userId) ?? false;
  const change = useMutation({
    mutationFn: (how: 'block' | 'unblock' | 'mute' | 'unmute') => safetyApi[how](userId),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      // A block changes every list: feeds, profiles, comments, alerts.
      void client.invalidateQueries();
    },
    onError: (failure) => toast(errorMessage(failure, 'Could not change this.'), { tone: 'error' }),
  });
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Safety">
      <ReportButton targetType="user" targetId={userId} label="Report profile" />
      <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate(muted ? 'unmute' : 'mute')}>
        {muted ? 'Unmute' : 'Mute'}
      </Button>
      <Button
        variant="secondary"
        disabled={change.isPending}
        onClick={() => change.mutate(blocked ? 'unblock' : 'block')}
      >
        {blocked ? 'Unblock' : 'Block'}
      </Button>
    </div>
  );
}
