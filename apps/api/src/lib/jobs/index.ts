// The durable job queue (decision 0012): work that must not hold up a response but must not be
// lost either (keyword matching, notification e-mails).
export { JobRunner, enqueueJob, type JobContext, type JobHandler, type JobRunnerOptions } from './job-runner.js';
