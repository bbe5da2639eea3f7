import { startFakeStripe } from "./fake-stripe";

/**
 * Starts the fake Stripe and names it in the settings. They are read once, on the first import of
 * the app's modules, so a test file calls this inside `vi.hoisted`, through a dynamic import:
 * `await vi.hoisted(async () => (await import("../../helpers/stripe-env")).startStripeEnv())`.
 */
export async function startStripeEnv() {
  const stripe = await startFakeStripe();
  Object.assign(process.env, stripe.env());
  return stripe;
}
