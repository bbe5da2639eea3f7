import crypto from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import yauzl from "yauzl";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { expertReviewOrders, messages, runs, users, type ExpertReviewOrderStatus } from "@/db/schema";
import { getObjectStore } from "@/lib/storage";
import { runTask } from "@/lib/worker/engine";
import { api, call } from "../../helpers/api";
import { textUpload, uploadFile } from "../../helpers/files";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";
import { expectDocumented } from "../openapi/conformance";
import { auditEntries, newAdmin, newUser } from "./support";

const BASE = "/api/v1/admin/expert-reviews/orders";
let token: string;
let owner: Awaited<ReturnType<typeof newUser>>;
let project: Awaited<ReturnType<typeof createProject>>;

beforeAll(async () => {
  token = (await newAdmin()).token;
  owner = await newUser({ fullName: "Olive Owner" });
  // Room for the many projects below.
  await (await getDb()).update(users).set({ membershipTier: "ENTERPRISE" }).where(eq(users.id, owner.user.id));
  project = await createProject(owner.token, { name: "Codec", fiscalYear: "2025" });
});

async function newOrder(status: ExpertReviewOrderStatus = "PAID", projectId: string | null = project.id) {
  const [row] = await (await getDb())
    .insert(expertReviewOrders)
    .values({
      userId: owner.user.id,
      projectId,
      projectName: "Codec",
      status,
      notes: "Please look at line 244",
      amountCents: 49_900,
      currency: "cad",
      checkoutSessionId: `cs_test_${crypto.randomUUID()}`,
      paidAt: status === "PENDING_PAYMENT" ? null : new Date(),
    })
    .returning();
  return row!;
}

const move = async (orderId: string, status: string) =>
  expectDocumented("patch", `${BASE}/{orderId}/status`, await api.patch(`${BASE}/${orderId}/status`, { status }, { token }));

function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, string>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("listing and reading orders", () => {
  it("pages every user's orders newest first in the envelope, filtered by status", async () => {
    const pending = await newOrder("PENDING_PAYMENT");
    const paid = await newOrder("PAID");
    const res = expectDocumented("get", BASE, await api.get(`${BASE}?size=1`, { token }));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ number: 0, size: 1, totalPages: res.json.data.totalElements });
    expect(res.json.data.content[0].id).toBe(paid.id);
    const filtered = await api.get(`${BASE}?status=PENDING_PAYMENT&size=200`, { token });
    expect(filtered.json.data.content.map((o: { id: string }) => o.id)).toContain(pending.id);
    expect(filtered.json.data.content.every((o: { status: string }) => o.status === "PENDING_PAYMENT")).toBe(true);
    expect((await api.get(`${BASE}?status=LOST`, { token })).status).toBe(400);
  });

  it("answers an order with its user and project, 404 when missing", async () => {
    const order = await newOrder();
    const res = expectDocumented("get", `${BASE}/{orderId}`, await api.get(`${BASE}/${order.id}`, { token }));
    expect(res.json.data).toMatchObject({
      id: order.id,
      status: "PAID",
      amountCents: 49_900,
      user: { id: owner.user.id, email: owner.email, fullName: "Olive Owner" },
      project: { id: project.id, name: "Codec", fiscalYear: "2025" },
    });
    const missing = expectDocumented("get", `${BASE}/{orderId}`, await api.get(`${BASE}/${MISSING_ID}`, { token }));
    expect(missing.status).toBe(404);
    expect((await api.get(`${BASE}/nope`, { token })).status).toBe(400);
  });
});

