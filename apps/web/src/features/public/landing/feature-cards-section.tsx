import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { landingFeatures } from '../content/features';
import { SectionHeading } from './section-heading';
import { Card } from '../../../components/ui/card';

/** What a screen reader says for each card's "Learn more", a whole sentence for the translators. */
const learnMore: Record<string, MessageDescriptor> = {
  feed: msg`Learn more about neighbourhood feed`,
  groups: msg`Learn more about community groups`,
  discovery: msg`Learn more about local discovery`,
  safety: msg`Learn more about safety reports`,
  events: msg`Learn more about events`,
  marketplace: msg`Learn more about borrow, lend and swap`,
};

/** Six feature cards; each whole card is one link to /features. */
export function FeatureCardsSection() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="features-title"
        title={t`Everything your neighbourhood needs`}
        lead={t`One place for the street, the building and the businesses around the corner.`}
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {landingFeatures.map((feature) => (
          <li key={feature.id}>
            <Card
              as={Link}
              to={`/features#${feature.id}`}
              className="block h-full p-6 transition-shadow hover:shadow-md"
            >
              <span className="inline-flex rounded-xl bg-accent-soft p-3 text-accent">
                <feature.icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-fg">{t(feature.title)}</h3>
              <p className="mt-2 text-muted">{t(feature.summary)}</p>
              <span className="mt-4 inline-block font-semibold text-accent">
                <span aria-hidden="true">
                  <Trans>Learn more</Trans> →
                </span>
                <span className="sr-only">{t(learnMore[feature.id] ?? feature.title)}</span>
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
