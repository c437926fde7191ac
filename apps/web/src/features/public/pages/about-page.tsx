import { AvatarInitials } from '../components/avatar-initials';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { offices, team, values } from '../content/company';
import { Card } from '../../../components/ui/card';

export function AboutPage() {
  return (
    <>
      <PageHeader
        title="About Ourhood"
        intro="We build the tools that help neighbours know, help and trust each other — and we publish them so that any community can run its own."
      />
      <ContentBody>
        <ContentSection title="Our story">
          <p>
            Ourhood started on a single Brooklyn block, where a shared spreadsheet for borrowing tools grew into a
            mailing list, then a feed. Today more than 500 members in over 50 communities use it to share news, find
            local businesses and lend a hand.
          </p>
          <p>
            The software is open source. A tenants’ association, a town council or a group of neighbours can host it on
            one small server and keep their community’s data under their own roof.
          </p>
        </ContentSection>
        <ContentSection title="What we believe">
          <ul className="grid list-none! gap-4 sm:grid-cols-2 [&>li]:ml-0!">
            {values.map((value) => (
              <Card as="li" key={value.title} className="p-5">
                <h3 className="font-bold text-fg">{value.title}</h3>
                <p className="mt-1 text-muted">{value.text}</p>
              </Card>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title="The team">
          <ul className="grid list-none! gap-4 sm:grid-cols-2 [&>li]:ml-0!">
            {team.map((member) => (
              <Card as="li" key={member.name} className="flex gap-4 p-5">
                <AvatarInitials name={member.name} className="h-14 w-14 text-lg" />
                <div>
                  <h3 className="font-bold text-fg">{member.name}</h3>
                  <p className="text-sm font-medium text-accent">{member.role}</p>
                  <p className="mt-2 text-muted">{member.bio}</p>
                </div>
              </Card>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title="Our offices">
          <ul className="grid list-none! gap-4 sm:grid-cols-3 [&>li]:ml-0!">
            {offices.map((office) => (
              <Card as="li" key={office.city} className="p-5">
                <h3 className="font-bold text-fg">{office.city}</h3>
                <p className="text-sm text-muted">{office.note}</p>
                <address className="mt-2 text-muted not-italic">
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
