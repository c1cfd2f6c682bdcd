import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Card({ className, ...props }: ComponentProps<"section">) {
  return (
    <section className={cn("border-line bg-surface rounded-lg border p-4 sm:p-6", className)} {...props} />
  );
}
