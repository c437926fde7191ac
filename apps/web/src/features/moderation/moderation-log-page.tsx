import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../components/ui/banner';
import { errorMessage } from '../../lib/api-client';
import { safetyApi, safetyKeys } from '../../lib/safety/safety-api';
import { useDocumentTitle } from '../../lib/use-document-title';

const ACTION_LABEL = {
  dismiss: 'Report dismissed',
  hide: 'Content hidden',
  restore: 'Content restored',
  approve: 'Urgent alert approved',
  suspend: 'Account suspended',
  ban: 'Account banned',
} as const;

/** /moderation-log: every moderation action, readable without signing in (issue 17). */
export default function ModerationLogPage() {
  useDocumentTitle('Moderation log');
  const log = useQuery({ queryKey: safetyKeys.log, queryFn: ({ signal }) => safetyApi.log(signal) });
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">Moderation log</h1>
      <p className="text-muted">
        Every decision our moderators take, with the rule of the community guidelines it applied. Who reported, who
        decided and private groups&apos; content are never shown.
      </p>
      {log.error ? <Banner tone="error">{errorMessage(log.error, 'The log could not be loaded.')}</Banner> : null}
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-muted">
            <th className="py-2">Date</th>
            <th>Action</th>
            <th>Content</th>
            <th>Rule</th>
          </tr>
        </thead>
        <tbody>
          {log.data?.data.map((entry) => (
            <tr key={entry.id} className="border-t border-line text-fg" data-testid="log-entry">
              <td className="py-2">{new Date(entry.created_at).toLocaleString()}</td>
              <td>
                {/* Reports' score hid it; a moderator's outcome follows as its own entry (issue 39). */}
                {entry.automatic ? 'Hidden pending review' : ACTION_LABEL[entry.action]}
                {entry.duration_days ? ` (${entry.duration_days} days)` : ''}
              </td>
              <td>{entry.content_kind.replace('_', ' ')}</td>
              <td>{entry.rule}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {log.data && log.data.data.length === 0 ? <p className="text-muted">No actions yet.</p> : null}
    </main>
  );
}
