import { z } from "zod";
import { singleLine } from "@/lib/schemas/text";

// Names a missing field "is required" while letting each check keep its own message.
const requiredString = () =>
  z.string({
    error: (iss) => (iss.code === "invalid_type" ? (iss.input === undefined ? "is required" : "must be a string") : undefined),
  });

export const emailSchema = z
  .string({ error: "is required" })
  .trim()
  .toLowerCase()
  .max(254, "must be at most 254 characters")
  .pipe(z.email({ error: "must be a valid email address" }));

// bcrypt reads only the first 72 bytes: a longer password would be silently truncated.
export const passwordSchema = singleLine(
  z
    .string({ error: "is required" })
    .min(8, "must be at least 8 characters")
    .refine((p) => Buffer.byteLength(p, "utf8") <= 72, "must be at most 72 bytes"),
);

const optionalText = (max: number) =>
  singleLine(z.string().trim().max(max, `must be at most ${max} characters`))
    .transform((v) => (v === "" ? null : v))
    .nullish();

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "must be at least 3 characters")
  .max(40, "must be at most 40 characters")
  .regex(/^[A-Za-z0-9_.-]+$/, "may contain letters, digits, dots, dashes and underscores only");

const token = (max: number) => singleLine(requiredString().trim().min(1, "is required").max(max, "is too long"));
const invitationCode = singleLine(z.string().trim().max(100)).nullish();
const tokenSchema = token(512);

export const registerBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema.nullish(),
  fullName: optionalText(200),
  invitationCode,
});

export const loginBody = z.object({
  email: emailSchema,
  password: requiredString().min(1, "is required").max(1024),
});

export const refreshBody = z.object({ refreshToken: tokenSchema });
export const googleBody = z.object({ idToken: token(8192), invitationCode });
export const emailBody = z.object({ email: emailSchema });
export const emailQuery = z.object({ email: emailSchema });
export const tokenBody = z.object({ token: tokenSchema });
export const tokenQuery = z.object({ token: tokenSchema });
export const resetPasswordBody = z.object({ token: tokenSchema, newPassword: passwordSchema });
export const changePasswordBody = z.object({
  currentPassword: requiredString().min(1, "is required").max(1024),
  newPassword: passwordSchema,
});
export const updateMeBody = z.object({ username: usernameSchema.nullish(), fullName: optionalText(200) });

export type RegisterInput = z.output<typeof registerBody>;
export type UpdateMeInput = z.output<typeof updateMeBody>;
