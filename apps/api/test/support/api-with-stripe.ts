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
    STRIPE_SECRET_KEY: `sk_test_${name.replaceAll('-', '_')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${name.replaceAll('-', '_')}`,
    STRIPE_PRICE_BASIC: 'price_basic_test',
    STRIPE_PRICE_PREMIUM: 'price_premium_test',
    STRIPE_API_URL: stripe.url,
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
