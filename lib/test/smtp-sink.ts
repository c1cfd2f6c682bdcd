// A real SMTP server on loopback that keeps what it receives (smtp-server, the library the app's own
// receiver uses), for tests of outgoing mail. `reply` makes it refuse the next messages with a code.
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface SunkMessage {
  raw: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
}

/** `delayMs`: a slow relay — each message is answered that long after its data arrived (the fault run
 *  kills a sender while it waits). */
export async function startSmtpSink(port = 0, opts: { delayMs?: number } = {}) {
  const messages: SunkMessage[] = [];
  let refuse: { code: number; message: string } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () =>
        setTimeout(() => {
          if (refuse)
            return callback(Object.assign(new Error(refuse.message), { responseCode: refuse.code }));
          const raw = Buffer.concat(chunks).toString();
          void PostalMime.parse(raw).then((m) => {
            messages.push({
              raw,
              from: m.from?.address ?? "",
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: m.subject ?? "",
              text: m.text ?? "",
              html: m.html ?? "",
              headers: new Map(m.headers.map((h) => [h.key.toLowerCase(), h.value])),
            });
            callback();
          }, callback);
        }, opts.delayMs ?? 0),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    refuseWith(code: number | null, message = "refused by the test sink") {
      refuse = code === null ? null : { code, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
