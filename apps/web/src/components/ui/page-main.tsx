import { createContext, useContext, type ReactNode } from 'react';

const InsideMain = createContext(false);

/**
 * The organization shell's content column is the page's <main> (its greeting heading belongs in
 * it); screens under it say so through this provider.
 */
export function MainProvider({ children }: { children: ReactNode }) {
  return <InsideMain.Provider value>{children}</InsideMain.Provider>;
}

/** A screen's <main id="main">, or a plain <div> when the shell already provides the <main>. */
export function PageMain({ className, children }: { className?: string; children: ReactNode }) {
  return useContext(InsideMain) ? (
    <div className={className}>{children}</div>
  ) : (
    <main id="main" className={className}>
      {children}
    </main>
  );
}
