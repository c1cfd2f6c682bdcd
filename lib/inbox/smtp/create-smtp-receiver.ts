// The SMTP receiver behind the forwarding addresses (trips+<token>@MAIL_DOMAIN), on the maintained
// smtp-server package. Routed by the ENVELOPE recipient (RCPT TO): a forwarded email keeps its
// original To: header, so the header says nothing about whose inbox it is for. Unknown tokens and
// other domains are refused at RCPT with 550; a message over the size limit with 552 (the limit is
// also announced with the SIZE extension). No addresses or bodies are logged. The envelope sender
// (MAIL FROM) goes along with the message: forwarded mail is applied only from the user's own
// addresses (lib/inbox/sender-rule.ts says what that check can and cannot prove).
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";
import { logger } from "@/lib/log/logger";

const smtpLog = logger("smtp");

export interface SmtpReceiverOptions {
  domain: string;
  maxBytes: number;
  /** The user a forwarding token belongs to, or null. */
  resolveToken(token: string): Promise<string | null>;
  /** Store and submit one email for one user; `ok: false` carries the reason it was refused.
   *  `envelopeFrom`: the MAIL FROM address, null for the null sender <>. */
  submit(
    userId: string,
    raw: string,
    byteLength: number,
    envelopeFrom: string | null,
  ): Promise<{ ok: true } | { ok: false; error: string }>;
  log?(line: string): void;
}

type Session = SMTPServerSession & { milepostUsers?: string[] };

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/** "trips+<token>@<domain>" → token, else null. Case-insensitive, like mail routing. */
export function forwardingToken(address: string, domain: string): string | null {
  const m = /^trips\+([a-z0-9]+)@(.+)$/i.exec(address.trim());
  if (!m || m[2]!.toLowerCase() !== domain.toLowerCase()) return null;
  return m[1]!.toLowerCase();
}

export function createSmtpReceiver(opts: SmtpReceiverOptions): SMTPServer {
  const log = opts.log ?? ((line: string) => smtpLog.info(line));
  return new SMTPServer({
    name: opts.domain,
    banner: "Milepost trip inbox",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"], // a local receiver: put a TLS-terminating MX in front for the internet
    size: opts.maxBytes,
    logger: false,
    async onRcptTo(address: SMTPServerAddress, session: Session, callback: (err?: Error) => void) {
      const token = forwardingToken(address.address, opts.domain);
      const userId = token ? await opts.resolveToken(token).catch(() => null) : null;
      if (!userId) return callback(smtpError(550, "No such forwarding address"));
      session.milepostUsers = [...new Set([...(session.milepostUsers ?? []), userId])];
      callback();
    },
    onData(stream, session: Session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= opts.maxBytes) chunks.push(chunk);
      });
      stream.on("end", () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded || size > opts.maxBytes) {
          log(`refused a message over the size limit (${size} bytes)`);
          return callback(
            smtpError(
              552,
              `Message is larger than the ${(opts.maxBytes / 1048576).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB limit`,
            ),
          );
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const users = session.milepostUsers ?? [];
        const mailFrom = session.envelope.mailFrom;
        const envelopeFrom = mailFrom && mailFrom.address ? mailFrom.address : null;
        Promise.all(users.map((u) => opts.submit(u, raw, size, envelopeFrom)))
          .then((results) => {
            const refused = results.find((r) => !r.ok);
            log(
              `received a forwarded email (${size} bytes) for ${users.length} inbox(es)${refused ? ", refused" : ""}`,
            );
            if (refused && !refused.ok) return callback(smtpError(554, refused.error));
            callback();
          })
          .catch((error: Error) => {
            log(`could not store a forwarded email: ${error.message}`);
            callback(smtpError(451, "Temporary failure, try again later"));
          });
      });
    },
  });
}
