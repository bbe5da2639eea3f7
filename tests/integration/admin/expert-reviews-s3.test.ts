import { afterAll, describe, expect, it, vi } from "vitest";

// The order's zip read from an S3 bucket (s3rver): objects streamed from GetObject one at a time.
const s3 = await vi.hoisted(async () => (await import("../../helpers/s3-storage")).startS3Storage());

import crypto from "node:crypto";
import yauzl from "yauzl";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { expertReviewOrders, files } from "@/db/schema";
import { getObjectStore } from "@/lib/storage";
import { GET } from "@/app/api/v1/admin/expert-reviews/orders/[orderId]/files/download/route";
import { confirm, presign, textUpload, waitForIndex, type Upload } from "../../helpers/files";
import { createProject } from "../../helpers/workspace";
import { newAdmin, newUser } from "./support";

afterAll(() => s3.close());

const s3Put = (url: string, u: Upload) => fetch(url, { method: "PUT", headers: { "content-type": u.contentType }, body: Buffer.from(u.bytes) });

async function upload(token: string, projectId: string, u: Upload): Promise<string> {
  const [slot] = await presign(token, projectId, [u]);
  expect((await s3Put(slot!.uploadUrl, u)).status).toBe(200);
  expect((await confirm(token, projectId, slot!.fileId)).status).toBe(200);
  return slot!.fileId;
}

async function order(userId: string, projectId: string) {
  const [row] = await (await getDb())
    .insert(expertReviewOrders)
    .values({ userId, projectId, projectName: "S3", status: "PAID", amountCents: 1, currency: "cad", checkoutSessionId: `cs_${crypto.randomUUID()}` })
    .returning();
  return row!.id;
}

const download = (orderId: string, token: string) =>
  GET(new Request(`http://localhost:3000/api/v1/admin/expert-reviews/orders/${orderId}/files/download`, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({ orderId }),
  });

function entrySizes(bytes: Buffer): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, {}, (err, zip) => {
      if (err || !zip) return reject(err);
      const sizes = new Map<string, number>();
      zip.on("entry", (e: yauzl.Entry) => sizes.set(e.fileName, e.uncompressedSize));
      zip.on("end", () => resolve(sizes));
      zip.on("error", reject);
    });
  });
}

describe("the order's zip on S3", () => {
  it("holds every confirmed object, a large one included", async () => {
    const owner = await newUser();
    const admin = await newAdmin();
    const project = await createProject(owner.token);
    const big = textUpload("big.txt", "0123456789abcdef".repeat(150_000));
    await upload(owner.token, project.id, big);
    await upload(owner.token, project.id, textUpload("small.md", "# notes", "text/markdown"));
    const res = await download(await order(owner.user.id, project.id), admin.token);
    expect(res.status).toBe(200);
    const sizes = await entrySizes(Buffer.from(await res.arrayBuffer()));
    expect(Object.fromEntries(sizes)).toEqual({ "big.txt": big.bytes.length, "small.md": 7 });
  });

  it("breaks the stream, rather than answering a short zip, when an object is gone from the bucket", async () => {
    const owner = await newUser();
    const admin = await newAdmin();
    const project = await createProject(owner.token);
    const fileId = await upload(owner.token, project.id, textUpload("gone.txt", "soon deleted"));
    await waitForIndex(owner.token, project.id, fileId);
    const [row] = await (await getDb()).select().from(files).where(eq(files.id, fileId));
    await getObjectStore().delete(row!.objectKey);
    const res = await download(await order(owner.user.id, project.id), admin.token);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});
