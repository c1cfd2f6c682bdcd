// One panel of the home page: a titled card, optionally with a link to the full page.
import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export function Section({
  title,
  href,
  linkText,
  children,
}: {
  title: string;
  href?: string;
  linkText?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-label={title} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {href ? (
          <Link href={href} className="text-brand shrink-0 text-sm hover:underline">
            {linkText ?? "See all"}
          </Link>
        ) : null}
      </div>
      {children}
    </Card>
  );
}
