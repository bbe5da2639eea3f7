import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll } from "./support/layout";

// Issue 9's contact form: found from a public page's footer, checked before it is sent, sent, and
// the rate limit's message once a visitor has sent too many (5 in 10 minutes per address).

const PHONE = { width: 390, height: 844 };

test("a visitor writes to us from the contact page, and is told to wait after too many messages", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, "the contact page");

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await expect(page.getByText(/Enter an email address/)).toBeVisible();
  await expect(page.getByText("Write at least 10 characters.")).toBeVisible();

  await page.getByLabel("Name").fill("Grace Hopper");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Company (optional)").fill("Harbour Robotics");
  await page.getByLabel("Message").fill("Short");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Write at least 10 characters.")).toBeVisible();
  await expect(page.getByText("Enter your name.")).toHaveCount(0);

  await page.getByLabel("Message").fill("We would like an expert review of our 2025 claim before filing.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: /./ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);

  // Use up the address's allowance, then send once more from the page.
  let limited = false;
  for (let i = 0; i < 10 && !limited; i++) {
    const res = await request.post("/api/bff/api/v1/contact/submit", {
      data: { name: "Grace Hopper", email: "grace@example.com", message: "One more question about the expert review." },
    });
    limited = res.status() === 429;
  }
  expect(limited, "the contact form's rate limit answered 429").toBe(true);

  await page.reload();
  await page.getByLabel("Name").fill("Grace Hopper");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Message").fill("A last question about the expert review.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You have sent several messages in a short time" })).toBeVisible();
  await expectNoSidewaysScroll(page, "the contact page with the rate-limit message");
});
