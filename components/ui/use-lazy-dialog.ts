"use client";
// A button that opens a dialog loaded as its own chunk: the chunk is fetched on first approach (pointer
// or focus), the dialog is mounted from the first press on — so closing runs Radix's own close and
// its focus return — and focus goes back to the button that opened it.
import { useRef, useState } from "react";

export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return {
    /** Render the dialog only when this is true. */
    used,
    triggerProps: {
      ref: trigger,
      "aria-haspopup": "dialog" as const,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: () => {
        setUsed(true);
        setOpen(true);
      },
    },
    dialogProps: { open, onOpenChange: setOpen, returnFocus: () => trigger.current?.focus() },
  };
}
