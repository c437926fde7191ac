import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

const links = [
  { to: '/', label: 'Home' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
  { to: '/features', label: 'Features' },
  { to: '/help', label: 'Help' },
];

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <p className="text-6xl font-extrabold text-accent">404</p>
      <h1 className="text-2xl font-bold">We couldn&apos;t find that page</h1>
      <p className="text-muted">
        The page you were looking for has moved or never existed. These might help you find your way back to the
        neighbourhood:
      </p>
      <nav aria-label="Helpful links">
        <ul className="flex flex-wrap justify-center gap-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-block rounded-lg border border-line-strong bg-raised px-4 py-2 font-medium text-accent hover:bg-accent-soft"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

export default NotFoundPage;
