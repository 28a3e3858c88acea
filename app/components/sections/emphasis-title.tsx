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
      {title.text}
      {title.accent ? (
        <>
          {" "}
          <span className={tone === "dark" ? "text-aurora" : "text-aurora-deep"}>
            {title.accent}
          </span>
        </>
      ) : null}
    </>
  );
}
