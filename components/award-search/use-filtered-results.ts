"use client";
// Sort/filter state of an award results list. The filtering runs on a deferred copy, so typing in
// a filter stays responsive on a few hundred results; `filter` must be a stable (module) function.
import { useDeferredValue, useMemo, useState } from "react";

export function useFilteredResults<T, F>(items: T[], defaults: F, filter: (items: T[], filters: F) => T[]) {
  const [filters, setFilters] = useState(defaults);
  const deferred = useDeferredValue(filters);
  const shown = useMemo(() => filter(items, deferred), [items, deferred, filter]);
  return { filters, setFilters, shown };
}
