import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The top of a content page: its single h1, an intro, and the document title for the route. */
export function PageHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="border-b border-line bg-raised">
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">{intro}</p>
        {children}
      </div>
    </header>
  );
}
