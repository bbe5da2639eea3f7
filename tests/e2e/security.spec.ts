import { expect, test, type Page } from "@playwright/test";
import { uniqueUser } from "./support/users";
import { ELIGIBLE_DESCRIPTION, registerAndCreateProject } from "./support/workspace";

const API = "/api/bff/api/v1";

// Records every Content-Security-Policy violation the page reports, so a flow that works only
// because nothing was blocked is told apart from one where a script or an upload was refused.
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) fromConsole.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

test("signing in from a crafted link stays on this site", async ({ page, request }) => {
  const user = uniqueUser("redirect");
  expect((await request.post(`${API}/auth/register`, { data: { email: user.email, password: user.password } })).status()).toBe(201);
  const origin = new URL(test.info().project.use.baseURL!).origin;

  await page.goto("/login?next=%2F%09%2Fevil.example");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${origin}/projects`);

  // A same-site target is still followed.
  await page.goto("/login?next=%2Faccount");
  await expect(page).toHaveURL(`${origin}/account`);
});

test("pages work under their Content-Security-Policy: the screener, sign-up, an upload and a run", async ({ page }) => {
  const violations = await watchCsp(page);

  await page.goto("/");
  await page.getByLabel("Describe the work: what was uncertain, what you tried, what you measured").fill(ELIGIBLE_DESCRIPTION);
  await page.getByRole("button", { name: "Check eligibility" }).click();
  await expect(page.getByTestId("verdict-banner")).toBeVisible({ timeout: 30_000 });

  await registerAndCreateProject(page, "Kiln binder trials", "csp");

  // The upload goes from the browser straight to the object store's URL (connect-src).
  await page.getByTestId("file-input").setInputFiles([
    { name: "kiln-notes.md", mimeType: "text/markdown", buffer: Buffer.from("# Kiln trial 4\n\nPorosity fell from 12% to 4.2%.\n") },
  ]);
  await expect(page.getByTestId("file-row").getByTestId("index-status")).toHaveText("Ready", { timeout: 30_000 });

  await page.getByRole("radio", { name: /Eligibility pre-check/ }).check();
  await page.getByRole("button", { name: "Start session" }).click();
  await page.getByLabel("Message").fill(ELIGIBLE_DESCRIPTION);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("verdict-banner")).toBeVisible({ timeout: 30_000 });

  expect(await violations()).toEqual([]);
});
