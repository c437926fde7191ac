import type { ReactNode } from 'react';

/** What a list says when it has nothing to show: a dashed panel with one line of text. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
      {children}
    </p>
  );
}
