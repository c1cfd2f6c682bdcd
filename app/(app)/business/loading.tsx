// Business pages while their data loads: the page's own shell.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading the business" className="space-y-4">
      <div className="h-7 w-40 animate-pulse rounded bg-line" />
      <div className="h-9 w-64 animate-pulse rounded bg-line/60" />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="h-44 animate-pulse rounded-lg bg-line/60" />
        <div className="h-44 animate-pulse rounded-lg bg-line/60" />
      </div>
      <div className="h-64 animate-pulse rounded-lg bg-line/60" />
    </div>
  );
}
