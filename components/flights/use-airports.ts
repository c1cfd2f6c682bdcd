"use client";
// The airport list (≈13 kB gzipped) as its own chunk, loaded when an airport field is first focused
// or already holds a code, or when the form is sent: it stays out of /flights' first load (issue 12
// item 17). One promise for the page, shared by both fields and the form's check.
import { useEffect, useState } from "react";

export type AirportsModule = typeof import("@/lib/airports/find-airports");

let loading: Promise<AirportsModule> | null = null;
let loaded: AirportsModule | null = null;
export const loadAirports = () =>
  (loading ??= import("@/lib/airports/find-airports").then((m) => (loaded = m)));

/** The airport module once loaded; `eager` loads it at once (e.g. the field already has a value).
 *  A component that renders after another one loaded it has it at once, without waiting for its
 *  own effect (the flight form reads the departure airport's zone in the render that sets it). */
export function useAirports(eager: boolean): { airports: AirportsModule | null; load(): void } {
  const [own, setAirports] = useState<AirportsModule | null>(null);
  const airports = own ?? loaded;
  const load = () => void loadAirports().then(setAirports);
  useEffect(() => {
    if (eager) void loadAirports().then(setAirports);
  }, [eager]);
  return { airports, load };
}
