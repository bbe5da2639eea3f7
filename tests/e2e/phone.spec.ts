import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll } from "./support/layout";
import { uniqueUser } from "./support/users";
import { ELIGIBLE_DESCRIPTION, LOGBOOK_NOTES, T661_DESCRIPTION, apiData } from "./support/workspace";

// Every page at a phone's width (390 × 844): nothing scrolls sideways, long emails, names and
// titles wrap, and the composer leaves the conversation most of the screen until it is used.

const PHONE = { width: 390, height: 844 };
const API = "/api/bff/api/v1";

interface Created {
  id: string;
}

// A long unbroken address and name, as some users have: they must wrap, not widen the page.
const LONG_NAME = "Maximiliana Anastasia Bartholomew-Featherstonehaugh de la Montgomery-Villeneuve";
const LONG_PROJECT = "Cryogenic_electrochemical_impedance_spectroscopy_of_solid_state_electrolytes under vibration";

test("every page fits a phone's width, and the composer stays small until it is used", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);

  // Public and sign-in pages, signed out.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, "the landing page");
  await page.getByLabel("Describe the work: what was uncertain, what you tried, what you measured").fill(ELIGIBLE_DESCRIPTION);
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.getByTestId("verdict-banner")).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, "the screener's result");

  for (const [path, heading] of [
    ["/docs/api", "SR&ED Workspace API"],
    ["/login", "Sign in"],
    ["/register", "Create your account"],
    ["/forgot-password", "Reset your password"],
    ["/reset-password?token=not-a-token", "Link invalid or expired"],
    ["/verify-email?token=not-a-token", /./],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 }).first()).toBeVisible();
    // Every operation and record of the API reference open, with their tables.
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
    await expectNoSidewaysScroll(page, path);
  }

  // A user with a long email and name, a project with a long title, and a session of each kind with an answer.
  const base = uniqueUser("phone");
  const email = `${base.email.replace("@", "-with-a-rather-long-address-for-wrapping@")}`.replace(
    "example.com",
    "a-very-long-subdomain-of-the-company.example.com",
  );
  const res = await request.post(`${API}/auth/register`, { data: { email, password: base.password, fullName: LONG_NAME } });
  expect(res.status()).toBe(201);
  const { accessToken, refreshToken } = (await res.json()) as { accessToken: string; refreshToken: string };
  // Handed over before the next page loads (as signedInUser does): set on an already loaded page,
  // that page's own sign-in check could spend the single-use token just before we navigate away.
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem("sred.refreshToken")) window.localStorage.setItem("sred.refreshToken", token);
  }, refreshToken);

  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, "the projects page, empty");

  const project = await apiData<Created>(request, accessToken, "POST", "/projects", {
    name: LONG_PROJECT,
    fiscalYear: "2025",
    description: "Impedance drift of sulfide electrolytes at 77 K under 20 g vibration.",
  });
  const sessions: Record<string, Created> = {};
  for (const [type, input] of [
    ["PRECHECK", ELIGIBLE_DESCRIPTION],
    ["T661", T661_DESCRIPTION],
    ["LOGBOOK", LOGBOOK_NOTES],
  ] as const) {
    sessions[type] = await apiData<Created>(request, accessToken, "POST", `/projects/${project.id}/sessions`, { type });
    await apiData(request, accessToken, "POST", `/sessions/${sessions[type].id}/runs`, { type, input });
  }

  await page.goto("/projects");
  await expect(page.getByRole("link", { name: LONG_PROJECT })).toBeVisible();
  await expectNoSidewaysScroll(page, "the projects page");

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("heading", { name: LONG_PROJECT, level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, "the project page");
  await page.getByRole("button", { name: "Edit project" }).click();
  await expect(page.getByRole("dialog", { name: "Edit project" }).getByLabel("Tax year end")).toBeVisible();
  await expectNoSidewaysScroll(page, "the edit project dialog");
  await page.getByRole("dialog", { name: "Edit project" }).getByRole("button", { name: "Cancel" }).click();

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expectNoSidewaysScroll(page, "the account page");
  await page.getByRole("banner").getByRole("button", { name: LONG_NAME }).click();
  await expect(page.locator(".user-menu-email")).toHaveText(email);
  await expectNoSidewaysScroll(page, "the account page with the user menu open");

  const answers = { PRECHECK: "verdict-banner", T661: "t661-line-242", LOGBOOK: "assistant-message" } as const;
  for (const [type, testId] of Object.entries(answers)) {
    await page.goto(`/projects/${project.id}/sessions/${sessions[type]!.id}`);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expectNoSidewaysScroll(page, `a ${type} session`);

    // The composer (with its dock) takes at most a fifth of the screen until it has the focus,
    // also with a long draft in it.
    const dock = page.locator(".composer-dock");
    const message = page.getByLabel("Message");
    expect((await dock.boundingBox())!.height, `${type}: the empty composer`).toBeLessThanOrEqual(PHONE.height / 5);
    await message.fill(ELIGIBLE_DESCRIPTION);
    await message.blur();
    expect((await dock.boundingBox())!.height, `${type}: the composer with a draft`).toBeLessThanOrEqual(PHONE.height / 5);
    await message.focus();
    await expect.poll(async () => (await dock.boundingBox())!.height).toBeGreaterThan(PHONE.height / 5);
    await expectNoSidewaysScroll(page, `a ${type} session while writing`);
  }

  // Criteria and logbook entries read as cards stacked one above the other.
  await page.goto(`/projects/${project.id}/sessions/${sessions.PRECHECK!.id}`);
  const criteria = page.getByTestId("criterion");
  await expect(criteria).toHaveCount(5);
  const [first, second] = [await criteria.nth(0).boundingBox(), await criteria.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height);
  expect(await criteria.nth(0).evaluate((el) => getComputedStyle(el).borderTopWidth)).not.toBe("0px");
});
