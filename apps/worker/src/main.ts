import { Logger } from 'nestjs-pino';
import { bootstrapWorker } from './bootstrap-worker.js';
import { loadWorkerEnv } from './config/env.js';

async function main(): Promise<void> {
  const env = loadWorkerEnv();
  const worker = await bootstrapWorker({ env });
  const logger = worker.app.get(Logger);

  const stop = (signal: NodeJS.Signals) => {
    logger.log(`${signal} received`, 'Bootstrap');
    // A second signal while draining means "now": leave without waiting (the running jobs'
    // locks expire and they run again elsewhere).
    const now = () => process.exit(1);
    process.once('SIGTERM', now);
    process.once('SIGINT', now);
    worker.close().then(
      ({ drained }) => process.exit(drained ? 0 : 1),
      (error: unknown) => {
        logger.error(
          `Worker failed to stop cleanly: ${error instanceof Error ? error.message : String(error)}`,
          'Bootstrap',
        );
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Plain stderr: the logger may not exist yet (a bad environment is found before it). An
  // EnvironmentError's message lists every bad variable.
  console.error(
    `Billfold worker cannot start. ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
