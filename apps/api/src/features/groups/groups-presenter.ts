import type { Group, GroupMember } from '@ourhood/contract';
import { isModeratorRole } from '../../lib/groups/group-access.js';
import type { UrlFor } from '../../lib/storage/index.js';
import { presentAuthor } from '../../lib/users/author.js';
import type { GroupRow } from './groups-repository.js';
import type { MemberRow } from './group-members-repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A group for one viewer: the invite token only to its owner and admins. */
export function presentGroup(row: GroupRow, urlFor: UrlFor): Group {
  const cover =
    row.cover_display_key && row.cover_thumbnail_key && row.cover_width && row.cover_height
      ? {
          url: urlFor(row.cover_display_key),
          thumbnail_url: urlFor(row.cover_thumbnail_key),
          width: row.cover_width,
          height: row.cover_height,
        }
      : null;
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    cover,
    location: {
      suburb: row.location_suburb,
      city: row.location_city,
      state: row.location_state,
      country: row.location_country,
    },
    member_count: Number(row.member_count),
    last_post_at: row.last_post_at ? iso(row.last_post_at) : null,
    viewer_role: row.viewer_role ?? null,
    invite_token: isModeratorRole(row.viewer_role) ? row.invite_token : null,
    event_creators: row.event_creators,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function presentMember(row: MemberRow, urlFor: UrlFor): GroupMember {
  return { user: presentAuthor(row, urlFor), role: row.role, since: iso(row.created_at) };
}
