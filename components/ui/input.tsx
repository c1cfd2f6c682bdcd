import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "border-line bg-surface text-ink placeholder:text-muted aria-[invalid=true]:border-bad h-10 w-full rounded-md border px-3 text-base sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
