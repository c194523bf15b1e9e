// node node_modules/@billfold/jobs/dist/cli/queue-admin-main.js <command> (infra/README.md).
import { queueAdminEnv } from '../config/env.js';
import { runQueueAdmin } from './queue-admin.js';

const code = await runQueueAdmin(process.argv.slice(2), queueAdminEnv, (line) =>
  console.log(line),
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
process.exit(code);
