/** The endpoints `npm run bench` measures. Each feature adds its own scenarios here. */
export interface Scenario {
  name: string;
  path: string;
  /** Send the bearer token of a seeded demo neighbour. */
  authenticated?: boolean;
}

export const scenarios: Scenario[] = [
  { name: 'health', path: '/api/v1/health' },
  { name: 'readiness (database round trip)', path: '/api/v1/ready' },
  { name: 'SPA index.html', path: '/' },
];
