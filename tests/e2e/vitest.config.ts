import { definePackageConfig } from '../../vitest.shared.js';

// Each test file starts the built API (serving the built web app) on a fresh database and
// drives it in headless Chromium: slow enough to need long timeouts. Two files run at once (the
// shared default): a file spends about half its time waiting (on the API, the worker, Chromium),
// so two at once take about 0.7 times as long on a two-core machine. Decorators: the harness
// opens the app's database through @billfold/db, whose TypeORM entities need them compiled.
export default definePackageConfig({
  decorators: true,
  testTimeout: 60_000,
});
