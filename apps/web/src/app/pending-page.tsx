import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Frame for a route whose screen is built by a later issue: it names the page so that links,
 * guards and titles can be tested now. Each use disappears when its feature lands.
 */
export function PendingPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-700">This part of Ourhood is being built.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-800 underline">
        Back to home
      </Link>
    </main>
  );
}
