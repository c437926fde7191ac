import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';

import { communityStats } from '../content/landing';

export function HeroSection() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent-soft to-canvas">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <h1
            id="hero-title"
            className="text-3xl font-extrabold tracking-tight break-words text-fg min-[360px]:text-4xl sm:text-5xl"
          >
            <Trans>Your neighbourhood, connected.</Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            <Trans>
              Share news with the people next door, discover local businesses, and borrow what you need instead of
              buying it.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/signup?type=user"
              className="rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
            >
              <Trans>Join as a Neighbor</Trans>
            </Link>
            <Link
              to="/signup?type=organization"
              className="rounded-lg border border-line-strong bg-raised px-5 py-3 text-center font-semibold text-fg hover:bg-sunken"
            >
              <Trans>For Organizations</Trans>
            </Link>
          </div>
          <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4">
            {communityStats.map((stat) => (
              <div key={stat.value} className="flex flex-col-reverse">
                <dt className="text-muted">{t(stat.label)}</dt>
                <dd className="text-3xl font-extrabold text-accent">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* A small local SVG file: nothing from other sites (strict CSP), no bytes in the JavaScript
            budget, and width/height reserve its space so nothing shifts when it arrives. */}
        <img
          src="/images/neighbourhood-street.svg"
          alt={t`Illustration of a street of houses, with two neighbours chatting under a tree in bloom`}
          width={480}
          height={360}
          decoding="async"
          className="mx-auto h-auto w-full max-w-md rounded-3xl"
        />
      </div>
    </section>
  );
}
