import { startS3rver, S3RVER_BUCKET, S3RVER_KEY } from "../fakes/s3rver";

/**
 * Starts s3rver and names it as the S3 driver's bucket. The settings are read once, on the first
 * import of the app's modules, so a test file calls this inside `vi.hoisted`, through a dynamic
 * import: `await vi.hoisted(async () => (await import("../../helpers/s3-storage")).startS3Storage())`.
 */
export async function startS3Storage() {
  const server = await startS3rver();
  process.env.STORAGE_DRIVER = "s3";
  process.env.S3_BUCKET = S3RVER_BUCKET;
  process.env.S3_ENDPOINT = server.endpoint;
  process.env.S3_REGION = "us-east-1";
  process.env.S3_FORCE_PATH_STYLE = "true";
  process.env.S3_ACCESS_KEY_ID = S3RVER_KEY;
  process.env.S3_SECRET_ACCESS_KEY = S3RVER_KEY;
  return server;
}
