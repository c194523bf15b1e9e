export {
  createQueueBackend,
  queueBackendFromEnv,
  type QueueEnv,
} from './backend/create-queue-backend.js';
export { QUEUE_SCHEMA } from './backend/postgres-queue-backend.js';
export type {
  BullProcessor,
  BullQueue,
  BullWorker,
  BullWorkerSettings,
  QueueBackend,
  QueueBackendKind,
  QueueBackendOptions,
} from './backend/queue-backend.js';
export { QUEUE_STATES, type QueueState } from './backend/queue-states.js';
export { readiness } from './health/readiness.js';
export { JobConsumer, type JobConsumerOptions } from './consumer/job-consumer.js';
export type {
  JobConsumerEvents,
  JobContext,
  JobProcessor,
  JobProcessors,
  JobRun,
} from './consumer/job-processor.js';
export {
  DEFAULT_JOB_OPTIONS,
  defineJob,
  type AnyJobDefinition,
  type JobDefaults,
  type JobDefinition,
  type JobPayload,
  type JobPayloadInput,
} from './definitions/job-definition.js';
export { jobDefinitions } from './definitions/job-definitions.js';
export {
  ANALYSIS_QUEUE,
  AnalysisRunPayloadSchema,
  analysisRunJob,
  type AnalysisRunPayload,
} from './definitions/analysis-run.job.js';
export {
  MAIL_QUEUE,
  MailSendPayloadSchema,
  mailSendJob,
  type MailSendPayload,
} from './definitions/mail-send.job.js';
export {
  MAINTENANCE_QUEUE,
  SweepAnalysesPayloadSchema,
  sweepAnalysesJob,
  type SweepAnalysesPayload,
} from './definitions/sweep-analyses.job.js';
export {
  InvalidJobPayloadError,
  MissingProcessorError,
  PermanentJobError,
  QueueBackendError,
} from './job-errors.js';
export {
  JobIdSchema,
  JobProducer,
  REQUEST_ID_KEY,
  RequestIdSchema,
  type EnqueueOptions,
} from './producer/job-producer.js';
