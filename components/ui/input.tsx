import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-md border border-line bg-surface px-3 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-bad sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
