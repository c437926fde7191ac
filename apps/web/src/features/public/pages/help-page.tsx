import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { faqTopics } from '../content/faq';
import { contactEmails } from '../content/contact-emails';

export function HelpPage() {
  const { t } = useLingui();
  const supportEmail = contactEmails.support;
  return (
    <>
      <PageHeader
        title={t`Help Center`}
        intro={t`Answers to the questions neighbours and organizations ask us most.`}
      />
      <ContentBody>
        {faqTopics.map((topic) => (
          <ContentSection key={topic.id} title={t(topic.topic)}>
            <div className="space-y-3">
              {topic.entries.map((entry, index) => (
                <details key={index} className="group rounded-xl border border-line bg-raised">
                  <summary className="cursor-pointer rounded-xl px-5 py-4 font-semibold text-fg hover:bg-canvas">
                    {t(entry.question)}
                  </summary>
                  <p className="px-5 pb-4 text-muted">{t(entry.answer)}</p>
                </details>
              ))}
            </div>
          </ContentSection>
        ))}
        <ContentSection title={t`Still stuck?`}>
          <p>
            <Trans>
              Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or see the other ways to{' '}
              <Link to="/contact">contact us</Link>.
            </Trans>
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default HelpPage;
