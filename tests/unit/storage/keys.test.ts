import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { assertContentType, checkGetOptions, checkPutOptions, keySegments } from "@/lib/storage/validation";

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error("expected a refusal");
}

describe("object keys", () => {
  it("accepts the app's keys, including spaces and non-ASCII filenames", () => {
    expect(keySegments("projects/1b2c/files/3d4e/report.pdf")).toEqual(["projects", "1b2c", "files", "3d4e", "report.pdf"]);
    expect(keySegments("projects/p/files/f/Rapport d'été (v2).docx")).toHaveLength(5);
    expect(keySegments("a/..b/c..")).toEqual(["a", "..b", "c.."]);
  });

  it.each([
    ["empty", ""],
    ["parent segment", "projects/../secrets.json"],
    ["leading parent", "../outside"],
    ["only parent", ".."],
    ["current segment", "a/./b"],
    ["absolute", "/etc/passwd"],
    ["empty segment", "a//b"],
    ["trailing slash", "a/b/"],
    ["NUL", "a/b\u0000.pdf"],
    ["newline", "a/b\n.pdf"],
    ["backslash", "a\\..\\b"],
    ["too long", `a/${"x".repeat(1100)}`],
    ["segment too long", `a/${"x".repeat(251)}`],
  ])("refuses a key with %s", (_name, key) => {
    const err = refusal(() => keySegments(key));
    expect(err.code).toBe("VALIDATION_FAILED");
    expect(err.details?.[0]?.path).toBe("key");
  });
});

describe("presign options", () => {
  const put = { contentType: "application/pdf", contentLength: 10, expiresInSeconds: 900 };

  it("accepts ordinary values", () => {
    expect(() => checkPutOptions("a/b.pdf", put)).not.toThrow();
    expect(() => checkPutOptions("a/b.pdf", { ...put, contentLength: 0 })).not.toThrow();
    expect(() => checkGetOptions("a/b.pdf", { expiresInSeconds: 600, filename: "b.pdf" })).not.toThrow();
    expect(() => assertContentType("text/plain; charset=utf-8")).not.toThrow();
    expect(() => assertContentType("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).not.toThrow();
  });

  it.each([
    ["a negative length", { ...put, contentLength: -1 }, "contentLength"],
    ["a fractional length", { ...put, contentLength: 1.5 }, "contentLength"],
    ["a zero expiry", { ...put, expiresInSeconds: 0 }, "expiresInSeconds"],
    ["an expiry past 7 days", { ...put, expiresInSeconds: 8 * 24 * 3600 }, "expiresInSeconds"],
    ["a type without subtype", { ...put, contentType: "pdf" }, "contentType"],
    ["a type with a header break", { ...put, contentType: "text/plain\r\nx-evil: 1" }, "contentType"],
  ])("refuses %s", (_name, options, path) => {
    expect(refusal(() => checkPutOptions("a/b.pdf", options)).details?.[0]?.path).toBe(path);
  });
});
