import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locales.js';

/** The saved language on PATCH /users/profile/me: one of ours, or null to follow the browser. */
export const localeSchema = z.enum(SUPPORTED_LOCALES);
