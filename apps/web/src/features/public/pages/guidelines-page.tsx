import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';

const guidelines = [
  {
    title: 'Be a good neighbour',
    points: [
      'Treat people as you would on your own doorstep: disagree with ideas, not with people.',
      'No harassment, threats, hate speech or personal attacks.',
    ],
  },
  {
    title: 'Keep it local and useful',
    points: [
      'Post what matters to the neighbourhood: news, questions, recommendations, events, lost and found.',
      'Use groups for narrower topics, and avoid repeating the same post.',
    ],
  },
  {
    title: 'Describe behaviour, not people',
    points: [
      'In safety posts, describe what happened, where and when. Never single someone out by race, ethnicity, religion or other identity.',
      'Share facts you have seen, not rumours.',
    ],
  },
  {
    title: 'Respect privacy',
    points: [
      'Do not share other people’s addresses, phone numbers or photos without their permission.',
      'Blur faces and number plates when a photo is about something else.',
    ],
  },
  {
    title: 'Be honest in business and borrowing',
    points: [
      'Organizations: describe products and services truthfully. Promotions belong in your business profile and listings.',
      'Return what you borrow on time and in the condition you received it.',
    ],
  },
];

export function GuidelinesPage() {
  return (
    <>
      <PageHeader
        title="Community Guidelines"
        intro="A few rules that keep Ourhood friendly, useful and safe. They apply to every post, comment, profile and message."
      />
      <ContentBody>
        {guidelines.map((guideline) => (
          <ContentSection key={guideline.title} title={guideline.title}>
            <ul>
              {guideline.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </ContentSection>
        ))}
        <ContentSection title="When something goes wrong">
          <p>
            Content that breaks these guidelines may be removed, and repeated or serious breaches can lead to
            suspension. To report something, see <Link to="/safety">Safety</Link> or{' '}
            <Link to="/contact">contact us</Link>.
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default GuidelinesPage;
