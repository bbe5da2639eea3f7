import { expect, test, type Page } from "@playwright/test";
import { latestEmailLink } from "./support/outbox";
import { uniqueUser } from "./support/users";

const header = (page: Page) => page.getByRole("banner");

test("a new user registers, verifies the email, edits the profile and changes the password", async ({ page }) => {
  const user = uniqueUser();

  await page.goto("/register");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();

  // New users land on their projects; the account stays in the menu.
  await expect(page).toHaveURL(/\/projects$/);
  await expect(header(page).getByRole("link", { name: "Verify your email" })).toBeVisible();
  await header(page).getByRole("button", { name: user.email }).click();
  await header(page).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Not verified")).toBeVisible();
  await expect(page.getByText(/claim reminders|exported drafts/)).toHaveCount(0);

  await page.goto(await latestEmailLink(user.email, "EMAIL_VERIFICATION"));
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Verify your email" })).toBeHidden();

  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeHidden();

  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Username").fill(user.username);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Ada Lovelace" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Username")).toHaveValue(user.username);

  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password", { exact: true }).fill(user.newPassword);
  await page.getByLabel("Confirm new password").fill(user.newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  // Still signed in here: a reload restores the sign-in from the refresh token issued after the change.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();

  await header(page).getByRole("button", { name: "Ada Lovelace" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();

  await header(page).getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
});

test("sign-in and sign-up errors appear on the page", async ({ page, request }) => {
  const user = uniqueUser("errors");
  const created = await request.post("/api/bff/api/v1/auth/register", {
    data: { email: user.email, password: user.password },
  });
  expect(created.status()).toBe(201);

  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Incorrect email or password");
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/register");
  await page.getByLabel("Email").fill(uniqueUser("short").email);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription("Must be at least 8 characters");
  await expect(page.locator("#password-error")).toHaveText("Must be at least 8 characters");
});
