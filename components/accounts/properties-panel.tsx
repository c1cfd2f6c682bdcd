// Properties grouped by kind (spec 2 PropertyInfo kinds), with elite progress where the
// properties allow: status earned and still needed for the next level, in the same unit —
// status points (kind 19) with points needed (10), or nights/flights this year (19, else segments 8)
// with flights/nights needed (11). Without those, the level among `eliteLevelsCount` tiers is shown.
import { propertyKind } from "@/lib/loyalty-accounts/words";
import { formatPropertyValue } from "./format";

type Prop = { code: string; name: string; kind?: string; value: string };
const num = (v: string | undefined) => (v === undefined ? NaN : Number(v.replace(/[^0-9.-]/g, "")));

/** Earned and still needed, in one unit; `neededName` is the program's own caption of what is
 *  needed ("PQP to next status", "Nights needed for next status"), which carries that unit. */
export function progressOf(
  properties: Prop[],
): { earned: number; needed: number; neededName: string } | null {
  const find = (kind: string) => properties.find((p) => p.kind === kind);
  const value = (kind: string) => num(find(kind)?.value);
  const pairs: [number, string][] = [
    [value("19"), "10"],
    [Number.isFinite(value("19")) ? value("19") : value("8"), "11"],
  ];
  const pair = pairs.find(
    ([e, kind]) => Number.isFinite(e) && Number.isFinite(value(kind)) && e + value(kind) > 0,
  );
  return pair
    ? { earned: pair[0], needed: Math.max(0, value(pair[1])), neededName: find(pair[1])!.name }
    : null;
}

export function EliteProgress({
  properties,
  eliteLevel,
  eliteLevelsCount,
}: {
  properties: Prop[];
  eliteLevel: number | null;
  eliteLevelsCount: number | null;
}) {
  const status = properties.find((p) => p.kind === "3")?.value;
  const next = properties.find((p) => p.kind === "9")?.value;
  const progress = next ? progressOf(properties) : null;
  if (!progress) {
    if (eliteLevel == null || !eliteLevelsCount) return null;
    const top = eliteLevel + 1 >= eliteLevelsCount;
    return (
      <p className="text-sm">
        {status ? <strong>{status}</strong> : `Level ${eliteLevel}`}
        <span className="text-muted">
          {" "}
          · tier {Math.min(eliteLevel + 1, eliteLevelsCount)} of {eliteLevelsCount}
          {top ? " (top tier)" : ""}
        </span>
      </p>
    );
  }
  const pct = Math.round((progress.earned / (progress.earned + progress.needed)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm">
        {status ? <strong>{status}</strong> : null} → {next}
      </p>
      <div
        role="progressbar"
        aria-label={`Progress to ${next}`}
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        className="bg-canvas h-2 w-full overflow-hidden rounded-full"
      >
        <div className="bg-brand h-full" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-muted text-xs">
        {pct}% · {progress.neededName}: {progress.needed.toLocaleString("en-US")}
      </p>
    </div>
  );
}

export function PropertiesPanel({ properties }: { properties: Prop[] }) {
  if (properties.length === 0) return <p className="text-muted text-sm">No details yet.</p>;
  const groups = new Map<string, Prop[]>();
  for (const p of properties)
    groups.set(propertyKind(p.kind), [...(groups.get(propertyKind(p.kind)) ?? []), p]);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {[...groups.entries()].map(([kind, props]) => (
        <div key={kind}>
          <dt className="text-muted text-xs font-semibold">{kind}</dt>
          {props.map((p) => (
            <dd key={p.code} className="text-sm">
              {props.length > 1 || p.name !== kind ? <span className="text-muted">{p.name}: </span> : null}
              {formatPropertyValue(p.value)}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
