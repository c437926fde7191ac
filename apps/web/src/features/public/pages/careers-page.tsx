import { Trans, useLingui } from '@lingui/react/macro';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { benefits, jobOpenings, type JobOpening } from '../content/company';
import { contactEmails } from '../content/contact-emails';
import { Card } from '../../../components/ui/card';

function JobCard({ job }: { job: JobOpening }) {
  const { t } = useLingui();
  const jobTitle = t(job.title);
  const subject = t`Application: ${jobTitle}`;
  return (
    <Card as="li" className="p-5">
      <h3 className="text-lg font-bold text-fg">{jobTitle}</h3>
      <p className="text-sm text-muted">
        {t(job.team)} · {t(job.location)} · {t(job.type)}
      </p>
      <p className="mt-2 text-muted">{t(job.summary)}</p>
      <a href={`mailto:${contactEmails.careers}?subject=${encodeURIComponent(subject)}`} className="mt-3 inline-block">
        <Trans>
          Apply by e-mail<span className="sr-only"> for {jobTitle}</span>
        </Trans>
      </a>
    </Card>
  );
}

export function CareersPage() {
  const { t } = useLingui();
  const careersEmail = contactEmails.careers;
  return (
    <>
      <PageHeader
        title={t`Careers`}
        intro={t`Help neighbours look out for each other. We are a small, remote-friendly team building open-source software for local communities.`}
      />
      <ContentBody>
        <ContentSection title={t`Open positions`}>
          <ul className="list-none! space-y-4 [&>li]:ms-0!">
            {jobOpenings.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
        </ContentSection>
        <ContentSection title={t`Why work with us`}>
          <ul>
            {benefits.map((benefit) => (
              <li key={benefit.id}>{t(benefit.text)}</li>
            ))}
          </ul>
        </ContentSection>
        <ContentSection title={t`Don’t see your role?`}>
          <p>
            <Trans>
              Tell us what you would bring at <a href={`mailto:${careersEmail}`}>{careersEmail}</a>. Ourhood is open
              source, so you are also welcome to contribute code, translations or documentation.
            </Trans>
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default CareersPage;
