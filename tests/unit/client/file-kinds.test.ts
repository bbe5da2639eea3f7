import { describe, expect, it } from "vitest";
import { ACCEPT_ATTRIBUTE, checkFile, kindLabel } from "@/lib/client/file-kinds";
import { DOCX_TYPE } from "@/lib/shared/limits";

const file = (name: string, size: number, type = "") => new File([new Uint8Array(size)], name, { type });

describe("checkFile", () => {
  it("takes the kind from the extension and answers the canonical content type", () => {
    expect(checkFile(file("notes.md", 10, "text/plain"), null)).toEqual({ ok: true, contentType: "text/markdown" });
    expect(checkFile(file("Report.DOCX", 10), null)).toEqual({ ok: true, contentType: DOCX_TYPE });
    expect(checkFile(file("scan", 10, "image/png"), null)).toEqual({ ok: true, contentType: "image/png" });
  });

  it("refuses other types, the old Office formats and empty files", () => {
    expect(checkFile(file("setup.exe", 10), null)).toMatchObject({ ok: false, reason: expect.stringContaining("This type of file is not supported") });
    expect(checkFile(file("old.doc", 10), null)).toMatchObject({ ok: false, reason: expect.stringContaining("Save it as .docx") });
    expect(checkFile(file("empty.txt", 0), null)).toEqual({ ok: false, reason: "This file is empty." });
  });

  it("checks the size against the server's limit once it is known", () => {
    const big = file("big.txt", 3 * 1024 * 1024);
    expect(checkFile(big, 2 * 1024 * 1024)).toEqual({ ok: false, reason: "This file is 3 MB; files can be at most 2 MB." });
    expect(checkFile(big, 3 * 1024 * 1024)).toEqual({ ok: true, contentType: "text/plain" });
    expect(checkFile(big, null)).toEqual({ ok: true, contentType: "text/plain" });
  });
});

describe("kinds", () => {
  it("labels the accepted types and offers extensions and types to the picker", () => {
    expect(kindLabel("application/pdf")).toBe("PDF");
    expect(kindLabel("application/zip")).toBe("application/zip");
    expect(ACCEPT_ATTRIBUTE.split(",")).toEqual(expect.arrayContaining([".pdf", "application/pdf", ".markdown", ".jpeg"]));
  });
});
