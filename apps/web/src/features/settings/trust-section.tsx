import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import type { MyTrust, TrustAllowances } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { profileKeys } from '../../lib/profiles/profile-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { SettingsSection } from './settings-section';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../lib/i18n/contract-text';

/**
 * What the level lets through, one line each. A null allowance has no limit of its own (site-wide
 * rate limits still apply), so it is said as such rather than as "unlimited".
 */
function useAllowanceLines(allows: TrustAllowances, level: MyTrust['level']): string[] {
  const { t } = useLingui();
  const requests = allows.message_requests_per_day;
  const interests = allows.interests_per_day;
  const mentions = allows.mentions_per_post;
  const links = allows.links_per_post;
  const lines = [
    requests === null
      ? t`New conversations with people who don't follow you: no limit at this level`
      : t`${plural(requests, {
          one: "# new conversation a day with people who don't follow you",
          other: "# new conversations a day with people who don't follow you",
        })}`,
    interests === null
      ? t`"I'm interested": no limit at this level`
      : t`${plural(interests, { one: `# "I'm interested" a day`, other: `# "I'm interested" a day` })}`,
    mentions === null
      ? t`Mentions: no limit at this level`
      : t`${plural(mentions, { one: '# mention per post', other: '# mentions per post' })}`,
    links === null
      ? t`Links: no limit at this level`
      : t`${plural(links, { one: '# link per post', other: '# links per post' })}`,
  ];
  // Level 0's reports weigh little by design; any other damping is not the newcomer's, so not "while new".
  if (allows.report_weight >= 1) lines.push(t`Your reports count fully`);
  else lines.push(level === 0 ? t`Your reports count less while you're new` : t`Your reports count less for now`);
  return lines;
}

/** How to reach the next level: a moderator's setting, the top, a grant, or a checklist. */
function NextLevel({ trust }: { trust: MyTrust }) {
  const { t } = useLingui();
  if (trust.set_by_moderator) {
    // A level a moderator set no longer moves by itself, so a checklist would promise too much.
    return (
      <p className="text-sm text-fg">
        <Trans>A moderator set your level, so it doesn&apos;t change by itself.</Trans>
      </p>
    );
  }
  const next = trust.next;
  if (!next) {
    return (
      <p className="text-sm text-fg">
        <Trans>This is the highest level.</Trans>
      </p>
    );
  }
  const nextName = contractText(next.name);
  return (
    <div className="flex flex-col gap-2">
      <h3 id="trust-next-heading" className="text-sm font-semibold text-fg">
        <Trans>Reaching {nextName}</Trans>
      </h3>
      {next.granted_by_moderators ? (
        <p className="text-sm text-muted">
          <Trans>Moderators grant {nextName}; it isn&apos;t earned automatically.</Trans>
        </p>
      ) : null}
      {next.requirements.length > 0 ? (
        <ul aria-labelledby="trust-next-heading" className="flex flex-col gap-2">
          {next.requirements.map((requirement) => (
            <li key={requirement.key} className="flex items-start gap-2 text-sm">
              {requirement.met ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-faint" />
              )}
              <span>
                <span className="sr-only">{requirement.met ? t`Done: ` : t`Not yet: `}</span>
                <span className="text-fg">{contractText(requirement.label)}</span>
                <span className="block text-muted">{contractText(requirement.progress)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function TrustDetails({ trust }: { trust: MyTrust }) {
  const { t } = useLingui();
  const lines = useAllowanceLines(trust.allows, trust.level);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-fg">
        <span className="text-sm text-muted">{t`Your level: `}</span>
        <span className="text-lg font-semibold">{contractText(trust.name)}</span>
      </p>
      <div className="flex flex-col gap-1">
        <h3 id="trust-allows-heading" className="text-sm font-semibold text-fg">
          <Trans>What it allows</Trans>
        </h3>
        <ul aria-labelledby="trust-allows-heading" className="list-disc ps-5 text-sm text-fg">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <NextLevel trust={trust} />
    </div>
  );
}

/** Settings → Your trust level (issue 39): the caller's own level, what it allows, and the way up. */
export function TrustSection() {
  const { t } = useLingui();
  const trust = useQuery({
    queryKey: profileKeys.trust,
    queryFn: async ({ signal }) => (await profilesApi.myTrust(signal)).data,
  });
  return (
    <SettingsSection
      id="trust-level"
      title={t`Your trust level`}
      description={t`Only you and the moderators can see it. It grows with time and activity others welcomed.`}
    >
      {trust.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">
            <Trans>Loading your trust level</Trans>
          </span>
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : trust.isError ? (
        <div className="flex flex-col items-start gap-2">
          <Banner tone="error" className="self-stretch">
            {errorMessage(trust.error, t`Failed to load your trust level`)}
          </Banner>
          <Button variant="secondary" busy={trust.isFetching} onClick={() => void trust.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <TrustDetails trust={trust.data} />
      )}
    </SettingsSection>
  );
}
