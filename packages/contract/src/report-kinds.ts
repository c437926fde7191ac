// What can be reported and why (issue 17), without zod: the web's report button imports them
// through '@ourhood/contract/constants', so the dashboard's first load carries no schema code.

/** Everything one can report. `message` answers 404 until its feature exists. */
export const reportTargetTypes = [
  'post',
  'comment',
  'user',
  'organization',
  'rental_request',
  'group',
  'event',
  'alert',
  'marketplace_item',
  'review',
  'message',
] as const;
/** The reasons a neighbour picks; each is a rule of the community guidelines. */
export const reportReasons = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'misinformation',
  'scam',
  'privacy',
  'other',
] as const;
