import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { featureDetails, features } from '../content/feature-details';
import { Card } from '../../../components/ui/card';

export function FeaturesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Features`}
        intro={t`Everything Ourhood offers neighbours and local organizations, in one self-hostable app.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {features.map((feature) => (
            <Card as="li" key={feature.id} id={feature.id} className="scroll-mt-6 p-6">
              <span className="inline-flex rounded-xl bg-accent-soft p-3 text-accent">
                <feature.icon className="h-6 w-6" />
              </span>
              <h2 className="mt-4 text-xl font-bold text-fg">{t(feature.title)}</h2>
              <p className="mt-2 text-muted">{t(feature.summary)}</p>
              <ul className="mt-4 list-disc space-y-1 ps-5 text-fg">
                {(featureDetails[feature.id] ?? []).map((detail, index) => (
                  <li key={index}>{t(detail)}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
        <p className="mt-12 text-center">
          <Link
            to="/signup"
            className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Trans>Get started for free</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}

export default FeaturesPage;
