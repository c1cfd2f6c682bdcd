// Password and email rules (issue 18, OWASP ASVS 2.1): at least 10 characters, at most 72 bytes
// (bcrypt reads no more; a longer password is refused, never silently cut), any characters allowed
// (spaces, Unicode), emails compared trimmed and lower-cased.
import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "./credentials-schema";

const signUp = (password: string, email = "new@example.test") => signUpSchema.safeParse({ email, password });
const message = (r: ReturnType<typeof signUp>) => (r.success ? undefined : r.error.issues[0]?.message);

describe("sign-up password rules", () => {
  it.each([
    ["", "Use at least 10 characters"],
    ["123456789", "Use at least 10 characters"],
    ["€".repeat(25), "Use at most 72 bytes"], // 25 characters, 75 bytes
    ["a".repeat(73), "Use at most 72 bytes"],
  ])("refuses %j", (password, expected) => expect(message(signUp(password))).toBe(expected));

  it.each(["1234567890", "correct horse battery", "a".repeat(72), "€".repeat(24), "pässwörd with spaces 🙂"])(
    "accepts %j",
    (password) => {
      expect(signUp(password).success).toBe(true);
    },
  );

  it("keeps the password exactly as typed (no trimming), and normalises the email", () => {
    const r = signUpSchema.parse({ email: "  Traveler@Example.TEST ", password: "  spaced out  " });
    expect(r).toMatchObject({ email: "traveler@example.test", password: "  spaced out  " });
  });

  it("refuses an email that is not one", () => {
    expect(message(signUp("long-enough-1", "not-an-email"))).toBe("Enter a valid email address");
  });
});

describe("sign-in input", () => {
  it("bounds the password so a huge body cannot cost a long hash", () => {
    expect(signInSchema.safeParse({ email: "a@b.test", password: "x".repeat(201) }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "a@b.test", password: "" }).success).toBe(false);
  });
});
