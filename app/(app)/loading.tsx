export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading" className="space-y-4">
      <div className="h-7 w-48 animate-pulse rounded bg-line" />
      <div className="h-32 animate-pulse rounded-lg bg-line/60" />
      <div className="h-32 animate-pulse rounded-lg bg-line/60" />
    </div>
  );
}
