import { afterAll, describe, expect, it, vi } from "vitest";

// A tier bought through Stripe reaches the quota checks themselves: runs, storage and projects
// are allowed or refused by the new tier's limits, through the real routes.
const { stripe, worker } = await vi.hoisted(async () => {
  const stripe = await (await import("../../helpers/stripe-env")).startStripeEnv();
  const worker = await (await import("../../helpers/worker-server")).startWorkerServer();
  return { stripe, worker };
});

import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { TYPES } from "../../helpers/files";
import { useUpRuns } from "../../helpers/quotas";
import { createProject, createSession } from "../../helpers/workspace";
import { billingMe, configurePrices, sendEvent, subscribe } from "./support";

afterAll(async () => {
  await stripe.close();
  await worker.close();
});

const MB = 1024 * 1024;
const INPUT = "We tested three adaptive compression prototypes because no known codec met the latency limit.";

describe("a paid tier's quotas", () => {
  it("apply to runs and storage after the upgrade, and FREE's after the downgrade", async () => {
    await configurePrices(stripe);
    const { token, user } = await registerUser();
    const project = await createProject(token);
    const session = await createSession(token, project.id);
    const run = () => api.post(`/api/v1/sessions/${session.id}/runs`, { type: "PRECHECK", input: INPUT }, { token });
    // 120 MB in three files (one file may be 50 MB): over FREE's 100 MB, within STARTER's 2 GB.
    const files = [1, 2, 3].map((i) => ({ filename: `scan-${i}.pdf`, contentType: TYPES.pdf, fileSize: 40 * MB }));
    const presign = () => api.post(`/api/v1/projects/${project.id}/files/presign`, { files }, { token });

    await useUpRuns(user.id, 20);
    expect((await run()).status).toBe(402);
    expect((await presign()).status).toBe(402);

    const sessionId = await subscribe(stripe, token, "STARTER");
    expect((await billingMe(token)).usage.aiRuns).toEqual({ used: 20, limit: 200 });
    const ran = await run();
    expect(ran.status, ran.text).toBe(201);
    expect((await presign()).status).toBe(201);

    const subId = String(stripe.session(sessionId).subscription);
    stripe.updateSubscription(subId, { status: "canceled" });
    await sendEvent(stripe.event("customer.subscription.deleted", stripe.subscription(subId)));
    const refused = await run();
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe("QUOTA_EXCEEDED");
  });
});
