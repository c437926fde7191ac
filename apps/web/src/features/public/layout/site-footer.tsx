import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DeviceLanguageSelect } from '../../../lib/i18n/device-language-select';
import { footerColumns } from '../content/site-links';
import { Logo } from './logo';

/** Footer shared by every public page. */
export function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-inverse text-inverse-fg">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <Logo className="text-white" />
          <p className="mt-3 text-sm text-inverse-fg">
            <Trans>The neighbourhood network you can run yourself. Open source, no ads, no tracking.</Trans>
          </p>
          <DeviceLanguageSelect
            label={t`Language`}
            reviewLabel={t`Awaiting review by native speakers`}
            className="mt-4 max-w-56"
          />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.id} aria-label={t(column.heading)}>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">{t(column.heading)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-inverse-fg underline-offset-4 hover:text-white hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-inverse-line px-4 py-6 text-center text-sm text-inverse-fg">
        <Trans>© {year} Ourhood contributors · Free software under the AGPL-3.0</Trans>
      </p>
    </footer>
  );
}
