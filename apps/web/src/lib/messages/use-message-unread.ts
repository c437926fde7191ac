import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@ourhood/contract/routes';
import type { MessageUnread } from '@ourhood/contract';
import { call } from '../api-client';
import { useSession } from '../session/session-store';
import { messageKeys } from './message-keys';

const none: MessageUnread = { unread_count: 0, requests_count: 0, in_bell: true };

/**
 * Unread conversations and waiting requests (the sidebar's Messages badge and the bell): kept live
 * by the notification stream's `message` and `conversation_read` events, refetched on focus.
 */
export function useMessageUnread(): MessageUnread {
  const signedIn = useSession((state) => Boolean(state.token));
  const query = useQuery({
    queryKey: messageKeys.unread,
    queryFn: async ({ signal }) => (await call(apiRoutes.messageUnreadCount, { signal })).data,
    enabled: signedIn,
  });
  return query.data ?? none;
}
