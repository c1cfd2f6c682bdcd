// Memoization per slot (one per leg of a trip) where the number of slots is only known at run time,
// so hooks cannot be called once per slot: each slot keeps its last arguments and answer, or its last
// list. Held by a component (useState(() => memoPerSlot(fn))); a render React throws away leaves a
// slot holding that render's answer, which is still the answer to those arguments.

/** `compute` called again for a slot only when one of its arguments is not the same (Object.is) as
 *  on the slot's last call. */
export function memoPerSlot<A extends readonly unknown[], R>(
  compute: (...args: A) => R,
): (slot: number, ...args: A) => R {
  const slots: { args: A; value: R }[] = [];
  return (slot, ...args) => {
    const last = slots[slot];
    if (last && last.args.every((x, i) => Object.is(x, args[i]))) return last.value;
    const value = compute(...args);
    slots[slot] = { args, value };
    return value;
  };
}

/** The slot's last list when `next` holds the same items in the same order, else `next`: a list
 *  rebuilt from unchanged items (a leg no answer touched) keeps its identity, so nothing memoized on
 *  it is computed again. One pass of identity checks, no deep compare. */
export function keepSameItems<T>(): (slot: number, next: T[]) => T[] {
  const slots: T[][] = [];
  return (slot, next) => {
    const last = slots[slot];
    if (last && last.length === next.length && last.every((x, i) => Object.is(x, next[i]))) return last;
    slots[slot] = next;
    return next;
  };
}
