// Sign-in and sign-up form rules, shared by the forms (messages by the field) and the server.
import { z } from "zod";

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address"),
  password: z.string().min(1, "Enter your password").max(200),
});

// bcrypt only reads 72 bytes; refuse longer rather than silently ignoring the tail.
export const newPasswordSchema = z
  .string()
  .min(10, "Use at least 10 characters")
  .refine((p) => Buffer.byteLength(p) <= 72, "Use at most 72 bytes");

export const signUpSchema = z.object({
  name: z.string().trim().max(80).optional(),
  email: z.string().trim().toLowerCase().email("Enter a valid email address"),
  password: newPasswordSchema,
});

export const changePasswordSchema = z
  .object({
    current: z.string().min(1, "Enter your current password").max(200),
    password: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.password, { path: ["confirm"], message: "The two new passwords differ" });
