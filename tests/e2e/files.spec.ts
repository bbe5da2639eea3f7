import { expect, test, type Page } from "@playwright/test";
import { TYPES, makeDocx, makePdf } from "../fixtures/make-files";
import { registerAndCreateProject, signedInUser } from "./support/workspace";

// Evidence files end to end: real uploads to the configured object store, real indexing, and a
// pre-check whose answer quotes them. The PDF and the DOCX are generated here, not checked in.

const TEST_REPORT = makePdf([
  [
    "Latency test report: edge inference prototype v3",
    "Test date: 12 March 2025. Target: ARM Cortex-A53 board with 512 MB of RAM.",
    "We measured end-to-end latency over 5,000 frames of frosted lumber for each model variant.",
    "Baseline int8 per-tensor model: median latency 41 ms, p99 latency 58 ms, recall 81%.",
    "Mixed int4/int8 model with the polarised channel: median latency 27 ms, p99 latency 31 ms, recall 96.2%.",
  ],
  [
    "Conclusion: the 30 ms budget per frame was met only after the glare filter moved to the capture stage.",
    "The results of all 14 experiments are recorded in the lab notebook and in Git, one commit per run.",
  ],
]);

const DESIGN_NOTE = makeDocx([
  { heading: "Design note: two-stage defect detector" },
  {
    para:
      "Hypothesis: combining a polarised-light capture with a quantised two-stage network will keep recall above 95% on frosted lumber within 30 ms per frame.",
  },
  {
    para:
      "Uncertainty: published compact models fell to about 70% recall on frosted wood, and no known technique resolved the specular glare within a 512 MB memory budget.",
  },
  { para: "Plan: compare four quantisation schemes in controlled experiments and record recall, precision and latency for each run." },
]);

const LAB_NOTES = Buffer.from("# Kiln trial 4\n\nHypothesis: a ceramic binder reduces porosity below 5%.\n\nResult: porosity fell from 12% to 4.2%.\n");

const fileRow = (page: Page, name: string) => page.getByTestId("file-row").filter({ hasText: name });

