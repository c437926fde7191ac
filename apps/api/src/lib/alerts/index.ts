/**
 * The urgent-alert fan-out job (decision 0020): queued by the alerts feature when an urgent alert is
 * posted, and by moderation when a moderator approves a pending city-wide one. Its payload:
 * `{ alertId, after?: string }` (the keyset cursor of the neighbours already notified).
 */
export const ALERT_FANOUT_JOB = 'safety_alert_fanout';
export interface AlertFanOutPayload {
  alertId: string;
  after?: string | null;
}
