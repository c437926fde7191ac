import { AvatarInitials } from '../components/avatar-initials';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { offices, team, values } from '../content/company';

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
              <li key={value.title} className="rounded-2xl border border-stone-200 bg-white p-5">
                <h3 className="font-bold text-stone-900">{value.title}</h3>
                <p className="mt-1 text-stone-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title="The team">
          <ul className="grid list-none! gap-4 sm:grid-cols-2 [&>li]:ml-0!">
            {team.map((member) => (
              <li key={member.name} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
                <AvatarInitials name={member.name} className="h-14 w-14 text-lg" />
                <div>
                  <h3 className="font-bold text-stone-900">{member.name}</h3>
                  <p className="text-sm font-medium text-brand-800">{member.role}</p>
                  <p className="mt-2 text-stone-700">{member.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title="Our offices">
          <ul className="grid list-none! gap-4 sm:grid-cols-3 [&>li]:ml-0!">
            {offices.map((office) => (
              <li key={office.city} className="rounded-2xl border border-stone-200 bg-white p-5">
                <h3 className="font-bold text-stone-900">{office.city}</h3>
                <p className="text-sm text-stone-600">{office.note}</p>
                <address className="mt-2 text-stone-700 not-italic">
                  {office.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default AboutPage;
