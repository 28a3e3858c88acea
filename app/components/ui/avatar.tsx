import { PHOTO_FORMATS, PORTRAIT_WIDTHS, photoFile } from "~/content/media";
import { cn } from "~/lib/cn";

/**
 * A member of the team beside their name: their portrait in a circle when one was uploaded
 * (AVIF where the browser reads it, else WebP, at one and two device pixels), else their
 * initials, which the name beside them already says (hidden from screen readers).
 */
export function Avatar({
  initials,
  portrait,
  size,
  className,
}: {
  initials: string;
  portrait?: { photo: string; alt: string } | undefined;
  /** Its width and height in CSS pixels, as `className` draws it. */
  size: number;
  className: string;
}) {
  if (!portrait) {
    return (
      <span aria-hidden="true" className={className}>
        {initials}
      </span>
    );
  }
  // The preview's build is served under the back office's address: its files are found there.
  const base = import.meta.env.BASE_URL;
  const set = (format: (typeof PHOTO_FORMATS)[number]) =>
    PORTRAIT_WIDTHS.map(
      (width) => `${base}${photoFile(portrait.photo, width, format)} ${width}w`,
    ).join(", ");
  return (
    // A box of its own, not `contents`: its sources would each take a gap of a flex row.
    <picture className="block shrink-0">
      {PHOTO_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={set(format)} sizes={`${size}px`} />
      ))}
      <img
        src={`${base}${photoFile(portrait.photo, PORTRAIT_WIDTHS[0], "webp")}`}
        alt={portrait.alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn(className, "block object-cover")}
      />
    </picture>
  );
}
