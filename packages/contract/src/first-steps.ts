import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { firstStepKeys } from './first-step-keys.js';

export { firstStepKeys, type FirstStepKey } from './first-step-keys.js';

/**
 * A new neighbour's first steps and an organization's setup checklist (issue 42, decision 0075).
 * Each step or item is done or not from the account's own data, computed by the server when asked,
 * so the web never decides it and two screens never disagree.
 */
export const FirstStepsMessages = {
  firstStepsLoaded: 'First steps loaded',
  firstStepsDismissed: 'First steps hidden',
  firstStepsRestored: 'First steps shown again',
  setupLoaded: 'Setup checklist loaded',
} as const;

export const firstStepSchema = z.object({ key: z.enum(firstStepKeys), done: z.boolean() });
export type FirstStep = z.infer<typeof firstStepSchema>;

export const firstStepsSchema = z.object({
  /** Hidden by the neighbour; kept on the server, so it stays hidden on every device. */
  dismissed: z.boolean(),
  steps: z.array(firstStepSchema),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;
export const firstStepsResponseSchema = successEnvelope(firstStepsSchema);

/** PUT /users/me/first-steps: hide the guide, or bring it back. Idempotent. */
export const updateFirstStepsBodySchema = z.object({ dismissed: z.boolean() }).strict();
export type UpdateFirstStepsBody = z.infer<typeof updateFirstStepsBodySchema>;

/** An organization's setup items, in the order the checklist shows them. */
export const organizationSetupKeys = [
  'location',
  'logo',
  'hours',
  'description',
  'first_listing',
  'first_update',
] as const;
export type OrganizationSetupKey = (typeof organizationSetupKeys)[number];

export const organizationSetupItemSchema = z.object({ key: z.enum(organizationSetupKeys), done: z.boolean() });
export type OrganizationSetupItem = z.infer<typeof organizationSetupItemSchema>;

export const organizationSetupSchema = z.object({
  /** Whole percent of the items done: the overview's "Profile completeness". */
  completeness: z.number().int().min(0).max(100),
  items: z.array(organizationSetupItemSchema),
});
export type OrganizationSetup = z.infer<typeof organizationSetupSchema>;
export const organizationSetupResponseSchema = successEnvelope(organizationSetupSchema);

/** Whole percent of `items` done (0 for none). */
export function setupCompleteness(items: readonly { done: boolean }[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.done).length / items.length) * 100);
}
