import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/db/client";
import { hashPassword } from "@/lib/auth/passwords";
import { emailSchema, passwordSchema } from "@/lib/auth/schemas";
import { findUserByEmail, insertUser, promoteToAdmin } from "@/lib/users/repo";

// npm run admin:create -- --email E --password P
// Creates a verified ADMIN account, or promotes the existing account with that email (its password
// is left as it is).

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const email = emailSchema.safeParse(values.email);
if (!email.success) {
  console.error("Usage: npm run admin:create -- --email E --password P   (a valid --email is required)");
  process.exit(2);
}

const db = await getDb();
try {
  const existing = await findUserByEmail(db, email.data);
  if (existing) {
    await promoteToAdmin(db, existing.id);
    console.info(`${email.data} is now an administrator (existing account; password unchanged).`);
  } else {
    const password = passwordSchema.safeParse(values.password);
    if (!password.success) {
      console.error("A --password of 8 characters to 72 bytes is required to create a new account.");
      process.exitCode = 2;
    } else {
      await insertUser(db, {
        email: email.data,
        passwordHash: await hashPassword(password.data),
        role: "ADMIN",
        emailVerified: true,
      });
      console.info(`Created administrator ${email.data}.`);
    }
  }
} finally {
  await closeDb();
}
