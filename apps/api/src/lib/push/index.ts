// Web Push (decision 0027): the VAPID keys every process shares and the sender the notification
// push job uses; features/push owns the subscription routes.
export { isAllowedPushEndpoint, parseExtraHosts } from './push-endpoints.js';
export { loadVapidKeys, type VapidKeys } from './vapid-keys.js';
export { WebPushSender, type PushMessage, type WebPushSenderOptions } from './web-push-sender.js';
