"use client";
// Keyboard and ARIA wiring of a text input that drives a list of options (the WAI-ARIA combobox
// pattern): ArrowUp/ArrowDown move the active option (wrapping), Enter picks it, Escape closes,
// and the input points at the active option with aria-activedescendant so screen readers follow.
// Hand-written instead of cmdk: cmdk ships Radix Dialog with it whether used or not, 22 kB gzipped
// of the flight and hotel pages' first load (issue 12 item 17).
import { type KeyboardEvent, useState } from "react";

export function useCombobox<T>(props: {
  id: string;
  options: T[];
  onPick(o: T): void;
  open: boolean;
  onOpenChange?(open: boolean): void;
}) {
  const [active, setActive] = useState(0);
  const count = props.options.length;
  const index = count ? Math.min(active, count - 1) : -1;
  const listId = `${props.id}-listbox`;
  const optionId = (i: number) => `${props.id}-option-${i}`;

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!props.open) props.onOpenChange?.(true);
      if (count) setActive((index + (e.key === "ArrowDown" ? 1 : count - 1)) % count);
    } else if (e.key === "Enter" && props.open && index >= 0) {
      e.preventDefault();
      props.onPick(props.options[index]!);
    } else if (e.key === "Escape") {
      props.onOpenChange?.(false);
    }
  }

  return {
    /** Spread on the <input>. */
    inputProps: {
      id: props.id,
      role: "combobox" as const,
      "aria-controls": listId,
      "aria-expanded": props.open,
      "aria-autocomplete": "list" as const,
      "aria-activedescendant": props.open && index >= 0 ? optionId(index) : undefined,
      onKeyDown,
    },
    /** Spread on the role="listbox" element. */
    listProps: { id: listId, role: "listbox" as const },
    /** Spread on each option. A press picks it without taking the focus from the input. */
    optionProps: (o: T, i: number) => ({
      id: optionId(i),
      role: "option" as const,
      "data-active": i === index ? "true" : undefined,
      onMouseDown: (e: { preventDefault(): void }) => e.preventDefault(),
      onMouseEnter: () => setActive(i),
      onClick: () => props.onPick(o),
    }),
    /** Start again at the first option (after the text changes). */
    reset: () => setActive(0),
  };
}
