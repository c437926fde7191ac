import {
  OrganizationMessages,
  pageMetadata,
  type Customer,
  type Notification,
  type OrganizationPageQuery,
  type PageMetadata,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import {
  countNotifications,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  presentNotification,
} from '../../lib/notifications/index.js';
import { isUuid } from '../../lib/uuid.js';
import { listCustomers } from './customers-repository.js';
import type { OrganizationsDeps } from './organizations-deps.js';
import { presentCustomers } from './organizations-presenter.js';
import { requireOwnOrganization } from './organizations-service.js';

const notificationNotFound = () => AppError.notFound(OrganizationMessages.notificationNotFound);

export async function getCustomers(
  deps: OrganizationsDeps,
  ownerId: string,
  query: OrganizationPageQuery,
): Promise<{ data: Customer[]; metadata: PageMetadata }> {
  const organizationId = await requireOwnOrganization(deps, ownerId);
  const page = await listCustomers(deps.db, ownerId, organizationId, query.limit, (query.page - 1) * query.limit);
  return { data: presentCustomers(page, deps.urlFor), metadata: pageMetadata(query.page, query.limit, page.total) };
}

export async function getNotifications(
  deps: OrganizationsDeps,
  ownerId: string,
  query: OrganizationPageQuery,
): Promise<{ data: Notification[]; metadata: PageMetadata & { unread_count: number } }> {
  await requireOwnOrganization(deps, ownerId);
  const [rows, counts] = await Promise.all([
    listNotifications(deps.db, ownerId, query.limit, (query.page - 1) * query.limit),
    countNotifications(deps.db, ownerId),
  ]);
  return {
    data: rows.map((row) => presentNotification(row, deps.urlFor)),
    metadata: { ...pageMetadata(query.page, query.limit, counts.total), unread_count: counts.unread },
  };
}

export async function readNotification(deps: OrganizationsDeps, ownerId: string, id: string): Promise<Notification> {
  await requireOwnOrganization(deps, ownerId);
  if (!isUuid(id)) throw notificationNotFound();
  const found = await deps.db.transaction().execute((trx) => markNotificationRead(trx, ownerId, id, deps.clock.now()));
  if (!found) throw notificationNotFound();
  const row = await findNotification(deps.db, ownerId, id);
  if (!row) throw notificationNotFound();
  return presentNotification(row, deps.urlFor);
}

export async function readAllNotifications(deps: OrganizationsDeps, ownerId: string): Promise<number> {
  await requireOwnOrganization(deps, ownerId);
  return deps.db.transaction().execute((trx) => markAllNotificationsRead(trx, ownerId, deps.clock.now()));
}
