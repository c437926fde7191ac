import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StarRating } from '../components/star-rating';
import { testimonials } from '../content/testimonials';
import { SectionHeading } from './section-heading';
import { Card } from '../../../components/ui/card';

function TestimonialList({ hidden = false }: { hidden?: boolean }) {
  const { t } = useLingui();
  return (
    // The second copy only makes the loop seamless: hidden from assistive technology and, when
    // motion is reduced, from everyone.
    <ul
      aria-hidden={hidden || undefined}
      className={`flex shrink-0 gap-5 pr-5 ${hidden ? 'motion-reduce:hidden' : ''}`}
    >
      {testimonials.map((item) => {
        const quote = t(item.quote);
        return (
          <Card as="li" key={item.id} className="w-72 shrink-0 p-6">
            <figure>
              <StarRating rating={item.rating} />
              <blockquote className="mt-3 text-fg">
                <Trans>“{quote}”</Trans>
              </blockquote>
              <figcaption className="mt-4">
                <span translate="no" className="block font-bold text-fg">
                  {item.name}
                </span>
                <span className="text-sm text-muted">{t(item.role)}</span>
              </figcaption>
            </figure>
          </Card>
        );
      })}
    </ul>
  );
}

/**
 * Testimonials scroll slowly in a loop. The motion pauses on hover, on keyboard focus and with the
 * button (WCAG 2.2.2), and does not run at all for people who prefer reduced motion: they get a
 * wrapped grid instead.
 */
export function TestimonialsSection() {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  return (
    <section aria-labelledby="testimonials-title" className="bg-raised py-16">
      <div className="px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          title={t`Loved by neighbours`}
          lead={t`Rated 5 stars by the people who use it.`}
        />
        <div className="mt-6 text-center motion-reduce:hidden">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-pressed={paused}
            className="rounded-lg border border-line-strong px-4 py-2 text-sm font-semibold text-fg hover:bg-sunken"
          >
            {paused ? t`Play testimonials` : t`Pause testimonials`}
          </button>
        </div>
      </div>
      <div
        tabIndex={0}
        role="group"
        aria-label={t`Testimonials`}
        className="group mt-8 overflow-hidden py-2 motion-reduce:overflow-visible"
      >
        <div
          className={`flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:justify-center motion-reduce:px-4 [&>ul]:motion-reduce:flex-wrap [&>ul]:motion-reduce:justify-center ${paused ? '[animation-play-state:paused]' : ''}`}
        >
          <TestimonialList />
          <TestimonialList hidden />
        </div>
      </div>
    </section>
  );
}
