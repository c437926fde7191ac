import type { Alert, AlertCategory } from '@ourhood/contract';
import { presentAuthor } from '../../lib/users/author.js';
import type { UrlFor } from '../../lib/storage/index.js';
import type { AlertRow } from './alerts-repository.js';

export function presentAlert(row: AlertRow, urlFor: UrlFor, now: Date, canManage: boolean): Alert {
  const expired = (row.status === 'active' || row.status === 'pending') && row.expires_at <= now;
  return {
    _id: row.id,
    id: row.id,
    category: row.category as AlertCategory,
    title: row.title,
    details: row.details,
    photo:
      row.photo_display_key && row.photo_thumbnail_key
        ? {
            url: urlFor(row.photo_display_key),
            thumbnail_url: urlFor(row.photo_thumbnail_key),
            width: row.photo_width ?? 0,
            height: row.photo_height ?? 0,
          }
        : null,
    area: row.area,
    urgent: row.urgent,
    status: expired ? 'expired' : row.status,
    location: {
      suburb: row.location_suburb,
      city: row.location_city,
      state: row.location_state,
      country: row.location_country,
    },
    author: presentAuthor(row, urlFor),
    can_manage: canManage,
    hidden: row.hidden_at !== null,
    expires_at: row.expires_at.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
