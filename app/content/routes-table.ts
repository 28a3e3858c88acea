/**
 * Every public page, prerendered to HTML at build time. The sitemap and the tests read the
 * same list, so a page exists in all three or in none.
 */
import { artPath } from "../lib/art";
import { categories, categoryPath, servicePath, services } from "./catalogue";
import type { SceneKind } from "./schema";
import { serviceContent } from "./services";

export const staticPages = ["/", "/services"] as const;

export function prerenderPaths(): string[] {
  return [
    ...staticPages,
    ...categories.map((category) => categoryPath(category.slug)),
    ...services.map(servicePath),
  ];
}

/** Every artwork a page shows, by scene and seed; each becomes one prerendered SVG file. */
export function artImages(): Array<{ scene: SceneKind; seed: string }> {
  const images = serviceContent.flatMap((service) => {
    const seed = `${service.category}/${service.slug}`;
    return [
      { scene: service.hero.image.scene, seed: `${seed}/hero` },
      { scene: service.intro.image.scene, seed: `${seed}/intro` },
      ...service.showcase.items.map((item) => ({ scene: item.image.scene, seed: item.slug })),
    ];
  });
  const categoryImages = categories.map((category) => ({
    scene: categoryScene(category.slug),
    seed: `category/${category.slug}`,
  }));
  return [...images, ...categoryImages];
}

/** A category page shows the scene of its first service's hero. */
export function categoryScene(category: string): SceneKind {
  return (
    serviceContent.find((service) => service.category === category)?.hero.image.scene ?? "browser"
  );
}

/** Pages plus the files drawn at build time: the icon sprite and every artwork. */
export function prerenderAll(): string[] {
  return [
    ...prerenderPaths(),
    "/icons.svg",
    ...artImages().map((image) => artPath(image.scene, image.seed)),
  ];
}
