import { OrgCardBody } from '../../components/organizations/org-card';
import { OrgCover, OrgLogo } from '../../components/organizations/org-logo';
import { Card } from '../../components/ui/card';
import { Trans, useLingui } from '@lingui/react/macro';

export interface PreviewData {
  name: string;
  place: string;
  address: string;
  category: string;
  logoUrl: string | null;
  coverUrl: string | null;
}

/** What neighbours will see: the directory card and the page header, updated as the form changes. */
export function LivePreview({ data }: { data: PreviewData }) {
  const { t } = useLingui();
  const name = data.name.trim() || t`Organization`;
  return (
    <aside aria-label={t`Live preview`} className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">
        <Trans>Live preview</Trans>
      </h2>
      <Card className="p-4" data-testid="preview-card">
        <OrgCardBody name={name} place={data.place} logoUrl={data.logoUrl} />
      </Card>
      <Card className="overflow-hidden">
        <OrgCover url={data.coverUrl} className="h-24" />
        <div className="flex items-end gap-3 p-3">
          <OrgLogo name={name} url={data.logoUrl} className="-mt-10 h-16 w-16 border-4 border-raised text-2xl shadow" />
          <div className="min-w-0">
            <p className="truncate font-bold text-fg">{name}</p>
            {data.category ? <p className="truncate text-xs text-accent">{data.category}</p> : null}
            {data.place ? <p className="truncate text-sm text-muted">{data.place}</p> : null}
            {data.address ? <p className="truncate text-xs text-muted">{data.address}</p> : null}
          </div>
        </div>
      </Card>
    </aside>
  );
}
