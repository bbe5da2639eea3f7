// The Stripe price ids the e2e database sells (seed-stripe-prices.ts writes them before the server
// starts) and the fake Stripe prices them (global-setup.ts), in the seeded catalog's amounts.

export const E2E_PLAN_PRICES = {
  STARTER: { id: "price_e2e_starter", unitAmount: 4900 },
  PROFESSIONAL: { id: "price_e2e_professional", unitAmount: 14900 },
  ENTERPRISE: { id: "price_e2e_enterprise", unitAmount: 49900 },
} as const;

export const E2E_EXPERT_REVIEW_PRICE = { id: "price_e2e_expert_review", unitAmount: 149900 } as const;
