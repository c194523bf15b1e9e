/**
 * Where uploaded PDFs (until their analysis ends) and page images live: a place every API and
 * worker machine can reach. Keys are chosen by the server (never by a client), e.g.
 * `uploads/<analysisId>.pdf` or `pages/<analysisId>/<n>.webp`.
 */
export interface BlobStorage {
  readonly kind: 'filesystem' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the blob; deleting a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached (health checks). */
  ping(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/._-]{0,250}$/;

/** Refuses keys that could leave the store's root or are not ours. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`Invalid storage key: ${key}`);
}
