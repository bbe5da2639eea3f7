import { FakeGitHub } from "../helpers/fake-github";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { E2E_EXPERT_REVIEW_PRICE, E2E_PLAN_PRICES } from "./support/stripe-prices";

// A fake GitHub for the whole suite. Playwright starts the web server before this runs, so the
// server's env names a fixed port (playwright.config.ts: E2E_GITHUB_PORT) and the fake listens there.
// What the specs need from the seed reaches their workers through the environment.

declare global {
  var __e2eFakeGitHub: FakeGitHub | undefined;
  var __e2eFakeStripe: FakeStripe | undefined;
}

export default async function globalSetup() {
  const gh = new FakeGitHub();
  await gh.start(Number(process.env.E2E_GITHUB_PORT));
  // The first user is the one who approves the OAuth App when the browser reaches /login/oauth/authorize.
  gh.addUser("ada");
  gh.seedRepo({ owner: "ada", name: "strain-sensor", branches: ["main", "kalman-spike"], readme: "# Strain sensor\n\nThe drift model began as a spike." });
  gh.seedRepo({ owner: "ada", name: "website" });
  gh.seedRepo({ owner: "ada", name: "lab-notes", private: true });
  const shas = gh.seedCommits("ada/strain-sensor", [
    { message: "Add the strain gauge driver", date: "2025-02-03T09:00:00Z" },
    { message: "Benchmark int8 against float kernels", date: "2025-03-14T11:00:00Z" },
    { message: 'Revert "Sample with DMA"\n\nLost samples above 4 kHz.', date: "2025-04-02T08:00:00Z" },
  ]);
  process.env.E2E_GITHUB_SHAS = JSON.stringify(shas);
  process.env.E2E_GITHUB_PAT = gh.issueToken("ada");
  globalThis.__e2eFakeGitHub = gh;

  // The fake Stripe the server's STRIPE_API_BASE names, priced as the seeded catalog.
  const stripe = await startFakeStripe({ port: Number(process.env.E2E_STRIPE_PORT), host: "127.0.0.1" });
  for (const price of [...Object.values(E2E_PLAN_PRICES), E2E_EXPERT_REVIEW_PRICE]) {
    stripe.addPrice(price.id, { unitAmount: price.unitAmount });
  }
  globalThis.__e2eFakeStripe = stripe;
}
