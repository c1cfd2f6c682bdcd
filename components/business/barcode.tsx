// A shared account's barcode (spec 2 B Account `barcode`: "zeros and ones") drawn as the bars it
// encodes, one module per digit with a quiet zone on each side, so a member card can be shown at a
// desk or a lounge; the digits stay below for reading out. Any other text is shown as given.
const QUIET = 10;

/** Runs of ones as [first module, width]. */
export function barRuns(bits: string): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < bits.length;) {
    if (bits[i] !== "1") {
      i++;
      continue;
    }
    let j = i;
    while (bits[j] === "1") j++;
    runs.push([i, j - i]);
    i = j;
  }
  return runs;
}

export function Barcode({ bits }: { bits: string }) {
  const text = bits.trim();
  if (!/^[01]+$/.test(text)) return <span className="font-mono text-xs break-all">{bits}</span>;
  return (
    <span className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${text.length + 2 * QUIET} 40`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        role="img"
        aria-label="Barcode of the member card"
        className="h-16 w-full max-w-md rounded-sm bg-white"
      >
        {barRuns(text).map(([x, width]) => (
          <rect key={x} x={x + QUIET} y={0} width={width} height={40} fill="#000" />
        ))}
      </svg>
      <span className="font-mono text-xs break-all">{text}</span>
    </span>
  );
}
