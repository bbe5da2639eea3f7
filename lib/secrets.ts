import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "@/lib/config";

// The embedded default generates its secrets once into DATA_DIR so that tokens survive restarts.

interface Secrets {
  authSecret: Uint8Array;
  encryptionKey: Buffer;
  internalToken: string;
}

interface GeneratedSecrets {
  authSecret: string;
  encryptionKey: string;
  internalToken: string;
}

const generate = (): GeneratedSecrets => ({
  authSecret: crypto.randomBytes(48).toString("base64url"),
  encryptionKey: crypto.randomBytes(32).toString("base64"),
  internalToken: crypto.randomBytes(32).toString("base64url"),
});

let cached: Secrets | undefined;

function loadGenerated(): GeneratedSecrets {
  const file = path.join(config.dataDir, "secrets.json");
  try {
    // Files from older versions lack newer secrets: fill them in memory, consistently per process.
    return { ...generate(), ...JSON.parse(fs.readFileSync(file, "utf8")) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const generated = generate();
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(generated), { mode: 0o600, flag: "wx" });
    return generated;
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return JSON.parse(fs.readFileSync(file, "utf8"));
    throw err;
  }
}

export function getSecrets(): Secrets {
  if (cached) return cached;
  const { authSecret, encryptionKey } = config.secrets;
  const internalToken = config.worker.internalToken;
  const generated = authSecret && encryptionKey && internalToken ? undefined : loadGenerated();
  cached = {
    authSecret: new TextEncoder().encode(authSecret ?? generated!.authSecret),
    encryptionKey: Buffer.from(encryptionKey ?? generated!.encryptionKey, "base64"),
    internalToken: internalToken ?? generated!.internalToken,
  };
  return cached;
}
