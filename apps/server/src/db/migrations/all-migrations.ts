import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './001-initial-schema.js';
import * as catalogueVersion from './002-catalogue-version.js';
import * as storefrontSearch from './003-storefront-search.js';
import * as imageUploads from './004-image-uploads.js';
import * as accountsMail from './005-accounts-mail.js';
import * as accountSecurity from './006-account-security.js';
import * as newestIndexesCoverPrice from './008-newest-indexes-cover-price.js';
import * as profilePhotos from './009-profile-photos.js';
import * as jobDeadLetters from './010-job-dead-letters.js';
import * as sellerTerms from './011-seller-terms.js';
import * as sitePages from './012-site-pages.js';
import * as conversations from './013-conversations.js';
import * as reviews from './014-reviews.js';
import * as listingStatusAndEdits from './015-listing-status-and-edits.js';
import * as cameraDetails from './016-camera-details.js';
import * as moderation from './017-moderation.js';
import * as sellerRatings from './018-seller-ratings.js';
import * as adminOverviewIndexes from './019-admin-overview-indexes.js';
import * as notifications from './020-notifications.js';
import * as messagePhotos from './021-message-photos.js';
import * as favourites from './022-favourites.js';
import * as savedSearches from './023-saved-searches.js';
import * as listingPhotos from './024-listing-photos.js';
import * as storefrontFilters from './025-storefront-filters.js';
import * as detailPriceIndexes from './026-storefront-detail-price-indexes.js';
import * as storefrontSoldEntries from './027-storefront-sold-entries.js';
import * as storefrontMonthCounts from './028-storefront-month-counts.js';
import * as priceIndexesCarryDetails from './029-price-indexes-carry-details.js';
import * as detailPriceIndexesCarryDetails from './030-detail-price-indexes-carry-details.js';
import * as storefrontChanges from './031-storefront-changes.js';
import * as savedSearchesOldestActive from './032-saved-searches-oldest-active.js';
import * as productsSellerLive from './033-products-seller-live.js';
import * as searchIndexMergesOffWrites from './034-search-index-merges-off-writes.js';
import * as storefrontChangesDropped from './035-storefront-changes-dropped.js';
import * as searchTermsVocabulary from './036-search-terms-vocabulary.js';
import * as notificationMailSlots from './037-notification-mail-slots.js';
import * as conditionNotes from './038-condition-notes.js';
import * as backupRuns from './040-backup-runs.js';
import * as savedSearchKeysVersion from './041-saved-search-keys-version.js';
import * as searchVocabularyForTypos from './042-search-vocabulary-for-typos.js';
import * as brandsAndModels from './043-brands-and-models.js';
import * as everyBrandListable from './044-every-brand-listable.js';
import * as listingsNameTheirModel from './045-listings-name-their-model.js';
import * as offersAndMeetings from './046-offers-and-meetings.js';
import * as languages from './047-languages.js';

/**
 * Migrations are imported statically rather than read from a folder, so the bundled
 * server carries them and both dialects run exactly the same list, in name order.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-catalogue-version': catalogueVersion,
  '003-storefront-search': storefrontSearch,
  '004-image-uploads': imageUploads,
  '005-accounts-mail': accountsMail,
  '006-account-security': accountSecurity,
  '008-newest-indexes-cover-price': newestIndexesCoverPrice,
  '009-profile-photos': profilePhotos,
  '010-job-dead-letters': jobDeadLetters,
  '011-seller-terms': sellerTerms,
  '012-site-pages': sitePages,
  '013-conversations': conversations,
  '014-reviews': reviews,
  '015-listing-status-and-edits': listingStatusAndEdits,
  '016-camera-details': cameraDetails,
  '017-moderation': moderation,
  '018-seller-ratings': sellerRatings,
  '019-admin-overview-indexes': adminOverviewIndexes,
  '020-notifications': notifications,
  '021-message-photos': messagePhotos,
  '022-favourites': favourites,
  '023-saved-searches': savedSearches,
  '024-listing-photos': listingPhotos,
  '025-storefront-filters': storefrontFilters,
  '026-storefront-detail-price-indexes': detailPriceIndexes,
  '027-storefront-sold-entries': storefrontSoldEntries,
  '028-storefront-month-counts': storefrontMonthCounts,
  '029-price-indexes-carry-details': priceIndexesCarryDetails,
  '030-detail-price-indexes-carry-details': detailPriceIndexesCarryDetails,
  '031-storefront-changes': storefrontChanges,
  '032-saved-searches-oldest-active': savedSearchesOldestActive,
  '033-products-seller-live': productsSellerLive,
  '034-search-index-merges-off-writes': searchIndexMergesOffWrites,
  '035-storefront-changes-dropped': storefrontChangesDropped,
  '036-search-terms-vocabulary': searchTermsVocabulary,
  '037-notification-mail-slots': notificationMailSlots,
  '038-condition-notes': conditionNotes,
  '040-backup-runs': backupRuns,
  '041-saved-search-keys-version': savedSearchKeysVersion,
  '042-search-vocabulary-for-typos': searchVocabularyForTypos,
  '043-brands-and-models': brandsAndModels,
  '044-every-brand-listable': everyBrandListable,
  '045-listings-name-their-model': listingsNameTheirModel,
  '046-offers-and-meetings': offersAndMeetings,
  '047-languages': languages,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
