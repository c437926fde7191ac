import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoadingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Loading`);
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4">
      <h1 className="sr-only">
        <Trans>Loading</Trans>
      </h1>
      <Spinner className="h-12 w-12" label={t`Loading Ourhood`} />
      <p className="text-muted">
        <Trans>Loading your neighbourhood…</Trans>
      </p>
    </main>
  );
}

export default LoadingPage;
