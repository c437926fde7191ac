import { type CreateEventBody, type RsvpStatus, type UpdateEventBody } from '@ourhood/contract';
import { apiRoutes, pathOf } from '@ourhood/contract/routes';
import { call } from '../api-client';
import { saveAuthorizedFile } from '../save-authorized-file';
import { t } from '@lingui/core/macro';

export interface EventListParams {
  scope: 'area' | 'mine' | 'group';
  from?: string;
  to?: string;
  groupId?: string;
  organizationId?: string;
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

/** Multipart when a cover is chosen (the route reads `place` as JSON text), JSON otherwise. */
function eventForm(fields: Record<string, unknown>, cover: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append('cover', cover, cover.name);
  return form;
}

/** The events calls, typed by the contract's route table. */
export const eventsApi = {
  list: (params: EventListParams, signal?: AbortSignal) =>
    call(apiRoutes.listEvents, {
      query: {
        scope: params.scope,
        from: params.from,
        to: params.to,
        group_id: params.groupId,
        organization_id: params.organizationId,
        order: params.order,
        page: params.page ?? 1,
        limit: params.limit ?? 20,
      },
      signal,
    }),
  get: (id: string, signal?: AbortSignal) => call(apiRoutes.getEvent, { params: { id }, signal }),
  create: (fields: CreateEventBody, cover: File | null, signal?: AbortSignal) =>
    cover
      ? call(apiRoutes.createEvent, { body: eventForm(fields, cover), signal })
      : call(apiRoutes.createEvent, { body: fields, signal }),
  update: (id: string, fields: UpdateEventBody, cover: File | null, signal?: AbortSignal) =>
    cover
      ? call(apiRoutes.updateEvent, { params: { id }, body: eventForm(fields, cover), signal })
      : call(apiRoutes.updateEvent, { params: { id }, body: fields, signal }),
  cancel: (id: string) => call(apiRoutes.cancelEvent, { params: { id } }),
  remove: (id: string) => call(apiRoutes.deleteEvent, { params: { id } }),
  rsvp: (id: string, status: RsvpStatus) => call(apiRoutes.rsvpEvent, { params: { id }, body: { status } }),
  attendees: (id: string, signal?: AbortSignal) => call(apiRoutes.eventAttendees, { params: { id }, signal }),
  feedUrl: (signal?: AbortSignal) => call(apiRoutes.calendarFeedUrl, { signal }),
  rotateFeedUrl: () => call(apiRoutes.rotateCalendarFeedUrl),
};

/** Downloads one event's .ics (a text/calendar answer, not the JSON envelope). */
export function downloadEventIcs(id: string, title: string): Promise<void> {
  return saveAuthorizedFile(
    pathOf(apiRoutes.eventIcs, { id }),
    `${title.replace(/[^\w -]+/g, '').trim() || 'event'}.ics`,
    t`Could not download the calendar file.`,
  );
}
