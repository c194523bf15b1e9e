import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisReachable } from '../../src/testing/index.js';
import { freePort } from '@billfold/test-support/ports';

/** Whether a redis-server binary is on PATH (to start a private, specially configured Redis). */
export const redisServerAvailable = spawnSync('redis-server', ['--version']).status === 0;

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A Redis of the test's own on a free loopback port, started with the given settings (the shared
 * one must not be reconfigured: other tests use it at the same time).
 */
export async function startPrivateRedis(settings: Record<string, string>): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'billfold-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir];
  for (const [name, value] of Object.entries(settings)) args.push(`--${name}`, value);
  const child: ChildProcess = spawn('redis-server', args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let tries = 0; !(await redisReachable(url, 500)); tries++) {
    if (tries > 40 || child.exitCode !== null) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, stop };
}
