// Per-user inbox settings: forwarding token (trips+<token>@MAIL_DOMAIN), the traveler's own names
// ("whose trip is it"), and the Processing region (spec 3: US or EU host; default EMAIL_REGION).
import "server-only";
import { db } from "@/lib/db";
import { type EmailRegion, env } from "@/lib/env";
import { newForwardingToken } from "./forwarding-token";
import { reflagTravelers } from "./reflag-travelers";

export interface EmailSettingsView {
  forwardingAddress: string;
  travelerNames: string[];
  region: EmailRegion;
  regionIsDefault: boolean;
}

export const forwardingAddress = (token: string) => `trips+${token}@${env().MAIL_DOMAIN}`;

async function ensure(userId: string) {
  const found = await db.emailSettings.findUnique({ where: { userId } });
  if (found) return found;
  return db.emailSettings.upsert({
    where: { userId },
    create: { userId, forwardingToken: newForwardingToken() },
    update: {},
  });
}

export async function getEmailSettings(userId: string): Promise<EmailSettingsView> {
  const s = await ensure(userId);
  const region = (s.region as EmailRegion | null) ?? env().EMAIL_REGION;
  return {
    forwardingAddress: forwardingAddress(s.forwardingToken),
    travelerNames: s.travelerNames,
    region,
    regionIsDefault: s.region === null,
  };
}

export async function userRegion(userId: string): Promise<EmailRegion> {
  const s = await db.emailSettings.findUnique({ where: { userId }, select: { region: true } });
  return (s?.region as EmailRegion | null | undefined) ?? env().EMAIL_REGION;
}

/** A new token retires the old address at once (mail to it is then refused with 550). */
export async function regenerateForwardingToken(userId: string): Promise<EmailSettingsView> {
  await ensure(userId);
  await db.emailSettings.update({ where: { userId }, data: { forwardingToken: newForwardingToken() } });
  return getEmailSettings(userId);
}

export async function updateEmailSettings(
  userId: string,
  input: { travelerNames?: string[]; region?: EmailRegion },
): Promise<EmailSettingsView> {
  await ensure(userId);
  const names = input.travelerNames?.map((n) => n.trim()).filter(Boolean);
  await db.emailSettings.update({
    where: { userId },
    data: {
      ...(names ? { travelerNames: [...new Set(names)] } : {}),
      ...(input.region ? { region: input.region } : {}),
    },
  });
  if (names) await reflagTravelers(userId, names);
  return getEmailSettings(userId);
}

/** The user a forwarding token belongs to (the SMTP receiver's routing), or null. */
export async function findUserByForwardingToken(token: string): Promise<string | null> {
  if (!/^[a-z0-9]{6,40}$/.test(token)) return null;
  const s = await db.emailSettings.findUnique({
    where: { forwardingToken: token },
    select: { userId: true },
  });
  return s?.userId ?? null;
}
