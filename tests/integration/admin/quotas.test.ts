import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../helpers/api";
import { createProject } from "../../helpers/workspace";
import { expectDocumented } from "../openapi/conformance";
import { auditEntries, newAdmin, newUser } from "./support";

const BASE = "/api/v1/admin/quotas";
let token: string;

beforeAll(async () => {
  token = (await newAdmin()).token;
});

const putTier = async (tier: string, body: unknown) =>
  expectDocumented("put", `${BASE}/tiers/{tier}`, await api.put(`${BASE}/tiers/${tier}`, body, { token }));
const putGlobal = async (body: unknown) => expectDocumented("put", `${BASE}/global`, await api.put(`${BASE}/global`, body, { token }));

describe("quota configuration", () => {
  it("answers the default tiers in order and the global caps, in the envelope", async () => {
    const res = expectDocumented("get", `${BASE}/config`, await api.get(`${BASE}/config`, { token }));
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toEqual({
      tiers: [
        { tier: "FREE", aiRunsPerMonth: 20, storageBytes: 104_857_600, maxProjects: 3 },
        { tier: "STARTER", aiRunsPerMonth: 200, storageBytes: 2_147_483_648, maxProjects: 10 },
        { tier: "PROFESSIONAL", aiRunsPerMonth: 1000, storageBytes: 21_474_836_480, maxProjects: 50 },
        { tier: "ENTERPRISE", aiRunsPerMonth: null, storageBytes: null, maxProjects: null },
      ],
      global: { aiRunsPerDay: 10_000, storageBytesTotal: null },
    });
  });

  it("changes only the fields given, takes effect on the next request, and is audited", async () => {
    const user = await newUser();
    await createProject(user.token);
    const res = await putTier("FREE", { maxProjects: 1 });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ tier: "FREE", aiRunsPerMonth: 20, storageBytes: 104_857_600, maxProjects: 1 });
    const refused = await api.post("/api/v1/projects", { name: "Two", fiscalYear: "2025" }, { token: user.token });
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe("QUOTA_EXCEEDED");

    expect((await putTier("FREE", { maxProjects: null })).json.data.maxProjects).toBeNull();
    expect((await api.post("/api/v1/projects", { name: "Two", fiscalYear: "2025" }, { token: user.token })).status).toBe(201);
    const [entry] = await auditEntries("FREE");
    expect(entry).toMatchObject({ action: "QUOTA_TIER_UPDATE", before: { maxProjects: 1 }, after: { maxProjects: null } });
    expect((await putTier("FREE", { maxProjects: 3 })).status).toBe(200);
  });

  it("accepts the whole record sent back, and an empty body as no change", async () => {
    const config = (await api.get(`${BASE}/config`, { token })).json.data;
    const starter = config.tiers[1];
    expect((await putTier("STARTER", { ...starter, aiRunsPerMonth: 250 })).json.data).toEqual({ ...starter, aiRunsPerMonth: 250 });
    expect((await putTier("STARTER", {})).json.data.aiRunsPerMonth).toBe(250);
  });

  it("refuses unknown tiers and negative or fractional limits", async () => {
    expect((await putTier("GOLD", { maxProjects: 1 })).status).toBe(400);
    for (const body of [{ maxProjects: -1 }, { aiRunsPerMonth: 1.5 }, { storageBytes: "lots" }]) {
      const res = await putTier("FREE", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await putGlobal({ aiRunsPerDay: -5 })).status).toBe(400);
    expect((await api.put(`${BASE}/global`, undefined, { token })).status).toBe(400);
  });

  it("answers 400, never 500, for a count past the 32-bit column; byte sizes go further", async () => {
    for (const [put, field] of [
      [(b: unknown) => putTier("STARTER", b), "aiRunsPerMonth"],
      [(b: unknown) => putTier("STARTER", b), "maxProjects"],
      [putGlobal, "aiRunsPerDay"],
    ] as const) {
      const res = await put({ [field]: 2_147_483_648 });
      expect(res.status, field).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(res.json.error.details[0].path).toBe(field);
      expect((await put({ [field]: 3_000_000_000 })).status, field).toBe(400);
    }
    const max = await putTier("PROFESSIONAL", { aiRunsPerMonth: 2_147_483_647, storageBytes: 5_000_000_000_000 });
    expect(max.status).toBe(200);
    expect(max.json.data).toMatchObject({ aiRunsPerMonth: 2_147_483_647, storageBytes: 5_000_000_000_000 });
    expect((await putTier("PROFESSIONAL", { aiRunsPerMonth: 1000, storageBytes: 21_474_836_480 })).status).toBe(200);
  });

  it("changes the global caps, which bind runs at once", async () => {
    const res = await putGlobal({ aiRunsPerDay: 0 });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ aiRunsPerDay: 0, storageBytesTotal: null });
    expect((await api.get(`${BASE}/config`, { token })).json.data.global.aiRunsPerDay).toBe(0);
    expect((await putGlobal({ storageBytesTotal: 1_000_000 })).json.data).toEqual({ aiRunsPerDay: 0, storageBytesTotal: 1_000_000 });
    expect((await putGlobal({ aiRunsPerDay: 10_000, storageBytesTotal: null })).status).toBe(200);
  });
});
