import { Link } from 'react-router';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight">
          Ready to meet your neighbours?
        </h2>
        <p className="mt-3 text-lg text-brand-50">
          Join more than 500 members in over 50 communities. It takes two minutes and it is free.
        </p>
        <Link
          to="/signup"
          className="mt-8 inline-block rounded-lg bg-raised px-6 py-3 font-semibold text-accent hover:bg-accent-soft"
        >
          Create your free account
        </Link>
      </div>
    </section>
  );
}
