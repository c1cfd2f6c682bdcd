// What the logger never writes (issue 35 item 6; STYLE.md rule 19): secrets and PII are kept out of
// logs by configuration, not by each caller's care. A field whose name is in this list is written as
// "[redacted]" wherever it sits in a logged object, down to REDACT_DEPTH levels (the redaction library
// has no "any depth" wildcard, so the paths are spelled out per level). Free text in a message is not
// inspected: messages name ids and counts, never values (docs/security.md).

/** Field names, by kind. Exact names: the redaction matches keys, not patterns. */
export const REDACTED_FIELDS = {
  credential: [
    "credential",
    "credentials",
    "apiKey",
    "api_key",
    "apiAuth",
    "auth",
    "browserState",
    "x-authentication",
  ],
  token: ["token", "accessToken", "refreshToken", "idToken", "sessionToken", "feedToken", "unsubscribeToken"],
  password: [
    "password",
    "passwd",
    "pass",
    "newPassword",
    "currentPassword",
    "imapPassword",
    "callbackPassword",
  ],
  secret: ["secret", "clientSecret", "securityAnswer", "securityAnswers", "answer", "answers"],
  authorization: ["authorization", "Authorization", "proxy-authorization"],
  cookie: ["cookie", "cookies", "Cookie", "set-cookie"],
  emailAddress: ["email", "emailAddress", "address", "recipient", "recipients", "replyTo"],
  body: ["body", "rawBody", "html", "text", "raw", "mime", "content"],
} as const;

/** How deep below the logged object a field is still found (`a.b.c.password` is depth 3). */
export const REDACT_DEPTH = 4;

export const REDACTED = "[redacted]";

const plain = /^[A-Za-z_$][\w$]*$/;

/** pino / @pinojs/redact paths: every field at the top and under up to REDACT_DEPTH wildcards. */
export function redactPaths(
  fields: readonly string[] = Object.values(REDACTED_FIELDS).flat(),
  depth = REDACT_DEPTH,
): string[] {
  const paths: string[] = [];
  for (const field of fields) {
    const key = plain.test(field) ? field : `["${field}"]`;
    for (let level = 0; level <= depth; level++) {
      const prefix = Array.from({ length: level }, () => "*").join(".");
      paths.push(prefix ? (key.startsWith("[") ? `${prefix}${key}` : `${prefix}.${key}`) : key);
    }
  }
  return paths;
}
