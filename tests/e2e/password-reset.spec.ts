import { expect, test } from "@playwright/test";
import { latestEmailLink } from "./support/outbox";
import { uniqueUser } from "./support/users";

test("a forgotten password is reset through the emailed link, which then stops working", async ({ page, request }) => {
  const user = uniqueUser("reset");
  const created = await request.post("/api/bff/api/v1/auth/register", {
    data: { email: user.email, password: user.password },
  });
  expect(created.status()).toBe(201);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in page has an Email field too: wait for the new page before filling in.
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for this email, we have sent a link")).toBeVisible();

  const link = await latestEmailLink(user.email, "PASSWORD_RESET");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(user.newPassword);
  await page.getByLabel("Confirm new password").fill(user.newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been reset. You can now sign in.")).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Link invalid or expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
});
