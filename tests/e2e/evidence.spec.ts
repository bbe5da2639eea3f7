import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { TYPES, makeDocx, makePdf } from "../fixtures/make-files";
import { makeHostileDocx, TRACKER, VISIBLE_TEXT } from "../unit/files/hostile-docx";
import { apiData, signedInUser } from "./support/workspace";

// Evidence viewed in the app: a Word document is read in a dialog, rendered by the server from the
// stored file (no outside viewer), and every file downloads again under its own name through a
// short-lived signed link.

const DESIGN_NOTE = makeDocx([
  { heading: "Design note: two-stage defect detector" },
  { para: "Hypothesis: polarised capture keeps recall above 95% on frosted lumber within 30 ms per frame." },
  { table: [["Run", "Recall"], ["1", "81%"], ["2", "96.2%"]] },
]);

const TEST_REPORT = makePdf([["Latency test report: edge inference prototype v3", "Median latency 27 ms, recall 96.2%."]]);

const fileRow = (page: Page, name: string) => page.getByTestId("file-row").filter({ hasText: name });

async function openProject(page: Page, request: Parameters<typeof signedInUser>[1], name: string) {
  const { accessToken } = await signedInUser(page, request, "evidence");
  const project = await apiData<{ id: string }>(request, accessToken, "POST", "/projects", { name, fiscalYear: "2025" });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

test("a DOCX is previewed in the app from its own text, and files download under their names", async ({ page, request, baseURL }) => {
  // Nothing the preview shows may call out: every request stays on the app's origin.
  const outside: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (["http:", "https:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) outside.push(req.url());
  });
  await openProject(page, request, "Edge inference for sawmills");

  await page.getByTestId("file-input").setInputFiles([
    { name: "design-note.docx", mimeType: TYPES.docx, buffer: DESIGN_NOTE },
    { name: "test-report.pdf", mimeType: TYPES.pdf, buffer: TEST_REPORT },
  ]);
  for (const name of ["design-note.docx", "test-report.pdf"]) {
    await expect(fileRow(page, name).getByTestId("index-status")).toHaveText("Ready", { timeout: 30_000 });
  }

  // The preview: the document's heading, text and table, inside the app.
  await expect(fileRow(page, "test-report.pdf").getByRole("button", { name: /Preview/ })).toHaveCount(0);
  await fileRow(page, "design-note.docx").getByRole("button", { name: "Preview design-note.docx" }).click();
  const dialog = page.getByRole("dialog", { name: "Preview Word document" });
  await expect(dialog.getByText("design-note.docx")).toBeVisible();
  const doc = page.frameLocator('iframe[title="Preview of design-note.docx"]');
  await expect(doc.getByRole("heading", { name: "Design note: two-stage defect detector" })).toBeVisible();
  await expect(doc.getByText("Hypothesis: polarised capture keeps recall above 95%")).toBeVisible();
  await expect(doc.getByRole("cell", { name: "96.2%" })).toBeVisible();
  // The frame is sandboxed: no scripts, no origin of its own.
  await expect(dialog.locator("iframe")).toHaveAttribute("sandbox", "");

  // Download from the dialog: the original bytes, under the original name.
  const [fromDialog] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download" }).click()]);
  expect(fromDialog.suggestedFilename()).toBe("design-note.docx");
  expect(Buffer.compare(await fs.readFile((await fromDialog.path())!), DESIGN_NOTE)).toBe(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // Download a PDF from its row.
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    fileRow(page, "test-report.pdf").getByRole("button", { name: "Download test-report.pdf" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe("test-report.pdf");
  expect(Buffer.compare(await fs.readFile((await pdf.path())!), TEST_REPORT)).toBe(0);
  expect(outside).toEqual([]);
});

test("a hostile DOCX shows its text and nothing runs or calls out", async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const requested: string[] = [];
  page.on("request", (req) => requested.push(req.url()));
  await openProject(page, request, "Kiln binder");

  await page.getByTestId("file-input").setInputFiles({ name: "hostile.docx", mimeType: TYPES.docx, buffer: makeHostileDocx() });
  await expect(fileRow(page, "hostile.docx").getByTestId("index-status")).toHaveText("Ready", { timeout: 30_000 });
  await fileRow(page, "hostile.docx").getByRole("button", { name: "Preview hostile.docx" }).click();
  const doc = page.frameLocator('iframe[title="Preview of hostile.docx"]');
  await expect(doc.getByText(VISIBLE_TEXT)).toBeVisible();
  // Markup typed into the document is shown as text.
  await expect(doc.getByText("<script>alert('text')</script>")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Preview Word document" })).toContainText("3 images are not shown");
  // The outside links are text; clicking one goes nowhere.
  await doc.getByText("Supplier datasheet").click();
  await doc.getByText("Click for results").click();

  const frame = page.frames().find((f) => f.url() === "about:srcdoc");
  expect(frame).toBeDefined();
  // What the browser built from the HTML: no script, no handler, one inline image, one inner link.
  const inside = await frame!.evaluate(() => ({
    scripts: document.querySelectorAll("script, iframe, object, embed, svg").length,
    handlers: [...document.querySelectorAll("*")].flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith("on"))),
    images: [...document.images].map((img) => img.src.slice(0, 22)),
    links: [...document.links].map((a) => a.getAttribute("href")),
  }));
  expect(inside).toEqual({ scripts: 0, handlers: [], images: ["data:image/png;base64,"], links: ["#doc-results"] });
  expect(dialogs).toEqual([]);
  expect(requested.filter((u) => u.startsWith(TRACKER) || u.startsWith("javascript:") || u.startsWith("file:"))).toEqual([]);
});
