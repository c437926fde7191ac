import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import { createNotifications } from '../../lib/notifications/index.js';
import { deleteEvents, eventFileKeys, lockEvent, organizedEventIds } from './events-repository.js';
import { countSeated, promoteWaitlisted, seatedEventIds, setGoingCount } from './event-rsvps-repository.js';

/**
 * The events a person organizes go with them (answers, reminders and notifications too; covers
 * after the commit). A seat they held goes to the first on that event's waitlist, who is told
 * (stored; they see it at their next look). Answers, reminders sent and the feed token cascade.
 */
export const eventsAccountDeletion: AccountDeletionPart = {
  name: 'events',
  references: [
    { table: 'events', column: 'organizer_id' },
    { table: 'event_rsvps', column: 'user_id' },
    { table: 'event_reminders_sent', column: 'user_id' },
    { table: 'calendar_feeds', column: 'user_id' },
  ],
  async deleteWithin(trx, account) {
    const organized = await organizedEventIds(trx, account.id);
    const files = await eventFileKeys(trx, organized);
    await deleteEvents(trx, organized);
    const seated = (await seatedEventIds(trx, account.id)).sort();
    const at = new Date();
    for (const eventId of seated) {
      const event = await lockEvent(trx, eventId);
      if (!event) continue;
      await trx.deleteFrom('event_rsvps').where('event_id', '=', eventId).where('user_id', '=', account.id).execute();
      const count = await countSeated(trx, eventId);
      const promoted =
        event.status === 'scheduled' && event.capacity !== null
          ? await promoteWaitlisted(trx, eventId, event.capacity - count, at)
          : [];
      await setGoingCount(trx, eventId, count + promoted.length);
      await createNotifications(trx, {
        kind: 'event_promoted',
        actorId: event.organizer_id,
        subject: { type: 'event', id: event.id, title: event.title },
        at,
        recipientIds: promoted,
      });
    }
    return { files };
  },
};
