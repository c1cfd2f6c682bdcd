"use client";
// Once a search is on screen, its form folds into one line ("JFK → LHR · Mar 1 · 2 programs" and
// "Edit search"), so the results start near the top of the page instead of 1,150 px down on a
// phone (issue 12 item 20). Keyed by the search: every new search starts folded.
import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";

export function CollapsibleSearchForm(props: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (open) return <>{props.children}</>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2" data-testid="search-summary">
      <p className="min-w-0 text-sm">
        <span className="text-muted">Searched </span>
        <span className="font-medium">{props.summary}</span>
      </p>
      <Button variant="secondary" className="h-8 text-xs" onClick={() => setOpen(true)} aria-expanded={false}>
        <Pencil aria-hidden className="size-3.5" />
        Edit search
      </Button>
    </div>
  );
}
