import { expect, test } from "@playwright/test";
import { apiData, signedInUser } from "./support/workspace";

// The largest file is a server setting (MAX_FILE_BYTES): the browser reads it from
// GET /api/v1/files/limits, says it in the drop zone, and refuses a bigger file before uploading.
test("the drop zone states the server's largest file and refuses a bigger one before uploading", async ({ page, request }) => {
  const { accessToken } = await signedInUser(page, request, "limits");
  const project = await apiData<{ id: string }>(request, accessToken, "POST", "/projects", { name: "Limits", fiscalYear: "2025" });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId("drop-zone")).toContainText("up to 50 MB each");

  // A smaller limit, as a server with MAX_FILE_BYTES=1048576 would answer.
  await page.route("**/api/bff/api/v1/files/limits", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { maxFileBytes: number } };
    body.data.maxFileBytes = 1024 * 1024;
    await route.fulfill({ response, json: body });
  });
  let presigned = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/files/presign")) presigned = true;
  });
  await page.reload();
  await expect(page.getByTestId("drop-zone")).toContainText("up to 1 MB each");
  await page.getByTestId("file-input").setInputFiles([{ name: "big.txt", mimeType: "text/plain", buffer: Buffer.alloc(2 * 1024 * 1024, 97) }]);
  await expect(page.getByRole("alert").filter({ hasText: "big.txt" })).toContainText("This file is 2 MB; files can be at most 1 MB.");
  expect(presigned).toBe(false);
});
