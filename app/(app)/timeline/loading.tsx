// Skeleton of the timeline while the sources are merged.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading timeline" className="space-y-4">
      <div className="h-7 w-40 animate-pulse rounded bg-line" />
      <div className="h-10 animate-pulse rounded-lg bg-line/60" />
      {[0, 1, 2].map((k) => (
        <div key={k} className="h-24 animate-pulse rounded-lg bg-line/60" />
      ))}
    </div>
  );
}
