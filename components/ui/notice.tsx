import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const tones = {
  info: "border-brand/30 bg-brand-soft text-ink",
  good: "border-good/30 bg-good-soft text-good",
  warn: "border-warn/30 bg-warn-soft text-warn",
  bad: "border-bad/30 bg-bad-soft text-bad",
} as const;

/** An inline message block; use for states a user must read (errors, warnings, empty results). */
export function Notice({
  tone = "info",
  title,
  children,
}: {
  tone?: keyof typeof tones;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" className={cn("rounded-md border px-4 py-3 text-sm", tones[tone])}>
      {title ? <p className="font-medium">{title}</p> : null}
      {children ? <div className={title ? "mt-1" : undefined}>{children}</div> : null}
    </div>
  );
}
