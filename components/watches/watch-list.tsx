"use client";
// The Watches page's list: each watch's conditions, last and next run, what it found; Run now,
// pause/resume, edit and delete.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/toast";
import type { WatchView } from "@/lib/watches/list-watches";
import { errorText } from "@/lib/query/api-fetch";
import { useDeleteWatch, useEditWatch, usePauseWatch, useRunWatchNow, useWatches } from "./use-watches";
import { WatchForm } from "./watch-form";

const WHEN: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const STATUS = {
  active: "Watching",
  running: "Running now",
  paused: "Paused",
  ended: "Ended: its dates have passed",
} as const;

function conditionsText(w: WatchView): string {
  const window = w.dateFrom === w.dateTo ? w.dateFrom : `${w.dateFrom} to ${w.dateTo}`;
  const programs = w.conditions.programs.map((p) => w.programNames[p] ?? p).join(", ");
  if (w.service === "hotels") {
    const c = w.conditions;
    return [
      c.maxPoints === null ? "any price" : `at most ${c.maxPoints.toLocaleString("en-US")} points per night`,
      `check-in ${window}`,
      programs,
    ].join(" · ");
  }
  const c = w.conditions;
  return [
    c.maxMiles === null
      ? "any price"
      : `at most ${c.maxMiles.toLocaleString("en-US")} miles per person${w.trip ? " for the whole journey" : ""}`,
    c.cabins.join(", "),
    c.nonstop ? "nonstop only" : null,
    `${c.seats} seat${c.seats > 1 ? "s" : ""} or more`,
    w.trip ?? window,
    programs,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** One thing a watch found, in words. */
function foundText(w: WatchView, f: WatchView["found"][number]): string {
  const program = w.programNames[f.program] ?? f.program;
  if (w.service === "hotels")
    return `check-in ${f.date} · ${f.what} · ${program} · ${f.miles.toLocaleString("en-US")} points per night`;
  if (f.cabin === "journey")
    return `${f.miles.toLocaleString("en-US")} miles per person for the journey · ${f.what}`;
  return `${f.date} · ${f.cabin} · ${program} · ${f.miles.toLocaleString("en-US")} miles per person${f.what && f.what !== "price calendar" ? ` · ${f.what}` : ""}`;
}

function WatchCard({ w }: { w: WatchView }) {
  const [editing, setEditing] = useState(false);
  const [run, pause, remove, edit] = [useRunWatchNow(), usePauseWatch(), useDeleteWatch(), useEditWatch()];
  const fail = (what: string) => (e: unknown) => toast.error(errorText(e, `Could not ${what}. Try again.`));
  return (
    <li className="border-line bg-surface rounded-md border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-medium">{w.summary}</h2>
        <span className="text-muted text-xs">{STATUS[w.status]}</span>
      </div>
      <p className="mt-1 text-sm break-words">{conditionsText(w)}</p>
      <p className="text-muted mt-1 text-xs">
        Last run: {w.lastRunAt ? <LocalTime iso={w.lastRunAt} options={WHEN} /> : "not yet"}
        {w.nextRunAt ? (
          <>
            {" "}
            · Next run: <LocalTime iso={w.nextRunAt} options={WHEN} />
          </>
        ) : null}
      </p>
      {w.found.length ? (
        <ul className="mt-2 list-disc pl-5 text-sm" aria-label="Found">
          {w.found.slice(0, 10).map((f) => (
            <li key={f.key}>{foundText(w, f)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-muted mt-2 text-sm">
          {w.lastRunAt ? "Nothing matches yet." : "It has not run yet."}
        </p>
      )}
      {w.status !== "ended" ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="h-9"
            disabled={run.isPending || w.status !== "active"}
            onClick={() =>
              run.mutate(w.id, { onSuccess: () => toast("Run queued"), onError: fail("run it") })
            }
          >
            Run now
          </Button>
          <Button
            variant="secondary"
            className="h-9"
            disabled={pause.isPending}
            onClick={() =>
              pause.mutate({ id: w.id, paused: w.status !== "paused" }, { onError: fail("change it") })
            }
          >
            {w.status === "paused" ? "Resume" : "Pause"}
          </Button>
          <Button variant="secondary" className="h-9" onClick={() => setEditing(!editing)}>
            {editing ? "Close" : "Edit"}
          </Button>
          <Button
            variant="ghost"
            className="text-bad h-9"
            disabled={remove.isPending}
            onClick={() => remove.mutate(w.id, { onError: fail("delete it") })}
          >
            Delete
          </Button>
        </div>
      ) : (
        <Button
          variant="ghost"
          className="text-bad mt-3 h-9"
          disabled={remove.isPending}
          onClick={() => remove.mutate(w.id, { onError: fail("delete it") })}
        >
          Delete
        </Button>
      )}
      {editing ? (
        <div className="border-line mt-4 border-t pt-4">
          <WatchForm
            initial={
              w.service === "hotels"
                ? { kind: "hotels", ...w.conditions, dateFrom: w.dateFrom, dateTo: w.dateTo }
                : { ...w.conditions, dateFrom: w.dateFrom, dateTo: w.dateTo }
            }
            programs={w.searchPrograms}
            programNames={w.programNames}
            trip={w.trip}
            submitLabel="Save conditions"
            busy={edit.isPending}
            onSubmit={(input) => edit.mutateAsync({ id: w.id, input }).then(() => setEditing(false))}
          />
        </div>
      ) : null}
    </li>
  );
}

export function WatchList({ initial }: { initial: WatchView[] }) {
  const { data } = useWatches(initial);
  if (!data.length)
    return (
      <Notice title="No watches yet">
        Run a flight or hotel search, then press “Watch this search” under its results.
      </Notice>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Watches">
      {data.map((w) => (
        <WatchCard key={w.id} w={w} />
      ))}
    </ul>
  );
}
