/** Widths the store keeps of every image, for `srcset`; never wider than the original. */
const VARIANT_WIDTHS = [400, 800, 1600] as const;
/** The width answered as `imgURL`: big enough for a card or the detail page on most screens. */
const DEFAULT_VARIANT_WIDTH = 800;

export interface Variant {
  /** The nominal width that names the file (`800.webp`). */
  name: string;
  /** The real width of the file: the original's when it is narrower. */
  width: number;
}

export function variantsFor(originalWidth: number): Variant[] {
  // A width is kept when the one below it is still narrower than the original: a 640 px
  // photo gets 400 and 640 (as "800"), never an enlarged 1600.
  return VARIANT_WIDTHS.filter((_, i) => i === 0 || VARIANT_WIDTHS[i - 1]! < originalWidth).map((w) => ({
    name: `${w}.webp`,
    width: Math.min(w, originalWidth),
  }));
}

export function imagePath(imageId: string, variantName: string): string {
  return `/api/images/${imageId}/${variantName}`;
}

/** The variant answered as `imgURL`: the default width, or the largest one kept. */
export function defaultVariant(originalWidth: number): Variant {
  const variants = variantsFor(originalWidth);
  return variants.find((v) => v.name === `${DEFAULT_VARIANT_WIDTH}.webp`) ?? variants[variants.length - 1]!;
}

export function srcSetFor(imageId: string, originalWidth: number, origin = ''): string {
  return variantsFor(originalWidth)
    .map((v) => `${origin}${imagePath(imageId, v.name)} ${v.width}w`)
    .join(', ');
}
