import { CalendarFeedCard } from '../../components/events/calendar-feed-card';
import { Banner } from '../../components/ui/banner';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/session/session-store';
import { useOwnProfile } from '../../lib/use-own-profile';
import { AppearanceSection } from './appearance-section';
import { AvatarSection } from './avatar-section';
import { BlockedMutedSection } from './blocked-muted-section';
import { DeleteAccountSection } from './delete-account-section';
import { EditProfileSection } from './edit-profile-section';
import { FirstStepsSection } from './first-steps-section';
import { LanguageSection } from './language-section';
import { NotificationScheduleSection } from './notification-schedule-section';
import { NotificationSection } from './notification-section';
import { PasswordSection } from './password-section';
import { SettingsSection } from './settings-section';
import { TrustSection } from './trust-section';
import { YourDataSection } from './your-data-section';
import { PageMain } from '../../components/ui/page-main';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * /dashboard/settings (and /settings): profile, picture, password, trust level, notifications, calendar feed,
 * blocked and muted accounts, appearance (Light / Dark / System), account deletion.
 * An organization keeps its public face on Business Profile, so here it gets the account only (its trust level
 * is the account's: it limits what the organization sends to people who do not follow it too).
 */
export default function SettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Settings`);
  const me = useOwnProfile();
  const isOrganization = useSession((state) => state.userType === 'organization');
  return (
    <PageMain className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Settings</Trans>
      </h1>
      {me.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">
            <Trans>Loading settings</Trans>
          </span>
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : me.isError ? (
        <Banner tone="error">{errorMessage(me.error, t`Failed to load profile`)}</Banner>
      ) : isOrganization ? (
        <>
          <PasswordSection />
          <TrustSection />
          <SettingsSection
            id="calendar-feed-heading"
            title={t`Calendar feed`}
            description={t`Your events in your own calendar app, updated as they move or are cancelled.`}
          >
            <CalendarFeedCard rotate />
          </SettingsSection>
          <LanguageSection me={me.data} />
          <AppearanceSection />
          <YourDataSection />
          <DeleteAccountSection />
        </>
      ) : (
        <>
          <EditProfileSection key={`${me.data.first_name}|${me.data.last_name}|${me.data.bio}`} me={me.data} />
          <AvatarSection me={me.data} />
          <PasswordSection />
          <TrustSection />
          <NotificationSection />
          <NotificationScheduleSection />
          <FirstStepsSection />
          <SettingsSection
            id="calendar-feed-heading"
            title={t`Calendar feed`}
            description={t`Your events in your own calendar app, updated as they move or are cancelled.`}
          >
            <CalendarFeedCard rotate />
          </SettingsSection>
          <BlockedMutedSection />
          <LanguageSection me={me.data} />
          <AppearanceSection />
          <YourDataSection />
          <DeleteAccountSection />
        </>
      )}
    </PageMain>
  );
}
