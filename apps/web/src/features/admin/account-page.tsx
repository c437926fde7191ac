import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { Card } from '../../components/ui/card';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton } from '../../components/ui/skeleton';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnProfile } from '../../lib/use-own-profile';
import { AccountActions } from './account-actions';
import { AuditEntries } from './audit-entries';
import { ROLE_LABEL, STATUS_LABEL } from './admin-labels';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title} className="flex flex-col gap-2 p-4">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {children}
    </Card>
  );
}

function SessionLine({ createdAt, expires }: { createdAt: string; expires: string }) {
  return (
    <Trans>
      Since <RelativeTime iso={createdAt} />, until {expires}
    </Trans>
  );
}

/** /admin/accounts/:id: who it is, where it is signed in, reports by and about it, staff actions. */
export default function AdminAccountPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const me = useOwnProfile();
  const account = useQuery({ queryKey: adminKeys.account(id), queryFn: ({ signal }) => adminApi.account(id, signal) });
  const data = account.data?.data;
  const name = data ? (data.business_name ?? `${data.first_name} ${data.last_name}`) : '';
  useDocumentTitle(name || t`Account`);
  if (account.isPending) return <Skeleton className="h-96 w-full" />;
  if (account.isError || !data) {
    return (
      <Banner tone="error">
        {errorMessage(account.error, t`The account could not be loaded.`)}{' '}
        <Link to="/admin/accounts" className="font-semibold underline">
          <Trans>Back to accounts</Trans>
        </Link>
      </Banner>
    );
  }
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium' });
  const until = data.suspended_until ? date(data.suspended_until) : '';
  const reports = (list: typeof data.reports_by, empty: string) =>
    list.length === 0 ? (
      <p className="text-sm text-muted">{empty}</p>
    ) : (
      <ul className="flex flex-col gap-1 text-sm text-fg">
        {list.map((report) => (
          <li key={report.id}>
            {report.target_type} · {report.reason} · {report.outcome ?? report.status} · {date(report.created_at)}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <Link to="/admin/accounts" className="self-start text-sm font-medium text-accent">
        <Trans>Back to accounts</Trans>
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg">{name}</h1>
        <p className="text-muted">
          {data.email} · {ROLE_LABEL[data.role]} · {STATUS_LABEL[data.status]}
          {until ? ` · ${t`until ${until}`}` : ''}
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t`Profile`}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t`Joined`}</dt>
            <dd className="text-fg">{date(data.created_at)}</dd>
            <dt className="text-muted">{t`Area`}</dt>
            <dd className="text-fg">{data.area || '—'}</dd>
            <dt className="text-muted">{t`Posts`}</dt>
            <dd className="text-fg">{i18n.number(data.posts)}</dd>
            <dt className="text-muted">{t`Comments`}</dt>
            <dd className="text-fg">{i18n.number(data.comments)}</dd>
          </dl>
          {data.bio ? <p className="text-sm whitespace-pre-wrap text-fg">{data.bio}</p> : null}
        </Section>
        <AccountActions account={data} self={me.data?.id === data.id} />
        <Section title={t`Signed in on`}>
          {data.sessions.length === 0 ? (
            <p className="text-sm text-muted">{t`No device is signed in.`}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm text-fg">
              {data.sessions.map((session) => (
                <li key={session.id}>
                  <SessionLine createdAt={session.created_at} expires={date(session.expires_at)} />
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t`Reports against this account`}>{reports(data.reports_against, t`None.`)}</Section>
        <Section title={t`Reports made by this account`}>{reports(data.reports_by, t`None.`)}</Section>
        <Section title={t`Staff actions`}>
          <AuditEntries entries={data.actions} empty={t`No staff action about this account.`} />
        </Section>
      </div>
    </>
  );
}
