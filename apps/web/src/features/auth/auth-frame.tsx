import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeviceLanguageSelect } from '../../lib/i18n/device-language-select';
import { BrandMark } from '../../components/ui/brand-mark';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../../components/ui/card';
import { OfflineNotice } from '../../components/ui/offline-notice';

/** The centred card every auth screen sits in. */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  useDocumentTitle(title);
  const { t } = useLingui();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-10">
      {/* The sign-in screens are routed outside query-layout.tsx, which shows the notice elsewhere. */}
      <OfflineNotice />
      <Card className="w-full max-w-md p-6 sm:p-8">
        <Link to="/" className="inline-flex text-lg text-fg">
          <BrandMark />
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-fg">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        <DeviceLanguageSelect
          label={t`Language`}
          reviewLabel={t`Awaiting review by native speakers`}
          className="mx-auto mt-6 max-w-56"
        />
      </Card>
    </main>
  );
}
