import fs from "node:fs/promises";
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import yauzl from "yauzl";
import { expectNoSidewaysScroll } from "./support/layout";
import { apiData, signedInUser, T661_DESCRIPTION } from "./support/workspace";

// The claim in the UI: a T661 answer goes into the project's claim ("Use this draft"), is edited
// there with autosave, survives a reload, exports as DOCX and PDF through the proxy, shows on the
// project page and the projects list; two tabs editing the same line meet a conflict, not a loss.

interface Project {
  id: string;
  name: string;
}
interface Claim {
  version: number;
  lines: Record<"242" | "244" | "246", { text: string }>;
}
interface Run {
  runId: string;
  python: { output: { lines: Record<"242" | "244" | "246", { text: string }> } };
}

const EDITED_246 =
  "We showed that frost failures on wet lumber came from specular glare rather than model capacity, and reached 96 percent recall at 27 ms per frame on the target board.";

/** The text inside a DOCX's main part, read with a zip reader. */
async function docxText(file: string): Promise<string> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z!))),
  );
  return new Promise((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      if (entry.fileName !== "word/document.xml") return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return reject(err);
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          zip.close();
          const xml = Buffer.concat(chunks).toString("utf8");
          resolve(xml.replace(/<[^>]+>/g, " "));
        });
      });
    });
    zip.on("end", () => reject(new Error("no word/document.xml in the DOCX")));
    zip.on("error", reject);
    zip.readEntry();
  });
}

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

/** PUT .../claim through the proxy (the support helper knows GET, POST and PATCH). */
async function putClaim(request: APIRequestContext, token: string, projectId: string, body: unknown): Promise<Claim> {
  const res = await request.put(`/api/bff/api/v1/projects/${projectId}/claim`, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Claim }).data;
}

/** Waits until autosave has nothing left; checks the version when given one, and answers it. */
async function saved(page: Page, version?: number): Promise<number> {
  const status = page.getByTestId("claim-save-status");
  await expect(status).toHaveAttribute("data-status", "saved", { timeout: 15_000 });
  if (version !== undefined) await expect(status).toContainText(`version ${version}`);
  return Number(/version (\d+)/.exec((await status.textContent()) ?? "")?.[1]);
}

const lineBox = (page: Page, line: string): Locator => page.getByTestId(`claim-line-${line}`).getByRole("textbox");

async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  return file;
}

