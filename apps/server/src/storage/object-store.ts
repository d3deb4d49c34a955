import { createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** What a store knows of an object without reading it. */
export interface StoredObject {
  size: number;
  lastModified: Date;
  /** A strong entity tag, quoted, that changes whenever the bytes do. */
  etag: string;
  /** The bytes' MD5 in hex when the store knows it without reading them (S3's ETag of a single-part upload); else undefined. */
  md5: string | undefined;
}

/** The bytes `start` to `end` of an object, both included (an HTTP `Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object being read: what the store knows of it and its bytes (those of the range asked for). */
export interface ObjectBody extends StoredObject {
  body: Readable;
}

/** One object of a listing. */
export interface ListedObject {
  key: string;
  size: number;
}

/**
 * One area of the file storage (docs/decisions/0079-object-storage.md): a flat set of objects by
 * key, on local disk or in an S3-compatible bucket. Keys are names of letters, digits, `.`, `_`
 * and `-` (no folders); every file operation of the server goes through this interface.
 */
export interface ObjectStore {
  /** Writes an object whole: a reader sees either the old bytes or the new ones, never half a file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Writes an object whole from a file, never holding its bytes (decision 0126): the disk store
   * moves the file into place (a copy across file systems), the S3 store streams it. The file is
   * the caller's temporary one: it may be gone afterwards, and the caller removes it if it is not.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Streams an object, or the range of it asked for; undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<ObjectBody | undefined>;
  head(key: string): Promise<StoredObject | undefined>;
  /** Deletes the objects; a key that names none is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix` (all of them without one), in no particular order. */
  list(prefix?: string): AsyncIterable<ListedObject>;
}

/**
 * The server's file storage: `uploads`, served at /api/upload/ (the uploads, their width variants
 * and the icon library), and `private`, never served at a public address (for files only the back
 * office may read).
 */
export interface Storage {
  uploads: ObjectStore;
  private: ObjectStore;
  /** Where the files are, for logs and commands: a folder or `s3://bucket/prefix`. */
  description: string;
  /** Rejects when the storage cannot be reached (readiness). */
  ping(): Promise<void>;
}

/** The storage areas, by name, in the order backups list them. */
export const STORAGE_AREAS = ["uploads", "private"] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

/** Refuses a key that could name something outside its area (a path, `..`, a temporary file's name). */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.endsWith(".part")) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Writes an object's bytes to `file` as they arrive; false when there is no such object. */
export async function copyObjectToFile(store: ObjectStore, key: string, file: string): Promise<boolean> {
  const object = await store.get(key);
  if (!object) return false;
  await pipeline(object.body, createWriteStream(file));
  return true;
}

/** Reads a whole object into memory (an upload is at most UPLOAD_MAX_MB); undefined when there is none. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | undefined> {
  const object = await store.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
