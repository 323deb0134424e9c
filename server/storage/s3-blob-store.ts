import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { BlobNotFoundError, type BlobStore } from './blob-store.ts';
import type { S3StorageConfig } from './storage-config.ts';

/** S3 answers a single DeleteObjects call with at most this many keys. */
const DELETE_BATCH = 1000;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...). Uploads are staged on the local disk
 * first, where size and type are checked, and sent as one PUT with a known length: S3 writes are atomic per key.
 */
export async function createS3BlobStore(config: S3StorageConfig, stagingDir: string): Promise<BlobStore> {
  await rm(stagingDir, { recursive: true, force: true });
  await mkdir(stagingDir, { recursive: true, mode: 0o700 });
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // The SDK's default CRC checksums send bodies as aws-chunked with trailers, which many S3-compatible services
    // (older MinIO, Ceph, emulators) store verbatim; ask for checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const prefixed = (key: string) => (config.keyPrefix ? `${config.keyPrefix}/${key}` : key);

  return {
    kind: 's3',
    stagingDir,
    async putFile(key, stagedPath, meta) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: prefixed(key),
            Body: createReadStream(stagedPath),
            ContentLength: meta.size,
            ContentType: meta.contentType,
          }),
        );
      } finally {
        await rm(stagedPath, { force: true });
      }
    },
    async putBytes(key, bytes, meta) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: prefixed(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: meta.contentType,
        }),
      );
    },
    async read(key, range) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: config.bucket,
            Key: prefixed(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!result.Body) throw new BlobNotFoundError(key);
        return result.Body instanceof Readable
          ? result.Body
          : Readable.fromWeb(result.Body.transformToWebStream() as NodeWebReadableStream);
      } catch (error) {
        if (isNotFound(error)) throw new BlobNotFoundError(key);
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: config.bucket,
            Key: prefixed(toKey),
            CopySource: `${config.bucket}/${encodeURIComponent(prefixed(fromKey)).replace(/%2F/g, '/')}`,
          }),
        );
      } catch (error) {
        if (isNotFound(error)) throw new BlobNotFoundError(fromKey);
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: config.bucket,
            Delete: { Objects: batch.map((key) => ({ Key: prefixed(key) })), Quiet: true },
          }),
        );
        const failed = (result.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(
            `S3 refused to delete ${failed.length} blobs: ${failed[0]?.Code} ${failed[0]?.Message}`,
          );
        }
      }
    },
  };
}
