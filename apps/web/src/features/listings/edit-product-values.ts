import type { CreateProductRequest, Product } from '@refocus/contract';
import type { AddProductInput } from './add-product-schema';
import { NO_DETAILS } from './camera-details-schema';

/** What the edit form sends: every field, the photo only when replaced, `null` clearing a detail. */
export type ProductUpdateRequest = Partial<CreateProductRequest>;

/**
 * The listing's gallery as the editor starts it; a listing from before galleries has its one photo.
 * Its files' names are not known: the editor says "current photo 1" in the page's language.
 */
export function photosOf(product: Product): { url: string; name: string; current: number }[] {
  const urls = product.photos?.map((photo) => photo.url) ?? [product.imgURL];
  return urls.map((url, index) => ({ url, name: `current photo ${index + 1}`, current: index + 1 }));
}

/** The edit form's starting values: the listing as its seller wrote it. */
export function editValuesOf(product: Product): AddProductInput {
  return {
    name: product.name,
    categoryId: String(product.categoryId),
    location: product.location,
    resalePrice: product.resalePrice,
    originalPrice: product.originalPrice,
    yearOfUse: product.yearOfUse,
    yearOfPurchase: product.yearOfPurchase,
    sellerName: product.sellerName,
    sellerNumber: product.sellerNumber,
    description: product.description,
    conditionNotes: product.conditionNotes,
    acceptsOffers: product.acceptsOffers,
    itemType: product.itemType ?? NO_DETAILS.itemType,
    // A listing of the older client without a grade: the seller chooses one on saving.
    grade: product.grade ?? NO_DETAILS.grade,
    works: product.works === null ? '' : product.works ? 'yes' : 'no',
    worksNote: product.worksNote,
    lensMount: product.lensMount ?? NO_DETAILS.lensMount,
    shutterCount: product.shutterCount === null ? '' : String(product.shutterCount),
    included: product.included,
    photos: photosOf(product).map((photo) => photo.url),
    // The catalogue's model, if it names one: cleared, the form sends null (issue 44, item 3).
    modelSlug: product.model?.slug ?? null,
  } as AddProductInput;
}
