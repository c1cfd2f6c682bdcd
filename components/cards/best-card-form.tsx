import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A plain GET form (works before hydration); the datalist suggests categories and merchants. A
 *  query the page refused stays in the box with the reason under it. */
export function BestCardForm(props: {
  query: string;
  scope: "mine" | "all" | undefined;
  discontinued: boolean;
  problem: string | null;
  terms: string[];
}) {
  const { query, scope, terms, problem } = props;
  return (
    <form action="/cards" method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor="spend-query" className="text-sm font-medium">
          Where are you paying?
        </label>
        <Input
          id="spend-query"
          name="q"
          defaultValue={query}
          list="spend-terms"
          placeholder="A category like groceries, or a merchant like StreamCo"
          autoComplete="off"
          required
          minLength={2}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? "spend-query-error" : undefined}
        />
        {problem ? (
          <p id="spend-query-error" role="alert" className="text-bad text-sm">
            {problem}
          </p>
        ) : null}
        <datalist id="spend-terms">
          {terms.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </div>
      {scope ? <input type="hidden" name="scope" value={scope} /> : null}
      {props.discontinued ? <input type="hidden" name="discontinued" value="1" /> : null}
      <Button type="submit">
        <Search className="size-4" aria-hidden />
        Find best card
      </Button>
    </form>
  );
}
