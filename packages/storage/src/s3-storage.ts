import type { S3Client } from '@aws-sdk/client-s3';
import { assertKey, type BlobStorage } from './blob-storage.js';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, …); unset for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (bucket in the path), which most S3-compatible stores need. */
  forcePathStyle?: boolean;
  /** Prefix of every key in the bucket. */
  prefix?: string;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Blobs in any S3-compatible object store. The AWS SDK (35 MiB resident once loaded) is imported
 * at the first call, so processes that store files on disk never load it.
 */
export class S3Storage implements BlobStorage {
  readonly kind = 's3';
  private connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;

  constructor(private readonly config: S3StorageConfig) {}

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (
        error instanceof sdk.NoSuchKey ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }),
    );
  }

  async ping(): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  close(): void {
    const connection = this.connection;
    this.connection = undefined;
    void connection?.then(
      ({ client }) => client.destroy(),
      () => undefined,
    );
  }

  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.config.region,
        endpoint: this.config.endpoint,
        forcePathStyle: this.config.forcePathStyle ?? Boolean(this.config.endpoint),
        credentials:
          this.config.accessKeyId && this.config.secretAccessKey
            ? { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey }
            : undefined,
        maxAttempts: 3,
        // Many S3-compatible stores reject the SDK's default trailing checksums (aws-chunked bodies).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  private keyOf(key: string): string {
    assertKey(key);
    return this.config.prefix ? `${this.config.prefix.replace(/\/+$/, '')}/${key}` : key;
  }
}
