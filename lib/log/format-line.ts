// The compact line a person reads in a terminal (and behind the launcher's "worker   |" prefix):
// "[scope] message key=value", with the level word only when it is not plain info, and an error's
// stack on the lines below. Built from pino's JSON record after redaction, so nothing redacted can
// come back here.

const LEVELS: Record<number, string> = {
  10: "trace",
  20: "debug",
  30: "",
  40: "warn",
  50: "error",
  60: "fatal",
};
const OWN = new Set(["level", "time", "msg", "scope", "pid", "hostname", "err"]);

function value(v: unknown): string {
  if (typeof v === "string") return /^[^\s"'=]+$/.test(v) ? v : JSON.stringify(v);
  return JSON.stringify(v) ?? String(v);
}

interface SerializedError {
  type?: string;
  message?: string;
  stack?: string;
  [key: string]: unknown;
}

export function formatLine(record: Record<string, unknown>): string {
  const level = LEVELS[record.level as number] ?? String(record.level);
  const parts: string[] = [];
  if (level) parts.push(`${level.toUpperCase()}`);
  if (typeof record.scope === "string") parts.push(`[${record.scope}]`);
  if (typeof record.msg === "string" && record.msg) parts.push(record.msg);
  const err = record.err as SerializedError | undefined;
  // The error's message once: not repeated when the message already ends with it.
  if (err?.message && !(typeof record.msg === "string" && record.msg.includes(err.message)))
    parts.push(`— ${err.message}`);
  for (const [k, v] of Object.entries(record))
    if (!OWN.has(k) && v !== undefined) parts.push(`${k}=${value(v)}`);
  if (err)
    for (const [k, v] of Object.entries(err))
      if (!["type", "message", "stack"].includes(k)) parts.push(`err.${k}=${value(v)}`);
  const line = parts.join(" ");
  // Stacks only for unexpected failures (error and above), as console.error printed them.
  const stack = (record.level as number) >= 50 && err?.stack ? err.stack.split("\n").slice(1).join("\n") : "";
  return stack ? `${line}\n${stack}` : line;
}
