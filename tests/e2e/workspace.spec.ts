import { expect, test, type Page } from "@playwright/test";
import { uniqueUser } from "./support/users";
import { DESCRIPTION_WITHOUT_RECORDS, ELIGIBLE_DESCRIPTION, T661_DESCRIPTION } from "./support/workspace";

const LIMITS = { "242": 350, "244": 700, "246": 350 } as const;

async function startSession(page: Page, kind: string, title?: string) {
  await page.getByRole("radio", { name: new RegExp(kind) }).check();
  if (title) await page.getByLabel("Title (optional)").fill(title);
  await page.getByRole("button", { name: "Start session" }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
}

async function expectT661Cards(page: Page) {
  for (const [line, limit] of Object.entries(LIMITS)) {
    const card = page.getByTestId(`t661-line-${line}`);
    await expect(card).toBeVisible();
    const meter = await card.getByTestId("word-count").textContent();
    const match = /^(\d+) \/ (\d+) words$/.exec(meter ?? "");
    expect(match, `line ${line} meter "${meter}"`).not.toBeNull();
    expect(Number(match![2])).toBe(limit);
    expect(Number(match![1])).toBeGreaterThan(0);
    expect(Number(match![1])).toBeLessThanOrEqual(limit);
  }
}

test("a new user creates a project, runs a pre-check and drafts the T661", async ({ page }) => {
  const user = uniqueUser("flow");
  await page.goto("/register");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
  await expect(page.getByTestId("project-usage")).toHaveText("0 of 3 projects");
  await page.getByLabel("Project name").fill("Sawmill defect detection");
  await page.getByLabel("Tax year end").fill("2025-12-31");
  await page.getByLabel("Description (optional)").fill("Embedded vision for bark pockets and resin streaks.");
  await page.getByRole("button", { name: "Create project" }).click();

  // The first project opens once created.
  await expect(page.getByRole("heading", { name: "Sawmill defect detection", level: 1 })).toBeVisible();
  await expect(page.getByText("Fiscal year 2025")).toBeVisible();

  // Eligibility pre-check
  await startSession(page, "Eligibility pre-check");
  await expect(page.getByTestId("run-quota")).toHaveText("20 of 20 AI runs left this month");
  // Records left out, so the answer has a follow-up to ask (a claim showing all five gets none).
  await page.getByLabel("Message").fill(DESCRIPTION_WITHOUT_RECORDS);
  await page.getByLabel("Message").press("Control+Enter");
  await expect(page.getByTestId("user-message").first()).toContainText("We build inspection cameras");
  await expect(page.getByTestId("verdict-banner")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("verdict-banner")).toContainText(/eligible|information/i);
  await expect(page.getByTestId("criterion")).toHaveCount(5);
  await expect(page.getByTestId("run-quota")).toHaveText("19 of 20 AI runs left this month");
  await expect(page.getByLabel("Message")).toHaveValue("");

  // A follow-up question starts an answer in the composer, not a copy of the question.
  const question = page.locator("button.follow-up").first();
  await expect(question).toBeVisible();
  const text = (await question.textContent()) ?? "";
  await question.click();
  await expect(page.getByLabel("Message")).toBeFocused();
  const started = await page.getByLabel("Message").inputValue();
  expect(started).not.toBe(text);
  expect(started.length).toBeGreaterThan(0);
  await page.getByLabel("Message").fill("");

  // T661 project description
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Sawmill defect detection", level: 1 })).toBeVisible();
  await startSession(page, "T661 project description", "Sawmill T661 draft");
  await expect(page.getByRole("heading", { name: "Sawmill T661 draft", level: 1 })).toBeVisible();
  await page.getByLabel("Message").fill(T661_DESCRIPTION);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("t661-line-242")).toBeVisible({ timeout: 30_000 });
  await expectT661Cards(page);

  // Editing a card updates its meter live; Copy says so.
  const card = page.getByTestId("t661-line-246");
  await card.getByRole("textbox").fill("One two three four five");
  await expect(card.getByTestId("word-count")).toHaveText("5 / 350 words");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await card.getByRole("button", { name: "Copy line 246" }).click();
  await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
  await card.getByRole("button", { name: "Undo edits" }).click();

  await page.getByRole("button", { name: "Show as text" }).click();
  await expect(page.getByTestId("assistant-message").locator(".markdown")).toBeVisible();
  await page.getByRole("button", { name: "Show formatted" }).click();

  // The history survives a reload.
  await page.reload();
  await expect(page.getByTestId("user-message")).toHaveCount(1);
  await expect(page.getByTestId("user-message")).toContainText("real-time defect detection");
  await expect(page.getByTestId("assistant-message")).toHaveCount(1);
  await expectT661Cards(page);

  // The project lists both sessions under their friendly kinds.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").click();
  const sessions = page.getByRole("list", { name: "Active sessions" });
  await expect(sessions.getByText("Eligibility pre-check", { exact: true })).toBeVisible();
  await expect(sessions.getByText("T661 project description", { exact: true })).toBeVisible();
});

test("the landing-page screener shows a verdict for a pasted description", async ({ page }) => {
  await page.goto("/");
  const box = page.getByLabel("Describe the work: what was uncertain, what you tried, what you measured");
  await box.fill(ELIGIBLE_DESCRIPTION);
  await expect(page.getByText(`${ELIGIBLE_DESCRIPTION.length.toLocaleString("en-CA")} / 10,000`)).toBeVisible();
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.getByTestId("verdict-banner")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("criterion")).toHaveCount(5);
  await expect(page.getByText("Create a free account and this description becomes your first project")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save this as a project" })).toBeVisible();
});

test("the screener explains a rejected description", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Describe the work: what was uncertain, what you tried, what you measured").fill("   ");
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.locator("#screener-input-error")).toHaveText("Is required");
});

test("the screener says when to try again after too many checks", async ({ page }) => {
  await page.route("**/api/bff/api/v1/screener", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "240" },
      body: JSON.stringify({
        success: false,
        data: null,
        message: "Too many requests. Please wait and try again.",
        error: { code: "RATE_LIMITED" },
      }),
    }),
  );
  await page.goto("/");
  await page.getByLabel("Describe the work: what was uncertain, what you tried, what you measured").fill(ELIGIBLE_DESCRIPTION);
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "several checks" })).toHaveText(
    "You have run several checks in a short time. Please try again in 4 minutes.",
  );
  await expect(page.getByTestId("verdict-banner")).toBeHidden();
});
