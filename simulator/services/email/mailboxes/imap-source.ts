// A real IMAP mailbox, read with imapflow: sign in, read INBOX since the start date, then keep
// watching (IDLE, which imapflow enters by itself when the connection is quiet, plus a slow poll
// for servers that do not push). Failures become the scanner's error codes, in words.
import { ImapFlow } from "imapflow";
import { MailboxFailure, type MessageSource, type RawMessage } from "./message-source";

export interface ImapSettings {
  host: string;
  port: number;
  secure: boolean;
  login: string;
  password: string;
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNRESET",
  "EPIPE",
  "NoConnection",
  "EConnectionClosed",
  "ClosedAfterConnectText",
  "ClosedAfterConnectTLS",
  "CONNECT_TIMEOUT",
  "GREETING_TIMEOUT",
  "UPGRADE_TIMEOUT",
  "ETIMEOUT",
  "EPROTO",
]);

/** imapflow/Node errors → the scanner's error codes with a message a user can act on. */
export function classifyImapError(
  error: unknown,
  s: Pick<ImapSettings, "host" | "port" | "secure">,
): MailboxFailure {
  const e = error as {
    authenticationFailed?: boolean;
    code?: string;
    message?: string;
    responseText?: string;
  };
  const where = `${s.host}:${s.port}`;
  if (e?.authenticationFailed) return new MailboxFailure("authentication", "Invalid username or password.");
  const code = e?.code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new MailboxFailure("connection", `The server name ${s.host} was not found.`);
  if (code === "ECONNREFUSED")
    return new MailboxFailure("connection", `Nothing accepts connections at ${where} (wrong port?).`);
  const tls =
    /ssl|tls|wrong version|certificate|handshake/i.test(`${code} ${e?.message ?? ""}`) ||
    code === "ClosedAfterConnectTLS" ||
    code === "EPROTO";
  if (tls || (code === "GREETING_TIMEOUT" && !s.secure)) {
    return new MailboxFailure(
      "connection",
      s.secure
        ? `The server at ${where} did not answer with TLS (try turning Use TLS off, or the TLS port, usually 993).`
        : `The server at ${where} expects TLS (turn Use TLS on), or is not an IMAP server.`,
    );
  }
  if (code === "GREETING_TIMEOUT")
    return new MailboxFailure("connection", `The server at ${where} did not greet like an IMAP server.`);
  if (CONNECTION_CODES.has(code) || code.startsWith("ERR_SSL"))
    return new MailboxFailure(
      "connection",
      `The server at ${where} could not be reached or closed the connection.`,
    );
  return new MailboxFailure("unknown", "The mailbox could not be read.");
}

export function imapSource(s: ImapSettings, pollMs: number): MessageSource {
  const client = new ImapFlow({
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: { user: s.login, pass: s.password },
    logger: false, // never log: it would print addresses and message contents
    connectionTimeout: 8_000,
    greetingTimeout: 5_000,
    socketTimeout: 5 * 60_000,
    disableAutoEnable: true,
  });
  client.on("error", () => {}); // surfaced through the awaited calls instead
  let lastUid = 0;

  const fetchUids = async (range: string | { since: Date } | { all: true }): Promise<RawMessage[]> => {
    const out: RawMessage[] = [];
    for await (const msg of client.fetch(
      range,
      { uid: true, source: true },
      { uid: typeof range === "string" },
    )) {
      if (msg.source && msg.uid > lastUid) out.push({ uid: msg.uid, raw: new Uint8Array(msg.source) });
    }
    out.sort((a, b) => a.uid - b.uid);
    for (const m of out) lastUid = Math.max(lastUid, m.uid);
    return out;
  };

  return {
    async connect() {
      try {
        await client.connect();
        const box = await client.mailboxOpen("INBOX", { readOnly: true });
        lastUid = Math.max(0, Number(box.uidNext ?? 1) - 1); // without a start date: only new mail
      } catch (error) {
        await client.logout().catch(() => {});
        throw classifyImapError(error, s);
      }
    },
    async since(since) {
      lastUid = 0;
      return fetchUids(since ? { since } : { all: true });
    },
    watch(onNew) {
      let chain = Promise.resolve();
      let stopped = false;
      const check = () => {
        chain = chain
          .then(async () => {
            if (stopped || !client.usable) return;
            for (const m of await fetchUids(`${lastUid + 1}:*`)) if (!stopped) await onNew(m);
          })
          .catch(() => {});
      };
      client.on("exists", check);
      const timer = setInterval(check, pollMs);
      return () => {
        stopped = true;
        clearInterval(timer);
        client.off("exists", check);
      };
    },
    async close() {
      await client.logout().catch(() => client.close());
    },
  };
}
