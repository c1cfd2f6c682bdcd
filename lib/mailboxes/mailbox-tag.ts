// The opaque per-user tag sent with every mailbox as `tags` and `userData` (issue 15: never an email
// address or the database id in clear). An HMAC of the user id under the secrets key: stable, so the
// service's tag-filtered list finds a user's mailboxes; unguessable, so nobody can forge another
// user's tag. Spec-conformant for the real scanner's tag rule (\w+, at most 80 characters).
import "server-only";
import { createHmac } from "node:crypto";
import { secretsKey } from "@/lib/crypto/secrets-key";

export function mailboxTagFor(userId: string, key: Buffer = secretsKey()): string {
  return `mp${createHmac("sha256", key).update(`mailbox-owner:${userId}`).digest("hex").slice(0, 40)}`;
}
