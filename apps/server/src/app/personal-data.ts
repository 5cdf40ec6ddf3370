import type { ConversationsService } from '../modules/conversations/conversations.service.js';
import type { ExportPhoto, GatherPersonalData } from '../modules/data-export/data-export.public.js';
import type { FavouritesService } from '../modules/favourites/favourites.service.js';
import { storedImageIdOf } from '../modules/images/images.public.js';
import type { NotificationsService } from '../modules/notifications/notifications.service.js';
import type { OffersService } from '../modules/offers/offers.service.js';
import type { OrdersService } from '../modules/orders/orders.service.js';
import type { ListingsService } from '../modules/products/listings.service.js';
import type { ReviewsService } from '../modules/reviews/reviews.service.js';
import type { SavedSearchesService } from '../modules/saved-searches/saved-searches.service.js';
import type { User } from '../modules/users/users.public.js';

interface Services {
  listings: ListingsService;
  orders: OrdersService;
  offers: OffersService;
  conversations: ConversationsService;
  reviews: ReviewsService;
  favourites: FavouritesService;
  savedSearches: SavedSearchesService;
  notifications: NotificationsService;
}

const PAGE = 100;

/** Every item of a paged read, page after page. */
async function allPages<T>(read: (page: { page: number; limit: number }) => Promise<{ items: T[] }>) {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { items } = await read({ page, limit: PAGE });
    all.push(...items);
    if (items.length < PAGE) return all;
  }
}

/** Ids in lists short enough for one query's parameters on either database. */
const chunks = (ids: string[], size = 500) =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));

/** The account as its owner sees it in Account Settings; how they sign in, never the secrets. */
const profileOf = (person: User) => ({
  id: person.id,
  name: person.name,
  email: person.email,
  photoUrl: person.photoUrl,
  seller: person.seller,
  admin: person.admin,
  createdAt: person.createdAt,
  lastSignInAt: person.lastSignInAt,
  emailConfirmedAt: person.emailVerifiedAt,
  signsInWith: { password: person.hasPassword, google: person.googleSub !== null },
});

/**
 * A person's data for their archive (issue 46 item 6, decision 062), read through the same
 * service calls their own pages use, so it holds of others exactly what those pages show
 * them: the other side's messages and display name in their conversations, reviewers' names,
 * a buyer's booking details on the seller's own listing.
 */
export function personalDataReader(services: Services, origin: string): GatherPersonalData {
  return async (person) => {
    const { listings, orders, conversations, reviews } = services;
    const photos: ExportPhoto[] = [];
    const ownListings = await Promise.all(
      (await allPages((page) => listings.mine(person, page))).map(async (listing) => {
        const gallery = (await listings.own(person, listing._id)).photos ?? [{ url: listing.imgURL }];
        const exportedPhotos: string[] = [];
        for (const [i, photo] of gallery.entries()) {
          const imageId = storedImageIdOf(photo.url, [origin]);
          if (!imageId) continue;
          const path = `photos/${listing._id}/${i + 1}.webp`;
          photos.push({ path, imageId });
          exportedPhotos.push(path);
        }
        return { ...listing, photos: gallery, exportedPhotos };
      }),
    );
    const asBuyer = await allPages((page) => orders.buyerOrders(person, page));
    const asSeller = await allPages((page) => orders.sellerBookings(person, page));
    const threads = await Promise.all(
      (await allPages((page) => conversations.inbox(person, page))).map((summary) =>
        conversations.read(person, summary.id),
      ),
    );
    const orderIds = [...asBuyer, ...asSeller].map((order) => order._id);
    return {
      photos,
      files: {
        'profile.json': profileOf(person),
        'listings.json': ownListings,
        'orders.json': { asBuyer, asSeller },
        'offers.json': {
          asBuyer: await allPages((page) => services.offers.mine(person, { ...page, role: 'buyer' })),
          asSeller: await allPages((page) => services.offers.mine(person, { ...page, role: 'seller' })),
        },
        'conversations.json': threads,
        'reviews.json': {
          given: (await Promise.all(chunks(orderIds).map((ids) => reviews.mine(person, ids)))).flat(),
          received: await allPages((page) => reviews.reviewsOf(person.id, page)),
        },
        'favourites.json': await allPages((page) => services.favourites.list(person, page)),
        'saved-searches.json': await services.savedSearches.list(person),
        'notification-settings.json': await services.notifications.preferences(person),
      },
    };
  };
}
