import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { fileChunks } from "@/db/schema";
import { claimFile } from "@/lib/files/indexing-service";
import { registerUser } from "../../helpers/accounts";
import { TYPES, uploadFile, waitForIndex, type Upload } from "../../helpers/files";
import { createProject } from "../../helpers/workspace";
import { makeCorruptPdf, makeDocx, makeEncryptedPdf, makePdf, makeZipBombDocx, PNG_1X1 } from "../../fixtures/make-files";

const upload = (filename: string, contentType: string, bytes: Buffer): Upload => ({ filename, contentType, bytes: new Uint8Array(bytes) });

async function owner() {
  const user = await registerUser();
  return { ...user, project: await createProject(user.token) };
}

describe("indexing untrusted files", () => {
  it("indexes a PDF by page and a DOCX by section", async () => {
    const { token, project } = await owner();
    const pdf = await uploadFile(token, project.id, upload("report.pdf", TYPES.pdf, makePdf([["Latency test plan"], ["Results: 1.8 ms at ratio 3.1"]])));
    const docx = await uploadFile(
      token,
      project.id,
      upload("design.docx", TYPES.docx, makeDocx([{ heading: "Hypothesis" }, { para: "An adaptive delta model would meet the budget." }])),
    );
    expect((await waitForIndex(token, project.id, pdf)).indexStatus).toBe("READY");
    expect((await waitForIndex(token, project.id, docx)).indexStatus).toBe("READY");
    const db = await getDb();
    const pdfChunks = await db.select().from(fileChunks).where(eq(fileChunks.fileId, pdf));
    expect(pdfChunks.find((c) => c.text.includes("1.8 ms"))!.page).toBe(2);
    const docxChunks = await db.select().from(fileChunks).where(eq(fileChunks.fileId, docx));
    expect(docxChunks.map((c) => c.text).join(" ")).toContain("adaptive delta model");
  });

  it.each([
    ["a corrupt PDF", "broken.pdf", TYPES.pdf, makeCorruptPdf(), /could not be read/i],
    ["an encrypted PDF", "secret.pdf", TYPES.pdf, makeEncryptedPdf(), /password/i],
    ["a zip-bomb DOCX", "bomb.docx", TYPES.docx, makeZipBombDocx(200), /100 MiB|compression/i],
  ])("marks %s FAILED with a readable indexError", async (_label, filename, type, bytes, message) => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, upload(filename, type, bytes));
    const file = await waitForIndex(token, project.id, fileId);
    expect(file.indexStatus).toBe("FAILED");
    expect(file.indexError).toMatch(message);
  });

  it("keeps images READY with no text", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, upload("rig.png", TYPES.png, PNG_1X1));
    expect((await waitForIndex(token, project.id, fileId)).indexStatus).toBe("READY");
    expect((await (await getDb()).select().from(fileChunks).where(eq(fileChunks.fileId, fileId))).length).toBe(0);
  });

  it("never lets two workers claim the same file", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, upload("a.pdf", TYPES.pdf, makePdf([["x"]])));
    await waitForIndex(token, project.id, fileId);
    const db = await getDb();
    const { files } = await import("@/db/schema");
    // Waiting again, as a confirmed file does (no attempt to wait out).
    const [before] = await db.update(files).set({ indexStatus: "PENDING", indexStartedAt: null }).where(eq(files.id, fileId)).returning();
    const claims = await Promise.all([claimFile(db, fileId), claimFile(db, fileId), claimFile(db)]);
    // This process's own drain may still be looking for work and win the file: what matters is
    // that exactly one claim was counted, whoever took it (a double claim would count two).
    expect(claims.filter((c) => c?.id === fileId).length).toBeLessThanOrEqual(1);
    const [after] = await db.select().from(files).where(eq(files.id, fileId));
    expect(after!.indexAttempts - before!.indexAttempts).toBe(1);
  });
});
