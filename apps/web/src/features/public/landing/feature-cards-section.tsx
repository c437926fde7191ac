import { Link } from 'react-router';
import { landingFeatures } from '../content/features';
import { SectionHeading } from './section-heading';
import { Card } from '../../../components/ui/card';

/** Six feature cards; each whole card is one link to /features. */
export function FeatureCardsSection() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="features-title"
        title="Everything your neighbourhood needs"
        lead="One place for the street, the building and the businesses around the corner."
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
              <h3 className="mt-4 text-lg font-bold text-fg">{feature.title}</h3>
              <p className="mt-2 text-muted">{feature.summary}</p>
              <span className="mt-4 inline-block font-semibold text-accent">
                Learn more<span className="sr-only"> about {feature.title.toLowerCase()}</span> →
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
