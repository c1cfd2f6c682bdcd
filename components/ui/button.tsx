import { cloneElement, type ComponentProps, isValidElement, type ReactElement } from "react";
import { cn } from "@/lib/cn";

const variants = {
  primary: "bg-brand text-brand-ink hover:bg-brand/90",
  secondary: "border border-line bg-surface text-ink hover:bg-canvas",
  ghost: "text-ink hover:bg-canvas",
  danger: "bg-bad text-white hover:bg-bad/90",
} as const;

type ButtonProps = ComponentProps<"button"> & { variant?: keyof typeof variants; asChild?: boolean };

/** A button; with `asChild` its one child (a link) gets the button's look and props instead. A small
 *  cloneElement rather than Radix Slot, which came with every page that has a button (issue 12 item 17). */
export function Button({ className, variant = "primary", asChild, children, ...props }: ButtonProps) {
  const classes = cn(
    "inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    className,
  );
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...(props as object), className: cn(classes, child.props.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
