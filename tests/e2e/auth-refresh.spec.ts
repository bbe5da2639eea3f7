import { expect, test } from "@playwright/test";
import { uniqueUser } from "./support/users";

test("a rejected access token is refreshed once and the call retried", async ({ page, request }) => {
  const user = uniqueUser("refresh");
  const created = await request.post("/api/bff/api/v1/auth/register", {
    data: { email: user.email, password: user.password, fullName: "Grace Hopper" },
  });
  expect(created.status()).toBe(201);
  const { refreshToken } = (await created.json()) as { refreshToken: string };
  // Only once: on reload the app must use the rotated token it stored, not this spent one.
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem("sred.refreshToken")) window.localStorage.setItem("sred.refreshToken", token);
  }, refreshToken);

  let refreshes = 0;
  let profilesServed = 0;
  page.on("response", (r) => {
    if (r.url().endsWith("/api/bff/api/v1/auth/refresh") && r.ok()) refreshes += 1;
    if (r.url().endsWith("/api/bff/api/v1/auth/me") && r.ok()) profilesServed += 1;
  });
  // The first profile call is answered as if the access token had expired.
  let rejected = false;
  await page.route("**/api/bff/api/v1/auth/me", async (route) => {
    if (rejected || route.request().method() !== "GET") return route.continue();
    rejected = true;
    await route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Unauthorized"}' });
  });

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");
  await expect.poll(() => profilesServed).toBe(1);
  expect(rejected).toBe(true);
  // One refresh restored the sign-in at load, one more answered the 401.
  expect(refreshes).toBe(2);

  // The rotated token was stored: a reload still restores the sign-in.
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: "Grace Hopper" })).toBeVisible();
});

test("an unusable refresh token leaves the visitor signed out and /account sends them to sign in", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("sred.refreshToken", "not-a-real-token"));
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("sred.refreshToken"))).toBeNull();
});

test("two tabs restoring the sign-in at once do not spend the same refresh token", async ({ context, request }) => {
  const user = uniqueUser("tabs");
  const created = await request.post("/api/bff/api/v1/auth/register", {
    data: { email: user.email, password: user.password, fullName: "Tab Tester" },
  });
  const { refreshToken } = (await created.json()) as { refreshToken: string };
  await context.addInitScript((token) => {
    if (!window.localStorage.getItem("sred.refreshToken")) window.localStorage.setItem("sred.refreshToken", token);
  }, refreshToken);

  // Hold each refresh answer back a little, so the two tabs' refreshes surely overlap.
  await context.route("**/api/bff/api/v1/auth/refresh", async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ response });
  });

  const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([first!.goto("/account"), second!.goto("/account")]);
  for (const page of [first!, second!]) {
    await expect(page.getByRole("banner").getByRole("button", { name: "Tab Tester" })).toBeVisible();
  }
  // Had both spent one token, the server would have revoked the family and this reload would fail.
  await first!.reload();
  await expect(first!.getByRole("banner").getByRole("button", { name: "Tab Tester" })).toBeVisible();
});
