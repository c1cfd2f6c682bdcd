// next/link outside Next for the timeline page bench: a plain anchor (the bench measures the list).
import type { AnchorHTMLAttributes } from "react";

export default function Link({
  href,
  scroll: _scroll,
  prefetch: _prefetch,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; scroll?: boolean; prefetch?: boolean }) {
  return <a href={href} {...props} />;
}
