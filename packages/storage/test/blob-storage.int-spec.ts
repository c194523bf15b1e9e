import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilesystemStorage, S3Storage, type BlobStorage } from '../src/index.js';
import { S3Stub } from './s3-stub.js';

const stub = new S3Stub('billfold-test');
let directory: string;
const stores: Record<string, () => BlobStorage> = {};

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'billfold-storage-'));
  await stub.start();
  stores.filesystem = () => new FilesystemStorage(directory);
  stores.s3 = () =>
    new S3Storage({
      bucket: 'billfold-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${stub.port}`,
      accessKeyId: 'test',
      secretAccessKey: 'test',
      prefix: 'billfold',
    });
});
afterAll(async () => {
  await stub.stop();
  await rm(directory, { recursive: true, force: true });
});

describe.each(['filesystem', 's3'])('%s storage', (kind) => {
  it('puts, gets and deletes a blob; a missing one reads as null', async () => {
    const storage = stores[kind]!();
    const body = Buffer.from('%PDF-1.7 test bytes');
    await storage.ping();
    await storage.put('uploads/0b6d3e43-7c1e-4c8e-9d35-5a0d2f1c8a11.pdf', body, 'application/pdf');
    expect(await storage.get('uploads/0b6d3e43-7c1e-4c8e-9d35-5a0d2f1c8a11.pdf')).toEqual(body);
    await storage.delete('uploads/0b6d3e43-7c1e-4c8e-9d35-5a0d2f1c8a11.pdf');
    expect(await storage.get('uploads/0b6d3e43-7c1e-4c8e-9d35-5a0d2f1c8a11.pdf')).toBeNull();
    await storage.delete('uploads/never-there.pdf');
  });

  it('refuses keys that could leave its root', async () => {
    const storage = stores[kind]!();
    for (const key of ['../etc/passwd', '/abs/path', 'pages/../../x', 'UPPER/case', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /Invalid storage key/,
      );
    }
  });
});

it('writes files atomically under its root and the S3 keys under the prefix', async () => {
  await stores.filesystem!().put('pages/a/1.webp', Buffer.from('img'), 'image/webp');
  expect(await readdir(path.join(directory, 'pages', 'a'))).toEqual(['1.webp']);
  await stores.s3!().put('pages/a/1.webp', Buffer.from('img'), 'image/webp');
  expect(stub.objects.get('billfold/pages/a/1.webp')).toEqual({
    body: Buffer.from('img'),
    contentType: 'image/webp',
  });
});
