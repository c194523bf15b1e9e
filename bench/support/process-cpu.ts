// CPU time of processes and process trees, from Linux /proc: what the benchmarks use to say where
// the cores went, beside their wall-clock figures (on a shared machine, wall time also measures
// the neighbours).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { descendants } from './process-memory.ts';

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * User + system CPU time of a process so far, ms, with that of its children it has already
 * waited for (a renderer that was replaced); 0 once the process has ended or cannot be read.
 */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14 to 17 of stat(5), 11 to 14 after the name.
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU time (ms) of a process and of all its living descendants (a worker and its renderers). */
export function treeCpuMs(pid: number): number {
  return [pid, ...descendants(pid)].reduce((sum, each) => sum + processCpuMs(each), 0);
}

/** CPU time (ms) of this process so far, all its threads. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
