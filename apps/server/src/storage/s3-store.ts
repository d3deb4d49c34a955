import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
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

type Sdk = typeof S3;

/** The SDK and its client, made by the first call that needs them. */
type Connect = () => Promise<{ sdk: Sdk; client: S3.S3Client }>;

/** One area of the storage: the objects of the bucket under `keyPrefix`. */
function s3Store(connect: Connect, bucket: string, keyPrefix: string): ObjectStore {
  const keyOf = (key: string) => `${keyPrefix}${checkKey(key)}`;
  /** One PutObject; a stream's length must be given, the SDK cannot tell it. */
  async function putObject(key: string, content: { body: Buffer | Readable; size: number; md5: Buffer }, contentType: string) {
    const { sdk, client } = await connect();
    await answer(
      client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: content.body,
          ContentLength: content.size,
          ContentType: contentType,
          // The service refuses bytes that arrive other than they were sent.
          ContentMD5: content.md5.toString("base64"),
          Metadata: { [MD5_METADATA]: content.md5.toString("hex") },
        }),
      ),
    );
  }
  return {
    async put(key, bytes, contentType) {
      await putObject(key, { body: bytes, size: bytes.length, md5: createHash("md5").update(bytes).digest() }, contentType);
    },
    async putFile(key, file, contentType) {
      checkKey(key);
      const { size } = await fs.stat(file);
      // Read twice, its MD5 first (the service wants it before the bytes), never held whole.
      const md5 = createHash("md5");
      for await (const chunk of createReadStream(file)) md5.update(chunk as Buffer);
      await putObject(key, { body: createReadStream(file), size, md5: md5.digest() }, contentType);
    },
    async get(key, range) {
      const { sdk, client } = await connect();
      const object = await answer(
        client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(key), Range: range && `bytes=${range.start}-${range.end}` })),
      );
      if (!object) return undefined;
      // A range's answer counts the range; the object's size is after the slash of Content-Range.
      const size = object.ContentRange ? Number(object.ContentRange.split("/")[1]) : object.ContentLength;
      return { ...describe({ ...object, ContentLength: size }), body: object.Body as Readable };
    },
    async head(key) {
      const { sdk, client } = await connect();
      const object = await answer(client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) })));
      return object && describe(object);
    },
    async delete(keys) {
      const { sdk, client } = await connect();
      await Promise.all(keys.map((key) => answer(client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) })))));
    },
    async *list(prefix = "") {
      const { sdk, client } = await connect();
      let continuationToken: string | undefined;
      do {
        const page = await answer(
          client.send(
            new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: `${keyPrefix}${prefix}`, ContinuationToken: continuationToken }),
          ),
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

/**
 * The storage in an S3-compatible bucket: `<prefix>uploads/…` and `<prefix>private/…`. The AWS SDK
 * is loaded by the first call, not with the server: on disk storage it is never loaded (it held
 * about 19 MB of the process's memory, docs/performance.md).
 */
export function s3Storage(settings: S3Settings): Storage {
  let connection: ReturnType<Connect> | undefined;
  const connect: Connect = () => (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: s3Client(sdk, settings) })));
  return {
    uploads: s3Store(connect, settings.bucket, `${settings.prefix}uploads/`),
    private: s3Store(connect, settings.bucket, `${settings.prefix}private/`),
    description: `s3://${settings.bucket}/${settings.prefix}`,
    async ping() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    },
  };
}

function s3Client(sdk: Sdk, settings: S3Settings): S3.S3Client {
  return new sdk.S3Client({
    endpoint: settings.endpoint,
    // A service of its own (S3_ENDPOINT) often has no regions; the SDK wants one all the same.
    region: settings.region ?? (settings.endpoint ? "us-east-1" : undefined),
    forcePathStyle: settings.forcePathStyle,
    // Only the checksums S3 requires, and Content-MD5 on every write: S3-compatible services do not all know the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}
