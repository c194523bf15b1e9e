import { storageFromEnv, type BlobStorage } from '@billfold/storage';
import { Global, Module } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../config/api-config.js';

export const BLOB_STORAGE = Symbol('BLOB_STORAGE');

/** Uploaded PDFs (until their analysis ends) and page images. */
@Global()
@Module({
  providers: [
    {
      provide: BLOB_STORAGE,
      inject: [API_ENV],
      useFactory: (env: ApiEnv): BlobStorage => storageFromEnv(env),
    },
  ],
  exports: [BLOB_STORAGE],
})
export class StorageModule {}
