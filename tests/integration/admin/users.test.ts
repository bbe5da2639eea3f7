import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { runs, users } from "@/db/schema";
import { api } from "../../helpers/api";
import { uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";
import { expectDocumented } from "../openapi/conformance";
import { auditEntries, newAdmin, newUser } from "./support";

const BASE = "/api/v1/admin/users";
let token: string;
let adminId: string;

beforeAll(async () => {
  const admin = await newAdmin({ username: "rootadmin", fullName: "Root Admin" });
  token = admin.token;
  adminId = admin.user.id;
});

const get = async (template: string, url: string) => expectDocumented("get", template, await api.get(url, { token }));
const patch = async (userId: string, body: unknown) =>
  expectDocumented("patch", `${BASE}/{userId}`, await api.patch(`${BASE}/${userId}`, body, { token }));
const suspend = async (userId: string, as = token) =>
  expectDocumented("post", `${BASE}/{userId}/suspend`, await api.post(`${BASE}/${userId}/suspend`, undefined, { token: as }));

describe("listing users", () => {
  it("pages newest first with totals and caps the size at 200", async () => {
    for (let i = 0; i < 4; i += 1) await newUser();
    const first = await get(BASE, `${BASE}?size=2`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ number: 0, size: 2 });
    expect(first.json.content).toHaveLength(2);
    expect(first.json.totalPages).toBe(Math.ceil(first.json.totalElements / 2));
    const second = await get(BASE, `${BASE}?size=2&page=1`);
    const ids = [...first.json.content, ...second.json.content].map((u: { id: string }) => u.id);
    expect(new Set(ids).size).toBe(4);
    const times = [...first.json.content, ...second.json.content].map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await get(BASE, `${BASE}?size=500`)).json.size).toBe(200);
    expect((await get(BASE, BASE)).json.size).toBe(20);
    const beyond = await get(BASE, `${BASE}?page=999`);
    expect(beyond.json.content).toEqual([]);
    expect((await get(BASE, `${BASE}?size=abc`)).status).toBe(400);
  });

  it("answers 400 at page for a page past 1,000,000 on every admin list, never 500", async () => {
    expect((await get(BASE, `${BASE}?page=1000000`)).status).toBe(200);
    const lists = [BASE, "/api/v1/admin/expert-reviews/orders", "/api/v1/admin/invitations"];
    for (const list of lists) {
      for (const page of ["1000001", "9007199254740993", "99999999999999999999"]) {
        const res = await get(list, `${list}?page=${page}`);
        expect(res.status, `${list} ${page}`).toBe(400);
        expect(res.json.error.code).toBe("VALIDATION_FAILED");
        expect(res.json.error.details[0].path).toBe("page");
      }
    }
  });

  it("filters by role, status and tier, and searches email, username and name", async () => {
    const plain = await newUser({ username: "zeta_searcher", fullName: "Quentin Marlowe" });
    await (await getDb()).update(users).set({ membershipTier: "STARTER" }).where(eq(users.id, plain.user.id));
    const admins = await get(BASE, `${BASE}?role=ADMIN&size=200`);
    expect(admins.json.content.every((u: { role: string }) => u.role === "ADMIN")).toBe(true);
    expect(admins.json.content.map((u: { id: string }) => u.id)).toContain(adminId);
    const starter = await get(BASE, `${BASE}?membershipTier=STARTER`);
    expect(starter.json.content.map((u: { id: string }) => u.id)).toEqual([plain.user.id]);
    for (const search of ["ZETA_S", "marlowe", plain.email.slice(0, 12).toUpperCase()]) {
      const found = await get(BASE, `${BASE}?search=${encodeURIComponent(search)}`);
      expect(found.json.content.map((u: { id: string }) => u.id), search).toContain(plain.user.id);
    }
    // LIKE's wildcards are literal: "%" matches no one.
    expect((await get(BASE, `${BASE}?search=%25`)).json.totalElements).toBe(0);
    expect((await get(BASE, `${BASE}?status=SUSPENDED`)).json.content).toEqual([]);
    expect((await get(BASE, `${BASE}?role=OWNER`)).status).toBe(400);
  });
});