describe("status moves", () => {
  it("allows PAID→IN_REVIEW→COMPLETED, audited, and refuses the rest with 409", async () => {
    const order = await newOrder("PAID");
    const review = await move(order.id, "IN_REVIEW");
    expect(review.status).toBe(200);
    expect(review.json.data.status).toBe("IN_REVIEW");
    expect((await move(order.id, "PAID")).status).toBe(409);
    expect((await move(order.id, "CANCELED")).status).toBe(409);
    expect((await move(order.id, "COMPLETED")).json.data.status).toBe("COMPLETED");
    const stuck = await move(order.id, "IN_REVIEW");
    expect(stuck.status).toBe(409);
    expect(stuck.json.error.code).toBe("CONFLICT");
    const entries = await auditEntries(order.id);
    expect(entries.map((e) => e.action)).toEqual(["ORDER_STATUS_UPDATE", "ORDER_STATUS_UPDATE"]);
    expect(entries.at(-1)).toMatchObject({ before: { status: "PAID" }, after: { status: "IN_REVIEW" } });
  });

  // Canceling a PENDING_PAYMENT order closes its Stripe checkout: expert-reviews-cancel.test.ts.
  it("cancels PAID orders, and moves PENDING_PAYMENT and CANCELED nowhere else", async () => {
    expect((await move((await newOrder("PAID")).id, "CANCELED")).json.data.status).toBe("CANCELED");
    expect((await move((await newOrder("PENDING_PAYMENT")).id, "PAID")).status).toBe(409);
    expect((await move((await newOrder("PENDING_PAYMENT")).id, "IN_REVIEW")).status).toBe(409);
    const canceled = await newOrder("CANCELED");
    expect((await move(canceled.id, "PAID")).status).toBe(409);
  });

  it("validates the body and answers 404 for a missing order", async () => {
    const order = await newOrder();
    expect((await move(order.id, "DONE")).status).toBe(400);
    expect((await move(MISSING_ID, "IN_REVIEW")).status).toBe(404);
  });
});

