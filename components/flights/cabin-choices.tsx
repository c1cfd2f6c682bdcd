"use client";
// Cabins (multi). The service returns every cabin a program sells anyway (spec 1 A2); these are
// the ones asked for.
export const CABIN_WORDS: Record<string, string> = {
  economy: "Economy",
  premiumEconomy: "Premium economy",
  business: "Business",
  firstClass: "First",
  unknown: "Unknown cabin",
};

const ORDER = ["economy", "premiumEconomy", "business", "firstClass"];

export function CabinChoices(props: { value: string[]; error?: string; onChange(v: string[]): void }) {
  return (
    <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
      <legend className="text-ink mb-1.5 text-sm font-medium">Cabins</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {ORDER.map((c) => (
          <label key={c} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={props.value.includes(c)}
              onChange={(e) =>
                props.onChange(e.target.checked ? [...props.value, c] : props.value.filter((x) => x !== c))
              }
            />
            {CABIN_WORDS[c]}
          </label>
        ))}
      </div>
      {props.error ? <p className="text-bad text-sm">{props.error}</p> : null}
    </fieldset>
  );
}
