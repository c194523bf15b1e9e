import { definePackageConfig } from '../../vitest.shared.js';

// The start test runs the real production start (embedded PostgreSQL, API, worker) several
// times: long timeouts, one file at a time.
export default definePackageConfig({ testTimeout: 60_000, fileParallelism: false });
