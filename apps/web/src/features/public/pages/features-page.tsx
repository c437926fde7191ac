import { Link } from 'react-router';
import { Icon } from '../components/icon';
import { PageHeader } from '../components/page-header';
import { featureDetails } from '../content/feature-details';
import { features } from '../content/features';

export function FeaturesPage() {
  return (
    <>
      <PageHeader
        title="Features"
        intro="Everything Ourhood offers neighbours and local organizations, in one self-hostable app."
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {features.map((feature) => (
            <li
              key={feature.id}
              id={feature.id}
              className="scroll-mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <span className="inline-flex rounded-xl bg-brand-100 p-3 text-brand-800">
                <Icon name={feature.icon} />
              </span>
              <h2 className="mt-4 text-xl font-bold text-stone-900">{feature.title}</h2>
              <p className="mt-2 text-stone-700">{feature.summary}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-stone-800">
                {(featureDetails[feature.id] ?? []).map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center">
          <Link
            to="/signup"
            className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Get started for free
          </Link>
        </p>
      </div>
    </>
  );
}

export default FeaturesPage;
