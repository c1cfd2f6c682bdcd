// The SMTP receiver process (started by the launcher): SMTP_HOST:SMTP_PORT, default 127.0.0.1:2525.
// Run alone: node --conditions=react-server --import tsx lib/inbox/smtp/smtp-main.ts
import { env } from "@/lib/env";
import { findUserByForwardingToken } from "@/lib/inbox/email-settings";
import { EMAIL_MAX_BYTES } from "@/lib/inbox/limits";
import { submitEmail } from "@/lib/inbox/submit-email";
import { createSmtpReceiver } from "./create-smtp-receiver";
import { logger } from "@/lib/log/logger";

const log = logger("smtp");

const { SMTP_HOST, SMTP_PORT, MAIL_DOMAIN } = env();
const server = createSmtpReceiver({
  domain: MAIL_DOMAIN,
  maxBytes: EMAIL_MAX_BYTES,
  resolveToken: findUserByForwardingToken,
  submit: (userId, raw, byteLength, envelopeFrom) =>
    submitEmail(userId, raw, { origin: "forward", byteLength, envelopeFrom }),
});
server.on("error", (error) => log.error(error.message));
server.listen(SMTP_PORT, SMTP_HOST, () =>
  log.info(`receiving mail for *@${MAIL_DOMAIN} on ${SMTP_HOST}:${SMTP_PORT}`),
);

const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
