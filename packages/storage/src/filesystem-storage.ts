import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { assertKey, type BlobStorage } from './blob-storage.js';

/** Blobs as files under one folder (the embedded default: `.data/storage`). Writes are atomic. */
export class FilesystemStorage implements BlobStorage {
  readonly kind = 'filesystem';

  constructor(private readonly root: string) {}

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write aside, then rename: a reader never sees half a file.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  private fileOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
