import { Link } from 'react-router';
import { Icon } from '../components/icon';
import { features } from '../content/features';
import { SectionHeading } from './section-heading';

const LANDING_CARD_COUNT = 6;

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
        {features.slice(0, LANDING_CARD_COUNT).map((feature) => (
          <li key={feature.id}>
            <Link
              to={`/features#${feature.id}`}
              className="block h-full rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex rounded-xl bg-brand-100 p-3 text-brand-800">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-stone-900">{feature.title}</h3>
              <p className="mt-2 text-stone-700">{feature.summary}</p>
              <span className="mt-4 inline-block font-semibold text-brand-800">
                Learn more<span className="sr-only"> about {feature.title.toLowerCase()}</span> →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
