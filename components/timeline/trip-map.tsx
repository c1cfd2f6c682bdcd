// A trip on a world map (server component, drawn offline): land from world-atlas TopoJSON,
// airports and stations as points, flights as great-circle arcs (d3-geo interpolates a
// LineString along the great circle). Nothing is fetched at run time.
import { geoNaturalEarth1, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, LineString, MultiPoint } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land110 from "world-atlas/land-110m.json";
import type { TimelineItem } from "@/lib/timeline/types";

const topology = land110 as unknown as Topology<{ land: GeometryCollection }>;
const LAND = feature(topology, topology.objects.land) as FeatureCollection;
const W = 640;
const H = 340;

type Pt = [number, number];
const point = (p: TimelineItem["start"]): Pt | null =>
  p.lat !== null && p.lng !== null ? [p.lng, p.lat] : null;

export function TripMap({ items, title }: { items: TimelineItem[]; title: string }) {
  const legs = items.filter((i) => i.kind === "flight" || i.kind === "train" || i.kind === "bus");
  const arcs = legs
    .map((i) => [point(i.start), point(i.end)] as const)
    .filter((a): a is readonly [Pt, Pt] => a[0] !== null && a[1] !== null);
  const stops = new Map<string, { at: Pt; label: string }>();
  for (const i of items) {
    for (const p of i.kind === "hotel" || i.kind === "car" ? [] : [i.start, i.end]) {
      const at = point(p);
      if (at) stops.set(`${at[0]},${at[1]}`, { at, label: p.code ?? p.city ?? p.name ?? "" });
    }
  }
  if (stops.size === 0)
    return <p className="text-muted text-sm">No airports or stations with known positions on this trip.</p>;
  const fitTo: Feature<MultiPoint> = {
    type: "Feature",
    properties: {},
    geometry: { type: "MultiPoint", coordinates: [...stops.values()].map((s) => s.at) },
  };
  const projection = geoNaturalEarth1().fitExtent(
    [
      [40, 30],
      [W - 40, H - 30],
    ],
    fitTo,
  );
  if (projection.scale() > 1600) projection.scale(1600); // a single city: keep some land in view
  const path = geoPath(projection);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`Map of ${title}`}
      className="h-auto w-full rounded-md bg-sky-50"
    >
      <path d={path(LAND) ?? ""} className="fill-slate-200 stroke-slate-300" strokeWidth={0.5} />
      {arcs.map(([a, b], k) => {
        const line: Feature<LineString> = {
          type: "Feature",
          properties: {},
          geometry: { type: "LineString", coordinates: [a, b] },
        };
        return (
          <path
            key={k}
            d={path(line) ?? ""}
            className="stroke-brand fill-none"
            strokeWidth={2}
            data-testid="flight-arc"
          />
        );
      })}
      {[...stops.values()].map((s) => {
        const xy = projection(s.at);
        if (!xy) return null;
        return (
          <g key={s.label + xy.join()} transform={`translate(${xy[0]},${xy[1]})`}>
            <circle r={4} className="stroke-brand fill-white" strokeWidth={2} />
            <text y={-8} textAnchor="middle" className="fill-slate-700 text-[11px] font-medium">
              {s.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
