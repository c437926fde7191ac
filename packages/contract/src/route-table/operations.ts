// The API's routes: Operations (health-routes.ts).
import type { healthSchema, readinessSchema } from '../index.js';
import { route } from './route-kit.js';

export const health = route<{ response: typeof healthSchema }>()('GET', '/health');
export const ready = route<{ response: typeof readinessSchema }>()('GET', '/ready');
