import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { startInviteServer, type InviteServer } from "./support/invite-server";
import { expectNoSidewaysScroll } from "./support/layout";
import { uniqueUser } from "./support/users";
import { apiData, T661_DESCRIPTION } from "./support/workspace";

// Issue 9's admin area against a server of its own in invite mode (support/invite-server.ts): an
// admin invites a user who registers with the code, suspends them so they cannot sign in, and
// takes a paid expert review (bought through the suite's fake Stripe) into review with its zip.

const PORT = 3201;
const BASE = `http://127.0.0.1:${PORT}`;
const API = "/api/bff/api/v1";
const PHONE = { width: 390, height: 844 };
const ADMIN = uniqueUser("admin");

let server: InviteServer | undefined;
// The invited user of the first test is the one the second suspends.
let invited: ReturnType<typeof uniqueUser> | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startInviteServer({ port: PORT, admin: { email: ADMIN.email, password: ADMIN.password } });
});

test.afterAll(async () => {
  await server?.stop();
});

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${API}/auth/login`, { data: { email, password } });
  expect(res.status(), `login of ${email}`).toBe(200);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

/** Signs the admin in through the API and hands the browser the refresh token. */
async function asAdmin(page: Page, request: APIRequestContext) {
  const { accessToken, refreshToken } = await login(request, ADMIN.email, ADMIN.password);
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem("sred.refreshToken")) window.localStorage.setItem("sred.refreshToken", token);
  }, refreshToken);
  return accessToken;
}

test("an admin creates an invitation and a new user registers with it in invite mode", async ({ page, request, browser }) => {
  await asAdmin(page, request);
  await page.goto("/projects");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { name: "Admin dashboard", level: 1 })).toBeVisible();
  await expect(page.locator(".stat").filter({ hasText: "Admins" })).toContainText("1");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Invitations" }).click();
  await page.getByLabel("How many codes").fill("1");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  const newCode = page.getByRole("list", { name: "New invitation codes" }).locator(".code-text");
  await expect(newCode).toHaveCount(1);
  const code = (await newCode.textContent())!.trim();
  expect(code.length).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: code })).toContainText("Active");

  invited = uniqueUser("invited");
  const visitor = await browser.newContext({ baseURL: BASE });
  const signup = await visitor.newPage();
  await signup.goto("/register");
  await signup.getByLabel("Email").fill(invited.email);
  await signup.getByLabel("Password", { exact: true }).fill(invited.password);
  await signup.getByRole("button", { name: "Create account" }).click();
  // Invite mode: without a code the account is refused.
  await expect(signup.locator("#invitationCode-error")).toContainText(/invitation/i);
  await expect(signup).toHaveURL(/\/register/);
  await signup.getByLabel("Invitation code (optional)").fill(code);
  await signup.getByRole("button", { name: "Create account" }).click();
  await expect(signup).toHaveURL(/\/projects$/);
  await visitor.close();

  await page.reload();
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: code })).toContainText("Used");
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: code })).toContainText(invited.email);
});

test("the admin finds that user, suspends them, and they can no longer sign in", async ({ page, request, browser }) => {
  expect(invited, "the first test registered a user").toBeDefined();
  const user = invited!;
  await asAdmin(page, request);
  await page.goto("/admin/users");
  await page.getByRole("searchbox", { name: "Search" }).fill(user.email);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("table").getByRole("row").filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Active");

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, "the users table on a phone");
  await row.getByRole("button", { name: `Suspend ${user.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Suspend" }).click();
  await expect(row).toContainText("Suspended");
  await expect(row.getByRole("button", { name: `Activate ${user.email}` })).toBeVisible();

  // The status filter finds them among the suspended.
  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByLabel("Status").selectOption("SUSPENDED");
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: user.email })).toHaveCount(1);

  const visitor = await browser.newContext({ baseURL: BASE });
  const signin = await visitor.newPage();
  await signin.goto("/login");
  await signin.getByLabel("Email").fill(user.email);
  await signin.getByLabel("Password").fill(user.password);
  await signin.getByRole("button", { name: "Sign in" }).click();
  await expect(signin.getByRole("alert").filter({ hasText: /suspended/i })).toBeVisible();
  await expect(signin).toHaveURL(/\/login/);
  await visitor.close();
});

test("a user who is not an admin finds no admin area", async ({ page, request }) => {
  const adminToken = (await login(request, ADMIN.email, ADMIN.password)).accessToken;
  const codeRes = await request.post(`${API}/admin/invitations`, { headers: { authorization: `Bearer ${adminToken}` } });
  const code = (await codeRes.text()).replaceAll('"', "").trim();
  const plain = uniqueUser("plain");
  const reg = await request.post(`${API}/auth/register`, { data: { email: plain.email, password: plain.password, invitationCode: code } });
  expect(reg.status()).toBe(201);
  const { accessToken, refreshToken } = (await reg.json()) as { accessToken: string; refreshToken: string };
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem("sred.refreshToken")) window.localStorage.setItem("sred.refreshToken", token);
  }, refreshToken);

  await page.goto("/projects");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  // The server refuses the data whatever the page shows.
  const res = await request.get(`${API}/admin/users`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.status()).toBe(403);
});

