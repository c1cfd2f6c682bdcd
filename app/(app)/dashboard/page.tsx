import type { Metadata } from "next";
import Link from "next/link";
import { NAV_ITEMS } from "@/components/layout/nav-items";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/require-user";

export const metadata: Metadata = { title: "Home" };

const BLURBS: Record<string, string> = {
  "/flights": "Search award seats across programs, with a price calendar.",
  "/hotels": "Find award nights and what each point is worth.",
  "/cards": "Which card earns the most here?",
  "/accounts": "Balances, elite status and what expires when.",
  "/timeline": "Every trip, from every source, in one place.",
  "/inbox": "Turn booking emails into itineraries.",
  "/business": "Accounts people share with your business.",
};

export default async function DashboardPage() {
  const user = await requireUser();
  return (
    <>
      <PageHeader title={`Welcome${user.name ? `, ${user.name}` : ""}`} description="Everything you earn, hold and book, in one place." />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {NAV_ITEMS.filter((i) => i.href !== "/dashboard").map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className="flex h-full gap-3 rounded-lg border border-line bg-surface p-4 hover:border-brand/40">
              <Icon aria-hidden className="mt-0.5 size-5 text-brand" />
              <span>
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-muted">{BLURBS[href]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
