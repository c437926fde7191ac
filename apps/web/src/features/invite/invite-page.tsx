import { useQuery } from '@tanstack/react-query';
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
  return `https://wa.me/?text=${encodeURIComponent(`Join me on ${PRODUCT_NAME}! ${link}`)}`;
}

async function copy(text: string | null, success: string) {
  const copied = text ? await copyText(text) : false;
  toast(copied ? success : 'Unable to copy. Please try again.', {
    tone: copied ? 'success' : 'error',
    durationMs: Delays.copyToastMs,
  });
}

function joinedText(count: number): string {
  if (count === 0) return 'No neighbours have joined with your code yet.';
  return count === 1 ? '1 neighbour has joined with your code.' : `${count} neighbours have joined with your code.`;
}

function WithCode({ invite, code }: { invite: Invite; code: string }) {
  const link = invite.invite_link;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-accent-line bg-accent-soft p-5">
        <p className="text-sm font-medium text-muted" id="referral-code-label">
          Your referral code
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
        <Button onClick={() => void copy(code, 'Referral code copied!')}>Copy Code</Button>
        <Button variant="secondary" onClick={() => void copy(link, 'Invite link copied!')}>
          Share via Link
        </Button>
        {link ? (
          <a
            href={whatsAppShareUrl(link)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-10 items-center justify-center rounded-lg bg-success-solid text-center px-4 py-2 text-sm font-semibold text-white hover:bg-success-solid-hover"
          >
            Share on WhatsApp
          </a>
        ) : null}
      </div>
      <p className="text-sm text-muted" data-testid="joined-count">
        {joinedText(invite.joined_count)}
      </p>
      <p className="text-fg">Each friend who joins using your code helps you build a stronger community.</p>
    </div>
  );
}

/** /dashboard/invite: the person's referral code and the ways to share it. */
export default function InvitePage() {
  useDocumentTitle('Invite Your Neighbors');
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
            <span className="sr-only">Loading your invite</span>
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : invite.isError ? (
          <>
            <h1 className="text-2xl font-bold text-fg">Invite Your Neighbors</h1>
            <Banner tone="error">{errorMessage(invite.error, 'Failed to load invite')}</Banner>
          </>
        ) : code ? (
          <>
            <h1 className="text-2xl font-bold text-fg">Invite Your Neighbors</h1>
            <WithCode invite={invite.data} code={code} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-fg">You don&apos;t have a referral code yet</h1>
            <p className="text-muted">Please contact an admin to get your referral code.</p>
          </>
        )}
      </Card>
    </PageMain>
  );
}
