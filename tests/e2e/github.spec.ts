import { expect, test, type Page } from "@playwright/test";
import { apiData, signedInUser } from "./support/workspace";

// Issue 7's web part against the suite's fake GitHub (global-setup.ts): the OAuth dance through the
// callback page, the repository and branch pickers, a LOGBOOK run citing the seeded commits, then
// disconnect; and binding with a personal access token.

interface Created {
  id: string;
}

const seededShas = () => JSON.parse(process.env.E2E_GITHUB_SHAS ?? "[]") as string[];

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

test("connect GitHub, bind a repository found by search, cite its commits in a logbook, disconnect", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "github");
  const project = await apiData<Created>(request, accessToken, "POST", "/projects", { name: "Strain sensor", fiscalYear: "2025" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.id}`);

  const card = page.locator("section.github-card");
  await expect(card.getByRole("heading", { name: "Code evidence" })).toBeVisible();
  await expect(card.getByTestId("github-status")).toContainText("Not connected");

  // GitHub's authorize page (the fake approves at once) sends the browser to the callback, which
  // exchanges the code and returns to the project.
  await card.getByRole("button", { name: "Connect GitHub" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(card.getByTestId("github-status")).toContainText("Connected");

  // Search, pick the repository, then a branch.
  await card.getByLabel("Search your repositories").fill("strain");
  await expect(card.getByRole("radio")).toHaveCount(1);
  await card.getByRole("radio", { name: "ada/strain-sensor" }).check();
  const branch = card.getByLabel("Branch");
  await expect(branch.locator("option")).toHaveText(["main", "kalman-spike"]);
  await expect(branch).toHaveValue("main");
  await noSidewaysScroll(page);
  await card.getByRole("button", { name: "Bind ada/strain-sensor" }).click();

  const status = card.getByTestId("github-status");
  await expect(status).toContainText("ada/strain-sensor");
  await expect(status).toContainText("main");
  await expect(status).toContainText("Connected");
  await expect(card.getByRole("button", { name: "Connect GitHub" })).toHaveCount(0);
  await noSidewaysScroll(page);

  // A LOGBOOK run of the bound project turns the fiscal year's commits into entries citing them.
  await page.setViewportSize({ width: 1280, height: 800 });
  const session = await apiData<Created>(request, accessToken, "POST", `/projects/${project.id}/sessions`, { type: "LOGBOOK" });
  await page.goto(`/projects/${project.id}/sessions/${session.id}`);
  await page.getByLabel("Message").fill("2025-03-14: compared int8 and float kernels on the M4; int8 was 3x faster.");
  await page.getByRole("button", { name: "Send" }).click();
  const table = page.locator("table.logbook-table");
  await expect(table).toBeVisible({ timeout: 30_000 });
  const evidence = table.locator("td[data-label='Evidence']");
  for (const sha of seededShas()) await expect(evidence.filter({ hasText: sha.slice(0, 7) })).toHaveCount(1);

  // Disconnect, after a confirmation.
  await page.goto(`/projects/${project.id}`);
  await card.getByRole("button", { name: "Disconnect" }).click();
  const dialog = page.getByRole("dialog", { name: "Disconnect GitHub?" });
  await expect(dialog).toContainText("ada/strain-sensor");
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).not.toContainText("ada/strain-sensor");
  await expect(status).toContainText("Not connected");
  await expect(card.getByRole("button", { name: "Connect GitHub" })).toBeVisible();
});

test("bind with a personal access token, which is never shown again", async ({ page, request }) => {
  const pat = process.env.E2E_GITHUB_PAT ?? "";
  expect(pat).not.toBe("");
  const { accessToken } = await signedInUser(page, request, "github-pat");
  const project = await apiData<Created>(request, accessToken, "POST", "/projects", { name: "Website", fiscalYear: "2025" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.id}`);

  const card = page.locator("section.github-card");
  await card.getByRole("button", { name: "Use a personal access token instead" }).click();
  await card.getByLabel("Repository").fill("ada/website");
  await card.getByLabel("Branch").fill("main");
  const token = card.getByLabel("Personal access token");
  await expect(token).toHaveAttribute("type", "password");

  // A token GitHub refuses: the contract's message, and the token field emptied.
  await token.fill("ghp_not-a-real-token");
  await card.getByRole("button", { name: "Bind with this token" }).click();
  await expect(card.getByRole("alert")).toBeVisible();
  await expect(token).toHaveValue("");
  await noSidewaysScroll(page);

  await token.fill(pat);
  await card.getByRole("button", { name: "Bind with this token" }).click();
  const status = card.getByTestId("github-status");
  await expect(status).toContainText("ada/website");
  await expect(status).toContainText("Connected");
  await expect(card.getByLabel("Personal access token")).toHaveCount(0);
  expect(await page.content()).not.toContain(pat);
  await noSidewaysScroll(page);
});

// States the suite's server cannot reach on demand (it has an OAuth App; the fake is in another
// process): the routes' answers are stubbed in the browser, in the contract's shapes.
test("without an OAuth App only the token is offered; a refused sign-in offers Reconnect", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "github-states");
  const project = await apiData<Created>(request, accessToken, "POST", "/projects", { name: "Drift model", fiscalYear: "2025" });
  const base = `**/api/bff/api/v1/projects/${project.id}/integrations/github`;
  await page.route(`${base}/oauth/start`, (route) =>
    route.fulfill({
      status: 503,
      json: { success: false, data: null, message: "GitHub sign-in is not configured (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET)", error: { code: "NOT_CONFIGURED" } },
    }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.id}`);
  const card = page.locator("section.github-card");
  await card.getByRole("button", { name: "Connect GitHub" }).click();
  await expect(card.getByText("Signing in with GitHub is not set up on this server.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Connect GitHub" })).toHaveCount(0);
  await expect(card.getByLabel("Personal access token")).toBeVisible();
  await noSidewaysScroll(page);
  await page.unroute(`${base}/oauth/start`);

  const reauth = {
    authorized: false,
    connected: true,
    enabled: true,
    repo_full_name: "ada/strain-sensor",
    repo_id: "50000",
    default_branch: "main",
    token_status: "REAUTH_REQUIRED",
    token_expires_at: null,
    last_refresh_at: null,
  };
  await page.route(base, (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: { success: true, data: reauth, message: "OK" } }) : route.fallback(),
  );
  await page.reload();
  await expect(card.getByTestId("github-status")).toContainText("Needs reconnecting");
  await expect(card.getByText("GitHub no longer accepts the stored sign-in.")).toBeVisible();
  await page.unroute(base);
  // Reconnect runs the real OAuth dance against the fake and comes back signed in.
  await card.getByRole("button", { name: "Reconnect GitHub" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(card.getByTestId("github-status")).toContainText("Connected");
});
