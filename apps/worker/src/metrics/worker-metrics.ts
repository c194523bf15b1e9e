import type { Analysis } from '@billfold/db';
import { QUEUE_STATES, type QueueState } from '@billfold/jobs';
import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Reads the job counts of the queues. */
export type QueueCounter = () => Promise<
  { queue: string; counts: Partial<Record<QueueState, number>> }[]
>;

/** How a job run ended: done, failed and retried later, or failed for good. */
export type JobOutcome = 'completed' | 'retried' | 'failed';

const TOKEN_BUCKETS = [100, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000];
const COST_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * The worker's Prometheus metrics, in a registry of this worker's own. Queue depth is read from
 * the queue at scrape time (the `collect` given to `watchQueues`); the rest is counted as jobs end.
 */
@Injectable()
export class WorkerMetrics {
  readonly registry = new Registry();
  private countQueues: QueueCounter | undefined;

  readonly queueJobs: Gauge<'queue' | 'state'> = new Gauge({
    name: 'billfold_queue_jobs',
    help: 'Jobs in each queue by state, read from the queue when scraped.',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
    // Called by prom-client at every scrape, before the values are written out.
    collect: async () => {
      if (!this.countQueues) return;
      this.queueJobs.reset();
      for (const { queue, counts } of await this.countQueues()) {
        for (const state of QUEUE_STATES) this.queueJobs.set({ queue, state }, counts[state] ?? 0);
      }
    },
  });

  readonly jobDuration = new Histogram({
    name: 'billfold_job_duration_seconds',
    help: 'Duration of job runs on this worker by queue, job name and outcome.',
    labelNames: ['queue', 'job', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers: [this.registry],
  });

  readonly analyses = new Counter({
    name: 'billfold_analyses_total',
    help: 'Analyses this worker ended, by outcome (succeeded, failed) and extractor.',
    labelNames: ['outcome', 'extractor'] as const,
    registers: [this.registry],
  });

  readonly pagesProcessed = new Counter({
    name: 'billfold_pages_processed_total',
    help: 'PDF pages of the analyses this worker completed, by extractor.',
    labelNames: ['extractor'] as const,
    registers: [this.registry],
  });

  readonly modelTokens = new Counter({
    name: 'billfold_model_tokens_total',
    help: 'Model tokens spent by analyses, by model and kind (input, output, cache_read, cache_write).',
    labelNames: ['model', 'kind'] as const,
    registers: [this.registry],
  });

  readonly analysisTokens = new Histogram({
    name: 'billfold_analysis_model_tokens',
    help: 'Model tokens (input + output + cache) spent by one analysis, by model.',
    labelNames: ['model'] as const,
    buckets: TOKEN_BUCKETS,
    registers: [this.registry],
  });

  readonly modelCost = new Counter({
    name: 'billfold_model_cost_usd_total',
    help: 'Model cost of analyses in US dollars, by model.',
    labelNames: ['model'] as const,
    registers: [this.registry],
  });

  readonly analysisCost = new Histogram({
    name: 'billfold_analysis_cost_usd',
    help: 'Model cost of one analysis in US dollars, by model.',
    labelNames: ['model'] as const,
    buckets: COST_BUCKETS,
    registers: [this.registry],
  });

  readonly quotaRefusals = new Counter({
    name: 'billfold_quota_refusals_total',
    help: 'Analyses refused because their pages exceeded what the plan had left, by stage.',
    labelNames: ['stage'] as const,
    registers: [this.registry],
  });

  constructor() {
    this.registry.setDefaultLabels({ service: 'billfold-worker' });
    collectDefaultMetrics({ register: this.registry, prefix: 'billfold_worker_' });
  }

  /** Reads the queues' job counts at every scrape. */
  watchQueues(count: QueueCounter): void {
    this.countQueues = count;
  }

  jobRun(queue: string, job: string, outcome: JobOutcome, durationMs: number): void {
    this.jobDuration.observe({ queue, job, outcome }, durationMs / 1000);
  }

  /** Records an analysis this worker has just ended (read back from its row). */
  analysisEnded(analysis: Analysis): void {
    const extractor = analysis.extractor ?? 'none';
    if (analysis.status !== 'succeeded') {
      this.analyses.inc({ outcome: 'failed', extractor });
      if (analysis.errorCode === 'QUOTA_EXCEEDED') this.quotaRefusals.inc({ stage: 'analysis' });
      return;
    }
    this.analyses.inc({ outcome: 'succeeded', extractor });
    this.pagesProcessed.inc({ extractor }, analysis.pageCount ?? 0);
    if (!analysis.model) return;
    const model = analysis.model;
    const tokens = {
      input: analysis.inputTokens,
      output: analysis.outputTokens,
      cache_read: analysis.cacheReadTokens,
      cache_write: analysis.cacheWriteTokens,
    };
    for (const [kind, value] of Object.entries(tokens))
      this.modelTokens.inc({ model, kind }, value);
    this.analysisTokens.observe(
      { model },
      Object.values(tokens).reduce((sum, value) => sum + value, 0),
    );
    if (analysis.costUsd !== null) {
      const cost = Number(analysis.costUsd);
      this.modelCost.inc({ model }, cost);
      this.analysisCost.observe({ model }, cost);
    }
  }
}
