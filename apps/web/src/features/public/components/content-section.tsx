import type { ReactNode } from 'react';

/** One titled section of a content page (h2), with readable line length and spacing for prose. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 text-fg [&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1">
      <h2 className="text-xl font-bold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** The body of a content page below its header. */
export function ContentBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-4xl space-y-10 px-4 py-12 sm:px-6">{children}</div>;
}
