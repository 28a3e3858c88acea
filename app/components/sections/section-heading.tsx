import type { Emphasis } from "~/content/types";
import { cn } from "~/lib/cn";
import { EmphasisText } from "./emphasis-title";

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  description,
  tone = "light",
  align = "left",
}: {
  id: string;
  eyebrow?: string;
  title: Emphasis;
  subtitle?: string;
  description?: string;
  tone?: "light" | "dark";
  align?: "left" | "center";
}) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "font-semibold text-sm uppercase tracking-[0.18em]",
            dark ? "text-aurora-teal" : "text-accent-strong",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn("mt-3 font-semibold text-title", dark ? "text-on-night" : "text-ink")}
      >
        <EmphasisText title={title} tone={tone} />
      </h2>
      {subtitle ? (
        <p className={cn("mt-3 font-semibold text-xl", dark ? "text-on-night" : "text-ink")}>
          {subtitle}
        </p>
      ) : null}
      {description ? (
        <p className={cn("mt-4 text-lead", dark ? "text-on-night-muted" : "text-ink-muted")}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
