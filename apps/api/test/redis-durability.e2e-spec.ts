import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './support/api-harness.js';
import { freePort } from '@billfold/test-support/ports';

const redisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServer && process.env.CI)
  throw new Error('redis-server is not on PATH; CI needs it for this test.');

// A Redis of this test's own (the shared one must keep noeviction while other tests use it).
describe.skipIf(!redisServer)('the API against a Redis that may evict keys', () => {
  let dir: string;
  let url: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'billfold-evicting-redis-'));
    const port = await freePort();
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--dir',
        dir,
        '--maxmemory-policy',
        'allkeys-lru',
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    stop = async () => {
      child.kill('SIGTERM');
      await exited;
    };
    url = `redis://127.0.0.1:${port}`;
    for (
      let attempt = 0;
      attempt < 50 &&
      spawnSync('redis-cli', ['-u', url, 'PING']).stdout?.toString().trim() !== 'PONG';
      attempt++
    )
      await sleep(100);
  });
  afterAll(async () => {
    await stop?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses to start, naming the policy (SECURITY.md 29)', async () => {
    await expect(startApi({ REDIS_URL: url }, { catchMail: false })).rejects.toThrow(
      /maxmemory-policy "allkeys-lru"; the job queue needs "noeviction"/,
    );
  });
});
