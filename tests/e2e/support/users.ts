import { randomBytes } from "node:crypto";

/** A fresh identity per test, so runs never collide with each other's accounts. */
export function uniqueUser(prefix = "e2e") {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  return {
    email: `${prefix}-${id}@example.com`,
    username: `${prefix}_${id}`,
    password: `First-pass-${id}`,
    newPassword: `Second-pass-${id}`,
  };
}
