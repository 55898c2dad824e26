/**
 * The storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through the official AWS SDK
 * v3 client, so every instance behind a load balancer reads the images any of them stored.
 * Objects are written with the same long, immutable cache lifetime /uploads/* answers with (keys
 * never change content), so a CDN or public bucket in front (S3_PUBLIC_URL) caches them as well.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError } from '../config';
import { assertSafeKey, keyUnder, type Storage, UPLOADS_PREFIX } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Unset for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own credential chain (environment, instance role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Images are linked from this base URL (a CDN or a public bucket) instead of /uploads/*. */
  publicUrl?: string;
}

/** The answer header of every stored image: keys are never reused, so caches may keep them. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export function createS3Storage(o: S3StorageOptions): Storage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials:
      o.accessKeyId && o.secretAccessKey
        ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
        : undefined,
    // Checksums only where the S3 API requires them: the SDK's newer default (a CRC32 on every
    // upload and download) is not understood by many S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails a request (and the start) instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const base = o.publicUrl?.replace(/\/+$/, '');
  const where = `"${o.bucket}" at ${o.endpoint ?? `AWS S3 (${o.region})`}`;
  const publicUrl = (key: string) => (base ? `${base}/${key}` : `${UPLOADS_PREFIX}${key}`);

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: o.bucket,
          Key: assertSafeKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
      return publicUrl(key);
    },
    async get(key) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: o.bucket, Key: assertSafeKey(key) }),
        );
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: res.ContentType ?? 'application/octet-stream',
          size: res.ContentLength,
          etag: res.ETag,
          lastModified: res.LastModified,
        };
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: assertSafeKey(key) }));
    },
    publicUrl,
    // URLs recorded before S3_PUBLIC_URL was set (or while the images were on disk) keep working.
    keyOf: (url) => keyUnder(url, base ? [`${base}/`, UPLOADS_PREFIX] : [UPLOADS_PREFIX]),
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: o.bucket }));
      } catch (err) {
        throw new ConfigError(`S3_BUCKET: the bucket ${where} cannot be used: ${reason(err)}`);
      }
    },
  };
}

function statusOf(err: unknown): number | undefined {
  return err instanceof S3ServiceException
    ? err.$metadata.httpStatusCode
    : (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** Why HeadBucket failed, in words an operator can act on (HEAD answers carry no error text). */
function reason(err: unknown): string {
  const status = statusOf(err);
  if (status === 404) return 'it does not exist (404)';
  if (status === 403 || status === 401) {
    return `access denied (${status}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy`;
  }
  if (status === 301 || status === 400) {
    return `the service refused the request (${status}): check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE`;
  }
  const e = err as { name?: string; code?: string; message?: string };
  const detail = [e.code ?? e.name, e.message].filter(Boolean).join(': ');
  return status ? `HTTP ${status} ${detail}` : detail || String(err);
}
