import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "@/lib/storage/content-disposition";

describe("attachmentDisposition", () => {
  it("gives a plain name both ways", () => {
    expect(attachmentDisposition("report.pdf")).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
  });

  it("keeps the exact name in filename* and an ASCII stand-in in filename", () => {
    expect(attachmentDisposition("été (v2)'s.pdf")).toBe(
      `attachment; filename="_t_ (v2)'s.pdf"; filename*=UTF-8''%C3%A9t%C3%A9%20%28v2%29%27s.pdf`,
    );
  });

  it("cannot be broken out of: quotes, backslashes, line breaks and paths are neutralised", () => {
    const header = attachmentDisposition('../../a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(() => new Headers({ "content-disposition": header })).not.toThrow();
  });

  it("names an empty name 'download'", () => {
    expect(attachmentDisposition("")).toContain(`filename="download"`);
  });
});
