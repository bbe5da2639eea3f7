import { expect, test, type Page, type Request } from "@playwright/test";
import { uniqueUser } from "./support/users";
import { ELIGIBLE_DESCRIPTION, apiData, signedInUser } from "./support/workspace";

// The first hour of a new user: the screener's result saved as a project across sign-up or
// sign-in, landing on the projects page, the guided first project and its tax year end.

const API = "/api/bff/api/v1";
const SCREENER_LABEL = "Describe the work: what was uncertain, what you tried, what you measured";
const PENDING_KEY = "sred.pendingScreener";
// A calendar-year company on this day prepares its 2025 claim (year end 2025-12-31).
const TODAY = new Date("2026-11-22T10:00:00");
const SESSION_URL = /\/projects\/[0-9a-f-]{36}\/sessions\/[0-9a-f-]{36}$/;

interface Created {
  id: string;
}

interface ProjectRecord {
  id: string;
  name: string;
  fiscalYear: string;
}

/** The requests that carry the description to the server, by path. */
function watchDescription(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req: Request) => {
    if ((req.postData() ?? "").includes("bark pockets and resin streaks")) seen.push(new URL(req.url()).pathname);
  });
  return seen;
}

async function screen(page: Page) {
  await page.goto("/");
  await page.getByLabel(SCREENER_LABEL).fill(ELIGIBLE_DESCRIPTION);
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.getByTestId("verdict-banner")).toBeVisible({ timeout: 30_000 });
}

