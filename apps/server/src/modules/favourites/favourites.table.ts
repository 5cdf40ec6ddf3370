/** The `favourites` table (migration 022): a person saved a listing. */
export interface FavouritesTable {
  user_id: string;
  product_id: string;
  created_at: string;
}
