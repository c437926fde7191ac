import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { offices } from '../content/company';
import { contactEmails } from '../content/contact-emails';
import { Card } from '../../../components/ui/card';

const channels = [
  { title: msg`General questions`, email: contactEmails.general, text: msg`Partnerships, press and everything else.` },
  { title: msg`Account help`, email: contactEmails.support, text: msg`Signing in, verification codes, your profile.` },
  {
    title: msg`Safety concerns`,
    email: contactEmails.safety,
    text: msg`Report a post, a profile or a worrying situation.`,
  },
  {
    title: msg`Privacy requests`,
    email: contactEmails.privacy,
    text: msg`Ask for a copy of your data or its deletion.`,
  },
];

/**
 * Contact options are plain e-mail links: the product has no contact form behaviour (spec §2), so
 * we do not pretend to send a message.
 */
export function ContactPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Contact us`}
        intro={t`We read every message. Write to the address that fits best and a person will answer, usually within two working days.`}
      />
      <ContentBody>
        <ul className="grid gap-4 sm:grid-cols-2">
          {channels.map((channel) => (
            <Card as="li" key={channel.email} className="p-5">
              <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
                <Mail className="h-5 w-5 text-accent" />
                {t(channel.title)}
              </h2>
              <p className="mt-1 text-muted">{t(channel.text)}</p>
              <a
                href={`mailto:${channel.email}`}
                className="mt-3 inline-block font-semibold break-all text-accent underline"
              >
                {channel.email}
              </a>
            </Card>
          ))}
        </ul>
        <ContentSection title={t`Before you write`}>
          <p>
            <Trans>
              Many answers are already in the <Link to="/help">Help Center</Link>. If someone is in immediate danger,
              call your local emergency number first — we are not an emergency service.
            </Trans>
          </p>
        </ContentSection>
        <ContentSection title={t`Visit us`}>
          <ul>
            {offices.map((office) => (
              <li key={office.id}>
                <strong>{t(office.city)}</strong>: <span translate="no">{office.address.join(', ')}</span>
              </li>
            ))}
          </ul>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default ContactPage;
