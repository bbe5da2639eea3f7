import { afterAll } from "vitest";
import postgres from "postgres";
import { captureMailbox } from "./mailbox";

captureMailbox();

// Each test file gets a fresh database: an in-memory PGlite by default, or with TEST_DATABASE_URL
// a new database on that (local only) server, dropped when the file ends.

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]", ""]);
const base = process.env.TEST_DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;

if (base) {
  const url = new URL(base);
  if (!LOCAL_HOSTS.has(url.hostname)) {
    throw new Error(`TEST_DATABASE_URL must point at a local server, not ${url.hostname}`);
  }
  const name = `sred_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

// Imported late: a test file may change settings (vi.hoisted) before the config is first read.
afterAll(async () => {
  const { closeDb } = await import("@/db/client");
  await closeDb();
  await dropDatabase?.();
});
