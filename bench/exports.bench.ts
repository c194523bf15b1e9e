// Benchmark: exporting a report of 10,000 invoices in every format, in headless Chromium, as a
// user does it (Export menu → download), through the built API and web app. Prints the time per
// format against its target and whether the page stayed responsive meanwhile: the longest
// main-thread task (Long Tasks API) and the longest gap between animation frames.
//   pnpm --filter @billfold/bench exports [-- --invoices 10000 --runs 2 --verbose]
// Needs the built API and web app (pnpm build), PostgreSQL (TEST_DATABASE_URL or the local
// server) and Chromium (CHROMIUM_PATH or /usr/bin/chromium). Starts them with the browser-test
// harness (tests/e2e/src/harness.ts), which is where playwright-core is installed.
import { signUpAndSignIn } from '../tests/e2e/src/accounts.ts';
import { startE2eApp } from '../tests/e2e/src/harness.ts';
import { benchArgs } from './support/args.ts';
import { countReportRows } from './support/seed-invoices.ts';

const { values: args } = benchArgs({
  invoices: { type: 'string', default: '10000' },
  runs: { type: 'string', default: '1' },
  // Also list every long task of each export.
  verbose: { type: 'boolean', default: false },
});
const INVOICES = Number(args.invoices);
const RUNS = Number(args.runs);

/** SPEC formats as the Export menu names them, with the time targets. */
const FORMATS = [
  { label: 'CSV', targetMs: 3_000 },
  { label: 'JSON', targetMs: 3_000 },
  { label: 'XML', targetMs: 3_000 },
  { label: 'HTML', targetMs: 3_000 },
  { label: 'Excel', targetMs: 10_000 },
  { label: 'PDF', targetMs: 10_000 },
] as const;
/** A main-thread block longer than this is felt as a frozen page (INP's "good" limit). */
const RESPONSIVE_MS = 200;

// Watches the page's main thread: every long task (> 50 ms) and every gap between frames.
// Also notes when the Export button turns from "Exporting n%" (fetching) to "Writing …".
const MONITOR = `(() => {
  const state = { running: false, longestTask: 0, longTasks: 0, longestGap: 0, lastFrame: 0, startedAt: 0, writingAt: 0, tasks: [] };
  new PerformanceObserver((list) => {
    if (!state.running) return;
    for (const entry of list.getEntries()) {
      state.longTasks += 1;
      state.longestTask = Math.max(state.longestTask, entry.duration);
      state.tasks.push([Math.round(entry.startTime - state.startedAt), Math.round(entry.duration)]);
    }
  }).observe({ type: 'longtask' });
  new MutationObserver(() => {
    if (state.running && !state.writingAt && /Writing /.test(document.body?.innerText ?? '')) state.writingAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  const frame = (time) => {
    if (state.running && state.lastFrame) state.longestGap = Math.max(state.longestGap, time - state.lastFrame);
    state.lastFrame = time;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.__exportBench = {
    start() { Object.assign(state, { running: true, longestTask: 0, longTasks: 0, longestGap: 0, lastFrame: 0, startedAt: performance.now(), writingAt: 0, tasks: [] }); },
    stop() {
      state.running = false;
      const fetchMs = state.writingAt ? state.writingAt - state.startedAt : 0;
      return { longestTask: state.longestTask, longTasks: state.longTasks, longestGap: state.longestGap, fetchMs, tasks: state.tasks };
    },
  };
})();`;

interface MainThread {
  longestTask: number;
  longTasks: number;
  longestGap: number;
  /** From the click to "Writing …": fetching every page. */
  fetchMs: number;
  /** Each long task: [start after the click, duration], in ms. */
  tasks: [number, number][];
}

