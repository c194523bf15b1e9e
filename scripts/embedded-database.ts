// The embedded PostgreSQL of pnpm dev / pnpm start, run by scripts/run.ts in a process group (and
// session) of its own: Ctrl-C in the terminal signals the whole foreground group at once, and a
// PostgreSQL in it would cut the apps' connections while they are still shutting down. Here it
// gets no signal from the terminal; run.ts stops the apps first, then sends "stop".
//   node scripts/embedded-database.ts '{"dataDir":"…","port":54329}'   (with an IPC channel)
// Messages to the parent: { type: 'ready', url } or { type: 'failed', reason }.
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@billfold/db';
import { describeError } from './lib/describe-error.ts';

const { dataDir, port } = JSON.parse(process.argv[2] ?? '{}') as { dataDir: string; port: number };
const send = (message: { type: 'ready'; url: string } | { type: 'failed'; reason: string }) =>
  new Promise<void>((resolve) =>
    process.send ? process.send(message, () => resolve()) : resolve(),
  );

// The last lines PostgreSQL printed: they say why it stopped when the library gives no reason.
const recent: string[] = [];
const log = (line: string) => {
  for (const part of line.split('\n')) if (part.trim()) recent.push(part.trim());
  recent.splice(0, Math.max(0, recent.length - 12));
};

let database: EmbeddedDatabase | undefined;
let stopRequested = false;
let stopping: Promise<void> | undefined;
const stopDatabase = (running: EmbeddedDatabase) => {
  stopping ??= (async () => {
    try {
      await running.stop();
    } catch (error) {
      console.error(`[billfold] stopping the embedded PostgreSQL failed: ${describeError(error)}`);
    }
    process.exit(0);
  })();
};
// A stop asked for while the server starts is carried out once it has started.
const stop = () => {
  stopRequested = true;
  if (database) stopDatabase(database);
};
process.on('message', (message) => {
  if (message === 'stop') stop();
});
// run.ts is gone (killed): do not leave the server behind.
process.on('disconnect', stop);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);

try {
  database = await startEmbeddedPostgres({ dataDir, port, persistent: true, log });
} catch (error) {
  const said = recent.filter((line) => /FATAL|ERROR|PANIC|could not|already/i.test(line));
  const reason = describeError(error);
  await send({
    type: 'failed',
    reason:
      said.length > 0
        ? `${reason === 'no reason given' ? 'PostgreSQL stopped' : reason}; PostgreSQL said: ${said.slice(-3).join(' | ')}`
        : reason,
  });
  process.exit(1);
}
if (stopRequested) stopDatabase(database);
else await send({ type: 'ready', url: database.url });
