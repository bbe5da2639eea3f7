import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CONTACT_TO = "support@example.com";
  process.env.RATE_LIMIT_CONTACT_PER_IP = "3/10";
});

import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contactMessages, emailOutbox } from "@/db/schema";
import { api } from "../helpers/api";
import { uniqueIp } from "../helpers/accounts";
import { expectDocumented } from "./openapi/conformance";

const URL = "/api/v1/contact/submit";
const valid = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy Labs",
  message: "We would like a demo of the claim workspace for our team.",
};

const submit = async (body: unknown, ip = uniqueIp()) => expectDocumented("post", URL, await api.post(URL, body, { ip }));

describe("the contact form", () => {
  it("stores the message, emails CONTACT_TO and answers a plain {success, message}", async () => {
    const ip = uniqueIp();
    const res = await submit({ ...valid, email: "Grace@Example.com" }, ip);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: expect.any(String) });
    const db = await getDb();
    const [stored] = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    expect(stored).toMatchObject({ name: "Grace Hopper", email: "grace@example.com", company: "Navy Labs", clientIp: ip });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "support@example.com"));
    expect(mail).toMatchObject({ kind: "CONTACT_MESSAGE" });
    expect(mail!.textBody).toContain(valid.message);
    expect(mail!.textBody).toContain("grace@example.com");
  });

  it("takes company as optional and escapes the message in the HTML email", async () => {
    const { company: _, ...noCompany } = valid;
    const res = await submit({ ...noCompany, message: "<script>alert('x')</script> please call" });
    expect(res.status).toBe(200);
    const [mail] = await (await getDb())
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "support@example.com"))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail!.htmlBody).not.toContain("<script>");
  });

  it.each([
    ["no name", { ...valid, name: "" }, "name"],
    ["a bad email", { ...valid, email: "grace" }, "email"],
    ["a short message", { ...valid, message: "Hi there" }, "message"],
    ["a long message", { ...valid, message: "x".repeat(5001) }, "message"],
    ["a long name", { ...valid, name: "n".repeat(201) }, "name"],
    ["no message", { name: "A", email: "a@example.com" }, "message"],
  ])("refuses %s with 400 {success: false, message}", async (_, body, field) => {
    const res = await submit(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: expect.stringContaining(field) });
  });

  it("refuses a body that is not JSON", async () => {
    const res = await api.post(URL, undefined, { rawBody: "{nope", headers: { "content-type": "application/json" }, ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
  });

  it("limits each client address (429, Retry-After, the plain body)", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await submit(valid, ip)).status).toBe(200);
    const limited = await submit(valid, ip);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: false, message: expect.any(String) });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await submit(valid)).status).toBe(200);
  });

  it("counts invalid submissions too: a flood of junk is limited like valid posts", async () => {
    const ip = uniqueIp();
    for (const body of [{}, { ...valid, email: "nope" }, { name: "x" }]) expect((await submit(body, ip)).status).toBe(400);
    const limited = await submit({ ...valid, email: "nope" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: false, message: expect.any(String) });
    expect((await submit(valid, ip)).status).toBe(429);
    const junk = await api.post(URL, undefined, { rawBody: "{nope", headers: { "content-type": "application/json" }, ip });
    expect(junk.status).toBe(429);
  });
});
