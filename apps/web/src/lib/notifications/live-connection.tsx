import { useNotificationStream } from './use-notification-stream';

/**
 * The tab's one live notification connection, as a component the dashboard shell loads lazily:
 * nothing on the first screen waits for it, so its code (the stream reader, the toasts it raises,
 * the caches it updates) stays out of the dashboard's first load.
 */
export default function LiveConnection() {
  useNotificationStream();
  return null;
}
