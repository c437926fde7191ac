import { Trans, useLingui } from '@lingui/react/macro';
import { AvatarInitials } from '../components/avatar-initials';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { offices, team, values } from '../content/company';
import { Card } from '../../../components/ui/card';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`About Ourhood`}
        intro={t`We build the tools that help neighbours know, help and trust each other — and we publish them so that any community can run its own.`}
      />
      <ContentBody>
        <ContentSection title={t`Our story`}>
          <p>
            <Trans>
              Ourhood started on a single Brooklyn block, where a shared spreadsheet for borrowing tools grew into a
              mailing list, then a feed. Today more than 500 members in over 50 communities use it to share news, find
              local businesses and lend a hand.
            </Trans>
          </p>
          <p>
            <Trans>
              The software is open source. A tenants’ association, a town council or a group of neighbours can host it
              on one small server and keep their community’s data under their own roof.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`What we believe`}>
          <ul className="grid list-none! gap-4 sm:grid-cols-2 [&>li]:ms-0!">
            {values.map((value) => (
              <Card as="li" key={value.id} className="p-5">
                <h3 className="font-bold text-fg">{t(value.title)}</h3>
                <p className="mt-1 text-muted">{t(value.text)}</p>
              </Card>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title={t`The team`}>
          <ul className="grid list-none! gap-4 sm:grid-cols-2 [&>li]:ms-0!">
            {team.map((member) => (
              <Card as="li" key={member.name} className="flex gap-4 p-5">
                <AvatarInitials name={member.name} className="h-14 w-14 text-lg" />
                <div>
                  <h3 translate="no" className="font-bold text-fg">
                    {member.name}
                  </h3>
                  <p className="text-sm font-medium text-accent">{t(member.role)}</p>
                  <p className="mt-2 text-muted">{t(member.bio)}</p>
                </div>
              </Card>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title={t`Our offices`}>
          <ul className="grid list-none! gap-4 sm:grid-cols-3 [&>li]:ms-0!">
            {offices.map((office) => (
              <Card as="li" key={office.id} className="p-5">
                <h3 className="font-bold text-fg">{t(office.city)}</h3>
                <p className="text-sm text-muted">{t(office.note)}</p>
                <address translate="no" className="mt-2 text-muted not-italic">
                  {office.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </Card>
            ))}
          </ul>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default AboutPage;
