import type { S3Config } from '../../config';

/** The bucket's keys and sizes, for the archive's manifest when files live in S3 (the objects stay there: versioning or a sync keeps them, docs/operations.md). */
export function bucketLister(s3: S3Config): () => Promise<{ key: string; size: number }[]> {
  return async () => {
    const [{ ListObjectsV2Command }, { createS3Client }] = await Promise.all([import('@aws-sdk/client-s3'), import('../../plugins/storage-s3')]);
    const client = createS3Client(s3);
    const objects: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) objects.push({ key: o.Key, size: o.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  };
}