const pendingText = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY);

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the screener's description becomes the new account's first project, with its pre-check and verdict", async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  const sent = watchDescription(page);
  await screen(page);

  await page.getByRole("button", { name: "Save this as a project" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText("Your pre-check is waiting")).toBeVisible();
  expect(await pendingText(page)).toContain("bark pockets");
  // Kept in the tab only: the server has seen the text once, for the anonymous check.
  expect(sent).toEqual([`${API}/screener`]);

  const user = uniqueUser("screened");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(SESSION_URL, { timeout: 30_000 });
  await expect(page.getByTestId("verdict-banner")).toBeVisible();
  await expect(page.getByTestId("criterion")).toHaveCount(5);
  await expect(page.getByTestId("user-message")).toHaveCount(1);
  await expect(page.getByTestId("user-message")).toContainText("We build inspection cameras");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb).toContainText("We build inspection cameras for sawmills · FY 2025");
  expect(await pendingText(page)).toBeNull();
  expect(sent).toEqual([`${API}/screener`, expect.stringMatching(/\/sessions\/[0-9a-f-]{36}\/runs$/)]);

  // The project is there, once, with its pre-check session.
  await breadcrumb.getByRole("link").click();
  await expect(page.getByRole("heading", { name: "We build inspection cameras for sawmills", level: 1 })).toBeVisible();
  await expect(page.getByText("Fiscal year 2025")).toBeVisible();
  await expect(page.getByRole("list", { name: "Active sessions" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Projects" }).click();
  await expect(page.getByTestId("project-usage")).toHaveText("1 of 3 projects");
});

test("signing in lands on the projects; from the screener, the description is saved there first", async ({ page, request }) => {
  await page.clock.setFixedTime(TODAY);
  const user = uniqueUser("signin");
  expect((await request.post(`${API}/auth/register`, { data: { email: user.email, password: user.password } })).status()).toBe(201);

  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { name: "Start your first claim" })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: user.email }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await screen(page);
  await page.getByRole("button", { name: "Sign in to save it" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your pre-check is waiting")).toBeVisible();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(SESSION_URL, { timeout: 30_000 });
  await expect(page.getByTestId("verdict-banner")).toBeVisible();
  expect(await pendingText(page)).toBeNull();
});

test("a signed-in user saves a screener result straight away", async ({ page, request }) => {
  await page.clock.setFixedTime(TODAY);
  const { accessToken } = await signedInUser(page, request, "saver");
  await screen(page);
  await page.getByRole("button", { name: "Save this as a project" }).click();
  await expect(page).toHaveURL(SESSION_URL, { timeout: 30_000 });
  await expect(page.getByTestId("verdict-banner")).toBeVisible();
  const projects = await apiData<ProjectRecord[]>(request, accessToken, "GET", "/projects");
  expect(projects.map((p) => [p.name, p.fiscalYear])).toEqual([["We build inspection cameras for sawmills", "2025"]]);
});

test("a plan at its project limit keeps the description and offers to try again", async ({ page, request }) => {
  await page.clock.setFixedTime(TODAY);
  const { accessToken } = await signedInUser(page, request, "full");
  const existing: Created[] = [];
  for (const name of ["One", "Two", "Three"]) {
    existing.push(await apiData<Created>(request, accessToken, "POST", "/projects", { name, fiscalYear: "2025" }));
  }

  await screen(page);
  await page.getByRole("button", { name: "Save this as a project" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { name: "Your pre-check is not saved yet" })).toBeVisible();
  const prompt = page.getByRole("alert").filter({ hasText: "project limit" });
  await expect(prompt).toContainText("Your plan allows 3 projects");
  await page.getByText("Your description", { exact: true }).click();
  await expect(page.locator(".handoff-text")).toContainText("bark pockets and resin streaks");
  expect(await pendingText(page)).toContain("bark pockets");

  // A reload does not lose it either; after room is made, Try again finishes the job.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your pre-check is not saved yet" })).toBeVisible();
  const deleted = await request.delete(`${API}/projects/${existing[0]!.id}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(deleted.status()).toBe(204);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(SESSION_URL, { timeout: 30_000 });
  await expect(page.getByTestId("verdict-banner")).toBeVisible();
  expect(await pendingText(page)).toBeNull();
});

test("a lost connection keeps the description; it can be discarded", async ({ page, request }) => {
  await page.clock.setFixedTime(TODAY);
  await signedInUser(page, request, "offline");
  await screen(page);
  await page.route(`**${API}/projects`, (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()));
  await page.getByRole("button", { name: "Save this as a project" }).click();
  await expect(page.getByRole("heading", { name: "Your pre-check is not saved yet" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("We could not reach the server");
  expect(await pendingText(page)).toContain("bark pockets");

  await page.getByRole("button", { name: "Discard the description" }).click();
  await expect(page.getByRole("heading", { name: "Your pre-check is not saved yet" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Start your first claim" })).toBeVisible();
  expect(await pendingText(page)).toBeNull();
});

test("the first project's tax year end defaults to the last one that has passed, and is remembered", async ({ page, request }) => {
  await page.clock.setFixedTime(TODAY);
  const { accessToken } = await signedInUser(page, request, "fiscal");
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "Start your first claim" })).toBeVisible();

  const yearEnd = page.getByLabel("Tax year end");
  await expect(yearEnd).toHaveValue("2025-12-31");
  await expect(page.getByText("Fiscal year 2025: the tax year that ends on this day.")).toBeVisible();
  await yearEnd.fill("2026-03-31");
  await expect(page.getByText("Fiscal year 2026: the tax year that ends on this day.")).toBeVisible();
  await page.getByLabel("Project name").fill("Kiln binder trials");
  await page.getByRole("button", { name: "Create project" }).click();

  await expect(page.getByRole("heading", { name: "Kiln binder trials", level: 1 })).toBeVisible();
  await expect(page.getByText("Fiscal year 2026")).toBeVisible();
  const [created] = await apiData<ProjectRecord[]>(request, accessToken, "GET", "/projects");
  expect(created!.fiscalYear).toBe("2026");

  // The edit form shows the same day again; a new project starts from the company's year end.
  await page.getByRole("button", { name: "Edit project" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit project" });
  await expect(dialog.getByLabel("Tax year end")).toHaveValue("2026-03-31");
  await dialog.getByLabel("Tax year end").fill("2025-03-31");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Fiscal year 2025")).toBeVisible();

  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Projects" }).click();
  await page.getByRole("button", { name: "New project" }).click();
  await expect(page.getByLabel("Tax year end")).toHaveValue("2026-03-31");
});
