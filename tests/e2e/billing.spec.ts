import { expect, test, type Page } from "@playwright/test";
import { expectNoSidewaysScroll } from "./support/layout";
import { apiData, signedInUser } from "./support/workspace";

// Issue 8's web part against the suite's fake Stripe (global-setup.ts), whose hosted checkout page
// takes the payment: upgrade to Starter and see the new limits; order an expert review and see it
// paid; leave a checkout and come back unchanged. The catalog's price ids are seeded before the
// server starts (support/seed-stripe-prices.ts).

interface Created {
  id: string;
}

const PHONE = { width: 390, height: 844 };

/** The fake Stripe's hosted page: check what it charges, then pay. */
async function payOnStripe(page: Page, amount: string) {
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await expect(page.getByTestId("amount")).toHaveText(amount);
  await page.getByRole("button", { name: "Pay" }).click();
}

test("a visitor finds the prices from the header; a new user upgrades to Starter and sees the new limits", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expectNoSidewaysScroll(page, "the landing page with its Pricing link");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page.getByRole("heading", { name: "Plans and pricing", level: 1 })).toBeVisible();
  await expect(page.getByTestId("plan-starter")).toContainText("$49 / month");
  await expect(page.getByTestId("plan-starter")).toContainText("200 AI runs a month");
  await expect(page.getByRole("heading", { name: "Expert review" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the pricing page, signed out");

  await signedInUser(page, request, "billing");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/projects");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Billing" }).click();
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(page.getByTestId("current-tier")).toHaveText("Free");
  await expect(page.getByTestId("usage-ai-runs")).toContainText("0 of 20");
  await expect(page.getByTestId("usage-projects")).toContainText("0 of 3");
  await expect(page.getByTestId("plan-free")).toContainText("This is your current plan.");

  await page.getByRole("button", { name: "Upgrade to Starter" }).click();
  await payOnStripe(page, "49.00 CAD a month");

  await expect(page).toHaveURL(/\/billing\/success\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { name: "Your plan is upgraded", level: 1 })).toBeVisible();
  await expect(page.getByText("You are now on the Starter plan.")).toBeVisible();
  await expect(page.getByTestId("usage-ai-runs")).toContainText("0 of 200");
  await expect(page.getByTestId("usage-storage")).toContainText("of 2 GB");
  await expect(page.getByTestId("usage-projects")).toContainText("0 of 10");

  await page.getByRole("link", { name: "See billing" }).click();
  await expect(page.getByTestId("current-tier")).toContainText("Starter");
  await expect(page.getByTestId("current-tier")).toContainText("Active");
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByTestId("plan-starter")).toContainText("This is your current plan.");
  // A live subscription changes in the portal, not through a second checkout.
  await expect(page.getByRole("button", { name: "Upgrade to Professional" })).toHaveCount(0);
  await page.getByRole("button", { name: "Manage subscription" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe billing portal" })).toBeVisible();
  await page.getByRole("link", { name: "Return" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId("current-tier")).toContainText("Starter");

  // The account page shows the new tier too, and leads back to billing.
  await page.goto("/account");
  await expect(page.getByText("Starter", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Plan and usage" }).click();
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
});

test("order an expert review from a project, pay, and see it paid on the project and the billing page", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "review");
  const project = await apiData<Created>(request, accessToken, "POST", "/projects", { name: "Sawmill vision", fiscalYear: "2025" });
  await page.setViewportSize(PHONE);
  await page.goto(`/projects/${project.id}`);

  const card = page.locator("section.expert-review-card");
  await expect(card.getByRole("heading", { name: "Expert review" })).toBeVisible();
  await expect(card).toContainText("$1,499");
  await card.getByRole("button", { name: "Request expert review" }).click();
  await card.getByLabel("Notes for the reviewer (optional)").fill("Please look at line 244 first: the experiments.");
  await expectNoSidewaysScroll(page, "the project page with the expert review form");
  await card.getByRole("button", { name: /Continue to payment/ }).click();
  await payOnStripe(page, "1499.00 CAD");

  await expect(page.getByRole("heading", { name: "Expert review ordered", level: 1 })).toBeVisible();
  const confirmed = page.getByTestId("expert-review-order");
  await expect(confirmed).toContainText("Sawmill vision");
  await expect(confirmed).toContainText("Paid");
  await expectNoSidewaysScroll(page, "the payment confirmation");

  await page.getByRole("link", { name: "Back to the project" }).click();
  await expect(page.getByRole("heading", { name: "Sawmill vision", level: 1 })).toBeVisible();
  const order = card.getByTestId("expert-review-order");
  await expect(order).toContainText("Paid");
  await expect(order).toContainText("Please look at line 244 first");
  await expect(card.getByRole("button", { name: "Request another review" })).toBeVisible();

  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  const listed = page.getByTestId("expert-review-order");
  await expect(listed).toContainText("Sawmill vision");
  await expect(listed).toContainText("Paid");
  await expectNoSidewaysScroll(page, "the billing page");
});

test("leaving the checkout changes nothing and leads back to where it started", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "cancel");
  const project = await apiData<Created>(request, accessToken, "POST", "/projects", { name: "Kiln controller", fiscalYear: "2025" });
  await page.setViewportSize(PHONE);

  await page.goto("/pricing");
  await expectNoSidewaysScroll(page, "the pricing page");
  await page.getByRole("button", { name: "Upgrade to Professional" }).click();
  await expect(page.getByTestId("amount")).toHaveText("149.00 CAD a month");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pricing\?checkout=canceled$/);
  await expect(page.getByTestId("checkout-canceled")).toContainText("nothing was charged and your plan is unchanged");
  await expectNoSidewaysScroll(page, "the pricing page after a canceled checkout");
  await page.getByRole("link", { name: "See your plan and usage" }).click();
  await expect(page.getByTestId("current-tier")).toHaveText("Free");

  await page.goto(`/projects/${project.id}`);
  await page.getByRole("button", { name: "Request expert review" }).click();
  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Kiln controller", level: 1 })).toBeVisible();
  const card = page.locator("section.expert-review-card");
  await expect(card.getByTestId("checkout-canceled")).toContainText("nothing was charged");
  await expect(card.getByTestId("expert-review-order")).toContainText("Awaiting payment");
});

test("a return page without a finished payment says so, and can check again", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "unpaid");
  // A checkout that was opened but never paid, as when the browser comes back too early.
  const open = await apiData<{ sessionId: string; url: string }>(request, accessToken, "POST", "/billing/checkout/subscription", { tier: "STARTER" });

  await page.goto(`/billing/success?session_id=${open.sessionId}`);
  await expect(page.getByRole("heading", { name: "Your payment is not complete yet", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check again" })).toBeVisible();

  // Paying now (Stripe's page, opened again) brings the browser back to a confirmed upgrade.
  await page.goto(open.url);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Your plan is upgraded", level: 1 })).toBeVisible();

  await page.goto("/billing/success?session_id=cs_test_not_a_session");
  await expect(page.getByRole("heading", { name: "Checkout not found", level: 1 })).toBeVisible();
  await page.goto("/billing/success");
  await expect(page.getByRole("heading", { name: "Nothing to confirm", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Go to billing" }).click();
  await expect(page.getByTestId("current-tier")).toContainText("Starter");
});
