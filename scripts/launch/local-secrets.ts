// Secrets generated on first start and kept in the data directory (git-ignored):
// the Auth.js session secret and the key for secrets at rest. Values from the environment win.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function ensureLocalSecrets(dataDir: string): { AUTH_SECRET: string; SECRETS_ENCRYPTION_KEY: string } {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Record<"AUTH_SECRET" | "SECRETS_ENCRYPTION_KEY", string>> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, "utf8"));
  const secrets = {
    AUTH_SECRET: stored.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    SECRETS_ENCRYPTION_KEY: stored.SECRETS_ENCRYPTION_KEY ?? randomBytes(32).toString("base64"),
  };
  if (
    stored.AUTH_SECRET !== secrets.AUTH_SECRET ||
    stored.SECRETS_ENCRYPTION_KEY !== secrets.SECRETS_ENCRYPTION_KEY
  ) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
