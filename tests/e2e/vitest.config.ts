import { definePackageConfig } from '../../vitest.shared.js';

// Each test file starts the built API (serving the built web app) on a fresh database and
// drives it in headless Chromium: slow enough to need long timeouts. Two files run at once (the
// shared default): a file spends about half its time waiting (on the API, the worker, Chromium),
// so two at once take about 0.7 times as long on a two-core machine. The slowest test takes about
// 17 s alone on a quiet machine; the limits leave room for a busy one running two files. Decorators: the harness
// opens the app's database through @billfold/db, whose TypeORM entities need them compiled.
export default definePackageConfig({
  decorators: true,
  testTimeout: 120_000,
  hookTimeout: 120_000,
});
