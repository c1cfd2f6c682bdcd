// The relay outgoing notices go through: SMTP_OUT_URL (smtp://user:pass@host:587 upgrades with
// STARTTLS when the relay offers it; smtps:// is TLS from the first byte). null when unset: the
// outbox keeps its messages and the Notifications page says so.
import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";

export type MailTransport = ReturnType<typeof nodemailer.createTransport>;

let cached: { url: string; transport: MailTransport } | null = null;

export function mailRelayConfigured(): boolean {
  return Boolean(env().SMTP_OUT_URL);
}

export function mailTransport(): MailTransport | null {
  const url = env().SMTP_OUT_URL;
  if (!url) return null;
  if (cached?.url !== url) {
    // Timeouts well inside the sending lease (send-due-emails.ts LEASE_SECONDS): a sender still
    // talking to the relay when its lease ends would race the next claimant.
    cached = {
      url,
      transport: nodemailer.createTransport(url, {
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 40_000,
      }),
    };
  }
  return cached.transport;
}

export function mailFrom(): string {
  return env().MAIL_FROM ?? `Milepost <notices@${env().MAIL_DOMAIN}>`;
}
