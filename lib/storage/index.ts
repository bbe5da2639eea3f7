import { config } from "@/lib/config";
import { getLocalObjectStore } from "./local";
import { getS3ObjectStore } from "./s3";
import type { ObjectStore } from "./types";

export type { ObjectStore, PresignedUrl, StoredObject } from "./types";
export { ObjectTooLargeError } from "./validation";

/** The configured object store (STORAGE_DRIVER), one per process. */
export function getObjectStore(): ObjectStore {
  return config.storage.driver === "s3" ? getS3ObjectStore() : getLocalObjectStore();
}
