import { Trans, useLingui } from '@lingui/react/macro';
import type { Instance } from '@ourhood/contract';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner';

/** What sign-up says when the instance takes no new accounts (policy `closed`, issue 43). */
export function SignupClosed({ instance }: { instance: Instance }) {
  const contact = instance.contact_email;
  return (
    <div className="flex flex-col gap-4">
      <Banner tone="info">
        <Trans>Sign-ups are closed on this community for now.</Trans>{' '}
        {contact ? (
          <Trans>
            To ask for an account, write to <a href={`mailto:${contact}`}>{contact}</a>.
          </Trans>
        ) : null}
      </Banner>
      <Link to="/login" className="text-center text-sm font-semibold text-accent underline">
        <Trans>Log in</Trans>
      </Link>
    </div>
  );
}

/** The policy's note above the form, and the community's rules to read before joining. */
export function SignupNotes({ instance }: { instance: Instance | undefined }) {
  const { t } = useLingui();
  if (!instance) return null;
  const communityName = instance.name;
  return (
    <>
      {communityName || instance.logo_url ? (
        <p className="mb-4 flex items-center gap-3 font-semibold text-fg" data-testid="signup-community">
          {instance.logo_url ? (
            <img src={instance.logo_url} alt="" width={40} height={40} className="h-10 w-10 rounded-lg object-cover" />
          ) : null}
          {communityName ? t`Joining ${communityName}` : null}
        </p>
      ) : null}
      {instance.registration_mode === 'approval' ? (
        <Banner tone="info" className="mb-4">
          <Trans>A moderator approves each new account before it can sign in. We will e-mail you.</Trans>
        </Banner>
      ) : null}
      {instance.registration_mode === 'invite' ? (
        <Banner tone="info" className="mb-4">
          <Trans>This community is by invitation: you need a referral code from a neighbour.</Trans>
        </Banner>
      ) : null}
      {instance.rules ? (
        <details className="mb-4 rounded-lg border border-line p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-fg">
            {communityName ? t`The rules of ${communityName}` : t`The community's rules`}
          </summary>
          <p className="mt-2 whitespace-pre-wrap text-fg">{instance.rules}</p>
        </details>
      ) : null}
    </>
  );
}
