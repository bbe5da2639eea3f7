import "server-only";
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { getDb } from "@/db/client";
import { notFound } from "@/lib/errors";
import { listConfirmedFiles } from "@/lib/files/repo";
import { errorFields, log } from "@/lib/log";
import { getObjectStore } from "@/lib/storage";
import { getReviewableOrder } from "./orders-service";
import { zipEntryNames } from "./zip-names";

// Types that are compressed already: deflating them again costs CPU and saves nothing.
const STORED_AS_IS = new Set([
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "image/png",
  "image/jpeg",
]);

/**
 * A web stream pulled one chunk at a time from the Node stream, so the zip is only produced as
 * fast as the client reads it: memory stays constant whatever the files' total size.
 */
function pulledFrom(source: Readable): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value as Buffer));
      },
      async cancel(reason) {
        source.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The confirmed files of the order's project as one zip, streamed: each object is opened from
 * the store only when its entry is reached, one at a time.
 */
export async function orderFilesZip(orderId: string): Promise<{ filename: string; stream: ReadableStream<Uint8Array> }> {
  const order = await getReviewableOrder(orderId);
  if (!order.projectId) throw notFound("The order's project");
  const files = await listConfirmedFiles(await getDb(), { projectId: order.projectId, ownerId: order.userId });
  const store = getObjectStore();
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A failed read after the answer started can only end the stream: the client sees it broken.
  zip.on("error", (err: unknown) => {
    log.error("expert review zip failed", { orderId, ...errorFields(err) });
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  const names = zipEntryNames(files.map((f) => f.originalFilename));
  files.forEach((file, i) => {
    const options = { mtime: file.uploadedAt ?? file.createdAt, size: file.fileSize, compress: !STORED_AS_IS.has(file.contentType) };
    zip.addReadStreamLazy(names[i]!, options, (done) => {
      store.stream(file.objectKey).then(
        (stream) => (stream ? done(null, stream) : done(new Error(`object missing for file ${file.id}`), undefined as never)),
        (err: unknown) => done(err, undefined as never),
      );
    });
  });
  zip.end();
  return { filename: `expert-review-${order.projectName}.zip`, stream: pulledFrom(output) };
}
