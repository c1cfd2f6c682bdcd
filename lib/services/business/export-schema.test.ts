// The business export's quirks (spec 2 B): account as object or one-element array, balance text beside
// balanceRaw, kind as text, "n/a" values as not available, HistoryField codes.
import { describe, expect, it } from "vitest";
import { accountResponseSchema, connectedUserListSchema, memberListSchema } from "./export-schema";

const account = {
  accountId: 7,
  code: "aa",
  displayName: "American Airlines (AAdvantage)",
  kind: "Airline",
  login: "n/a",
  autologinUrl: "n/a",
  updateUrl: "N/A",
  editUrl: "https://example.test/edit/7",
  balance: "84,231",
  balanceRaw: 84231,
  owner: "Elena Marchetti",
  errorCode: 1,
  lastChangeDate: "2026-11-20T10:00:00Z",
  history: [
    {
      fields: [
        { code: "PostingDate", name: "Date", value: "2026-11-02" },
        { code: "Loyalty Points", name: "Loyalty Points", value: "120" },
      ],
    },
  ],
  properties: [
    { name: "Status", value: "Platinum", rank: 2, kind: 3 },
    { name: "Next level", value: "n/a", kind: "9" },
  ],
};

describe("account/{id}", () => {
  it("accepts the account as an object or as the sample's one-element array, with the same result", () => {
    const asObject = accountResponseSchema.parse({ account });
    const asArray = accountResponseSchema.parse({ account: [account] });
    expect(asArray).toEqual(asObject);
    expect(asObject.account.accountId).toBe(7);
  });

  it("refuses an array of two accounts (the quirk is a one-element array)", () => {
    expect(accountResponseSchema.safeParse({ account: [account, account] }).success).toBe(false);
  });

  it("keeps balance text beside the number and turns n/a into not available", () => {
    const a = accountResponseSchema.parse({ account: [account] }).account;
    expect(a.balance).toBe("84,231");
    expect(a.balanceRaw).toBe(84231);
    expect(a.login).toBeNull();
    expect(a.autologinUrl).toBeNull();
    expect(a.updateUrl).toBeNull();
    expect(a.editUrl).toBe("https://example.test/edit/7");
    expect(a.properties[1]).toEqual({ name: "Next level", value: null, rank: null, kind: 9 });
    const restricted = accountResponseSchema.parse({
      account: { ...account, balance: "n/a", balanceRaw: undefined },
    }).account;
    expect(restricted.balance).toBeNull();
    expect(restricted.balanceRaw).toBeNull();
  });

  it("reads kind as text, turning the A1 numbers into their names", () => {
    expect(accountResponseSchema.parse({ account: { ...account, kind: "Hotel" } }).account.kind).toBe(
      "Hotel",
    );
    expect(accountResponseSchema.parse({ account: { ...account, kind: "6" } }).account.kind).toBe(
      "Credit card",
    );
    expect(accountResponseSchema.parse({ account: { ...account, kind: 1 } }).account.kind).toBe("Airline");
  });

  it("maps unknown HistoryField codes to Info and keeps the provider's column name", () => {
    const fields = accountResponseSchema.parse({ account }).account.history[0]!.fields;
    expect(fields.map((f) => f.code)).toEqual(["PostingDate", "Info"]);
    expect(fields[1]!.name).toBe("Loyalty Points");
  });

  it("accepts the sub-account array under the names a client may meet", () => {
    const sub = { subAccountId: 71, displayName: "Gold Card (…2003)", balance: "12,000", balanceRaw: 12000 };
    for (const name of ["subAccounts", "subaccounts", "SubAccounts"]) {
      expect(
        accountResponseSchema.parse({ account: { ...account, [name]: [sub] } }).account.subAccounts,
      ).toHaveLength(1);
    }
  });
});

describe("connectedUser list", () => {
  it("defaults a missing accountsIndex to empty and reads dates", () => {
    const parsed = connectedUserListSchema.parse({
      connectedUsers: [
        {
          userId: 1,
          fullName: "A B",
          email: "a@example.test",
          forwardingEmail: "f@example.test",
          userName: "ab",
          status: "Free",
          connectionType: "Pending",
          accountsAccessLevel: "Full control",
          accountsSharedByDefault: true,
          editConnectionUrl: "n/a",
          accountListUrl: "https://x.test/a",
          timelineUrl: "https://x.test/t",
        },
        {
          userId: 2,
          fullName: "C D",
          email: "c@example.test",
          forwardingEmail: "g@example.test",
          userName: "cd",
          status: "Plus",
          connectionType: "Connected",
          accountsAccessLevel: "Full control",
          accountsSharedByDefault: false,
          editConnectionUrl: "https://x.test/e",
          accountListUrl: "https://x.test/a",
          timelineUrl: "https://x.test/t",
          accountsIndex: [{ accountId: 5, lastChangeDate: "2026-11-20T10:00:00Z" }],
        },
      ],
    });
    expect(parsed.connectedUsers[0]!.accountsIndex).toEqual([]);
    expect(parsed.indexMissing).toBe(false);
    expect(parsed.connectedUsers[0]!.editConnectionUrl).toBeNull();
    expect(parsed.connectedUsers[1]!.accountsIndex[0]!.lastChangeDate).toEqual(
      new Date("2026-11-20T10:00:00Z"),
    );
  });
});

