import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../helpers/api";
import { expectDocumented } from "../openapi/conformance";
import { auditEntries, newAdmin } from "./support";

const BASE = "/api/v1/admin/billing";
let token: string;

beforeAll(async () => {
  token = (await newAdmin()).token;
});

const putPlan = async (tier: string, body: unknown) =>
  expectDocumented("put", `${BASE}/plans/{tier}`, await api.put(`${BASE}/plans/${tier}`, body, { token }));
const putOffering = async (body: unknown) =>
  expectDocumented("put", `${BASE}/expert-review`, await api.put(`${BASE}/expert-review`, body, { token }));
const catalog = async () => (await api.get("/api/v1/subscription-plans")).json.data;

describe("billing configuration", () => {
  it("answers every plan and the offering with their price ids, in the envelope", async () => {
    const res = expectDocumented("get", `${BASE}/config`, await api.get(`${BASE}/config`, { token }));
    expect(res.status).toBe(200);
    expect(res.json.data.plans.map((p: { tier: string }) => p.tier)).toEqual(["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"]);
    expect(res.json.data.plans[1]).toMatchObject({ tier: "STARTER", priceCents: 4900, stripePriceId: null });
    expect(res.json.data.expertReview).toMatchObject({ name: "Expert review", stripePriceId: null });
  });

  it("changes a plan's fields given, applied at once to the public catalog, and audited", async () => {
    const res = await putPlan("STARTER", { priceCents: 5900, stripePriceId: "price_starter_1", features: ["More runs"] });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ tier: "STARTER", name: "Starter", priceCents: 5900, stripePriceId: "price_starter_1", features: ["More runs"] });
    const starter = (await catalog()).plans.find((p: { tier: string }) => p.tier === "STARTER");
    expect(starter).toMatchObject({ priceCents: 5900, features: ["More runs"] });
    expect(starter.stripePriceId).toBeUndefined();

    expect((await putPlan("STARTER", { stripePriceId: null })).json.data.stripePriceId).toBeNull();
    expect((await putPlan("PROFESSIONAL", { active: false })).json.data.active).toBe(false);
    expect((await catalog()).plans.map((p: { tier: string }) => p.tier)).not.toContain("PROFESSIONAL");
    const config = (await api.get(`${BASE}/config`, { token })).json.data;
    expect(config.plans.find((p: { tier: string }) => p.tier === "PROFESSIONAL").active).toBe(false);
    expect((await putPlan("PROFESSIONAL", { active: true })).status).toBe(200);
    const [entry] = await auditEntries("STARTER");
    expect(entry).toMatchObject({ action: "PLAN_UPDATE", before: { stripePriceId: "price_starter_1" }, after: { stripePriceId: null } });
  });

  it("accepts the record sent back whole (tier and interval ignored)", async () => {
    const plan = (await api.get(`${BASE}/config`, { token })).json.data.plans[3];
    const res = await putPlan("ENTERPRISE", { ...plan, description: "Everything" });
    expect(res.json.data).toEqual({ ...plan, description: "Everything" });
  });

  it("refuses unknown tiers and invalid fields", async () => {
    expect((await putPlan("GOLD", { priceCents: 1 })).status).toBe(400);
    for (const body of [{ priceCents: -1 }, { priceCents: 9.5 }, { currency: "dollars" }, { name: "" }, { stripePriceId: "" }, { active: "yes" }]) {
      const res = await putPlan("STARTER", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await putOffering({ priceCents: -5 })).status).toBe(400);
  });

  it("changes the expert review offering", async () => {
    const res = await putOffering({ priceCents: 99_900, currency: "USD", stripePriceId: "price_review" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ priceCents: 99_900, currency: "usd", stripePriceId: "price_review", active: true });
    expect((await catalog()).expertReview).toMatchObject({ priceCents: 99_900, currency: "usd" });
    expect((await putOffering({ active: false })).json.data.active).toBe(false);
    expect((await api.get(`${BASE}/config`, { token })).json.data.expertReview.active).toBe(false);
  });

  it("answers 409 for a price id another plan or the offering already sells, and changes nothing", async () => {
    expect((await putPlan("STARTER", { stripePriceId: "price_same" })).status).toBe(200);
    expect((await putOffering({ stripePriceId: "price_offering_same" })).status).toBe(200);
    for (const [put, body] of [
      [() => putPlan("PROFESSIONAL", { stripePriceId: "price_same", priceCents: 1 }), "PROFESSIONAL"],
      [() => putPlan("PROFESSIONAL", { stripePriceId: "price_offering_same" }), "PROFESSIONAL"],
      [() => putOffering({ stripePriceId: "price_same" }), "offering"],
    ] as const) {
      const res = await put();
      expect(res.status, body).toBe(409);
      expect(res.json.error.code).toBe("CONFLICT");
    }
    const config = (await api.get(`${BASE}/config`, { token })).json.data;
    expect(config.plans.find((p: { tier: string }) => p.tier === "PROFESSIONAL")).toMatchObject({ stripePriceId: null, priceCents: 14900 });
    expect(config.expertReview.stripePriceId).toBe("price_offering_same");
    // Setting a plan's own price id again is no conflict.
    expect((await putPlan("STARTER", { stripePriceId: "price_same" })).status).toBe(200);
    expect((await putPlan("STARTER", { stripePriceId: null })).status).toBe(200);
    expect((await putOffering({ stripePriceId: null })).status).toBe(200);
  });
});
