import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../components/ui/banner';
import { errorMessage } from '../../lib/api-client';
import { safetyApi, safetyKeys } from '../../lib/safety/safety-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const ACTION_LABEL = {
  dismiss: msg`Report dismissed`,
  hide: msg`Content hidden`,
  restore: msg`Content restored`,
  approve: msg`Urgent alert approved`,
  suspend: msg`Account suspended`,
  ban: msg`Account banned`,
} as const;

/** As toLocaleString() gave it, in the language shown. */
const dateTime: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** /moderation-log: every moderation action, readable without signing in (issue 17). */
export default function ModerationLogPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Moderation log`);
  const log = useQuery({ queryKey: safetyKeys.log, queryFn: ({ signal }) => safetyApi.log(signal) });
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Moderation log</Trans>
      </h1>
      <p className="text-muted">
        <Trans>
          Every decision our moderators take, with the rule of the community guidelines it applied. Who reported, who
          decided and private groups&apos; content are never shown.
        </Trans>
      </p>
      {log.error ? <Banner tone="error">{errorMessage(log.error, t`The log could not be loaded.`)}</Banner> : null}
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="text-muted">
            <th className="py-2">
              <Trans>Date</Trans>
            </th>
            <th>
              <Trans>Action</Trans>
            </th>
            <th>
              <Trans>Content</Trans>
            </th>
            <th>
              <Trans>Rule</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {log.data?.data.map((entry) => {
            const days = entry.duration_days;
            return (
              <tr key={entry.id} className="border-t border-line text-fg" data-testid="log-entry">
                <td className="py-2">{i18n.date(entry.created_at, dateTime)}</td>
                <td>
                  {/* Reports' score hid it; a moderator's outcome follows as its own entry (issue 39). */}
                  {entry.automatic ? t`Hidden pending review` : t(ACTION_LABEL[entry.action])}
                  {days ? t`${plural(days, { one: ' (# day)', other: ' (# days)' })}` : ''}
                </td>
                <td>{entry.content_kind.replace('_', ' ')}</td>
                <td>{entry.rule}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {log.data && log.data.data.length === 0 ? (
        <p className="text-muted">
          <Trans>No actions yet.</Trans>
        </p>
      ) : null}
    </main>
  );
}