// Spec 2 B "Endpoints": GET member answers `{members: array of Member + accountsIndex}`, read either as
// an accountsIndex on each member or as one accountsIndex beside the list (issue 34 item 10).
describe("member list: the two readings of `array of Member + accountsIndex`", () => {
  const elena = {
    memberId: 11,
    fullName: "Elena Marchetti",
    editMemberUrl: "https://x.test/m/11",
    accountListUrl: "https://x.test/a/11",
    timelineUrl: "https://x.test/t/11",
  };
  const tomas = { ...elena, memberId: 12, fullName: "Tomás Ruiz" };
  const i = (accountId: number) => ({ accountId, lastChangeDate: "2026-11-20T10:00:00Z" });

  it.each([
    [
      "one index on each member",
      {
        members: [
          { ...elena, accountsIndex: [i(1), i(2)] },
          { ...tomas, accountsIndex: [i(3)] },
        ],
      },
      [[1, 2], [3]],
      [],
      false,
    ],
    [
      "one index beside the list",
      { members: [elena, tomas], accountsIndex: [i(1), i(2), i(3)] },
      [[], []],
      [1, 2, 3],
      false,
    ],
    [
      "beside the list, entries naming their member",
      {
        members: [elena, tomas],
        accountsIndex: [{ ...i(1), memberId: 11 }, { ...i(3), memberId: 12 }, i(4)],
      },
      [[1], [3]],
      [4],
      false,
    ],
    [
      "both at once",
      { members: [{ ...elena, accountsIndex: [i(1)] }, tomas], accountsIndex: [i(5)] },
      [[1], []],
      [5],
      false,
    ],
    [
      "an empty index beside the list (nobody shares anything)",
      { members: [elena, tomas], accountsIndex: [] },
      [[], []],
      [],
      false,
    ],
    [
      "an empty index on each member",
      {
        members: [
          { ...elena, accountsIndex: [] },
          { ...tomas, accountsIndex: null },
        ],
      },
      [[], []],
      [],
      false,
    ],
    ["no index at all", { members: [elena, tomas] }, [[], []], [], true],
    ["no index and nobody listed", { members: [] }, [], [], false],
  ])("%s", (_what, body, perMember, beside, missing) => {
    const parsed = memberListSchema.parse(body);
    expect(parsed.members.map((m) => m.accountsIndex.map((x) => x.accountId))).toEqual(perMember);
    expect(parsed.sharedIndex.map((x) => x.accountId)).toEqual(beside);
    expect(parsed.indexMissing).toBe(missing);
    expect(parsed.sharedIndex.every((x) => x.lastChangeDate instanceof Date)).toBe(true);
  });

  it("does not call the index missing when only Pending users are listed", () => {
    const pending = {
      userId: 1,
      fullName: "A B",
      email: "a@example.test",
      forwardingEmail: "f@example.test",
      userName: "ab",
      status: "Free",
      connectionType: "Pending",
      accountsAccessLevel: "Full control",
      accountsSharedByDefault: true,
      editConnectionUrl: "n/a",
      accountListUrl: "https://x.test/a",
      timelineUrl: "https://x.test/t",
    };
    expect(connectedUserListSchema.parse({ connectedUsers: [pending] }).indexMissing).toBe(false);
    expect(
      connectedUserListSchema.parse({ connectedUsers: [{ ...pending, connectionType: "Connected" }] })
        .indexMissing,
    ).toBe(true);
  });
});

describe("account/{id} owner", () => {
  it("reads whose account it is from member or connectedUser, ignoring a malformed one", () => {
    expect(
      accountResponseSchema.parse({ account, member: { memberId: "11", fullName: "E" } }).member,
    ).toEqual({ memberId: 11 });
    expect(accountResponseSchema.parse({ account, connectedUser: { userId: 4 } }).connectedUser).toEqual({
      userId: 4,
    });
    expect(accountResponseSchema.parse({ account, member: "n/a" }).member).toBeUndefined();
  });
});
