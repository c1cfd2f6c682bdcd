// Integration (real PostgreSQL): with a mail relay configured, an added sender address counts only
// once the link emailed to it is followed (issue 34 item 2); the link is signed, for its own user and
// address, and expires. Without a relay, and for a sender the user approved from a held email, the
// address counts at once.
import { describe, expect, it } from "vitest";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { CONFIRM_HOURS, confirmSenderAddress, readConfirmationToken } from "./sender-address-confirmation";
import { addSenderAddress, listSenderAddresses, ownAddresses } from "./sender-addresses";

const linkSentTo = async (address: string) => {
  const row = await db.outboxEmail.findFirstOrThrow({
    where: { toAddress: address, kind: "address-confirmation" },
    orderBy: { createdAt: "desc" },
  });
  const token = /confirm-address\?token=(\S+)/.exec(row.text)?.[1];
  if (!token) throw new Error("no link in the email");
  return { row, token };
};

describe("confirming an added sender address by a link", () => {
  it("waits for the link when a relay is configured, and the link confirms it for its own user only", async () => {
    const user = await createTestUser();
    const stranger = await createTestUser();
    const address = `${uniqueId("work")}@example.org`;
    const view = await addSenderAddress(user.id, address, { relay: true });
    expect(view.pending).toEqual([address]);
    expect(await ownAddresses(user.id)).not.toContain(address);

    const { row, token } = await linkSentTo(address);
    expect(row).toMatchObject({ userId: user.id, state: "pending" });
    expect(row.html).toContain("Confirm this address");

    expect(await confirmSenderAddress(user.id, `${token.slice(0, -2)}xx`)).toEqual({
      error: "This confirmation link is not valid.",
    });
    expect(await confirmSenderAddress(stranger.id, token)).toMatchObject({
      error: expect.stringContaining("another Milepost account"),
    });
    expect(await ownAddresses(user.id)).not.toContain(address);

    expect(await confirmSenderAddress(user.id, token)).toEqual({ address });
    expect(await ownAddresses(user.id)).toContain(address);
    expect((await listSenderAddresses(user.id)).pending).toEqual([]);
  });

  it("a link older than its hours is refused", async () => {
    const user = await createTestUser();
    const address = `${uniqueId("old")}@example.org`;
    await addSenderAddress(user.id, address, { relay: true });
    const { token } = await linkSentTo(address);
    const later = new Date(Date.now() + (CONFIRM_HOURS + 1) * 3_600_000);
    expect(readConfirmationToken(token, later)).toBe("expired");
    expect(await confirmSenderAddress(user.id, token, later)).toMatchObject({
      error: expect.stringContaining("hours old"),
    });
    expect(await ownAddresses(user.id)).not.toContain(address);
  });

  it("counts at once without a relay, or when the user approved the sender of a held email", async () => {
    const user = await createTestUser();
    const plain = `${uniqueId("plain")}@example.org`;
    const approved = `${uniqueId("approved")}@example.org`;
    await addSenderAddress(user.id, plain, { relay: false });
    await addSenderAddress(user.id, approved, { relay: true, confirmed: true });
    expect(await ownAddresses(user.id)).toEqual(expect.arrayContaining([plain, approved]));
    expect(await db.outboxEmail.count({ where: { toAddress: { in: [plain, approved] } } })).toBe(0);
  });
});
