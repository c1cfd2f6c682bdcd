// ProgramMembership markup (a loyalty statement) → spec 3 Loyalty Information.
// The number is shown masked on the left, as statements do ("****4821",
// numberMask "left", property kind 103 "partial account number masked in the email").
import type { JsonObject } from "../markup/json-ld";
import { EMAIL_PROVIDERS, providerForDomain, type EmailProvider } from "../providers/provider-catalog";
import { foldText } from "../../../../lib/airports/find-airports";
import { num, obj, str } from "./node-values";
import type { HistoryRow } from "./statement-history";

export interface LoyaltyAccount {
  providerCode?: string;
  balance?: number;
  balanceDate?: string;
  expirationDate?: string;
  login?: string;
  loginMask?: string;
  number?: string;
  numberMask?: string;
  isMember?: boolean;
  properties?: Array<{ code: string; name: string; kind: string; value: string }>;
  history?: HistoryRow[];
}

/** `login`: the address a provider's statement was sent to, which many programs use as the login;
 *  statements show it masked in the middle (spec 3 sample loginMask "center"). */
export function mapMembership(
  m: JsonObject,
  emailDate: string,
  senderDomain: string | undefined,
  login?: string,
): LoyaltyAccount {
  const program = str(m, "programName") ?? str(obj(m, "program"), "name");
  const host = str(obj(m, "hostingOrganization"), "name") ?? str(m, "hostingOrganization");
  const provider = providerForProgram(program, host) ?? providerForDomain(senderDomain);
  const number = str(m, "membershipNumber");
  const points = obj(m, "membershipPointsEarned");
  const balance = points ? num(points, "value") : num(m, "membershipPointsEarned");
  const member = str(obj(m, "member"), "name") ?? str(m, "member");
  const tier = str(m, "membershipTier") ?? str(obj(m, "membershipTier"), "name");
  const expires = str(m, "validThrough") ?? str(points, "validThrough");
  const properties: NonNullable<LoyaltyAccount["properties"]> = [];
  const masked = number ? maskLeft(number) : undefined;
  if (masked) properties.push({ code: "AccountNumber", name: "Account number", kind: "103", value: masked });
  const maskedLogin = login ? maskCenter(login) : undefined;
  if (maskedLogin) properties.push({ code: "Login", name: "Login", kind: "102", value: maskedLogin });
  if (member) properties.push({ code: "Name", name: "Name", kind: "12", value: member });
  if (tier) properties.push({ code: "Status", name: "Elite status", kind: "3", value: tier });
  if (program) properties.push({ code: "Program", name: "Program", kind: "0", value: program });
  return {
    ...(provider ? { providerCode: provider.code } : {}),
    ...(balance !== undefined ? { balance, balanceDate: emailDate } : { isMember: true }),
    ...(expires ? { expirationDate: expires } : {}),
    ...(maskedLogin ? { login: maskedLogin, loginMask: "center" } : {}),
    ...(masked ? { number: masked, numberMask: "left" } : {}),
    ...(properties.length ? { properties } : {}),
  };
}

/** Keeps the last four characters: "2219 4456 4821" → "****4821"; already masked stays. */
export function maskLeft(number: string): string {
  const compact = number.replace(/\s+/g, "");
  if (/[*•xX]{2,}/.test(compact)) return compact.replace(/[•xX]/g, "*");
  return compact.length <= 4 ? compact : `${"*".repeat(Math.min(8, compact.length - 4))}${compact.slice(-4)}`;
}

/** "alex.morgan@example.com" → "al********@example.com": the start and the domain stay visible. */
export function maskCenter(login: string): string {
  const at = login.indexOf("@");
  const local = at > 0 ? login.slice(0, at) : login;
  const rest = at > 0 ? login.slice(at) : "";
  const keep = Math.min(2, Math.max(1, local.length - 2));
  return `${local.slice(0, keep)}${"*".repeat(Math.max(3, local.length - keep))}${rest}`;
}

function providerForProgram(
  program: string | undefined,
  host: string | undefined,
): EmailProvider | undefined {
  const p = program ? foldText(program) : undefined;
  const h = host ? foldText(host) : undefined;
  return EMAIL_PROVIDERS.find(
    (x) =>
      (p && x.program && (foldText(x.program) === p || p.includes(foldText(x.program)))) ||
      (h &&
        (foldText(x.shortName) === h ||
          foldText(x.displayName).startsWith(h) ||
          h.startsWith(foldText(x.shortName)))),
  );
}