test("a T661 draft goes into the claim, is edited with autosave, survives a reload and exports as DOCX and PDF", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "claim");
  const project = await apiData<Project>(request, accessToken, "POST", "/projects", { name: "Sawmill defect detection", fiscalYear: "2025" });
  const session = await apiData<{ id: string }>(request, accessToken, "POST", `/projects/${project.id}/sessions`, { type: "T661" });
  const run = await apiData<Run>(request, accessToken, "POST", `/sessions/${session.id}/runs`, { type: "T661", input: T661_DESCRIPTION });
  const drafted = run.python.output.lines;

  // The answer: "Use this draft" puts all three lines in the claim, naming the run.
  await page.goto(`/projects/${project.id}/sessions/${session.id}`);
  await expect(page.getByTestId("t661-line-242")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Edited here only; copy the text into your form")).toHaveCount(0);
  await expect(page.getByText("the project's claim is where the text is saved, versioned and exported")).toBeVisible();
  await page.getByRole("button", { name: "Use this draft" }).click();
  await expect(page.getByTestId("claim-copy-notice")).toContainText("Lines 242, 244 and 246 are in the project's claim (version 1)");
  for (const line of ["242", "244", "246"]) await expect(page.getByTestId(`t661-line-${line}`).getByTestId("line-in-claim")).toBeVisible();
  const versions = await apiData<{ content: { sourceRunId: string | null }[] }>(request, accessToken, "GET", `/projects/${project.id}/claim/versions`);
  expect(versions.content[0]?.sourceRunId).toBe(run.runId);

  // "Use this line" after the claim changed elsewhere: a 409, told, and the choice to overwrite.
  await putClaim(request, accessToken, project.id, { version: 1, title: "Frost-proof defect detection" });
  const card244 = page.getByTestId("t661-line-244");
  await card244.getByRole("textbox").fill(`${drafted["244"].text} We kept every run in Git.`);
  await card244.getByRole("button", { name: "Use this line" }).click();
  const notice = page.getByTestId("claim-copy-notice");
  await expect(notice).toContainText("The claim was changed elsewhere");
  await expect(notice).toContainText("version 2 now");
  await notice.getByRole("button", { name: "Overwrite with this draft" }).click();
  await expect(notice).toContainText("Line 244 is in the project's claim (version 3)");
  await notice.getByRole("link", { name: "Open the claim" }).click();

  // The claim page: the lines as used, Section A, autosave.
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/claim$`));
  await expect(page.getByRole("heading", { name: "T661 claim", level: 1 })).toBeVisible();
  await saved(page, 3);
  await expect(lineBox(page, "242")).toHaveValue(drafted["242"].text);
  await expect(lineBox(page, "244")).toHaveValue(`${drafted["244"].text} We kept every run in Git.`);
  await expect(page.getByLabel("Project title")).toHaveValue("Frost-proof defect detection");

  // Over the limit: a clear state, and export is off with the reason.
  await lineBox(page, "246").fill(Array.from({ length: 360 }, (_, i) => `word${i}`).join(" "));
  const meter246 = page.getByTestId("claim-line-246").getByTestId("claim-word-count");
  await expect(meter246).toHaveText("360 / 350 words");
  await expect(page.getByTestId("claim-line-246")).toContainText("10 over");
  await expect(page.getByTestId("claim-export-reason")).toContainText("line 246 is 10 words over its 350");
  await expect(page.getByRole("button", { name: "Export DOCX" })).toBeDisabled();
  await saved(page, 4);
  await expect(page.getByRole("button", { name: "Export PDF" })).toBeDisabled();
  // The server refuses the export too (409), whatever the page says.
  const refused = await request.get(`/api/bff/api/v1/projects/${project.id}/claim/export?format=docx`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(refused.status()).toBe(409);

  // Near the limit: the margin warning.
  await lineBox(page, "246").fill(Array.from({ length: 340 }, (_, i) => `word${i}`).join(" "));
  await expect(page.getByTestId("claim-line-246")).toContainText("within 10% of the limit");

  // The edit, saved by itself; a reload keeps it.
  await lineBox(page, "246").fill(EDITED_246);
  await expect(page.getByTestId("claim-save-status")).not.toHaveAttribute("data-status", "saved");
  await saved(page);
  await page.getByLabel("Start date").fill("2025-01");
  await page.getByLabel("Completion or expected completion").fill("2025-11");
  await page.getByLabel("Field of science or technology (line 206)").fill("2.02.09");
  await expect(page.getByTestId("field-code-hint")).toHaveText("Software engineering and technology");
  const latest = await saved(page);
  await page.reload();
  await expect(lineBox(page, "246")).toHaveValue(EDITED_246);
  await expect(page.getByLabel("Start date")).toHaveValue("2025-01");
  await expect(page.getByLabel("Field of science or technology (line 206)")).toHaveValue("2.02.09");
  await saved(page, latest);

  // The history: who, which lines, from the run; compare; restore one line.
  await page.getByRole("button", { name: /Show the history/ }).click();
  const v1 = page.getByTestId("claim-version-1");
  await expect(v1).toContainText("by you");
  await expect(v1).toContainText("Changed line 242, line 244, line 246");
  await expect(v1).toContainText("from a T661 draft");
  await expect(page.getByTestId("claim-version-2")).toContainText("Changed project title");
  await page.getByLabel("Line to compare").selectOption("246");
  await page.getByLabel("Compare from").selectOption({ label: "Version 3" });
  await expect(page.getByTestId("claim-diff").locator("ins").first()).toBeVisible();
  await expect(page.getByTestId("claim-diff")).toContainText("specular glare");

  // Exports through the proxy: file name and type kept, the text inside.
  await expect(page.getByRole("button", { name: "Export DOCX" })).toBeEnabled();
  const docx = await download(page, "Export DOCX");
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  const docxPath = await docx.path();
  const docxBody = flat(await docxText(docxPath));
  expect(docxBody).toContain(flat(EDITED_246));
  expect(docxBody).toContain("Frost-proof defect detection");

  const pdf = await download(page, "Export PDF");
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = new Uint8Array(await fs.readFile(await pdf.path()));
  expect(Buffer.from(pdfBytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(pdfBytes), { mergePages: true });
  expect(flat(text)).toContain("specular glare rather than model capacity");

  const viaProxy = await request.get(`/api/bff/api/v1/projects/${project.id}/claim/export?format=pdf`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(viaProxy.status()).toBe(200);
  expect(viaProxy.headers()["content-type"]).toBe("application/pdf");
  const disposition = viaProxy.headers()["content-disposition"] ?? "";
  expect(disposition).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
  expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? "")).toBe(pdf.suggestedFilename());

  // The project page opens with the readiness; the list shows how complete the T661 is.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").click();
  const overview = page.getByTestId("claim-overview");
  await expect(overview).toBeVisible();
  for (const line of ["242", "244", "246"]) await expect(overview.getByTestId(`overview-line-${line}`)).toContainText("drafted");
  await expect(overview.getByTestId("step-draft")).toContainText("1 draft");
  await expect(overview.getByTestId("step-lines")).toContainText("3 of 3 lines in the claim");
  await expect(overview.getByTestId("step-sectionA")).toContainText("Title, dates and field code are in.");
  await expect(overview.getByTestId("step-precheck")).toContainText("No pre-check yet");
  await page.goto("/projects");
  const row = page.getByRole("listitem").filter({ hasText: project.name });
  await expect(row.getByTestId("project-claim-summary")).toContainText("T661 3 of 3 lines");
  await expect(row.getByTestId("project-claim-summary")).toContainText("No pre-check yet");
});

test("two tabs editing the same line meet a conflict: keep mine saves on the newer version, take theirs keeps mine to copy", async ({
  page,
  request,
  context,
}) => {
  const { accessToken } = await signedInUser(page, request, "claim2");
  const project = await apiData<Project>(request, accessToken, "POST", "/projects", { name: "Two tabs", fiscalYear: "2025" });
  await putClaim(request, accessToken, project.id, {
    version: 0,
    lines: { "242": "The shared start of line 242.", "244": "The shared start of line 244." },
  });

  const tabA = page;
  const tabB = await context.newPage();
  for (const tab of [tabA, tabB]) {
    await tab.goto(`/projects/${project.id}/claim`);
    await saved(tab, 1);
  }

  // Tab A saves first; tab B, still on version 1, types into the same line.
  await lineBox(tabA, "242").fill("Tab A rewrote line 242 about the glare.");
  await expect(tabA.getByTestId("claim-line-242-status")).not.toHaveAttribute("data-status", "saved");
  await saved(tabA, 2);
  await expect(tabA.getByTestId("claim-line-242-status")).toHaveText("Saved");
  await lineBox(tabB, "242").fill("Tab B rewrote line 242 about the frost.");
  const conflict = tabB.getByTestId("claim-conflict");
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(tabB.getByTestId("claim-save-status")).toHaveAttribute("data-status", "conflict");
  await expect(conflict.getByTestId("claim-conflict-theirs")).toHaveText("Tab A rewrote line 242 about the glare.");
  await expect(conflict.getByTestId("claim-conflict-mine")).toHaveText("Tab B rewrote line 242 about the frost.");
  await expect(lineBox(tabB, "242")).toHaveValue("Tab B rewrote line 242 about the frost.");
  await conflict.getByRole("button", { name: "Keep mine", exact: true }).click();
  await saved(tabB, 3);

  const record = await apiData<Claim>(request, accessToken, "GET", `/projects/${project.id}/claim`);
  expect(record.lines["242"].text).toBe("Tab B rewrote line 242 about the frost.");
  await tabA.reload();
  await expect(lineBox(tabA, "242")).toHaveValue("Tab B rewrote line 242 about the frost.");

  // Again on line 244, and this time tab B takes theirs: its own text stays on screen to copy.
  await saved(tabA, 3);
  await lineBox(tabA, "244").fill("Tab A's line 244.");
  await saved(tabA, 4);
  await lineBox(tabB, "244").fill("Tab B's line 244, typed at the same time.");
  const inline = tabB.getByTestId("claim-line-244-conflict");
  await expect(inline).toBeVisible({ timeout: 15_000 });
  await expect(tabB.getByTestId("claim-line-244-status")).toHaveAttribute("data-status", "conflict");
  await expect(inline).toContainText("Tab A's line 244.");
  await inline.getByRole("button", { name: /^Take theirs/ }).click();
  await expect(lineBox(tabB, "244")).toHaveValue("Tab A's line 244.");
  await expect(tabB.getByTestId("claim-set-aside")).toContainText("Tab B's line 244, typed at the same time.");
  await saved(tabB, 4);
  // Line 242 of tab B was saved already; nothing else was lost either.
  await expect(lineBox(tabB, "242")).toHaveValue("Tab B rewrote line 242 about the frost.");
});

test("the claim, its conflict and history, the T661 answer's bar and the readiness fit a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signedInUser(page, request, "claimphone");
  const name = "Cryogenic_electrochemical_impedance_spectroscopy_of_solid_state_electrolytes under vibration";
  const project = await apiData<Project>(request, accessToken, "POST", "/projects", { name, fiscalYear: "2025" });
  const session = await apiData<{ id: string }>(request, accessToken, "POST", `/projects/${project.id}/sessions`, { type: "T661" });
  await apiData(request, accessToken, "POST", `/sessions/${session.id}/runs`, { type: "T661", input: T661_DESCRIPTION });

  await page.goto(`/projects/${project.id}/sessions/${session.id}`);
  await page.getByRole("button", { name: "Use this draft" }).click();
  await expect(page.getByTestId("claim-copy-notice")).toBeVisible();
  await expectNoSidewaysScroll(page, "the T661 answer with its claim bar");

  await page.goto(`/projects/${project.id}/claim`);
  await saved(page, 1);
  await putClaim(request, accessToken, project.id, { version: 1, lines: { "242": "Changed elsewhere: /shared/very/long/path/to/a/file_without_any_spaces_at_all_for_wrapping.xlsx" } });
  await lineBox(page, "242").fill("Typed here at the same time, https://example.com/a/very/long/address/that/must/wrap/inside/its/box");
  await lineBox(page, "246").fill(Array.from({ length: 360 }, (_, i) => `word${i}`).join(" "));
  await expect(page.getByTestId("claim-conflict")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: /Show the history/ }).click();
  await expect(page.getByLabel("Compare from")).toBeVisible();
  await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
  await expectNoSidewaysScroll(page, "the claim page with a conflict and its history");
  await page.getByTestId("claim-conflict").getByRole("button", { name: "Keep mine", exact: true }).click();
  await saved(page, 3);

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId("claim-overview")).toBeVisible();
  await expectNoSidewaysScroll(page, "the project page's readiness");
});
