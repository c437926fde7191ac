export { dayIn, lastDays } from './days.js';
export { InsightsCounter, type InsightsCounterOptions, type ViewMetric } from './insights-counter.js';
