// "Bookable with my points (N)": keeps only the results the user can pay for now, directly or by a
// transfer (issue 36). Disabled until the balances have loaded, so the count never reads 0 by mistake.
import { Button } from "@/components/ui/button";

export function BookableToggle({
  pressed,
  count,
  ready,
  onChange,
}: {
  pressed: boolean;
  count: number;
  ready: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <Button
      variant="secondary"
      className="h-8 text-xs"
      aria-pressed={pressed}
      disabled={!ready}
      onClick={() => onChange(!pressed)}
    >
      Bookable with my points ({ready ? count.toLocaleString("en-US") : "…"})
    </Button>
  );
}
