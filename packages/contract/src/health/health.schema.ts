import { z } from 'zod';

export const DependencyStatusSchema = z.enum(['up', 'down']);

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: DependencyStatusSchema,
  queue: DependencyStatusSchema,
  /** Which queue backend is in use: BullMQ on Redis, or on PostgreSQL (embedded default). */
  queueBackend: z.enum(['redis', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
