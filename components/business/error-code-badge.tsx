// An account's errorCode (spec 2 B1) in words, with the service's errorMessage and our explanation
// (always for 7 and 8, whose names alone do not say what the traveller must do).
import { cn } from "@/lib/cn";
import { errorCodeWords } from "@/lib/business/words";

const tones = {
  good: "bg-good-soft text-good",
  warn: "bg-warn-soft text-warn",
  bad: "bg-bad-soft text-bad",
  muted: "bg-canvas text-muted",
} as const;

export function ErrorCodeBadge({
  code,
  message,
  detailed = false,
}: {
  code: number | null;
  message?: string | null;
  detailed?: boolean;
}) {
  const w = errorCodeWords(code);
  return (
    <span className="inline-flex flex-col gap-0.5">
      <span
        className={cn("inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-medium", tones[w.tone])}
        title={w.explain}
      >
        {w.label}
      </span>
      {message && code !== 1 ? <span className="text-muted text-xs">{message}</span> : null}
      {(detailed || code === 7 || code === 8) && w.explain ? (
        <span className="text-muted text-xs">{w.explain}</span>
      ) : null}
    </span>
  );
}
