/**
 * A neighbour's steps, in the order the guide shows them. Apart from their schemas so the web's
 * eager placeholder can count them without bringing zod into the dashboard's first load.
 */
export const firstStepKeys = ['location', 'first_post', 'join_group', 'follow_organization', 'notifications'] as const;
export type FirstStepKey = (typeof firstStepKeys)[number];
