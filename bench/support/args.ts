import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * A benchmark's command-line options. pnpm hands the '--' of `pnpm --filter … bench -- --runs 5`
 * on to the script, and after a '--' parseArgs reads every option as a positional, so it is dropped.
 */
export function benchArgs<const Options extends NonNullable<ParseArgsConfig['options']>>(
  options: Options,
  allowPositionals = false,
) {
  return parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options,
    allowPositionals,
  });
}
