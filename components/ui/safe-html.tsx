// Renders service-supplied markup after sanitizing it (lib/sanitize/sanitize-markup.ts): only
// b/strong/i/em/br/p/ul/li and http(s)/mailto links survive. Use it in server components so the
// sanitizer stays out of the browser bundle; never pass markup to dangerouslySetInnerHTML elsewhere.
import { cn } from "@/lib/cn";
import { sanitizeMarkup } from "@/lib/sanitize/sanitize-markup";

export function SafeHtml({
  html,
  className,
  as: Tag = "span",
}: {
  html: string;
  className?: string;
  as?: "span" | "div" | "p";
}) {
  const clean = sanitizeMarkup(html);
  if (!clean) return null;
  return (
    <Tag
      className={cn("[&_a]:text-brand [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5", className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
