import { useLingui } from '@lingui/react/macro';
import { howItWorksSteps } from '../content/landing';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="how-title" className="bg-raised py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" title={t`How it works`} lead={t`Three steps from new arrival to neighbour.`} />
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {howItWorksSteps.map((step, index) => (
            <li key={index} className="text-center">
              <span
                aria-hidden="true"
                className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-fg">{t(step.title)}</h3>
              <p className="mt-2 text-muted">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
