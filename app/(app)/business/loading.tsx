// Business pages while their data loads: the page's own shell.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading the business" className="space-y-4">
      <div className="bg-line h-7 w-40 animate-pulse rounded" />
      <div className="bg-line/60 h-9 w-64 animate-pulse rounded" />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="bg-line/60 h-44 animate-pulse rounded-lg" />
        <div className="bg-line/60 h-44 animate-pulse rounded-lg" />
      </div>
      <div className="bg-line/60 h-64 animate-pulse rounded-lg" />
    </div>
  );
}
