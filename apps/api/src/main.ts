import 'reflect-metadata';
import { EnvironmentError } from '@billfold/contract';
import { Logger } from 'nestjs-pino';
import { createApiApp } from './app.factory.js';
import { loadApiEnv } from './config/env.js';

async function main(): Promise<void> {
  const env = loadApiEnv();
  const app = await createApiApp(env);
  await app.listen(env.PORT, env.HOST);
  const logger = app.get(Logger);
  logger.log(`Billfold API listening on http://${env.HOST}:${env.PORT}`, 'Bootstrap');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Finish in-flight requests, close the queue and the database, then exit.
    const force = setTimeout(() => {
      logger.error(
        `Graceful shutdown took longer than ${env.SHUTDOWN_TIMEOUT_MS} ms; exiting.`,
        'Bootstrap',
      );
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    logger.log(`${signal} received: shutting down`, 'Bootstrap');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(error, 'Bootstrap');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof EnvironmentError) {
    console.error(`Billfold API cannot start. ${error.message}`);
  } else {
    console.error('Billfold API cannot start:', error);
  }
  process.exit(1);
});