test("the only admin cannot suspend or demote themselves", async ({ page, request }) => {
  await asAdmin(page, request);
  await page.goto("/admin/users");
  await page.getByLabel("Role").selectOption("ADMIN");
  const row = page.getByRole("table").getByRole("row").filter({ hasText: ADMIN.email });
  await row.getByRole("button", { name: `Suspend ${ADMIN.email}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog.getByRole("alert")).toContainText("last active administrator");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: `Edit ${ADMIN.email}` }).click();
  await page.getByRole("dialog").getByLabel("Role").selectOption("USER");
  await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toContainText("last active administrator");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(row).toContainText("Admin");
  await expect(row).toContainText("Active");
});

/** A user (invited through the API) with a project, one uploaded file and a T661 draft, who buys an expert review. */
async function paidExpertReview(request: APIRequestContext, adminToken: string) {
  const codeRes = await request.post(`${API}/admin/invitations`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(codeRes.status()).toBe(201);
  const code = (await codeRes.text()).replaceAll('"', "").trim();
  const client = uniqueUser("client");
  const reg = await request.post(`${API}/auth/register`, {
    data: { email: client.email, password: client.password, fullName: "Ada Client", invitationCode: code },
  });
  expect(reg.status()).toBe(201);
  const { accessToken: token } = (await reg.json()) as { accessToken: string };

  const project = await apiData<{ id: string }>(request, token, "POST", "/projects", { name: "Kiln moisture model", fiscalYear: "2025" });
  const notes = Buffer.from("Trial 14: the moisture model held within 2% on green oak.\n");
  const [slot] = await apiData<{ fileId: string; uploadUrl: string }[]>(request, token, "POST", `/projects/${project.id}/files/presign`, {
    files: [{ filename: "kiln-trials.txt", contentType: "text/plain", fileSize: notes.length }],
  });
  const put = await request.put(slot!.uploadUrl, { data: notes, headers: { "content-type": "text/plain" } });
  expect(put.ok(), `upload answered ${put.status()}`).toBe(true);
  await apiData(request, token, "POST", `/projects/${project.id}/files/${slot!.fileId}/confirm`, {});

  const session = await apiData<{ id: string }>(request, token, "POST", `/projects/${project.id}/sessions`, { type: "T661" });
  await apiData(request, token, "POST", `/sessions/${session.id}/runs`, { type: "T661", input: T661_DESCRIPTION });

  const checkout = await apiData<{ sessionId: string; url: string }>(request, token, "POST", "/billing/checkout/expert-review", {
    projectId: project.id,
  });
  const paid = await request.post(`http://127.0.0.1:${process.env.E2E_STRIPE_PORT}/pay/${checkout.sessionId}`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await apiData(request, token, "POST", "/billing/checkout/confirm", { sessionId: checkout.sessionId });
  return { client, projectName: "Kiln moisture model" };
}

test("the admin moves a paid expert review into review and downloads its files as a zip", async ({ page, request }) => {
  const adminToken = await asAdmin(page, request);
  const { client, projectName } = await paidExpertReview(request, adminToken);

  await page.goto("/admin/expert-reviews");
  await page.getByLabel("Status").selectOption("PAID");
  const row = page.getByRole("table").getByRole("row").filter({ hasText: projectName });
  await expect(row).toContainText("Paid");
  await row.getByRole("link", { name: projectName }).click();

  await expect(page.getByRole("heading", { name: `Expert review: ${projectName}`, level: 1 })).toBeVisible();
  await expect(page.getByText(client.email)).toBeVisible();
  await page.getByRole("button", { name: "Start review" }).click();
  await expect(page.locator(".page-header .badge")).toHaveText("In review");
  await expect(page.getByRole("button", { name: "Mark completed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start review" })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download project files (zip)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = fs.readFileSync((await download.path())!);
  // A zip begins with the local file header signature and names its entries in plain bytes.
  expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(zip.includes(Buffer.from("kiln-trials.txt"))).toBe(true);

  // The project's latest T661 draft, lines and all.
  const draft = page.getByRole("region", { name: "Latest T661 draft" });
  await expect(draft.getByText(/242/).first()).toBeVisible();

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, "the expert review order on a phone");
  await page.goto("/admin/expert-reviews");
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: projectName })).toContainText("In review");
  await expectNoSidewaysScroll(page, "the expert review queue on a phone");
});

interface FieldEdit {
  form: string;
  label: string;
  save: string;
  wrong: string;
  refusal: string;
  right: string;
  saved: string;
  kept: string;
}

/** A wrong value is named beside its input; a right one is saved and still there after a reload. */
async function editField(page: Page, e: FieldEdit) {
  const form = () => page.getByRole("form", { name: e.form });
  const input = () => form().getByLabel(e.label, { exact: true });
  await input().fill(e.wrong);
  await form().getByRole("button", { name: e.save }).click();
  await expect(form().getByText(e.refusal)).toBeVisible();
  await input().fill(e.right);
  await form().getByRole("button", { name: e.save }).click();
  await expect(form().getByText(e.saved)).toBeVisible();
  await page.reload();
  await expect(input()).toHaveValue(e.kept);
}

test("the admin changes a plan's limits and the review's price: a wrong value is named beside its input, a right one is kept", async ({
  page,
  request,
}) => {
  await asAdmin(page, request);
  await page.goto("/admin/quotas");
  await editField(page, {
    form: "Starter",
    label: "Projects",
    save: "Save Starter",
    wrong: "2.5",
    refusal: "Enter a whole number of 0 or more, or leave it blank.",
    right: "7",
    saved: "Saved. It applies from the next request.",
    kept: "7",
  });
  await page.goto("/admin/plans");
  await editField(page, {
    form: "Expert review",
    label: "Price",
    save: "Save expert review",
    wrong: "ten",
    refusal: "Enter a price of 0 or more, in dollars.",
    right: "1299.5",
    saved: "Saved. New orders use it from now on.",
    kept: "1299.50",
  });
});
