import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Alert } from '@ourhood/contract';
import { alertKeys, alertsApi } from './alerts-api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The viewer's area's active alerts, refreshed every minute; an alert whose expiry passes leaves
 * the list at that moment, without a reload (a timer re-renders at the next expiry).
 */
export function useAlerts() {
  const query = useQuery({
    queryKey: alertKeys.list,
    queryFn: ({ signal }) => alertsApi.list(signal),
    refetchInterval: 60_000,
  });
  const [now, setNow] = useState(() => Date.now());
  const alerts: Alert[] = (query.data?.data ?? []).filter((alert) => new Date(alert.expires_at).getTime() > now);
  const nextExpiry = Math.min(...alerts.map((alert) => new Date(alert.expires_at).getTime()));
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = window.setTimeout(
      () => setNow(Date.now()),
      Math.max(0, Math.min(nextExpiry - Date.now() + 50, 2 ** 31 - 1)),
    );
    return () => window.clearTimeout(timer);
  }, [nextExpiry]);
  return { ...query, alerts };
}

/** The categories' names, as messages (render with i18n._). */
export const ALERT_CATEGORY_LABEL: Record<Alert['category'], MessageDescriptor> = {
  crime: msg`Crime`,
  fire: msg`Fire`,
  flood: msg`Flood or weather`,
  lost_pet: msg`Lost or found pet`,
  missing_person: msg`Missing person`,
  road: msg`Road or traffic`,
  outage: msg`Utility outage`,
  other: msg`Other`,
};
