import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { API_BASE_PATH } from '@ourhood/contract/product';
import { apiRoutes, pathOf } from '@ourhood/contract/routes';
import type { Notification } from '@ourhood/contract';
import { toast } from '../../components/ui/toast';
import { alertKeys } from '../alerts/alerts-api';
import { marketplaceKeys } from '../marketplace/marketplace-keys';
import { useNewPosts } from '../posts/new-posts-store';
import { rentalKeys } from '../rentals/rental-keys';
import { forceLogout, useSession } from '../session/session-store';
import { prependNotification } from './notification-cache';
import { notificationKeys } from './notification-keys';
import { messageKeys } from '../messages/message-keys';
import { createSseParser, type SseEvent } from './sse-parser';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { pageLanguage } from '../i18n/catalogs';

const messageStream = () => import('../messages/message-stream');

const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** The toast of spec issue 8: someone nearby asks for something one of your keywords watches. */
function matchToast(notification: Notification): string {
  const who = notification.actor?.name || t`A neighbour`;
  const what = notification.subject?.title;
  return what ? t`${who} is asking to borrow "${what}"` : notification.message;
}

type Schemas = typeof import('@ourhood/contract/stream-events');

/**
 * The unread count of a `ready` or `unread` event, read without the schemas: the stream's first
 * event arrives as it opens, and loading zod for it put a quarter of the dashboard's JavaScript
 * into a first visit's first seconds (decision 0070). Anything else than a whole count is ignored.
 */
export function unreadCountOf(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const count = (payload as { unread_count?: unknown }).unread_count;
  return typeof count === 'number' && Number.isInteger(count) ? count : undefined;
}

/**
 * The tab's one live connection to GET /notifications/stream. fetch() rather than EventSource,
 * because EventSource cannot send the bearer header; reconnects with exponential backoff, and
 * closes when the token goes (logout) or the shell unmounts. Mounted once, in the dashboard shell.
 */
export function useNotificationStream(): void {
  const token = useSession((state) => state.token);
  // Read through useLingui so that a language switch re-renders, and so reconnects, the stream.
  useLingui();
  const language = pageLanguage();
  const client = useQueryClient();
  const navigate = useNavigate();
  // The latest navigate, so a toast's button works without reconnecting on every render.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (!token) return;
    // News of posts belongs to the session that heard it.
    useNewPosts.getState().clear();
    const controller = new AbortController();
    let delay = MIN_DELAY_MS;
    let timer: number | undefined;
    // The stream opens after the first screen (dashboard-shell.tsx), so what happened between the
    // screen's own reads and the first open is caught up on like a reconnect's.
    let mayHaveMissed = true;

    // The stream's schemas (zod) load with the first news (a notification, a post, a message),
    // not with the connection: the counts of `ready` and `unread` need none (unreadCountOf).
    let schemas: Promise<Schemas> | undefined;
    // Events are handled one after the other, in the order they came, schemas loaded or not.
    let handled = Promise.resolve();

    function handleCount(event: string, payload: unknown) {
      const count = unreadCountOf(payload);
      if (count !== undefined) client.setQueryData(notificationKeys.unread, count);
      // The page is live from here on (end-to-end tests wait for it before making news).
      if (event === 'ready') document.documentElement.dataset.live = 'connected';
    }

    function handleNews(event: string, payload: unknown, loaded: Schemas) {
      const { streamNotificationEventSchema, streamPostEventSchema } = loaded;
      if (event === 'notification') {
        const parsed = streamNotificationEventSchema.safeParse(payload);
        if (!parsed.success) return;
        const { notification, unread_count } = parsed.data;
        client.setQueryData(notificationKeys.unread, unread_count);
        prependNotification(client, notification);
        if (notification.kind.startsWith('rental_')) void client.invalidateQueries({ queryKey: rentalKeys.all });
        if (notification.kind.startsWith('marketplace_')) {
          void client.invalidateQueries({ queryKey: marketplaceKeys.all });
        }
        if (notification.kind === 'safety_alert') {
          void client.invalidateQueries({ queryKey: alertKeys.all });
          toast(notification.message, {
            tone: 'error',
            durationMs: 15_000,
            action: { label: t`View alert`, onClick: () => navigateRef.current('/dashboard/alerts') },
          });
        }
        if (notification.kind === 'rental_match') {
          toast(matchToast(notification), {
            durationMs: 10_000,
            action: { label: t`View request`, onClick: () => navigateRef.current('/dashboard/rentals') },
          });
        }
        if (notification.kind === 'marketplace_match' && notification.subject) {
          const itemPath = `/dashboard/marketplace/${encodeURIComponent(notification.subject.id)}`;
          const message = notification.message;
          toast(t`Marketplace: ${message}`, {
            durationMs: 10_000,
            action: { label: t`View item`, onClick: () => navigateRef.current(itemPath) },
          });
        }
      } else if (event === 'post') {
        // The live feed: a post written nearby; the feed's pill offers to load it.
        const parsed = streamPostEventSchema.safeParse(payload);
        if (parsed.success) useNewPosts.getState().add(parsed.data.post.id);
      } else if (event === 'message') {
        // Direct messages (issue 20): the badge, the open conversation, the inbox order. The
        // handlers load with the first such event (one module promise: events keep their order).
        const parsed = loaded.streamMessageEventSchema.safeParse(payload);
        if (parsed.success) void messageStream().then((stream) => stream.onMessageEvent(client, parsed.data));
      } else if (event === 'conversation_read') {
        const parsed = loaded.streamConversationReadEventSchema.safeParse(payload);
        if (parsed.success) {
          void messageStream().then((stream) => stream.onConversationReadEvent(client, parsed.data));
        }
      }
    }

    function handle({ event, data }: SseEvent) {
      const payload: unknown = JSON.parse(data);
      if (event === 'ready' || event === 'unread') {
        handled = handled.then(() => handleCount(event, payload));
        return;
      }
      handled = handled
        .then(async () => {
          schemas ??= import('@ourhood/contract/stream-events');
          handleNews(event, payload, await schemas);
        })
        // One event that fails (its schemas could not load, say) must not stop the next ones; the
        // schemas are asked for again with the next news.
        .catch(() => {
          schemas = undefined;
        });
    }

    async function connect() {
      try {
        const response = await fetch(`${API_BASE_PATH}${pathOf(apiRoutes.notificationStream)}`, {
          // The sentences of live notifications in the page's language (a switch reconnects).
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'accept-language': language },
          signal: controller.signal,
        });
        // The session ended (logout or deletion elsewhere, a password change): sign out as for
        // any 401. Checked on reconnect, not when the stream drops, so a deletion or logout made
        // in this tab finishes its own navigation first (its answer clears the token and aborts us).
        if (response.status === 401) {
          forceLogout();
          return;
        }
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        // Anything missed while not connected: refetch once open.
        if (mayHaveMissed) {
          void client.invalidateQueries({ queryKey: notificationKeys.all });
          void client.invalidateQueries({ queryKey: messageKeys.all });
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parse = createSseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          delay = MIN_DELAY_MS; // connected and talking: the next drop starts the backoff afresh
          for (const event of parse(value)) {
            try {
              handle(event);
            } catch {
              // One malformed event must not drop the connection.
            }
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      delete document.documentElement.dataset.live;
      if (controller.signal.aborted) return;
      mayHaveMissed = true;
      timer = window.setTimeout(connect, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }

    void connect();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
      delete document.documentElement.dataset.live;
    };
  }, [token, client, language]);
}
