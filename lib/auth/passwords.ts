import bcrypt from "bcryptjs";
import { config } from "@/lib/config";

export const hashPassword = (password: string) => bcrypt.hash(password, config.bcryptRounds);

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. Without a hash (unknown email, Google-only account) it
 * still pays for one bcrypt compare, so timing does not tell which emails exist.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcrypt.hash("not-a-real-password", config.bcryptRounds);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
