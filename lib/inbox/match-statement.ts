// Which linked loyalty account does a statement email (spec 3 Loyalty Information) belong to? Pure.
// Match on providerCode plus login or account number. A masked value (loginMask / numberMask set,
// e.g. "left" for "****1234", "center" for "jo****@example.com") matches by its visible parts only:
// the account's value must show those parts in the same places. Table of cases: match-statement.test.ts.

export interface AccountIdentity {
  id: string;
  providerCode: string;
  login: string;
  numbers: string[]; // account numbers the account is known by (properties of kind 1)
}

export interface StatementIdentity {
  providerCode?: string;
  login?: string;
  loginMask?: string;
  number?: string;
  numberMask?: string;
}

const MASK_RUN = /[*•·…]+|[xX]{3,}/g;
const clean = (v: string) => v.trim().toLowerCase();
const compact = (v: string) => clean(v).replace(/[\s-]/g, "");
const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Does `stored` (a full value) fit `shown` (possibly masked per `mask`)? */
export function fitsMasked(
  shown: string,
  mask: string | undefined,
  stored: string,
  squeeze: (v: string) => string = clean,
): boolean {
  const s = squeeze(stored);
  if (!s) return false;
  if (!mask) return squeeze(shown) === s;
  const parts = squeeze(shown).split(MASK_RUN);
  if (parts.length > 1) {
    // Visible pieces in order, anything where the mask characters were.
    if (!parts.some(Boolean)) return false;
    return new RegExp(`^${parts.map(escape).join(".+")}$`).test(s);
  }
  // No mask characters: the mask names which side was cut off.
  const visible = parts[0]!;
  if (!visible) return false;
  if (/left|start|begin/i.test(mask)) return s.endsWith(visible) && s.length > visible.length;
  if (/right|end/i.test(mask)) return s.startsWith(visible) && s.length > visible.length;
  return s.includes(visible) && s.length > visible.length;
}

/** The accounts the statement matches (normally one). Without a login or number nothing matches:
 *  a provider code alone is no proof the account is the user's (the row then offers to link). */
export function matchStatement(statement: StatementIdentity, accounts: AccountIdentity[]): AccountIdentity[] {
  const code = statement.providerCode?.toLowerCase();
  if (!code || (!statement.login && !statement.number)) return [];
  return accounts.filter((a) => {
    if (a.providerCode.toLowerCase() !== code) return false;
    if (statement.login && fitsMasked(statement.login, statement.loginMask, a.login)) return true;
    if (statement.number) {
      // Many programs sign in with the account number: try the login too.
      return [...a.numbers, a.login].some((n) =>
        fitsMasked(statement.number!, statement.numberMask, n, compact),
      );
    }
    return false;
  });
}
