import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberGithubOAuth, takeGithubOAuth } from "@/lib/client/github-oauth-pending";
import { MemoryStorage } from "./memory-storage";

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", { sessionStorage: storage });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the pending GitHub sign-in", () => {
  it("gives the callback the project of its own state, once", () => {
    rememberGithubOAuth("state-1", "project-1");
    expect(takeGithubOAuth("state-1")).toBe("project-1");
    expect(takeGithubOAuth("state-1")).toBeNull();
  });

  it("refuses another state and forgets the pending one", () => {
    rememberGithubOAuth("state-1", "project-1");
    expect(takeGithubOAuth("state-2")).toBeNull();
    expect(takeGithubOAuth("state-1")).toBeNull();
  });

  it("ignores a flow older than half an hour", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12) });
    rememberGithubOAuth("state-1", "project-1");
    vi.setSystemTime(Date.UTC(2026, 10, 22, 12, 31));
    expect(takeGithubOAuth("state-1")).toBeNull();
  });

  it("survives a storage that refuses writes or holds garbage", () => {
    storage.refuseWrites = true;
    expect(() => rememberGithubOAuth("state-1", "project-1")).not.toThrow();
    expect(takeGithubOAuth("state-1")).toBeNull();
    storage.refuseWrites = false;
    storage.setItem("sred.githubOAuth", "{not json");
    expect(takeGithubOAuth("state-1")).toBeNull();
  });
});
