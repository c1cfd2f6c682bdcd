// "Show 25 more (140 not shown)": the one control of the lists that draw a page of rows at a time
// (accounts, team balances). The count says what a press adds and what is still left.
import { Button } from "./button";

/** `noun` names what is added where two lists share a page ("Show 5 more logins"), so the two
 *  buttons do not read the same. */
export function ShowMoreButton({
  hidden,
  step,
  onMore,
  noun,
}: {
  hidden: number;
  step: number;
  onMore: () => void;
  noun?: string;
}) {
  if (hidden <= 0) return null;
  return (
    <div>
      <Button variant="secondary" onClick={onMore}>
        Show {Math.min(step, hidden).toLocaleString("en-US")} more{noun ? ` ${noun}` : ""} (
        {hidden.toLocaleString("en-US")} not shown)
      </Button>
    </div>
  );
}
