/**
 * The urgent-alert fan-out job (decision 0020): queued when an urgent alert is posted, and when a
 * moderator approves a pending city-wide one (through the alert's content kind, so it lives here). Its payload:
 * `{ alertId, after?: string }` (the keyset cursor of the neighbours already notified).
 */
export const ALERT_FANOUT_JOB = 'safety_alert_fanout';
export interface AlertFanOutPayload {
  alertId: string;
  after?: string | null;
}
