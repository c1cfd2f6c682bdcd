// Skeleton of the timeline while the sources are merged.
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading timeline" className="space-y-4">
      <div className="bg-line h-7 w-40 animate-pulse rounded" />
      <div className="bg-line/60 h-10 animate-pulse rounded-lg" />
      {[0, 1, 2].map((k) => (
        <div key={k} className="bg-line/60 h-24 animate-pulse rounded-lg" />
      ))}
    </div>
  );
}
