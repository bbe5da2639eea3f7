import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

// An in-process S3 (s3rver) on 127.0.0.1 with one bucket, for the S3 driver's tests. It speaks
// enough of the protocol for real PUT/HEAD/GET/DELETE round trips; it does not enforce the signed
// content type and length, so those are tested on the local driver.

export const S3RVER_BUCKET = "test-bucket";
// s3rver's built-in account.
export const S3RVER_KEY = "S3RVER";

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver ships no types: load it through require with the little surface used here.
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export async function startS3rver() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "sred-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: S3RVER_BUCKET }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
