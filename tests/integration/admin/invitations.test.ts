import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.REGISTRATION_MODE = "invite";
});

import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invitationCodes } from "@/db/schema";
import { api } from "../../helpers/api";
import { uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { expectDocumented } from "../openapi/conformance";
import { auditEntries, newAdmin } from "./support";

const BASE = "/api/v1/admin/invitations";
let admin: Awaited<ReturnType<typeof newAdmin>>;
let token: string;

beforeAll(async () => {
  admin = await newAdmin();
  token = admin.token;
});

const register = (invitationCode: string) =>
  api.post("/api/v1/auth/register", { email: uniqueEmail(), password: "long enough pw", invitationCode }, { ip: uniqueIp() });

async function createCode(query = "") {
  const res = expectDocumented("post", BASE, await api.post(`${BASE}${query}`, undefined, { token }));
  expect(res.status, res.text).toBe(201);
  return res.text;
}

describe("creating invitation codes", () => {
  it("answers one raw text/plain code of 12+ characters, by the caller by default, valid 30 days", async () => {
    const code = await createCode();
    expect(code.length).toBeGreaterThanOrEqual(12);
    const res = expectDocumented("get", `${BASE}/{code}`, await api.get(`${BASE}/${code}`, { token }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code, status: "ACTIVE", createdBy: admin.email, usedBy: null, usedAt: null });
    const days = (Date.parse(res.json.expiresAt) - Date.parse(res.json.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 1);
    const [entry] = await auditEntries(code);
    expect(entry).toMatchObject({ action: "INVITATION_CREATE", actorEmail: admin.email, before: null });
  });

  it("records the createdBy given", async () => {
    const code = await createCode("?createdBy=partner%40example.com");
    expect((await api.get(`${BASE}/${code}`, { token })).json.createdBy).toBe("partner@example.com");
  });

  it("makes a batch of count distinct codes, 1..100", async () => {
    const res = expectDocumented("post", `${BASE}/batch`, await api.post(`${BASE}/batch?count=5`, undefined, { token }));
    expect(res.status).toBe(201);
    expect(res.json).toHaveLength(5);
    expect(new Set(res.json).size).toBe(5);
    expect((await api.post(`${BASE}/batch?count=100`, undefined, { token })).json).toHaveLength(100);
    for (const count of ["0", "101", "-1", "two", "1.5"]) {
      const bad = expectDocumented("post", `${BASE}/batch`, await api.post(`${BASE}/batch?count=${count}`, undefined, { token }));
      expect(bad.status, count).toBe(400);
      expect(bad.json.error.details[0].path).toBe("count");
    }
  });
});

describe("registration in invite mode with an admin's code", () => {
  it("consumes a code once and shows who used it", async () => {
    const code = await createCode();
    const first = await register(code);
    expect(first.status, first.text).toBe(201);
    expect((await register(code)).status).toBe(400);
    const res = await api.get(`${BASE}/${code}`, { token });
    expect(res.json).toMatchObject({ status: "USED", usedBy: first.json.user.email });
    expect(res.json.usedAt).not.toBeNull();
  });

  it("refuses revoked and expired codes", async () => {
    const revoked = await createCode();
    const del = expectDocumented("delete", `${BASE}/{code}`, await api.delete(`${BASE}/${revoked}`, { token }));
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    expect((await register(revoked)).status).toBe(400);

    const expired = await createCode();
    await (await getDb())
      .update(invitationCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitationCodes.code, expired));
    expect((await api.get(`${BASE}/${expired}`, { token })).json.status).toBe("EXPIRED");
    expect((await register(expired)).status).toBe(400);
  });
});

describe("revoking", () => {
  it("is 404 for an unknown code, 409 for a used one, and a no-op the second time", async () => {
    const unknown = expectDocumented("delete", `${BASE}/{code}`, await api.delete(`${BASE}/no-such-code`, { token }));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe("NOT_FOUND");
    const used = await createCode();
    expect((await register(used)).status).toBe(201);
    const conflict = expectDocumented("delete", `${BASE}/{code}`, await api.delete(`${BASE}/${used}`, { token }));
    expect(conflict.status).toBe(409);
    const code = await createCode();
    expect((await api.delete(`${BASE}/${code}`, { token })).status).toBe(204);
    expect((await api.delete(`${BASE}/${code}`, { token })).status).toBe(204);
    const [entry] = await auditEntries(code);
    expect(entry).toMatchObject({ action: "INVITATION_REVOKE", before: { status: "ACTIVE" }, after: { status: "REVOKED" } });
    expect(await auditEntries(code)).toHaveLength(2);
  });

  it("answers 404 for an unknown code on GET", async () => {
    const res = expectDocumented("get", `${BASE}/{code}`, await api.get(`${BASE}/nope-nope-nope`, { token }));
    expect(res.status).toBe(404);
  });
});

describe("listing", () => {
  it("pages newest first with totals, and filters by each status", async () => {
    const res = expectDocumented("get", BASE, await api.get(`${BASE}?page=0&size=3`, { token }));
    expect(res.status).toBe(200);
    const { totalElements } = res.json;
    expect(res.json).toMatchObject({ number: 0, size: 3, totalPages: Math.ceil(totalElements / 3) });
    expect(res.json.content).toHaveLength(3);
    const times = res.json.content.map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const last = await api.get(`${BASE}?page=${Math.ceil(totalElements / 3) - 1}&size=3`, { token });
    expect(last.json.content.length).toBe(totalElements - 3 * (Math.ceil(totalElements / 3) - 1));
    const past = await api.get(`${BASE}?page=${Math.ceil(totalElements / 3)}&size=3`, { token });
    expect(past.json).toMatchObject({ content: [], totalElements });

    for (const status of ["ACTIVE", "USED", "REVOKED", "EXPIRED"]) {
      const filtered = await api.get(`${BASE}?status=${status}&size=200`, { token });
      expect(filtered.status).toBe(200);
      expect(filtered.json.content.length, status).toBeGreaterThan(0);
      expect(filtered.json.content.every((c: { status: string }) => c.status === status), status).toBe(true);
    }
    const bad = expectDocumented("get", BASE, await api.get(`${BASE}?status=LOST`, { token }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].path).toBe("status");
  });

  it("reads a negative page as 0, caps size at 200 and refuses a non-integer", async () => {
    expect((await api.get(`${BASE}?page=-3`, { token })).json).toMatchObject({ number: 0, size: 20 });
    expect((await api.get(`${BASE}?size=1000`, { token })).json.size).toBe(200);
    expect((await api.get(`${BASE}?size=0`, { token })).json.size).toBe(20);
    const bad = await api.get(`${BASE}?page=x`, { token });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].path).toBe("page");
  });
});
