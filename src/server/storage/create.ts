/**
 * The storage the configuration asks for: the S3 bucket when S3_BUCKET is set (the AWS SDK is
 * loaded only then), otherwise the folder DATA_DIR/uploads. Call `check()` before serving.
 */
import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, type Storage } from './storage';

export async function createStorage(config: Config): Promise<Storage> {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
  const { createS3Storage } = await import('./s3');
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
