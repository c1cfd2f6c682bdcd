// Absolute links an email carries (APP_URL): to a notice's page, to Settings, to unsubscribe.
import "server-only";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { unsubscribeToken, type UnsubscribeKind } from "@/lib/notifications/unsubscribe-token";

const base = () => env().APP_URL.replace(/\/+$/, "");

/** A notice's in-app link ("/watches") made absolute; links are always app paths, never outside URLs. */
export const absoluteLink = (path: string | null) =>
  path && path.startsWith("/") && !path.startsWith("//") ? `${base()}${path}` : null;

export const settingsUrl = () => `${base()}/settings#notifications`;

export const unsubscribeUrl = (userId: string, kind: UnsubscribeKind) =>
  `${base()}/api/notifications/unsubscribe/${unsubscribeToken(userId, kind)}`;

/** A Message-ID of our own domain, fixed per outbox row: a re-send after a crash carries the same id,
 *  so a receiver that de-duplicates by Message-ID shows one message. */
export const newMessageId = () => `<${randomUUID()}@${env().MAIL_DOMAIN}>`;
