import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoadingPage() {
  useDocumentTitle('Loading');
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4">
      <h1 className="sr-only">Loading</h1>
      <Spinner className="h-12 w-12" label="Loading Ourhood" />
      <p className="text-muted">Loading your neighbourhood…</p>
    </main>
  );
}

export default LoadingPage;
