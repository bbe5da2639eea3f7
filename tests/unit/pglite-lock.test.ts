import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquirePgliteLock } from "@/db/pglite-lock";

const tmp = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");

describe("acquirePgliteLock", () => {
  it("holds the directory until released", () => {
    const dir = tmp();
    const release = acquirePgliteLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    expect(() => acquirePgliteLock(dir)).toThrow(/already open/);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    acquirePgliteLock(dir)();
  });

  it("refuses a directory held by another live process", () => {
    const dir = tmp();
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquirePgliteLock(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
  });

  it("reaps the lock of a dead process", () => {
    const dir = tmp();
    fs.writeFileSync(`${dir}.lock`, "999999999");
    const release = acquirePgliteLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
