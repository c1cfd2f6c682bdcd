// Properties grouped by kind (spec 2 PropertyInfo kinds), with elite progress where the
// properties allow: status points earned (kind 19) and still needed for the next level (kind 10).
import { propertyKind } from "@/lib/loyalty-accounts/words";

type Prop = { code: string; name: string; kind?: string; value: string };
const num = (v: string | undefined) => (v === undefined ? NaN : Number(v.replace(/[^0-9.-]/g, "")));

export function EliteProgress({ properties }: { properties: Prop[] }) {
  const status = properties.find((p) => p.kind === "3")?.value;
  const next = properties.find((p) => p.kind === "9")?.value;
  const earned = num(properties.find((p) => p.kind === "19" || p.kind === "7")?.value);
  const needed = num(properties.find((p) => p.kind === "10")?.value);
  if (!next || !Number.isFinite(earned) || !Number.isFinite(needed) || earned + needed <= 0) return null;
  const pct = Math.round((earned / (earned + needed)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm">
        {status ? <strong>{status}</strong> : null} → {next}
      </p>
      <div role="progressbar" aria-label={`Progress to ${next}`} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} className="h-2 w-full overflow-hidden rounded-full bg-canvas">
        <div className="h-full bg-brand" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-muted">{pct}% · {needed.toLocaleString("en-US")} more needed</p>
    </div>
  );
}

export function PropertiesPanel({ properties }: { properties: Prop[] }) {
  if (properties.length === 0) return <p className="text-sm text-muted">No details yet.</p>;
  const groups = new Map<string, Prop[]>();
  for (const p of properties) groups.set(propertyKind(p.kind), [...(groups.get(propertyKind(p.kind)) ?? []), p]);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {[...groups.entries()].map(([kind, props]) => (
        <div key={kind}>
          <dt className="text-xs font-semibold text-muted">{kind}</dt>
          {props.map((p) => (
            <dd key={p.code} className="text-sm">
              {props.length > 1 || p.name !== kind ? <span className="text-muted">{p.name}: </span> : null}
              {p.value}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
