import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StripeStub } from '@billfold/test-support/stripe-stub';
import { startApi, type RunningApi } from './api-harness.js';

export interface ApiWithStripe {
  api: RunningApi;
  stripe: StripeStub;
  /** The API's own storage folder (STORAGE_DIR). */
  storageDir: string;
  /** Closes the API, stops the stub and removes the folder. */
  close(): Promise<void>;
}

/**
 * The API with payments configured against the Stripe stub (test keys named after `name`) and a
 * storage folder of its own, for the suites that walk every route. `env` adds variables.
 */
export async function startApiWithStripe(
  name: string,
  env: Record<string, string> = {},
): Promise<ApiWithStripe> {
  const storageDir = await mkdtemp(path.join(tmpdir(), `billfold-${name}-`));
  const stripe = new StripeStub();
  await stripe.start();
  const api = await startApi({
    STORAGE_DIR: storageDir,
    ...stripe.env({
      secretKey: `sk_test_${name.replaceAll('-', '_')}`,
      webhookSecret: `whsec_${name.replaceAll('-', '_')}`,
    }),
    ...env,
  });
  return {
    api,
    stripe,
    storageDir,
    close: async () => {
      await api.close();
      await stripe.stop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
