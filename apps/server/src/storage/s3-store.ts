import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { unavailable } from "../errors.ts";
import { message } from "../i18n/messages.ts";
import { checkKey, type ObjectStore, type Storage, type StoredObject } from "./object-store.ts";

/** Where the objects are (S3_BUCKET and its companions); credentials come from the AWS SDK's standard chain. */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Ceph, a cloud's); AWS's own when absent. */
  endpoint: string | undefined;
  region: string | undefined;
  /** Addresses of the form `endpoint/bucket/key`, as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Put before every key (`site-a/`), to share a bucket. */
  prefix: string;
}

/** The metadata entry every object carries its MD5 in: S3's ETag is not one for encrypted or multipart objects. */
const MD5_METADATA = "md5";

/** How long the readiness check waits for the bucket. */
const PING_TIMEOUT_MS = 3000;

const isMissing = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The bucket's answer; a missing object is undefined, any other failure (the service away,
 * refused credentials) a 503 for the client. Not with the service's error as its `cause`: a
 * refused connection there would read as the database's outage (`databaseTrouble`).
 */
async function answer<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw unavailable(message("server.storageDown"));
  }
}

function describe(answer: { ContentLength?: number; LastModified?: Date; ETag?: string; Metadata?: Record<string, string> }): StoredObject {
  return {
    size: answer.ContentLength ?? 0,
    lastModified: answer.LastModified ?? new Date(0),
    etag: answer.ETag ?? `"${answer.ContentLength ?? 0}"`,
    md5: answer.Metadata?.[MD5_METADATA],
  };
}

/** One area of the storage: the objects of the bucket under `keyPrefix`. */
function s3Store(client: S3Client, bucket: string, keyPrefix: string): ObjectStore {
  const keyOf = (key: string) => `${keyPrefix}${checkKey(key)}`;
  return {
    async put(key, bytes, contentType) {
      const md5 = createHash("md5").update(bytes).digest();
      await answer(
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(key),
            Body: bytes,
            ContentType: contentType,
            // The service refuses bytes that arrive other than they were sent.
            ContentMD5: md5.toString("base64"),
            Metadata: { [MD5_METADATA]: md5.toString("hex") },
          }),
        ),
      );
    },
    async get(key, range) {
      const object = await answer(
        client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), Range: range && `bytes=${range.start}-${range.end}` })),
      );
      if (!object) return undefined;
      // A range's answer counts the range; the object's size is after the slash of Content-Range.
      const size = object.ContentRange ? Number(object.ContentRange.split("/")[1]) : object.ContentLength;
      return { ...describe({ ...object, ContentLength: size }), body: object.Body as Readable };
    },
    async head(key) {
      const object = await answer(client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) })));
      return object && describe(object);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => answer(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) })))));
    },
    async *list(prefix = "") {
      let continuationToken: string | undefined;
      do {
        const page = await answer(
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${keyPrefix}${prefix}`, ContinuationToken: continuationToken })),
        );
        for (const object of page?.Contents ?? []) {
          const key = object.Key?.slice(keyPrefix.length) ?? "";
          // Objects in "folders" below the area are none of the server's.
          if (key && !key.includes("/")) yield { key, size: object.Size ?? 0 };
        }
        continuationToken = page?.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}

/** The storage in an S3-compatible bucket: `<prefix>uploads/…` and `<prefix>private/…`. */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    // A service of its own (S3_ENDPOINT) often has no regions; the SDK wants one all the same.
    region: settings.region ?? (settings.endpoint ? "us-east-1" : undefined),
    forcePathStyle: settings.forcePathStyle,
    // Only the checksums S3 requires, and Content-MD5 on every write: S3-compatible services do not all know the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    uploads: s3Store(client, settings.bucket, `${settings.prefix}uploads/`),
    private: s3Store(client, settings.bucket, `${settings.prefix}private/`),
    description: `s3://${settings.bucket}/${settings.prefix}`,
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    },
  };
}
