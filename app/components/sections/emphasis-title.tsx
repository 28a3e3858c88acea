import type { Emphasis } from "~/content/types";

export function EmphasisText({
  title,
  tone = "dark",
}: {
  title: Emphasis;
  tone?: "light" | "dark";
}) {
  return (
    <>
      {/* One text node with its space: React marks the seam between two with a comment. */}
      {title.accent ? `${title.text} ` : title.text}
      {title.accent ? (
        <span className={tone === "dark" ? "text-aurora" : "text-aurora-deep"}>{title.accent}</span>
      ) : null}
    </>
  );
}
