import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

const links = [
  { to: '/', label: msg`Home` },
  { to: '/contact', label: msg`Contact` },
  { to: '/about', label: msg`About` },
  { to: '/features', label: msg`Features` },
  { to: '/help', label: msg`Help` },
];

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <p className="text-6xl font-extrabold text-accent">404</p>
      <h1 className="text-2xl font-bold">
        <Trans>We couldn&apos;t find that page</Trans>
      </h1>
      <p className="text-muted">
        <Trans>
          The page you were looking for has moved or never existed. These might help you find your way back to the
          neighbourhood:
        </Trans>
      </p>
      <nav aria-label={t`Helpful links`}>
        <ul className="flex flex-wrap justify-center gap-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-block rounded-lg border border-line-strong bg-raised px-4 py-2 font-medium text-accent hover:bg-accent-soft"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

export default NotFoundPage;
