import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 font-semibold text-base transition duration-200 motion-safe:hover:-translate-y-0.5",
  {
    variants: {
      variant: {
        primary: "forced-edge bg-aurora text-night shadow-glow hover:brightness-110",
        secondary:
          "border border-current/30 text-current hover:border-current/60 hover:bg-current/5",
        ghost: "px-3 text-current underline-offset-4 hover:underline",
      },
      size: {
        md: "py-2.5",
        lg: "px-7 py-3.5 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<typeof Link> & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariants) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
