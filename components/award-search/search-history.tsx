// Past searches, newest first; each reopens with its stored results, and can be deleted.
import Link from "next/link";
import type { AwardServiceName } from "@/components/award-search/award-search-api";
import { DeleteSearchButton } from "@/components/award-search/delete-search-button";
import { LocalTime } from "@/components/ui/local-time";
import type { AwardSearchListItem } from "@/lib/award-search/list-award-searches";
import { cn } from "@/lib/cn";

export function SearchHistory(props: { service: AwardServiceName; searches: AwardSearchListItem[]; hrefFor(id: string): string; currentId?: string }) {
  if (props.searches.length === 0) return <p className="text-sm text-muted">No searches yet.</p>;
  return (
    <ul className="flex flex-col gap-1">
      {props.searches.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-1">
          <Link
            href={props.hrefFor(s.id)}
            className={cn("block min-w-0 flex-1 rounded-md px-2 py-1.5 text-sm hover:bg-canvas", s.id === props.currentId && "bg-brand-soft")}
            aria-current={s.id === props.currentId ? "page" : undefined}
          >
            <span className="line-clamp-2 break-words">{s.summary}</span>
            <LocalTime iso={s.createdAt} options={{ dateStyle: "medium", timeStyle: "short" }} className="text-xs text-muted" />
          </Link>
          <DeleteSearchButton service={props.service} id={s.id} summary={s.summary} current={s.id === props.currentId} />
        </li>
      ))}
    </ul>
  );
}
