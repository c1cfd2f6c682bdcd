// Pages anyone may open without a Milepost session (a traveller coming back from the business
// service's consent screen is usually not a Milepost user): no navigation, no account data.
import type { ReactNode } from "react";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-4 py-10">
      <p className="mb-6 text-2xl font-semibold tracking-tight">
        <span className="text-brand">Mile</span>post
      </p>
      {children}
    </main>
  );
}
