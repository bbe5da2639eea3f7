import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = "https://resend.test";
  process.env.EMAIL_FROM = "Claims <claims@example.com>";
});

import { eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { getDb } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { registerUser, uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { api } from "../../helpers/api";

interface Sent {
  authorization: string | null;
  body: { from: string; to: string | string[]; subject: string; text: string; html: string };
}

const sent: Sent[] = [];
let failNext = false;
const server = setupServer(
  http.post("https://resend.test/emails", async ({ request }) => {
    if (failNext) {
      failNext = false;
      return HttpResponse.json({ name: "application_error", message: "Resend is down" }, { status: 500 });
    }
    sent.push({ authorization: request.headers.get("authorization"), body: (await request.json()) as Sent["body"] });
    return HttpResponse.json({ id: `msg_${sent.length}` });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const outboxFor = async (to: string) => (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe("email through Resend", () => {
  it("sends the verification email with the API key and records it as SENT", async () => {
    const { email } = await registerUser();
    const message = sent.find((s) => s.body.to === email || (Array.isArray(s.body.to) && s.body.to.includes(email)))!;
    expect(message.authorization).toBe("Bearer re_test_key");
    expect(message.body.from).toBe("Claims <claims@example.com>");
    expect(message.body.subject).toMatch(/confirm/i);
    expect(message.body.text).toContain("http://localhost:3000/verify-email?token=");
    const [row] = await outboxFor(email);
    expect(row).toMatchObject({ provider: "resend", status: "SENT", providerMessageId: expect.stringMatching(/^msg_/) });
    // Delivered with its token; kept without it.
    const token = new URL(/http\S+/.exec(message.body.text)![0]).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(30);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("records a delivery failure without failing the request", async () => {
    const email = uniqueEmail();
    failNext = true;
    const res = await api.post("/api/v1/auth/register", { email, password: "long enough pw" }, { ip: uniqueIp() });
    expect(res.status).toBe(201);
    const [row] = await outboxFor(email);
    expect(row).toMatchObject({ provider: "resend", status: "FAILED" });
    expect(row!.error).toMatch(/Resend is down|application_error/);
  });
});
