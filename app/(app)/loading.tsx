export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading" className="space-y-4">
      <div className="bg-line h-7 w-48 animate-pulse rounded" />
      <div className="bg-line/60 h-32 animate-pulse rounded-lg" />
      <div className="bg-line/60 h-32 animate-pulse rounded-lg" />
    </div>
  );
}
