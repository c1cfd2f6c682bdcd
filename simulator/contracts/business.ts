// Spec 2 B (business account-sharing export) as the simulator sends it, written from the spec text
// (docs/services/business.md), not from the app's zod schemas: the contract test
// (simulator/contracts/app-schemas.test.ts) checks the two against each other.

/** HistoryField: `code` PostingDate, Description, Miles, Bonus; anything else Info. */
export interface HistoryField {
  code: string;
  name: string;
  value: string;
}
export interface HistoryRow {
  fields: HistoryField[];
}

/** AccountProperty: `rank` only with kind 3 (elite status). */
export interface AccountProperty {
  name: string;
  value: string;
  rank?: number;
  kind?: number;
}

export interface SubAccount {
  subAccountId: number;
  displayName: string;
  balance: string;
  balanceRaw?: number;
  lastDetectedChange?: string;
  properties?: AccountProperty[];
  history?: HistoryRow[];
}

/** Account. `login` and the URLs are `n/a` when empty or not under the business's full control;
 *  `errorCode` 0–11 (spec 2 B). The subaccount array's name is "not shown": `subAccounts` here. */
export interface Account {
  accountId: number;
  code: string;
  displayName: string;
  kind: string;
  login: string;
  autologinUrl: string;
  updateUrl: string;
  editUrl: string;
  /** Formatted number. */
  balance: string;
  /** Req in the table; the simulator leaves it out below access level 1 (balance `n/a`). */
  balanceRaw?: number;
  lastDetectedChange?: string;
  expirationDate?: string;
  /** Zeros and ones. */
  barcode?: string;
  owner: string;
  errorCode: number;
  errorMessage?: string;
  lastChangeDate?: string;
  lastRetrieveDate?: string;
  history?: HistoryRow[];
  properties?: AccountProperty[];
  subAccounts?: SubAccount[];
}

export interface AccountsIndexItem {
  accountId: number;
  lastChangeDate: string;
  lastRetrieveDate?: string;
}

export interface Member {
  memberId: number;
  fullName: string;
  email?: string;
  forwardingEmail?: string;
  editMemberUrl: string;
  accountListUrl: string;
  timelineUrl: string;
}

export interface ConnectedUser {
  userId: number;
  fullName: string;
  email: string;
  forwardingEmail: string;
  userName: string;
  status: string;
  accessLevel?: string;
  /** `Pending`: the invitation is not yet accepted. */
  connectionType: "Connected" | "Pending";
  accountsAccessLevel: string;
  accountsSharedByDefault: boolean;
  editConnectionUrl: string;
  accountListUrl: string;
  timelineUrl: string;
  bookingRequestsUrl?: string;
}
