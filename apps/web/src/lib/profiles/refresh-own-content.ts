import type { QueryClient } from '@tanstack/react-query';
import { ownProfileKey } from '../use-own-profile';
import { profileKeys } from './profile-keys';

/**
 * After the signed-in person changes their name or picture: every post and comment they wrote
 * carries the old byline, so the feeds, post details, comments and profiles load again.
 */
export function refreshOwnContent(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ownProfileKey }),
    client.invalidateQueries({ queryKey: ['posts'] }),
    client.invalidateQueries({ queryKey: ['comments'] }),
    client.invalidateQueries({ queryKey: profileKeys.all }),
  ]);
}