describe("one user", () => {
  it("answers the UserAdminDto with the project count, 404 when missing, 400 for a bad id", async () => {
    const owner = await newUser();
    await createProject(owner.token);
    await createProject(owner.token, { name: "Second" });
    const res = await get(`${BASE}/{userId}`, `${BASE}/${owner.user.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: owner.user.id, email: owner.email, projectCount: 2, role: "USER" });
    expect((await get(`${BASE}/{userId}`, `${BASE}/${MISSING_ID}`)).status).toBe(404);
    const bad = await get(`${BASE}/{userId}`, `${BASE}/not-a-uuid`);
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].path).toBe("userId");
  });
});

describe("changing a user", () => {
  it("updates the fields given, audits before and after, and keeps the others", async () => {
    const target = await newUser({ fullName: "Old Name" });
    const res = await patch(target.user.id, { fullName: "New Name", membershipTier: "PROFESSIONAL", username: "renamed_one" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ fullName: "New Name", membershipTier: "PROFESSIONAL", username: "renamed_one", email: target.email });
    const [entry] = await auditEntries(target.user.id);
    expect(entry).toMatchObject({
      action: "USER_UPDATE",
      actorId: adminId,
      before: { fullName: "Old Name", membershipTier: "FREE" },
      after: { fullName: "New Name", membershipTier: "PROFESSIONAL" },
    });
  });

  it("changes the email (unverified until proven) and refuses taken ones with 409", async () => {
    const target = await newUser();
    const other = await newUser({ username: "taken_name" });
    const email = uniqueEmail("moved");
    const res = await patch(target.user.id, { email: email.toUpperCase() });
    expect(res.json).toMatchObject({ email, emailVerified: false });
    const login = await api.post("/api/v1/auth/login", { email, password: target.password }, { ip: uniqueIp() });
    expect(login.status).toBe(200);
    const dupEmail = await patch(target.user.id, { email: other.email });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.json.error.code).toBe("CONFLICT");
    const dupName = await patch(target.user.id, { username: "TAKEN_NAME" });
    expect(dupName.status).toBe(409);
    expect((await patch(target.user.id, { emailVerified: true })).json.emailVerified).toBe(true);
  });

  it("validates the body, and answers 404 for a missing user", async () => {
    const target = await newUser();
    for (const body of [{ email: "not-an-email" }, { role: "OWNER" }, { username: "x" }, { status: "GONE" }, { membershipTier: "GOLD" }]) {
      const res = await patch(target.user.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await patch(MISSING_ID, { fullName: "Nobody" })).status).toBe(404);
  });

  it("promotes a user to ADMIN, who can then use the admin routes", async () => {
    const target = await newUser();
    expect((await api.get(BASE, { token: target.token })).status).toBe(403);
    expect((await patch(target.user.id, { role: "ADMIN" })).json.role).toBe("ADMIN");
    expect((await api.get(BASE, { token: target.token })).status).toBe(200);
    expect((await patch(target.user.id, { role: "USER" })).json.role).toBe("USER");
  });
});

describe("suspension", () => {
  it("suspends (ending every session), and activation lets the user sign in again", async () => {
    const target = await newUser();
    const res = await suspend(target.user.id);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("SUSPENDED");
    expect((await api.get("/api/v1/projects", { token: target.token })).json.error.code).toBe("ACCOUNT_SUSPENDED");
    const refresh = await api.post("/api/v1/auth/refresh", { refreshToken: target.auth.refreshToken });
    expect(refresh.status).toBe(401);
    const login = await api.post("/api/v1/auth/login", { email: target.email, password: target.password }, { ip: uniqueIp() });
    expect(login.json.error.code).toBe("ACCOUNT_SUSPENDED");

    const activated = expectDocumented(
      "post",
      `${BASE}/{userId}/activate`,
      await api.post(`${BASE}/${target.user.id}/activate`, undefined, { token }),
    );
    expect(activated.json.status).toBe("ACTIVE");
    const again = await api.post("/api/v1/auth/login", { email: target.email, password: target.password }, { ip: uniqueIp() });
    expect(again.status).toBe(200);
    expect((await auditEntries(target.user.id)).map((e) => e.action)).toEqual(["USER_ACTIVATE", "USER_SUSPEND"]);
  });

  it("suspends through PATCH too, and answers 404 for a missing user", async () => {
    const target = await newUser();
    expect((await patch(target.user.id, { status: "SUSPENDED" })).json.status).toBe("SUSPENDED");
    expect((await api.post("/api/v1/auth/refresh", { refreshToken: target.auth.refreshToken })).status).toBe(401);
    expect((await suspend(MISSING_ID)).status).toBe(404);
    expect((await api.post(`${BASE}/${MISSING_ID}/activate`, undefined, { token })).status).toBe(404);
  });
});

describe("the last active admin", () => {
  it("cannot be suspended or demoted: 400 with the unchanged user as the body", async () => {
    const solo = await newAdmin();
    await (await getDb()).update(users).set({ role: "USER" }).where(eq(users.role, "ADMIN"));
    await (await getDb()).update(users).set({ role: "ADMIN" }).where(eq(users.id, solo.user.id));
    const before = (await api.get(`${BASE}/${solo.user.id}`, { token: solo.token })).json;

    const suspended = await suspend(solo.user.id, solo.token);
    expect(suspended.status).toBe(400);
    expect(suspended.json).toEqual(before);
    const viaPatch = await api.patch(`${BASE}/${solo.user.id}`, { status: "SUSPENDED" }, { token: solo.token });
    expect(viaPatch.status).toBe(400);
    expect(viaPatch.json).toEqual(before);
    const demoted = await api.patch(`${BASE}/${solo.user.id}`, { role: "USER", fullName: "Changed" }, { token: solo.token });
    expect(demoted.status).toBe(400);
    expect(demoted.json).toEqual(before);
    expect((await api.get(`${BASE}/${solo.user.id}`, { token: solo.token })).json).toEqual(before);

    // With a second active admin, either may step down.
    const second = await newAdmin();
    const stepDown = await api.patch(`${BASE}/${solo.user.id}`, { role: "USER" }, { token: second.token });
    expect(stepDown.status).toBe(200);
    expect(stepDown.json.role).toBe("USER");
    const last = await api.post(`${BASE}/${second.user.id}/suspend`, undefined, { token: second.token });
    expect(last.status).toBe(400);
    expect(last.json.status).toBe("ACTIVE");
    await (await getDb()).update(users).set({ role: "ADMIN" }).where(eq(users.id, adminId));
  });

  it("does not count a suspended admin as the remaining one", async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    await (await getDb()).update(users).set({ role: "USER" }).where(eq(users.role, "ADMIN"));
    await (await getDb()).update(users).set({ role: "ADMIN" }).where(eq(users.id, a.user.id));
    await (await getDb()).update(users).set({ role: "ADMIN", status: "SUSPENDED" }).where(eq(users.id, b.user.id));
    expect((await api.patch(`${BASE}/${a.user.id}`, { role: "USER" }, { token: a.token })).status).toBe(400);
    await (await getDb()).update(users).set({ role: "ADMIN" }).where(eq(users.id, adminId));
  });
});

describe("two admins stepping down at once", () => {
  it("leaves one of them: exactly one change succeeds (row locks on PostgreSQL)", async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    await (await getDb()).update(users).set({ role: "USER" }).where(eq(users.role, "ADMIN"));
    await (await getDb()).update(users).set({ role: "ADMIN" }).where(inArray(users.id, [a.user.id, b.user.id]));
    const results = await Promise.all([
      api.patch(`${BASE}/${a.user.id}`, { role: "USER" }, { token: b.token }),
      api.patch(`${BASE}/${b.user.id}`, { role: "USER" }, { token: a.token }),
    ]);
    // The loser is refused by the rule (400) or, once the winner's change is in, as a non-admin (403).
    const [won, lost] = results.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([400, 403]).toContain(lost);
    const admins = await (await getDb()).select().from(users).where(eq(users.role, "ADMIN"));
    expect(admins).toHaveLength(1);
    await (await getDb()).update(users).set({ role: "ADMIN" }).where(eq(users.id, adminId));
  });
});

describe("stats", () => {
  it("counts users by status, role, verification and tier, projects and recent runs", async () => {
    const owner = await newUser();
    const project = await createProject(owner.token);
    const session = await createSession(owner.token, project.id);
    await (await getDb()).insert(runs).values({ sessionId: session.id, userId: owner.user.id, type: "PRECHECK", input: "x", historyLimit: 0 });
    const res = await get(`${BASE}/stats`, `${BASE}/stats`);
    expect(res.status).toBe(200);
    const all = await (await getDb()).select().from(users);
    expect(res.json).toMatchObject({
      totalUsers: all.length,
      activeUsers: all.filter((u) => u.status === "ACTIVE").length,
      suspendedUsers: all.filter((u) => u.status === "SUSPENDED").length,
      admins: all.filter((u) => u.role === "ADMIN").length,
      verifiedUsers: all.filter((u) => u.emailVerified).length,
      newUsersLast30Days: all.length,
      runsLast30Days: 1,
    });
    expect(res.json.totalProjects).toBeGreaterThanOrEqual(1);
    const tiers = res.json.byTier;
    expect(Object.keys(tiers).sort()).toEqual(["ENTERPRISE", "FREE", "PROFESSIONAL", "STARTER"]);
    expect(Object.values(tiers).reduce((a, b) => (a as number) + (b as number), 0)).toBe(all.length);
  });
});
