import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { benefits, jobOpenings } from '../content/company';
import { contactEmails } from '../content/contact-emails';
import { Card } from '../../../components/ui/card';

export function CareersPage() {
  return (
    <>
      <PageHeader
        title="Careers"
        intro="Help neighbours look out for each other. We are a small, remote-friendly team building open-source software for local communities."
      />
      <ContentBody>
        <ContentSection title="Open positions">
          <ul className="list-none! space-y-4 [&>li]:ml-0!">
            {jobOpenings.map((job) => (
              <Card as="li" key={job.id} className="p-5">
                <h3 className="text-lg font-bold text-fg">{job.title}</h3>
                <p className="text-sm text-muted">
                  {job.team} · {job.location} · {job.type}
                </p>
                <p className="mt-2 text-muted">{job.summary}</p>
                <a
                  href={`mailto:${contactEmails.careers}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
                  className="mt-3 inline-block"
                >
                  Apply by e-mail<span className="sr-only"> for {job.title}</span>
                </a>
              </Card>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title="Why work with us">
          <ul>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title="Don’t see your role?">
          <p>
            Tell us what you would bring at <a href={`mailto:${contactEmails.careers}`}>{contactEmails.careers}</a>.
            Ourhood is open source, so you are also welcome to contribute code, translations or documentation.
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default CareersPage;
