import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  /** Resident set size now. */
  rssBytes: number;
  /** The highest resident set size the process has had. */
  peakRssBytes: number;
}

function field(status: string, name: string): number | undefined {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : undefined;
}

/**
 * The memory of another process, read from outside (/proc, Linux): it works while that process
 * is stuck in a loop. Undefined where /proc is missing or the process has gone.
 */
export function readProcessMemory(pid: number): ProcessMemory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const rssBytes = field(status, 'VmRSS');
  const peakRssBytes = field(status, 'VmHWM');
  return rssBytes === undefined || peakRssBytes === undefined
    ? undefined
    : { rssBytes, peakRssBytes };
}
