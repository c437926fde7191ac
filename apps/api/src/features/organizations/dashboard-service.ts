import {
  pageMetadata,
  type Customer,
  type Notification,
  type OrganizationPageQuery,
  type PageMetadata,
} from '@ourhood/contract';
import { getNotificationPage, readAllNotifications, readNotification } from '../../lib/notifications/index.js';
import { listCustomers } from './customers-repository.js';
import type { OrganizationsDeps } from './organizations-deps.js';
import { presentCustomers } from './organizations-presenter.js';
import { requireOwnOrganization } from './organizations-service.js';

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
  return getNotificationPage(deps.notifications, ownerId, query);
}

export async function readOwnNotification(deps: OrganizationsDeps, ownerId: string, id: string): Promise<Notification> {
  await requireOwnOrganization(deps, ownerId);
  return readNotification(deps.notifications, ownerId, id);
}

export async function readAllOwnNotifications(deps: OrganizationsDeps, ownerId: string): Promise<number> {
  await requireOwnOrganization(deps, ownerId);
  return readAllNotifications(deps.notifications, ownerId);
}
