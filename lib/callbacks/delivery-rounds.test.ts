// Which deliveries share a transaction: no request id twice in a round, a later delivery of a
// request after the earlier one's round, and a delivery read back from the inbox (ids unknown) alone
// with nothing later passing it.
import { describe, expect, it } from "vitest";
import { deliveryRounds } from "@/lib/callbacks/delivery-rounds";

const handler = { items: (ids: string[]) => ids.map((requestId) => ({ requestId, state: 1, body: null })) };
/** A delivery named `name` carrying `ids`; without ids its body is still in the inbox. */
const d = (name: string, ids?: string[]) => ({ delivery: name, data: ids });
const names = (rounds: { delivery: string }[][]) => rounds.map((r) => r.map((p) => p.delivery));

describe("deliveryRounds", () => {
  const cases: [string, ReturnType<typeof d>[], string[][]][] = [
    ["distinct requests share one round", [d("a", ["1"]), d("b", ["2"]), d("c", ["3"])], [["a", "b", "c"]]],
    [
      "a second delivery of a request waits for the next round",
      [d("a", ["1"]), d("b", ["1"]), d("c", ["2"])],
      [["a", "c"], ["b"]],
    ],
    [
      "a package sharing one id with an earlier one goes after it",
      [d("a", ["1", "2"]), d("b", ["3", "2"]), d("c", ["4"])],
      [["a", "c"], ["b"]],
    ],
    [
      "three deliveries of one request, three rounds in order",
      [d("a", ["1"]), d("b", ["1"]), d("c", ["1"])],
      [["a"], ["b"], ["c"]],
    ],
    [
      "a delivery read back goes alone and nothing later passes it",
      [d("a", ["1"]), d("sweep"), d("b", ["2"])],
      [["a"], ["sweep"], ["b"]],
    ],
    ["nothing to do", [], []],
  ];
  it.each(cases)("%s", (_name, parsed, expected) => {
    expect(names(deliveryRounds<string[], string>(handler, parsed))).toEqual(expected);
  });
});
