// One Account object (spec 2 B1) as the service would send it, limited by the owner's access level:
// 0 numbers, usernames and statuses; 1 + balances; 2 everything but passwords; 3 full control (URLs).
import type { Account } from "../../contracts/business";
import { hashString } from "../../harness/random";
import { programByCode, type ProgramSeed } from "./business-catalog";
import type { Change } from "./business-clock";
import type { RosterAccount, RosterPerson } from "./business-roster";

const fmt = (n: number) => n.toLocaleString("en-US");
const signed = (n: number) => `${n >= 0 ? "+" : "−"}${fmt(Math.abs(n))}`;
const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");
const day = (d: Date) => d.toISOString().slice(0, 10);

const ERROR_MESSAGES: Record<number, string> = {
  2: "Invalid login or password. Please update your credentials.",
  3: "Your account has been locked after several unsuccessful login attempts.",
  4: "Please log in to the program's website and accept the updated terms and conditions.",
  5: "This program is no longer supported for automatic updates.",
  6: "We could not read the program's answer. Our team has been notified.",
  7: "The password for this account is not saved.",
  8: "Updating was disabled after repeated failures to prevent the account from being locked.",
  9: "The program's website shows a maintenance notice; some values may be outdated.",
  10: "What is the name of your first pet?",
  11: "The program's website did not answer in time.",
};

export interface BuildContext {
  now: Date;
  change: Change;
  /** Base URL of the simulator's stand-in pages for the service's own pages. */
  pagesUrl: string;
}

function properties(p: ProgramSeed, a: RosterAccount, person: RosterPerson, level: number) {
  const h = hashString(`props:${a.accountId}`);
  const number = String(100_000_000 + (h % 900_000_000));
  const props: { name: string; value: string; kind: number; rank?: number }[] = [
    { name: "Account number", value: number, kind: 1 },
  ];
  if (p.statuses.length > 0) {
    const rank = 1 + (h % p.statuses.length);
    props.push({ name: "Status", value: p.statuses[rank - 1]!, kind: 3, rank });
    if (level >= 1)
      props.push({
        name: "Next level",
        value: rank < p.statuses.length ? p.statuses[rank]! : "n/a",
        kind: 9,
      });
  }
  if (level >= 2) {
    props.push({ name: "Member since", value: `${2004 + (h % 18)}-0${1 + (h % 9)}-1${h % 10}`, kind: 5 });
    props.push({ name: "Name", value: a.owner ?? person.fullName, kind: 12 });
    props.push({ name: "Last activity", value: "n/a", kind: 13 });
  }
  return props;
}

function historyRows(p: ProgramSeed, seed: string, now: Date, rows: number) {
  const [dateCol, descCol, milesCol, bonusCol, infoCol] = p.columns;
  return Array.from({ length: rows }, (_, i) => {
    const h = hashString(`${seed}:row:${i}`);
    const date = new Date(now.getTime() - (i * 9 + (h % 7) + 1) * 86_400_000);
    const fields = [
      { code: "PostingDate", name: dateCol, value: day(date) },
      { code: "Description", name: descCol, value: p.activities[h % p.activities.length]! },
      { code: "Miles", name: milesCol, value: signed(h % 5 === 4 ? -((h % 40) * 500) : 250 + (h % 4800)) },
    ];
    if (bonusCol) fields.push({ code: "Bonus", name: bonusCol, value: h % 3 === 0 ? signed(h % 1500) : "0" });
    if (infoCol)
      fields.push({ code: "Info", name: infoCol, value: String(h % 3 === 0 ? "n/a" : (h % 900) + 10) });
    return { fields };
  });
}

export function buildAccount(a: RosterAccount, person: RosterPerson, ctx: BuildContext): Account {
  const p = programByCode(a.program);
  const level = person.level;
  const h = hashString(`acct:${a.accountId}`);
  const updated = a.errorCode !== 0;
  const base = Math.round((p.typicalBalance * (0.4 + (h % 1000) / 900)) / 10) * 10;
  const raw = base + ctx.change.bump;
  const full = level >= 3;
  const page = (what: string) => (full ? `${ctx.pagesUrl}/${what}/${a.accountId}` : "n/a");
  const expires = p.kind !== "Credit Card" && p.code !== "delta" && updated;
  const expiry = new Date(
    Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate()) +
      [34, 71, 160, 420, 610][h % 5]! * 86_400_000,
  );
  const subAccounts = (p.cards ?? []).map((card, i) => {
    const sh = hashString(`sub:${a.accountId}:${i}`);
    const subRaw = 5_000 + (sh % 60_000);
    return {
      subAccountId: a.accountId * 10 + i + 1,
      displayName: card,
      balance: level >= 1 && updated ? fmt(subRaw) : "n/a",
      ...(level >= 1 && updated ? { balanceRaw: subRaw } : {}),
      ...(sh % 2 === 0 && level >= 1 ? { lastDetectedChange: signed(200 + (sh % 900)) } : {}),
      properties: [{ name: "Card ending", value: card.match(/…(\d{4})/)?.[1] ?? "n/a", kind: 1 }],
      ...(level >= 2 && updated ? { history: historyRows(p, `sub:${a.accountId}:${i}`, ctx.now, 3) } : {}),
    };
  });
  return {
    accountId: a.accountId,
    code: p.code,
    displayName: p.displayName,
    kind: p.kind,
    login:
      p.kind === "Credit Card" && person.kind === "member"
        ? "n/a"
        : `${person.fullName.split(" ")[0]!.toLowerCase()}${h % 1000}`,
    autologinUrl: page("autologin"),
    updateUrl: page("update"),
    editUrl: page("edit"),
    balance: level >= 1 && updated ? fmt(raw) : "n/a",
    ...(level >= 1 && updated ? { balanceRaw: raw } : {}),
    ...(level >= 1 && updated && ctx.change.bump > 0 ? { lastDetectedChange: signed(ctx.change.bump) } : {}),
    ...(level >= 2 && expires ? { expirationDate: iso(expiry) } : {}),
    ...(level >= 2 && (p.code === "aa" || p.code === "marriott")
      ? { barcode: (h.toString(2) + h.toString(2)).padStart(64, "0").slice(0, 64) }
      : {}),
    owner: a.owner ?? person.fullName,
    errorCode: a.errorCode,
    ...(ERROR_MESSAGES[a.errorCode] ? { errorMessage: ERROR_MESSAGES[a.errorCode] } : {}),
    lastChangeDate: iso(ctx.change.at),
    ...(updated ? { lastRetrieveDate: iso(new Date(ctx.change.at.getTime() + 180_000)) } : {}),
    ...(level >= 2 && updated ? { history: historyRows(p, `acct:${a.accountId}`, ctx.now, 12) } : {}),
    properties: updated ? properties(p, a, person, level) : properties(p, a, person, 0).slice(0, 1),
    ...(subAccounts.length > 0 ? { subAccounts } : {}),
  };
}
