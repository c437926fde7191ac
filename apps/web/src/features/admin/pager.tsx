import { Trans, useLingui } from '@lingui/react/macro';
import type { PageMetadata } from '@ourhood/contract';
import { Button } from '../../components/ui/button';

/** Previous / next under a numbered list, with where we are. */
export function Pager({ metadata, onPage }: { metadata: PageMetadata | undefined; onPage(page: number): void }) {
  const { t } = useLingui();
  if (!metadata || metadata.total_pages <= 1) return null;
  const { page, total_pages: pages } = metadata;
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-muted">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <Button variant="secondary" disabled={!metadata.has_more} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
