import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { AppError } from '../lib/errors';
import { assertSafeKey, storageFull, type Storage } from './storage-core';

/**
 * The same Storage on an S3-compatible store (AWS S3, MinIO, Ceph, Garage, s3rver) through the
 * official SDK. Objects are read back through the app (GET /storage/*) with the local driver's
 * cache headers, so pages keep their URLs whichever store holds the files.
 */
export type S3Settings = S3Config;

export function createS3Client(s: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    // The SDK's default checksums store streamed uploads with their chunk framing on stores that
    // do not know them (measured on s3rver: 100,000 bytes became 100,045); only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that is down must fail an upload in seconds, not hang it.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
  };
  if (s.endpoint) config.endpoint = s.endpoint;
  if (s.accessKeyId && s.secretAccessKey) config.credentials = { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey };
  return new S3Client(config);
}

interface SdkError {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

/** The object is not there (as opposed to the store being unreachable). */
export function isMissing(err: unknown): boolean {
  const e = err as SdkError;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.Code === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function isFull(err: unknown): boolean {
  const e = err as SdkError;
  return e?.$metadata?.httpStatusCode === 507 || /StorageFull|QuotaExceeded|InsufficientStorage/i.test(`${e?.name ?? ''} ${e?.Code ?? ''}`);
}

export const storageUnavailable = () =>
  new AppError(503, 'STORAGE_UNAVAILABLE', 'The file store is not answering. Please try again in a minute.', undefined, { 'retry-after': '30' });

export interface S3Object {
  body: Buffer;
  contentType: string | null;
  etag: string | null;
}

export interface S3Storage extends Storage {
  /** An object with its type, or null when the bucket does not have it; throws STORAGE_UNAVAILABLE when the store is down. */
  read(key: string): Promise<S3Object | null>;
}

export function createS3Storage(client: S3Client, bucket: string, options: { prefix?: string; urlPrefix?: string } = {}): S3Storage {
  const prefix = options.prefix ?? '';
  const urlPrefix = options.urlPrefix ?? '/storage';
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  const read = async (key: string): Promise<S3Object | null> => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!out.Body) return null;
      return { body: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType ?? null, etag: out.ETag ?? null };
    } catch (err) {
      if (isMissing(err)) return null;
      throw storageUnavailable();
    }
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: data,
            ContentType: contentType,
            ContentLength: data.length,
            // Stored objects never change under the same key (new uploads get new keys).
            CacheControl: 'public, max-age=2592000, immutable',
          }),
        );
      } catch (err) {
        // A bucket out of space or over its quota (MinIO: 507 XMinioStorageFull) is full, not down.
        throw isFull(err) ? storageFull() : storageUnavailable();
      }
      return { key, url: `${urlPrefix}/${key}` };
    },
    read,
    async get(key) {
      return (await read(key))?.body ?? null;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw storageUnavailable();
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${urlPrefix}/${key}`;
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (err) {
        if (!isMissing(err)) throw storageUnavailable();
      }
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
