import { useQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Delays, PRODUCT_NAME, type Invite } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { profileKeys } from '../../lib/profiles/profile-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { copyText } from '../../lib/copy-text';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';

/** Spec §2: a share link without a phone number, so the person picks the chat. */
export function whatsAppShareUrl(link: string): string {
  const productName = PRODUCT_NAME;
  const invitation = t`Join me on ${productName}!`;
  return `https://wa.me/?text=${encodeURIComponent(`${invitation} ${link}`)}`;
}

async function copy(text: string | null, success: string) {
  const copied = text ? await copyText(text) : false;
  toast(copied ? success : t`Unable to copy. Please try again.`, {
    tone: copied ? 'success' : 'error',
    durationMs: Delays.copyToastMs,
  });
}

function WithCode({ invite, code }: { invite: Invite; code: string }) {
  const { t } = useLingui();
  const link = invite.invite_link;
  const joined = invite.joined_count;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-accent-line bg-accent-soft p-5">
        <p className="text-sm font-medium text-muted" id="referral-code-label">
          <Trans>Your referral code</Trans>
        </p>
        <p
          aria-labelledby="referral-code-label"
          data-testid="referral-code"
          className="font-mono text-3xl font-bold tracking-widest break-all text-accent"
        >
          {code}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <Button onClick={() => void copy(code, t`Referral code copied!`)}>
          <Trans>Copy Code</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void copy(link, t`Invite link copied!`)}>
          <Trans>Share via Link</Trans>
        </Button>
        {link ? (
          <a
            href={whatsAppShareUrl(link)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-10 items-center justify-center rounded-lg bg-success-solid text-center px-4 py-2 text-sm font-semibold text-white hover:bg-success-solid-hover"
          >
            <Trans>Share on WhatsApp</Trans>
          </a>
        ) : null}
      </div>
      <p className="text-sm text-muted" data-testid="joined-count">
        <Plural
          value={joined}
          _0="No neighbours have joined with your code yet."
          one="# neighbour has joined with your code."
          other="# neighbours have joined with your code."
        />
      </p>
      <p className="text-fg">
        <Trans>Each friend who joins using your code helps you build a stronger community.</Trans>
      </p>
    </div>
  );
}

/** /dashboard/invite: the person's referral code and the ways to share it. */
export default function InvitePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Invite Your Neighbors`);
  const invite = useQuery({
    queryKey: profileKeys.invite,
    queryFn: async ({ signal }) => (await profilesApi.invite(signal)).data,
  });
  const code = invite.data?.referral_code;
  return (
    <PageMain className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <Card as="section" className="flex flex-col gap-4 p-5 sm:p-8">
        {invite.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            <span className="sr-only">
              <Trans>Loading your invite</Trans>
            </span>
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : invite.isError ? (
          <>
            <h1 className="text-2xl font-bold text-fg">
              <Trans>Invite Your Neighbors</Trans>
            </h1>
            <Banner tone="error">{errorMessage(invite.error, t`Failed to load invite`)}</Banner>
          </>
        ) : code ? (
          <>
            <h1 className="text-2xl font-bold text-fg">
              <Trans>Invite Your Neighbors</Trans>
            </h1>
            <WithCode invite={invite.data} code={code} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-fg">
              <Trans>You don&apos;t have a referral code yet</Trans>
            </h1>
            <p className="text-muted">
              <Trans>Please contact an admin to get your referral code.</Trans>
            </p>
          </>
        )}
      </Card>
    </PageMain>
  );
}