describe("the project's files as a zip", () => {
  it("streams every confirmed file under its own (unique) name", async () => {
    const zipProject = await createProject(owner.token, { name: "Zipped" });
    await uploadFile(owner.token, zipProject.id, textUpload("notes.txt", "first day of trials"));
    await uploadFile(owner.token, zipProject.id, textUpload("notes.txt", "second notes, same name"));
    await uploadFile(owner.token, zipProject.id, textUpload("data.csv", "a,b\n1,2\n", "text/csv"));
    // A pending upload is not part of the project's evidence.
    await api.post(
      `/api/v1/projects/${zipProject.id}/files/presign`,
      { files: [{ filename: "pending.txt", contentType: "text/plain", fileSize: 5 }] },
      { token: owner.token },
    );
    const order = await newOrder("PAID", zipProject.id);
    const res = await call("GET", `${BASE}/${order.id}/files/download`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("expert-review-Zipped.zip");
    const raw = await fetchZip(order.id);
    const entries = await unzip(raw);
    expect([...entries.keys()].sort()).toEqual(["data.csv", "notes (2).txt", "notes.txt"]);
    expect([...entries.values()].sort()).toEqual(["a,b\n1,2\n", "first day of trials", "second notes, same name"].sort());
  });

  it("opens each object only when the client reads that far", async () => {
    const lazyProject = await createProject(owner.token, { name: "Lazy" });
    for (const n of [1, 2, 3]) await uploadFile(owner.token, lazyProject.id, textUpload(`f${n}.txt`, "x".repeat(200_000)));
    const order = await newOrder("PAID", lazyProject.id);
    const store = getObjectStore();
    const spy = vi.spyOn(store, "stream");
    const { GET } = await import("@/app/api/v1/admin/expert-reviews/orders/[orderId]/files/download/route");
    const req = new Request(`http://localhost:3000${BASE}/${order.id}/files/download`, { headers: { authorization: `Bearer ${token}` } });
    const res = await GET(req, { params: Promise.resolve({ orderId: order.id }) });
    const reader = res.body!.getReader();
    await reader.read();
    expect(spy.mock.calls.length).toBeLessThan(3);
    await reader.cancel();
    spy.mockRestore();
  });

  it("is an empty zip for a project without files, and 404 for a missing order or a deleted project", async () => {
    const empty = await createProject(owner.token, { name: "Empty" });
    const entries = await unzip(await fetchZip((await newOrder("PAID", empty.id)).id));
    expect(entries.size).toBe(0);
    const missing = expectDocumented(
      "get",
      `${BASE}/{orderId}/files/download`,
      await api.get(`${BASE}/${MISSING_ID}/files/download`, { token }),
    );
    expect(missing.status).toBe(404);
    expect((await api.get(`${BASE}/${(await newOrder("PAID", null)).id}/files/download`, { token })).status).toBe(404);
  });
});

describe("the client's files before payment", () => {
  it("answers 409 for the zip and the T661 of a PENDING_PAYMENT or CANCELED order", async () => {
    for (const status of ["PENDING_PAYMENT", "CANCELED"] as const) {
      const order = await newOrder(status);
      for (const [template, url] of [
        [`${BASE}/{orderId}/files/download`, `${BASE}/${order.id}/files/download`],
        [`${BASE}/{orderId}/t661/latest`, `${BASE}/${order.id}/t661/latest`],
      ] as const) {
        const res = expectDocumented("get", template, await api.get(url, { token }));
        expect(res.status, `${status} ${url}`).toBe(409);
        expect(res.json.error.code).toBe("CONFLICT");
      }
    }
    for (const status of ["PAID", "IN_REVIEW", "COMPLETED"] as const) {
      expect((await call("GET", `${BASE}/${(await newOrder(status)).id}/files/download`, { token })).status, status).toBe(200);
    }
  });
});

async function fetchZip(orderId: string): Promise<Buffer> {
  const { GET } = await import("@/app/api/v1/admin/expert-reviews/orders/[orderId]/files/download/route");
  const req = new Request(`http://localhost:3000${BASE}/${orderId}/files/download`, { headers: { authorization: `Bearer ${token}` } });
  const res = await GET(req, { params: Promise.resolve({ orderId }) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("the latest T661", () => {
  it("answers the newest succeeded T661 run's result, 404 when the project has none", async () => {
    const t661Project = await createProject(owner.token, { name: "Drafted" });
    const order = await newOrder("IN_REVIEW", t661Project.id);
    const none = expectDocumented("get", `${BASE}/{orderId}/t661/latest`, await api.get(`${BASE}/${order.id}/t661/latest`, { token }));
    expect(none.status).toBe(404);

    const session = await createSession(owner.token, t661Project.id, "T661_GEN");
    const result = await runTask({
      taskId: crypto.randomUUID(),
      type: "T661",
      projectId: t661Project.id,
      sessionId: session.id,
      userId: owner.user.id,
      input: "We could not reach 2 ms latency with known codecs, so we built an adaptive delta model and measured it.",
      project: { name: "Drafted", fiscalYear: "2025", description: null },
      history: [],
      files: [],
      codehost: null,
    });
    const db = await getDb();
    const [run] = await db
      .insert(runs)
      .values({ sessionId: session.id, userId: owner.user.id, type: "T661", status: "SUCCEEDED", input: "x", historyLimit: 0, finishedAt: new Date() })
      .returning();
    await db.insert(messages).values({ sessionId: session.id, role: "ASSISTANT", content: result.markdown, payload: result, runId: run!.id });
    await db
      .insert(runs)
      .values({ sessionId: session.id, userId: owner.user.id, type: "T661", status: "FAILED", input: "later, failed", historyLimit: 0 });

    const res = expectDocumented("get", `${BASE}/{orderId}/t661/latest`, await api.get(`${BASE}/${order.id}/t661/latest`, { token }));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ runId: run!.id, sessionId: session.id, result: { type: "T661", status: "succeeded" } });
    expect(res.json.data.result.output.lines["242"]).toBeDefined();
    expect((await api.get(`${BASE}/${MISSING_ID}/t661/latest`, { token })).status).toBe(404);
    await db.delete(expertReviewOrders).where(eq(expertReviewOrders.id, order.id));
  });
});
