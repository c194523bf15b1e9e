// Memory of a process tree: resident set sizes, and the physical pages the tree occupies with
// each page counted once. A sum of RSS counts every page a process shares with another once per
// process: the worker and its two renderers all map the same node executable (about 58 MiB of it
// resident in each), so their RSS sum overstates what they take by roughly twice that.
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

/** Resident memory (KiB) of one process (0 once it has ended). */
export function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process ids of a process's descendants. */
export function descendants(pid: number): number[] {
  try {
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return children.flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return []; // the process ended
  }
}

const PAGE_KB = 4;
const PFN_MASK = (1n << 55n) - 1n;

/**
 * The physical memory (KiB) of these processes together, each page counted once: the page frame
 * numbers of their resident pages from /proc/<pid>/pagemap. Null when this process may not read
 * frame numbers (they read as 0 without CAP_SYS_ADMIN).
 */
export function uniqueKb(pids: number[]): number | null {
  const frames = new Set<bigint>();
  let resident = 0;
  for (const pid of pids) {
    let smaps: string[];
    let fd: number;
    try {
      smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n');
      fd = openSync(`/proc/${pid}/pagemap`, 'r');
    } catch {
      continue; // the process ended
    }
    try {
      let range: [number, number] | null = null;
      for (const line of smaps) {
        const mapping = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
        if (mapping) {
          range = [parseInt(mapping[1]!, 16), parseInt(mapping[2]!, 16)];
          continue;
        }
        const rss = /^Rss:\s+(\d+)/.exec(line);
        if (!rss || !range || Number(rss[1]) === 0) continue;
        const pages = (range[1] - range[0]) / 4096;
        const entries = new BigUint64Array(pages);
        readSync(fd, new Uint8Array(entries.buffer), 0, pages * 8, (range[0] / 4096) * 8);
        for (const entry of entries) {
          if (entry >> 63n === 0n) continue; // not present
          resident++;
          frames.add(entry & PFN_MASK);
        }
      }
    } finally {
      closeSync(fd);
    }
  }
  if (resident > 0 && frames.size === 1 && frames.has(0n)) return null;
  return frames.size * PAGE_KB;
}