const app = await startE2eApp();
try {
  const page = await app.newPage();
  await signUpAndSignIn(app, page, 'Bench');
  const created = await page.request.post('/api/Report', {
    data: { name: 'Benchmark report' },
    headers: { origin: app.baseUrl },
  });
  const report = (await created.json()) as { id: number; userId: string };

  // 10,000 invoices: 60 vendors, 12 categories, 8 currencies (two right-to-left, one without
  // decimals), a year of dates, tax numbers on a third, descriptions on half.
  const seedStart = performance.now();
  await app.query(
    `INSERT INTO invoices (user_id, report_id, name, date, vendor, amount, tax, tax_number1, tax_number2, category, currency, description)
     SELECT $1, $2, 'INV-' || lpad(g::text, 6, '0'), date '2026-01-01' + (g % 365),
            'Vendor ' || lpad((g % 60)::text, 2, '0') || ', Ltd.', round((random() * 10000)::numeric, 2), round((random() * 1900)::numeric, 2),
            CASE WHEN g % 3 = 0 THEN lpad((g * 7919 % 1000000000)::text, 9, '0') || 'RT0001' END,
            CASE WHEN g % 6 = 0 THEN '1' || lpad((g % 1000000000)::text, 9, '0') || 'TQ0001' END,
            (ARRAY['Travel','Office','Software','Meals','Hardware','Rent','Utilities','Marketing','Legal','Insurance','Training','Other'])[1 + g % 12],
            (ARRAY['USD','EUR','GBP','JPY','CAD','INR','SAR','ILS'])[1 + g % 8],
            CASE WHEN g % 2 = 0 THEN 'Monthly service, order ' || g || ' ("standard" plan)' END
       FROM generate_series(1, $3) AS g`,
    [report.userId, report.id, INVOICES],
  );
  await countReportRows(app, report.id);
  console.log(
    `seeded ${INVOICES.toLocaleString('en')} invoices in ${Math.round(performance.now() - seedStart)} ms`,
  );

  await page.addInitScript(MONITOR);
  await page.goto('/');
  await page.getByText(`of ${INVOICES}`).first().waitFor({ timeout: 60_000 });
  const section = page.getByRole('region', { name: 'Your Invoice Records' });

  async function exportOnce(
    label: string,
  ): Promise<{ ms: number; bytes: number; thread: MainThread }> {
    await section.getByRole('button', { name: 'Export', exact: true }).click();
    const item = page.getByRole('menuitem', { name: new RegExp(`^${label}\\b`) });
    await item.waitFor();
    await page.evaluate('window.__exportBench.start()');
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      item.click(),
    ]);
    const ms = performance.now() - started;
    const thread = await page.evaluate<MainThread>('window.__exportBench.stop()');
    const stream = await download.createReadStream();
    let bytes = 0;
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
    await section.getByRole('button', { name: 'Export', exact: true }).waitFor();
    return { ms, bytes, thread };
  }

  // One export of each kind first: the worker, the export chunks and the font are cached
  // afterwards, as on a user's second export (the first-time costs are printed apart).
  console.log('\nfirst export of each format (cold: chunks, worker and font downloaded):');
  for (const { label } of FORMATS) {
    const { ms } = await exportOnce(label);
    console.log(`  ${label.padEnd(5)} ${(ms / 1000).toFixed(2)} s`);
  }

  console.log(
    `\n${INVOICES.toLocaleString('en')} invoices, ${RUNS} run(s) per format, warm; main thread watched during each export\n`,
  );
  console.log(
    'format | time (s) | fetching | writing | target | within | file size | longest task | long tasks | longest frame gap | responsive',
  );
  console.log(
    '-------|----------|----------|---------|--------|--------|-----------|--------------|------------|-------------------|-----------',
  );
  for (const { label, targetMs } of FORMATS) {
    for (let run = 0; run < RUNS; run++) {
      const { ms, bytes, thread } = await exportOnce(label);
      console.log(
        [
          label.padEnd(6),
          (ms / 1000).toFixed(2).padStart(8),
          `${(thread.fetchMs / 1000).toFixed(2)} s`.padStart(8),
          `${((ms - thread.fetchMs) / 1000).toFixed(2)} s`.padStart(7),
          `< ${targetMs / 1000} s`.padStart(6),
          (ms < targetMs ? 'yes' : 'NO').padStart(6),
          `${(bytes / 1024 / 1024).toFixed(2)} MB`.padStart(9),
          `${Math.round(thread.longestTask)} ms`.padStart(12),
          String(thread.longTasks).padStart(10),
          `${Math.round(thread.longestGap)} ms`.padStart(17),
          (thread.longestTask < RESPONSIVE_MS && thread.longestGap < RESPONSIVE_MS
            ? 'yes'
            : 'NO'
          ).padStart(10),
        ].join(' | '),
      );
      if (args.verbose)
        console.log(`         long tasks [start, ms]: ${JSON.stringify(thread.tasks)}`);
    }
  }
  console.log(
    `\nresponsive: no main-thread task and no gap between frames of ${RESPONSIVE_MS} ms or more while exporting`,
  );
} finally {
  await app.stop();
}