test("evidence files are uploaded, indexed, attached to a pre-check and quoted in its answer", async ({ page }) => {
  await registerAndCreateProject(page, "Edge inference for sawmills", "files");
  const panel = page.getByRole("region", { name: "Evidence files" });
  await expect(panel.getByTestId("storage-usage")).toHaveText("0 MB of 100 MB");
  await expect(panel.getByText("No files yet.")).toBeVisible();

  // Two good files and one the browser refuses before anything is sent.
  await page.getByTestId("file-input").setInputFiles([
    { name: "test-report.pdf", mimeType: TYPES.pdf, buffer: TEST_REPORT },
    { name: "design-note.docx", mimeType: TYPES.docx, buffer: DESIGN_NOTE },
    { name: "setup.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") },
  ]);
  await expect(panel.getByRole("alert").filter({ hasText: "setup.exe" })).toContainText("This type of file is not supported");
  for (const name of ["test-report.pdf", "design-note.docx"]) {
    await expect(fileRow(page, name).getByTestId("index-status")).toHaveText("Ready", { timeout: 30_000 });
  }
  await expect(panel.getByText("2 files · 2 ready")).toBeVisible();
  await expect(panel.getByTestId("storage-usage")).not.toHaveText("0 MB of 100 MB");
  await expect(fileRow(page, "test-report.pdf").locator(".file-meta")).toContainText("PDF");

  // The DOCX is read in the app, from the stored document (tests/e2e/evidence.spec.ts goes further).
  await expect(fileRow(page, "test-report.pdf").getByRole("button", { name: /Preview/ })).toHaveCount(0);
  await fileRow(page, "design-note.docx").getByRole("button", { name: "Preview design-note.docx" }).click();
  const preview = page.getByRole("dialog", { name: "Preview Word document" });
  await expect(page.frameLocator('iframe[title="Preview of design-note.docx"]').getByText(/^Hypothesis: combining a polarised-light capture/)).toBeVisible();
  await preview.getByRole("button", { name: "Close" }).click();

  // A pre-check with both files attached quotes them.
  await page.getByRole("radio", { name: /Eligibility pre-check/ }).check();
  await page.getByRole("button", { name: "Start session" }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Attach evidence" }).click();
  await page.getByRole("checkbox", { name: /test-report\.pdf/ }).check();
  await page.getByRole("checkbox", { name: /design-note\.docx/ }).check();
  await page.getByRole("button", { name: "Done" }).click();
  const chips = page.getByTestId("composer-attachments");
  await expect(chips.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Attach evidence" })).toContainText("2");

  await page
    .getByLabel("Message")
    .fill(
      "We are building a defect detector for sawmill cameras on a small ARM board. The test report and the design note are attached: what do they show for SR&ED?",
    );
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("verdict-banner")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("criterion")).toHaveCount(5);
  const evidence = page.locator(".criterion-evidence li");
  await expect(evidence.filter({ hasText: "— test-report.pdf" }).first()).toBeVisible();
  await expect(evidence.filter({ hasText: "— design-note.docx" }).first()).toBeVisible();
  const sent = page.getByTestId("user-message").last().getByTestId("message-attachments");
  await expect(sent).toContainText("test-report.pdf");
  await expect(sent).toContainText("design-note.docx");
  // The selection stays for the next message, and a chip can take a file off.
  await page.getByRole("button", { name: "Detach design-note.docx" }).click();
  await expect(chips.getByRole("listitem")).toHaveCount(1);

  // Deleting a file takes it off the project and gives its storage back.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").click();
  const usedBefore = await panel.getByTestId("storage-usage").textContent();
  await fileRow(page, "design-note.docx").getByRole("button", { name: "Delete design-note.docx" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this file?" });
  await confirm.getByRole("button", { name: "Delete file" }).click();
  await expect(confirm).toBeHidden();
  await expect(fileRow(page, "design-note.docx")).toHaveCount(0);
  await expect(fileRow(page, "test-report.pdf")).toBeVisible();
  await expect(panel.getByTestId("storage-usage")).not.toHaveText(usedBefore ?? "");
});

test("a failed upload is retried or removed on its own row; a DOCX from an earlier visit is still previewed", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "files");
  const res = await request.post("/api/bff/api/v1/projects", {
    data: { name: "Binder porosity", fiscalYear: "2025" },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const project = ((await res.json()) as { data: { id: string } }).data;

  // The store refuses the first PUT of the notes once, and every PUT of the CSV.
  let refused = 0;
  await page.route("**/*", async (route) => {
    const req = route.request();
    const type = req.method() === "PUT" ? req.headers()["content-type"] : null;
    if ((type === "text/markdown" && refused++ === 0) || type === "text/csv") {
      return route.fulfill({ status: 500, body: "store down" });
    }
    return route.fallback();
  });

  await page.goto(`/projects/${project.id}`);
  await page.getByTestId("file-input").setInputFiles([
    { name: "lab-notes.md", mimeType: "text/markdown", buffer: LAB_NOTES },
    { name: "design.docx", mimeType: TYPES.docx, buffer: DESIGN_NOTE },
    { name: "porosity.csv", mimeType: "text/csv", buffer: Buffer.from("run,binder,porosity\n1,ceramic,4.2\n2,polymer,11.8\n") },
  ]);
  const failed = page.getByTestId("upload-row").filter({ hasText: "lab-notes.md" });
  await expect(failed).toContainText("HTTP 500");
  await expect(fileRow(page, "design.docx").getByTestId("index-status")).toHaveText("Ready", { timeout: 30_000 });
  await failed.getByRole("button", { name: "Retry lab-notes.md" }).click();
  await expect(fileRow(page, "lab-notes.md").getByTestId("index-status")).toHaveText("Ready", { timeout: 30_000 });
  // Removing the CSV that never arrived gives its reserved storage back at once.
  const csv = page.getByTestId("upload-row").filter({ hasText: "porosity.csv" });
  await expect(csv).toContainText("HTTP 500");
  await csv.getByRole("button", { name: "Remove porosity.csv" }).click();
  await expect(page.getByTestId("upload-row")).toHaveCount(0);
  await expect
    .poll(async () => {
      const billing = await request.get("/api/bff/api/v1/billing/me", { headers: { authorization: `Bearer ${accessToken}` } });
      return ((await billing.json()) as { data: { usage: { storageBytes: { used: number } } } }).data.usage.storageBytes.used;
    })
    .toBe(DESIGN_NOTE.length + LAB_NOTES.length);

  // After a reload the DOCX is still previewed: the server reads the stored document.
  await page.reload();
  await fileRow(page, "design.docx").getByRole("button", { name: "Preview design.docx" }).click();
  await expect(page.frameLocator('iframe[title="Preview of design.docx"]').getByRole("heading", { name: "Design note: two-stage defect detector" })).toBeVisible();
});

test("a full storage plan shows the upgrade prompt and keeps the files listed as not uploaded", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "files");
  const res = await request.post("/api/bff/api/v1/projects", {
    data: { name: "Quota check", fiscalYear: "2025" },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const project = ((await res.json()) as { data: { id: string } }).data;
  // The storage quota itself is the backend's to test; here the answer is staged.
  await page.route("**/files/presign", (route) =>
    route.fulfill({
      status: 402,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        data: null,
        message: "These files need 40.0 MB but only 2.5 MB of your plan's 100.0 MB is free.",
        error: { code: "QUOTA_EXCEEDED", details: [] },
        timestamp: new Date().toISOString(),
      }),
    }),
  );
  await page.goto(`/projects/${project.id}`);
  // This time the file is dragged onto the zone, as a person would.
  const drag = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(["%PDF-1.4 scanned pages"], "big-scan.pdf", { type: "application/pdf" }));
    return data;
  });
  const zone = page.getByTestId("drop-zone");
  await zone.dispatchEvent("dragenter", { dataTransfer: drag });
  await expect(zone).toContainText("Drop to upload");
  await zone.dispatchEvent("drop", { dataTransfer: drag });
  await expect(zone).not.toContainText("Drop to upload");
  const prompt = page.getByRole("alert").filter({ hasText: "Your plan's storage is full" });
  await expect(prompt).toContainText("only 2.5 MB");
  await expect(prompt.getByRole("link", { name: "See plans and upgrade" })).toHaveAttribute("href", "/pricing");
  const row = page.getByTestId("upload-row").filter({ hasText: "big-scan.pdf" });
  await expect(row).toContainText("not enough storage");
  await row.getByRole("button", { name: "Remove big-scan.pdf" }).click();
  await expect(page.getByTestId("upload-row")).toHaveCount(0);
});
