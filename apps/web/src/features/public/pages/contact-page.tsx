import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { ContentBody, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { offices } from '../content/company';
import { contactEmails } from '../content/contact-emails';
import { Card } from '../../../components/ui/card';

const channels = [
  { title: 'General questions', email: contactEmails.general, text: 'Partnerships, press and everything else.' },
  { title: 'Account help', email: contactEmails.support, text: 'Signing in, verification codes, your profile.' },
  { title: 'Safety concerns', email: contactEmails.safety, text: 'Report a post, a profile or a worrying situation.' },
  { title: 'Privacy requests', email: contactEmails.privacy, text: 'Ask for a copy of your data or its deletion.' },
];

/**
 * Contact options are plain e-mail links: the product has no contact form behaviour (spec §2), so
 * we do not pretend to send a message.
 */
export function ContactPage() {
  return (
    <>
      <PageHeader
        title="Contact us"
        intro="We read every message. Write to the address that fits best and a person will answer, usually within two working days."
      />
      <ContentBody>
        <ul className="grid gap-4 sm:grid-cols-2">
          {channels.map((channel) => (
            <Card as="li" key={channel.email} className="p-5">
              <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
                <Mail className="h-5 w-5 text-accent" />
                {channel.title}
              </h2>
              <p className="mt-1 text-muted">{channel.text}</p>
              <a
                href={`mailto:${channel.email}`}
                className="mt-3 inline-block font-semibold break-all text-accent underline"
              >
                {channel.email}
              </a>
            </Card>
          ))}
        </ul>
        <ContentSection title="Before you write">
          <p>
            Many answers are already in the <Link to="/help">Help Center</Link>. If someone is in immediate danger, call
            your local emergency number first — we are not an emergency service.
          </p>
        </ContentSection>
        <ContentSection title="Visit us">
          <ul>
            {offices.map((office) => (
              <li key={office.city}>
                <strong>{office.city}</strong>: {office.address.join(', ')}
              </li>
            ))}
          </ul>
        </ContentSection>
      </ContentBody>
    </>
  );
}

export default ContactPage;
