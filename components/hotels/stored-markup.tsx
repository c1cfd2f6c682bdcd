// Room, rate and hotel descriptions in client components. The markup was sanitized on the server
// when the delivery was stored (lib/hotels/normalize-hotel.ts → lib/sanitize/sanitize-markup.ts,
// the same sanitizer components/ui/safe-html.tsx uses), so only b/strong/i/em/br/p/ul/li and
// http(s)/mailto links reach here; the sanitizer itself stays out of the browser bundle.
import { cn } from "@/lib/cn";

export function StoredMarkup({ html, className }: { html: string | null; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={cn("[&_a]:text-brand [&_a]:underline [&_p]:my-0.5 [&_ul]:list-disc [&_ul]:pl-5", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
