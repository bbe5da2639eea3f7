import { config } from "@/lib/config";

/**
 * The origins the browser sends presigned uploads to, for the pages' connect-src: the app itself
 * with the local driver (at APP_URL, which may differ from the address a page was opened at),
 * or the bucket's endpoint with S3.
 */
export function uploadOrigins(): string[] {
  if (config.storage.driver === "local") return [new URL(config.appUrl).origin];
  const { bucket, region, endpoint, forcePathStyle } = config.storage.s3;
  if (endpoint) {
    const url = new URL(endpoint);
    return [forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`];
  }
  // AWS: virtual-hosted URLs, or path-style ones for bucket names the SDK cannot put in a host.
  return [`https://${bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}
