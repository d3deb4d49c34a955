import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll } from "vitest";

/** The bucket every test's S3 server holds. */
export const TEST_BUCKET = "lawfirm-test";

export interface TestS3Server {
  /** The server's settings as the environment gives them (S3_BUCKET and its companions). */
  environment: Record<string, string>;
  /** Stops answering (an outage); the objects stay. */
  stop(): Promise<void>;
  /** Answers again at the same address, with the same objects. */
  start(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver) with an empty bucket, for one test file; closed
 * after its tests. The AWS SDK finds its credentials in the environment, its standard chain's
 * first place.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-s3-"));
  process.env.AWS_ACCESS_KEY_ID = "S3RVER";
  process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  const open = (port: number) =>
    new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  let server: S3rver | undefined = open(0);
  const { port } = await server.run();
  afterAll(async () => {
    await server?.close();
    await fs.rm(directory, { recursive: true, force: true });
  });
  return {
    environment: { S3_BUCKET: TEST_BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: "1" },
    async stop() {
      await server?.close();
      server = undefined;
    },
    async start() {
      server = open(port);
      await server.run();
    },
  };
}

/** The storages the file operations' tests run on: local disk (the default) and an S3 bucket. */
export const TEST_STORAGES = ["disk", "s3"] as const;
export type TestStorage = (typeof TEST_STORAGES)[number];

/** The environment that selects `storage`: nothing for disk, a fresh S3 server's settings for s3. */
export async function storageEnvironment(storage: TestStorage): Promise<Record<string, string>> {
  return storage === "s3" ? (await startS3Server()).environment : {};
}
