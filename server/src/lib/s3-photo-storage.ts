import type { S3Client } from '@aws-sdk/client-s3';
import type { PhotoStorage } from './photo-storage';

export type S3PhotoStorageConfig = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Photo files in S3-compatible object storage. Objects stay private: the API is the only reader.
 * The SDK is loaded on first use, so runs on local disk never pay for it.
 */
export function createS3PhotoStorage(config: S3PhotoStorageConfig): PhotoStorage {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        // Not every S3-compatible service accepts the SDK's newer default (aws-chunked bodies with trailing checksums).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, content, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: content,
          ContentType: contentType,
          CacheControl: 'private, no-store',
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (
          error instanceof sdk.NoSuchKey ||
          (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
        )
          return undefined;
        throw error;
      }
    },
    async remove(keys) {
      const { sdk, client } = await connect();
      // One DeleteObject per key (a photo has two): works on every S3-compatible service, no batch XML needed.
      for (const Key of keys) await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
