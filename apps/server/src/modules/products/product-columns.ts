/**
 * The product columns every answer needs, with the stored image's size (joined as `i`), the
 * seller's kept rating (their `users` row joined as `s`, by primary key: decision 031), and the
 * listing's model with its kept price guide (`m` and `g`, by primary key: decision 068).
 * Each read joins all four.
 */
export const PRODUCT_COLUMNS = [
  'p.id',
  'p.seller_id',
  'p.image_id',
  'p.name',
  'p.img_url',
  'p.category_id',
  'p.location',
  'p.resale_price',
  'p.original_price',
  'p.year_of_use',
  'p.seller_name',
  'p.condition',
  'p.condition_notes',
  'p.seller_number',
  'p.year_of_purchase',
  'p.description',
  'p.status',
  'p.created_at',
  'p.sold_at',
  'p.previous_price',
  'p.item_type',
  'p.grade',
  'p.works',
  'p.works_note',
  'p.lens_mount',
  'p.shutter_count',
  'p.included',
  'p.model_id',
  'i.width as image_width',
  'i.height as image_height',
  's.rating_sum as seller_rating_sum',
  's.rating_count as seller_rating_count',
  'm.slug as model_slug',
  'm.name as model_name',
  'g.low as guide_low',
  'g.high as guide_high',
] as const;
