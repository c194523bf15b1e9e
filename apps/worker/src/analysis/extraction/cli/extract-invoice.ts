// `pnpm --silent extract -- FILE.pdf`: the fields of one invoice as one JSON object on stdout,
// read by the worker's own local engine (e-invoice XML, text layer, OCR for scans). Nothing else
// is written to stdout; errors go to stderr with exit code 1.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startLocalEngine } from '../local/local-engine.js';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 1 || !args[0]) {
  process.stderr.write('Usage: pnpm --silent extract -- FILE.pdf\n');
  process.exit(2);
}
const file = path.resolve(args[0]);
let pdf: Uint8Array;
try {
  pdf = new Uint8Array(await readFile(file));
} catch (error) {
  process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`);
  process.exit(1);
}

const engine = await startLocalEngine();
try {
  const { invoice, evidence, flags, pageCount } = await engine.extract(pdf, path.basename(file));
  const output = {
    invoiceNumber: invoice.invoiceNumber,
    date: invoice.date,
    vendor: invoice.vendor,
    amount: invoice.amount,
    taxAmount: invoice.taxAmount,
    total: invoice.total,
    currency: invoice.currency,
    taxNumber1: invoice.taxNumber1,
    taxNumber2: invoice.taxNumber2,
    taxNumber3: invoice.taxNumber3,
    pageCount,
    evidence,
    flags,
  };
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
} catch (error) {
  process.stderr.write(`Could not extract ${file}: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await engine.close();
}
