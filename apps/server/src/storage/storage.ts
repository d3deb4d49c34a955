import type { Config } from "../config.ts";
import { diskStorage } from "./disk-store.ts";
import type { Storage } from "./object-store.ts";
import { s3Storage } from "./s3-store.ts";

/** The configured storage (decision 0079): the S3 bucket S3_BUCKET names, else folders under DATA_DIR. */
export function openStorage(config: Pick<Config, "dataDir" | "s3">): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.dataDir);
}
