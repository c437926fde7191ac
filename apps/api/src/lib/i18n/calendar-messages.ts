/**
 * The words the calendar feeds write (features/events, issue 16): the personal feed's name as
 * calendar apps show it. Group and organization feeds are named by the group or business. Kept in
 * lib so the extraction's list (all-messages.ts) may import it.
 */
export const CalendarMessages = {
  personalFeedName: '{product}: my events',
} as const;
