import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { useInstance } from '../../../lib/instance/use-instance';

const guidelines = [
  {
    id: 'neighbour',
    title: msg`Be a good neighbour`,
    points: [
      msg`Treat people as you would on your own doorstep: disagree with ideas, not with people.`,
      msg`No harassment, threats, hate speech or personal attacks.`,
    ],
  },
  {
    id: 'local',
    title: msg`Keep it local and useful`,
    points: [
      msg`Post what matters to the neighbourhood: news, questions, recommendations, events, lost and found.`,
      msg`Use groups for narrower topics, and avoid repeating the same post.`,
    ],
  },
  {
    id: 'behaviour',
    title: msg`Describe behaviour, not people`,
    points: [
      msg`In safety posts, describe what happened, where and when. Never single someone out by race, ethnicity, religion or other identity.`,
      msg`Share facts you have seen, not rumours.`,
    ],
  },
  {
    id: 'privacy',
    title: msg`Respect privacy`,
    points: [
      msg`Do not share other people’s addresses, phone numbers or photos without their permission.`,
      msg`Blur faces and number plates when a photo is about something else.`,
    ],
  },
  {
    id: 'honest',
    title: msg`Be honest in business and borrowing`,
    points: [
      msg`Organizations: describe products and services truthfully. Promotions belong in your business profile and listings.`,
      msg`Return what you borrow on time and in the condition you received it.`,
    ],
  },
];

export function GuidelinesPage() {
  const { t } = useLingui();
  // This community's own rules, as its admins wrote them in /admin/settings (issue 43).
  const instance = useInstance();
  const communityName = instance?.name ?? '';
  return (
    <>
      <PageHeader
        title={t`Community Guidelines`}
        intro={t`A few rules that keep Ourhood friendly, useful and safe. They apply to every post, comment, profile and message.`}
      />
      <ContentBody>
        {instance?.rules ? (
          <ContentSection title={communityName ? t`The rules of ${communityName}` : t`This community's rules`}>
            <p className="whitespace-pre-wrap" data-testid="instance-rules">
              {instance.rules}
            </p>
          </ContentSection>
        ) : null}
        {guidelines.map((guideline) => (
          <ContentSection key={guideline.id} title={t(guideline.title)}>
            <ul>
              {guideline.points.map((point, index) => (
                <li key={index}>{t(point)}</li>
              ))}
            </ul>
          </ContentSection>
        ))}
        <ContentSection title={t`When something goes wrong`}>
          <p>
            <Trans>
              Content that breaks these guidelines may be removed, and repeated or serious breaches can lead to
              suspension. To report something, see <Link to="/safety">Safety</Link> or{' '}
              <Link to="/contact">contact us</Link>.
            </Trans>
          </p>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default GuidelinesPage;
