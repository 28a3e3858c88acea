import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Artwork } from "~/components/art/artwork";
import { artImages } from "~/content/routes-table";
import { artPath } from "~/lib/art";
import { published } from "~/lib/insights.server";
import themeCss from "~/styles/app.css?raw";
import type { Route } from "./+types/art";

/** The colour tokens of the theme, so a standalone SVG file draws in the same palette. */
const palette = [...themeCss.matchAll(/(--color-[a-z-]+):\s*(#[0-9a-f]{3,8});/gi)]
  .map(([, name, value]) => `${name}:${value}`)
  .join(";");

const known = new Map(
  [
    ...artImages(),
    ...published.map((article) => ({ scene: article.hero.scene, seed: `insights/${article.key}` })),
  ].map((image) => [artPath(image.scene, image.seed), image]),
);

/** Every artwork of the site as an SVG file, prerendered at build time. */
export function loader({ params }: Route.LoaderArgs) {
  const image = known.get(`/art/${params.scene}/${params.file}`);
  if (!image) return new Response("Not found", { status: 404 });
  const markup = renderToStaticMarkup(
    createElement(Artwork, { scene: image.scene, seed: image.seed, alt: "", decorative: true }),
  ).replace(/^<svg([^>]*)>/, `<svg$1><style>:root{${palette}}</style>`);
  return new Response(markup, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
