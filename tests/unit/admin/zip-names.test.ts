import { describe, expect, it } from "vitest";
import { zipEntryNames } from "@/lib/admin/zip-names";

describe("zip entry names", () => {
  it("keeps distinct names and numbers repeats, case-insensitively, before the extension", () => {
    expect(zipEntryNames(["a.txt", "b.txt"])).toEqual(["a.txt", "b.txt"]);
    expect(zipEntryNames(["Notes.pdf", "notes.pdf", "NOTES.PDF"])).toEqual(["Notes.pdf", "notes (2).pdf", "NOTES (3).PDF"]);
    expect(zipEntryNames(["README", "README"])).toEqual(["README", "README (2)"]);
    expect(zipEntryNames(["a (2).txt", "a.txt", "a.txt"])).toEqual(["a (2).txt", "a.txt", "a (3).txt"]);
  });

  it("flattens paths and drops what could escape the folder or hide in a name", () => {
    expect(zipEntryNames(["../../etc/passwd"])).toEqual([".._.._etc_passwd"]);
    expect(zipEntryNames(["C:\\Windows\\x.txt"])).toEqual(["C__Windows_x.txt"]);
    expect(zipEntryNames(["bad\u0000name\n.txt"])).toEqual(["bad_name_.txt"]);
    expect(zipEntryNames(["..", ".", "  "])).toEqual(["file", "file (2)", "file (3)"]);
  });
});
