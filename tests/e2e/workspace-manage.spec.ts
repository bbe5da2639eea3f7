import { expect, test } from "@playwright/test";
import { ELIGIBLE_DESCRIPTION, LOGBOOK_NOTES, apiData, signedInUser } from "./support/workspace";

interface Created {
  id: string;
}

const envelopeError = (code: string, message: string, data: unknown = null) =>
  JSON.stringify({ success: false, data, message, error: { code }, timestamp: new Date().toISOString() });

test("projects are created, edited, moved between statuses and deleted; the plan limit is explained", async ({
  page,
  request,
}) => {
  const { accessToken } = await signedInUser(page, request, "projects");
  await page.goto("/projects");
  await expect(page.getByText("No projects yet.")).toBeVisible();

  // The empty state creates the first project and opens it.
  await page.getByLabel("Project name").fill("Battery thermal model");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { name: "Battery thermal model", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Projects" }).click();
  const row = page.getByRole("listitem").filter({ hasText: "Battery thermal model" });
  await expect(row).toBeVisible();
  await expect(row.getByLabel("Status of Battery thermal model")).toHaveValue("DRAFT");

  // Inline status change
  await row.getByLabel("Status of Battery thermal model").selectOption("IN_PROGRESS");
  await expect(row.getByLabel("Status of Battery thermal model")).toHaveValue("IN_PROGRESS");
  await page.reload();
  await expect(row.getByLabel("Status of Battery thermal model")).toHaveValue("IN_PROGRESS");

  // Edit in the dialog
  await row.getByRole("button", { name: "Edit Battery thermal model" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit project" });
  await dialog.getByLabel("Project name").fill("Battery thermal model v2");
  await dialog.getByLabel("Tax year end").fill("");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Enter the last day of the tax year, as a date.")).toBeVisible();
  await dialog.getByLabel("Tax year end").fill("2024-03-31");
  await dialog.getByLabel("Status").selectOption("READY_FOR_REVIEW");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole("listitem").filter({ hasText: "Battery thermal model v2" });
  await expect(edited.getByText("Fiscal year 2024")).toBeVisible();
  await expect(edited.getByLabel("Status of Battery thermal model v2")).toHaveValue("READY_FOR_REVIEW");

  // The Free plan allows three projects.
  for (const name of ["Second", "Third"]) {
    await apiData<Created>(request, accessToken, "POST", "/projects", { name, fiscalYear: "2025" });
  }
  await page.reload();
  await expect(page.getByTestId("project-usage")).toHaveText("3 of 3 projects");
  await page.getByRole("button", { name: "New project" }).click();
  await page.getByLabel("Project name").fill("Fourth");
  await page.getByRole("button", { name: "Create project" }).click();
  const prompt = page.getByRole("alert").filter({ hasText: "limit" });
  await expect(prompt).toContainText("Your plan allows 3 projects");
  await expect(prompt).toContainText("You are on the Free plan.");
  await expect(prompt.getByRole("link", { name: "See plans and upgrade" })).toHaveAttribute("href", "/pricing");
  await page.getByRole("button", { name: "Cancel" }).click();

  // Delete, after confirming
  await edited.getByRole("button", { name: "Delete Battery thermal model v2" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this project?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole("button", { name: "Delete Battery thermal model v2" }).click();
  await confirm.getByRole("button", { name: "Delete project" }).click();
  await expect(edited).toBeHidden();
  await expect(page.getByTestId("project-usage")).toHaveText("2 of 3 projects");
});

test("sessions are renamed, archived, reactivated and deleted", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "sessions");
  const project = await apiData<Created>(request, accessToken, "POST", "/projects", { name: "Lidar SLAM", fiscalYear: "2025" });
  await page.goto("/projects");
  await expect(page.getByRole("banner").getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Lidar SLAM" }).click();
  await expect(page.getByText("No sessions yet.")).toBeVisible();

  await page.getByRole("radio", { name: /R&D logbook/ }).check();
  await page.getByLabel("Title (optional)").fill("March experiments");
  await page.getByRole("button", { name: "Start session" }).click();
  await expect(page.getByRole("heading", { name: "March experiments", level: 1 })).toBeVisible();
  await expect(page.getByText("R&D logbook", { exact: true })).toBeVisible();

  await page.goto(`/projects/${project.id}`);
  const active = page.getByRole("list", { name: "Active sessions" });
  await active.getByRole("button", { name: "Rename March experiments" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename session" });
  await dialog.getByLabel("Title").fill("March loop-closure experiments");
  await dialog.getByRole("button", { name: "Save title" }).click();
  await expect(active.getByRole("link", { name: "March loop-closure experiments" })).toBeVisible();

  await active.getByRole("button", { name: "Archive March loop-closure experiments" }).click();
  const archived = page.getByRole("list", { name: "Archived sessions" });
  await expect(archived.getByRole("link", { name: "March loop-closure experiments" })).toBeVisible();
  await archived.getByRole("button", { name: "Reactivate March loop-closure experiments" }).click();
  await expect(active.getByRole("link", { name: "March loop-closure experiments" })).toBeVisible();

  await active.getByRole("button", { name: "Delete March loop-closure experiments" }).click();
  await page.getByRole("dialog", { name: "Delete this session?" }).getByRole("button", { name: "Delete session" }).click();
  await expect(page.getByText("No sessions yet.")).toBeVisible();
});

test("run failures: a worker failure offers Retry, an archived session offers Reactivate, a spent quota offers an upgrade", async ({
  page,
  request,
}) => {
  const { accessToken } = await signedInUser(page, request, "failures");
  const project = await apiData<Created>(request, accessToken, "POST", "/projects", { name: "Edge vision", fiscalYear: "2025" });
  const session = await apiData<Created>(request, accessToken, "POST", `/projects/${project.id}/sessions`, { type: "PRECHECK" });
  const runs = `**/api/bff/api/v1/sessions/${session.id}/runs`;

  // 1. The worker fails (answered here, as the backend would): the failure shows inline with Retry.
  await page.route(runs, (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: envelopeError("WORKER_FAILED", "The AI worker could not complete this run. Please try again.", {
        runId: crypto.randomUUID(),
        status: "FAILED",
        python: null,
        messages: { userMessageId: crypto.randomUUID(), assistantMessageId: null },
        selectedFileIds: [],
      }),
    }),
  );
  await page.goto(`/projects/${project.id}/sessions/${session.id}`);
  await expect(page.getByRole("heading", { name: "Check this project against the CRA's five questions" })).toBeVisible();
  await page.getByLabel("Message").fill(ELIGIBLE_DESCRIPTION);
  await page.getByRole("button", { name: "Send" }).click();
  const failure = page.locator(".run-failure");
  await expect(failure).toContainText("No answer for this message");
  await expect(failure).toContainText("The AI worker could not complete this run.");
  await page.unroute(runs);
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("verdict-banner")).toBeVisible({ timeout: 30_000 });
  await expect(failure).toBeHidden();

  // 2. The session was archived elsewhere: the 409 says so and Reactivate lets the user go on.
  await apiData(request, accessToken, "PATCH", `/projects/${project.id}/sessions/${session.id}/status`, { status: "ARCHIVED" });
  await page.getByLabel("Message").fill("What else should we document?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("This session is archived.")).toBeVisible();
  await expect(page.getByLabel("Message")).toBeDisabled();
  await page.locator(".composer").getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByText("This session is archived.")).toBeHidden();
  await expect(page.getByLabel("Message")).toBeEnabled();
  await expect(page.getByLabel("Message")).toHaveValue("What else should we document?");

  // 3. The month's AI runs are spent (answered here): an upgrade prompt, and the text is kept.
  await page.route(runs, (route) =>
    route.fulfill({
      status: 402,
      contentType: "application/json",
      body: envelopeError("QUOTA_EXCEEDED", "Your plan's 20 AI runs for this month are used up. Upgrade to continue."),
    }),
  );
  await page.getByRole("button", { name: "Send" }).click();
  const prompt = page.getByRole("alert").filter({ hasText: "No AI runs left this month" });
  await expect(prompt).toContainText("Your plan's 20 AI runs for this month are used up.");
  await expect(prompt.getByRole("link", { name: "See plans and upgrade" })).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("What else should we document?");
});

test("a logbook answer is a table that fits a laptop and labelled cards on a phone", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "logbook");
  const project = await apiData<Created>(request, accessToken, "POST", "/projects", { name: "Titanium brackets", fiscalYear: "2025" });
  const session = await apiData<Created>(request, accessToken, "POST", `/projects/${project.id}/sessions`, { type: "LOGBOOK" });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/projects/${project.id}/sessions/${session.id}`);
  await page.getByLabel("Message").fill(LOGBOOK_NOTES);
  await page.getByRole("button", { name: "Send" }).click();
  const table = page.locator("table.logbook-table");
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.getByRole("columnheader", { name: "Hypothesis" })).toBeVisible();
  await expect(table.locator("tbody tr").first().getByRole("cell").first()).toHaveText("2025-03-03");
  // Evidence is the reference, never a figure.
  await expect(table.locator("tbody tr").nth(1).locator("td[data-label='Evidence']")).toContainText("CMM-0310");
  await expect(table.locator("tbody tr").nth(1).locator("td[data-label='Evidence']")).not.toContainText("0.05 mm");

  // Laptop: the long file path wraps inside its cell; neither the table nor the page scrolls sideways.
  const laptop = await table.evaluate((t) => ({ table: t.scrollWidth, wrap: t.parentElement!.clientWidth, page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(laptop.table).toBeLessThanOrEqual(laptop.wrap);
  expect(laptop.page).toBeLessThanOrEqual(laptop.view);

  // Phone: no header row, each entry a card whose cells carry their column's name, nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.locator("thead")).toBeHidden();
  const phone = await table.evaluate((t) => {
    const row = t.querySelector("tbody tr")!;
    const cell = row.querySelector("td[data-label='Work']")!;
    return {
      rowDisplay: getComputedStyle(row).display,
      label: getComputedStyle(cell, "::before").content,
      rowWidth: row.getBoundingClientRect().width,
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    };
  });
  expect(phone.rowDisplay).toBe("block");
  expect(phone.label).toContain("Work");
  expect(phone.rowWidth).toBeLessThanOrEqual(390);
  expect(phone.page).toBeLessThanOrEqual(phone.view);
});
