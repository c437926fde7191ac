import type { QueryClient } from '@tanstack/react-query';
import type { BlockEntry, BlockList, BlockState } from '@ourhood/contract';
import { notificationKeys } from '../notifications/notification-keys';
import { postKeys } from '../posts/post-keys';
import { searchKeys } from '../search/search-api';
import { safetyKeys } from './safety-api';

/** Who a block or mute is about: enough to name them in the menu, the dialog and the list. */
export interface RelationTarget {
  id: string;
  name: string;
  avatarUrl?: string | null;
}

export type RelationChange = 'block' | 'unblock' | 'mute' | 'unmute';

type BlocksAnswer = { data: BlockList };

function entryFor(target: RelationTarget, since: string): BlockEntry {
  return {
    user: {
      _id: target.id,
      id: target.id,
      name: target.name,
      first_name: target.name,
      last_name: '',
      profile_picture: target.avatarUrl ? { url: target.avatarUrl } : null,
    },
    since,
  };
}

function place(entries: BlockEntry[], target: RelationTarget, on: boolean): BlockEntry[] {
  const others = entries.filter((entry) => entry.user.id !== target.id);
  if (!on) return others;
  const kept = entries.find((entry) => entry.user.id === target.id);
  return [kept ?? entryFor(target, new Date().toISOString()), ...others];
}

/**
 * The server's answer goes into the cached list at once (the menus and Settings agree without
 * waiting), then the lists the change touches load again: a mute takes their posts out of the feed
 * and search and their notifications out of the bell; a block changes every list of others'
 * content (feeds, comments, profiles, conversations, the marketplace), so everything loads again.
 */
export function applyRelationChange(
  client: QueryClient,
  target: RelationTarget,
  state: BlockState,
  how: RelationChange,
) {
  client.setQueryData<BlocksAnswer>(safetyKeys.blocks, (previous) =>
    previous
      ? {
          ...previous,
          data: {
            blocked: place(previous.data.blocked, target, state.blocked),
            muted: place(previous.data.muted, target, state.muted),
          },
        }
      : previous,
  );
  if (how === 'block' || how === 'unblock') return client.invalidateQueries();
  return Promise.all([
    client.invalidateQueries({ queryKey: safetyKeys.blocks }),
    client.invalidateQueries({ queryKey: postKeys.feeds }),
    client.invalidateQueries({ queryKey: notificationKeys.all }),
    client.invalidateQueries({ queryKey: searchKeys.all }),
  ]);
}
