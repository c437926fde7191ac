import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { faqTopics } from '../content/faq';
import { contactEmails } from '../content/contact-emails';

export function HelpPage() {
  return (
    <>
      <PageHeader title="Help Center" intro="Answers to the questions neighbours and organizations ask us most." />
      <ContentBody>
        {faqTopics.map((topic) => (
          <ContentSection key={topic.topic} title={topic.topic}>
            <div className="space-y-3">
              {topic.entries.map((entry) => (
                <details key={entry.question} className="group rounded-xl border border-line bg-raised">
                  <summary className="cursor-pointer rounded-xl px-5 py-4 font-semibold text-fg hover:bg-canvas">
                    {entry.question}
                  </summary>
                  <p className="px-5 pb-4 text-muted">{entry.answer}</p>
                </details>
              ))}
            </div>
          </ContentSection>
        ))}
        <ContentSection title="Still stuck?">
          <p>
            Write to <a href={`mailto:${contactEmails.support}`}>{contactEmails.support}</a> or see the other ways to{' '}
            <Link to="/contact">contact us</Link>.
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default HelpPage;
