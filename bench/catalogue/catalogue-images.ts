import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../../apps/server/src/db/schema.js';
import {
  defaultVariant,
  type ImageStore,
  imagePath,
  storeImage,
} from '../../apps/server/src/modules/images/images.public.js';
import { cameraIllustrationSvg } from '../../apps/server/src/seed/camera-illustration.js';
import { BRANDS, type Kind } from './generated-vocabulary.js';

const KINDS = ['dslr', 'mirrorless', 'compact', 'film'] as const;

export interface CatalogueImages {
  get(categoryId: number, kind: Kind): { id: string; url: string };
}

/**
 * One drawn photo per brand and kind of camera, stored through the image store like any
 * upload (content-addressed, so a re-run reuses them). Lenses share the mirrorless drawing.
 */
export async function catalogueImages(db: Kysely<DB>, store: ImageStore): Promise<CatalogueImages> {
  const images = new Map<string, { id: string; url: string }>();
  for (const { brand, categoryId } of BRANDS) {
    for (const [index, kind] of KINDS.entries()) {
      const svg = cameraIllustrationSvg(
        {
          name: `${brand} ${kind}`,
          categoryId,
          kind,
          location: '',
          resalePrice: 0,
          originalPrice: 0,
          yearOfUse: 0,
          yearOfPurchase: 0,
          condition: '',
          description: '',
        },
        categoryId * KINDS.length + index,
      );
      const stored = await storeImage(db, store, await sharp(Buffer.from(svg)).png().toBuffer(), null);
      images.set(`${categoryId}:${kind}`, {
        id: stored.id,
        url: imagePath(stored.id, defaultVariant(stored.width).name),
      });
    }
  }
  return {
    get: (categoryId, kind) => images.get(`${categoryId}:${kind === 'lens' ? 'mirrorless' : kind}`)!,
  };
}
