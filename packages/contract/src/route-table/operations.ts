// The API's routes: Operations (health-routes.ts).
import { healthSchema, readinessSchema } from '../index.js';
import { route } from './route-kit.js';

export const health = route('GET', '/health', { access: 'public', response: healthSchema });
export const ready = route('GET', '/ready', { access: 'public', response: readinessSchema });
