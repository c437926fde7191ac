// Prometheus metrics (issue 21, decision 0023): the registry, the HTTP hooks and the endpoint.
export { Metrics } from './metrics.js';
export { metricsPlugin } from './metrics-plugin.js';
