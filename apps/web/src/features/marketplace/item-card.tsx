import { useLingui } from '@lingui/react/macro';
import type { MarketplaceItem } from '@ourhood/contract';
import { Heart, ImageOff, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { categoryLabel, priceText, statusLabel, statusTone } from './labels';
import { useSaveItem } from './use-save-item';

/** Where a card leads: the item's page, or an organization's page for its listing. */
export function itemLink(item: MarketplaceItem): string {
  if (item.source === 'organization' && item.organization) {
    return `/dashboard/discover/${encodeURIComponent(item.organization.id)}`;
  }
  return `/dashboard/marketplace/${encodeURIComponent(item.id)}`;
}

/** One item in a grid: photo, price, title, where; ♡ Save for others' items; the status when not available. */
export function ItemCard({ item }: { item: MarketplaceItem }) {
  const { t, i18n } = useLingui();
  const save = useSaveItem();
  const title = item.title;
  const photo = item.photos[0];
  const canSave = item.source === 'neighbour' && !item.is_mine;
  return (
    <Card as="li" className="relative flex flex-col overflow-hidden">
      <Link
        to={itemLink(item)}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <div className="aspect-square w-full bg-sunken">
          {photo ? (
            <img src={photo.thumbnail_url} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <div className="flex h-full w-full items-center justify-center text-faint">
              <ImageOff className="h-8 w-8" />
            </div>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <span className="text-base font-bold text-fg">{priceText(item.price, i18n)}</span>
          <span className="line-clamp-2 break-words text-sm text-fg">{item.title}</span>
          <span className="mt-auto flex flex-wrap items-center gap-1 text-xs text-muted">
            {item.source === 'organization' ? <Store className="h-3.5 w-3.5" /> : null}
            {item.source === 'organization'
              ? (item.organization?.name ?? categoryLabel(null, i18n))
              : item.location.suburb}
          </span>
          {item.status !== 'available' ? (
            <span
              className={cx('self-start rounded-full border px-2 py-0.5 text-xs font-medium', statusTone[item.status])}
            >
              {i18n._(statusLabel[item.status])}
            </span>
          ) : null}
        </div>
      </Link>
      {canSave ? (
        <button
          type="button"
          aria-pressed={item.saved}
          aria-label={item.saved ? t`Saved: ${title}` : t`Save ${title}`}
          disabled={save.isPending}
          onClick={() => save.mutate({ id: item.id, saved: !item.saved })}
          className="absolute top-2 inset-e-2 inline-flex h-9 w-9 items-center justify-center rounded-full border border-line bg-raised text-fg shadow-sm hover:bg-sunken"
        >
          <Heart className={cx('h-4 w-4', item.saved && 'fill-current text-danger')} />
        </button>
      ) : null}
    </Card>
  );
}
