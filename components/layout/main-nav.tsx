"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/cn";

/** Primary navigation: a sidebar on wide screens, a scrollable strip on phones. The items (with
 *  their icons already rendered) come from the server layout, so the icons' SVG data is HTML, not
 *  JavaScript every page loads (issue 12 item 17). */
export function MainNav({
  items,
}: {
  items: { href: string; label: string; icon: ReactNode; badge?: ReactNode }[];
}) {
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  // On a phone the strip is wider than the screen: bring the current section into view (centred
  // when it can be), so "Timeline" or "Business" is not hidden off the right edge (issue 12 item 20).
  // Only the strip scrolls; the page does not move.
  useEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    const a = active.getBoundingClientRect();
    const s = strip.getBoundingClientRect();
    strip.scrollLeft += a.left - s.left - (s.width - a.width) / 2;
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label="Main"
      className="-mx-1 flex gap-1 overflow-x-auto md:mx-0 md:flex-col md:overflow-visible"
    >
      {items.map(({ href, label, icon, badge }) => {
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <Link
            key={href}
            href={href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "text-muted hover:bg-canvas hover:text-ink flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
              active && "bg-brand-soft text-brand hover:bg-brand-soft hover:text-brand",
            )}
          >
            {icon}
            {label}
            {badge}
          </Link>
        );
      })}
    </nav>
  );
}
