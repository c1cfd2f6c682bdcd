// "Show 25 more (140 not shown)": the one control of the lists that draw a page of rows at a time
// (accounts, team balances). The count says what a press adds and what is still left.
import { Button } from "./button";

export function ShowMoreButton({ hidden, step, onMore }: { hidden: number; step: number; onMore: () => void }) {
  if (hidden <= 0) return null;
  return (
    <div>
      <Button variant="secondary" onClick={onMore}>
        Show {Math.min(step, hidden).toLocaleString("en-US")} more ({hidden.toLocaleString("en-US")} not shown)
      </Button>
    </div>
  );
}
