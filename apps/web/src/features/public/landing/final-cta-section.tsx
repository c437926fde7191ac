import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight">
          <Trans>Ready to meet your neighbours?</Trans>
        </h2>
        <p className="mt-3 text-lg text-brand-50">
          <Trans>Join more than 500 members in over 50 communities. It takes two minutes and it is free.</Trans>
        </p>
        <Link
          to="/signup"
          className="mt-8 inline-block rounded-lg bg-raised px-6 py-3 font-semibold text-accent hover:bg-accent-soft"
        >
          <Trans>Create your free account</Trans>
        </Link>
      </div>
    </section>
  );
}
