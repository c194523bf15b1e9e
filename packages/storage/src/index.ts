import type { BlobStorage } from './blob-storage.js';
import { FilesystemStorage } from './filesystem-storage.js';
import { S3Storage, type S3StorageConfig } from './s3-storage.js';

export { assertKey, type BlobStorage } from './blob-storage.js';
export { FilesystemStorage } from './filesystem-storage.js';
export { S3Storage, type S3StorageConfig } from './s3-storage.js';

/** The storage variables (validated by the app's config/env.ts). */
export interface StorageEnv {
  STORAGE_DIR?: string | undefined;
  DATA_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX?: string | undefined;
}

/** S3 when S3_BUCKET is set, else files under STORAGE_DIR (default DATA_DIR/storage). */
export function storageFromEnv(env: StorageEnv): BlobStorage {
  return createBlobStorage({
    directory: env.STORAGE_DIR ?? `${env.DATA_DIR.replace(/\/+$/, '')}/storage`,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX,
        }
      : undefined,
  });
}

/** S3 when configured, else files under `directory`. */
export function createBlobStorage(options: {
  directory: string;
  s3?: S3StorageConfig;
}): BlobStorage {
  return options.s3 ? new S3Storage(options.s3) : new FilesystemStorage(options.directory);
}
