import { defineMessages } from '@refocus/i18n';

/**
 * The shared schemas' messages for people (decision 070): English here, the zod message is its
 * `defaultMessage` (placeholders filled by `validationText`); German and Spanish are in
 * packages/i18n/translations/<locale>/shared/validation.json. Both sides translate a zod issue's
 * English back through `findValidationMessage`.
 */
export const vm = defineMessages({
  textNoControl: {
    id: 'validation.text.noControl',
    defaultMessage: '{label} must not contain control characters',
  },
  textNoControlButLines: {
    id: 'validation.text.noControlButLines',
    defaultMessage: '{label} must not contain control characters other than tabs and line breaks',
  },
  accountAcceptSellerTermsBecome: {
    id: 'validation.account.acceptSellerTermsBecome',
    defaultMessage: 'Accept the seller terms to become a seller',
  },
  accountChallengeRequired: {
    id: 'validation.account.challengeRequired',
    defaultMessage: 'Challenge is required',
  },
  accountCodeRequired: { id: 'validation.account.codeRequired', defaultMessage: 'Code is required' },
  accountEnter6DigitCode: {
    id: 'validation.account.enter6DigitCode',
    defaultMessage: 'Enter the 6-digit code from your app, or a recovery code',
  },
  authEmailMustAtMost: {
    id: 'validation.auth.emailMustAtMost',
    defaultMessage: 'Email must be at most 254 characters',
  },
  authEmailRequired: { id: 'validation.auth.emailRequired', defaultMessage: 'Email is required' },
  authEnterValidEmailAddress: {
    id: 'validation.auth.enterValidEmailAddress',
    defaultMessage: 'Enter a valid email address',
  },
  authLinkCodeMissing: { id: 'validation.auth.linkCodeMissing', defaultMessage: 'The link code is missing' },
  authLinkCodeTooLong: { id: 'validation.auth.linkCodeTooLong', defaultMessage: 'The link code is too long' },
  authNameMustAtMost: {
    id: 'validation.auth.nameMustAtMost',
    defaultMessage: 'Name must be at most {max} characters',
  },
  authNameRequired: { id: 'validation.auth.nameRequired', defaultMessage: 'Name is required' },
  authPasswordMustAtLeast: {
    id: 'validation.auth.passwordMustAtLeast',
    defaultMessage: 'Password must be at least {min} characters',
  },
  authPasswordMustAtMost: {
    id: 'validation.auth.passwordMustAtMost',
    defaultMessage: 'Password must be at most {max} characters',
  },
  authPhotoUrlMustHttp: {
    id: 'validation.auth.photoUrlMustHttp',
    defaultMessage: 'Photo URL must be an http(s) address',
  },
  backupsNameMustBackupArchive: {
    id: 'validation.backups.nameMustBackupArchive',
    defaultMessage: 'name must be a backup archive name',
  },
  brandsHiddenMustTrueFalse: {
    id: 'validation.brands.hiddenMustTrueFalse',
    defaultMessage: 'hidden must be true or false',
  },
  brandsIdMustWholeNumber: {
    id: 'validation.brands.idMustWholeNumber',
    defaultMessage: 'id must be a whole number',
  },
  brandsMustLowerCaseLetters: {
    id: 'validation.brands.mustLowerCaseLetters',
    defaultMessage: '{label} must be lower-case letters and digits joined by hyphens',
  },
  brandsPositionMust0More: {
    id: 'validation.brands.positionMust0More',
    defaultMessage: 'position must be 0 or more',
  },
  brandsPositionMustAtMost: {
    id: 'validation.brands.positionMustAtMost',
    defaultMessage: 'position must be at most 10000',
  },
  brandsPositionMustWholeNumber: {
    id: 'validation.brands.positionMustWholeNumber',
    defaultMessage: 'position must be a whole number',
  },
  cameraDetailsIncludedListsItemMore: {
    id: 'validation.cameraDetails.includedListsItemMore',
    defaultMessage: 'included lists an item more than once',
  },
  cameraDetailsIncludedMustListItems: {
    id: 'validation.cameraDetails.includedMustListItems',
    defaultMessage: 'included must be a list of items',
  },
  cameraDetailsShuttercountMustAtLeast: {
    id: 'validation.cameraDetails.shuttercountMustAtLeast',
    defaultMessage: 'shutterCount must be at least 0',
  },
  cameraDetailsShuttercountMustAtMost: {
    id: 'validation.cameraDetails.shuttercountMustAtMost',
    defaultMessage: 'shutterCount must be at most {max}',
  },
  cameraDetailsShuttercountMustNumber: {
    id: 'validation.cameraDetails.shuttercountMustNumber',
    defaultMessage: 'shutterCount must be a number',
  },
  cameraDetailsShuttercountMustWholeNumber: {
    id: 'validation.cameraDetails.shuttercountMustWholeNumber',
    defaultMessage: 'shutterCount must be a whole number',
  },
  cameraDetailsWorksMustTrueFalse: {
    id: 'validation.cameraDetails.worksMustTrueFalse',
    defaultMessage: 'works must be true or false',
  },
  cameraDetailsWorksnoteMustAtMost: {
    id: 'validation.cameraDetails.worksnoteMustAtMost',
    defaultMessage: 'worksNote must be at most {max} characters',
  },
  catalogueFiltersGivenMoreTimesThan: {
    id: 'validation.catalogueFilters.givenMoreTimesThan',
    defaultMessage: '{label} is given more times than it has values',
  },
  catalogueFiltersIncludesoldMustTrueFalse: {
    id: 'validation.catalogueFilters.includesoldMustTrueFalse',
    defaultMessage: 'includeSold must be true or false',
  },
  catalogueFiltersMust: {
    id: 'validation.catalogueFilters.must',
    defaultMessage: '{label} must be {values}',
  },
  commonActionMustOne: {
    id: 'validation.common.actionMustOne',
    defaultMessage: 'action must be one of {values}',
  },
  commonKindMustOne: { id: 'validation.common.kindMustOne', defaultMessage: 'kind must be one of {values}' },
  commonMustAtMost: { id: 'validation.common.mustAtMost', defaultMessage: '{label} must be at most {max}' },
  commonMustAtMostCharacters: {
    id: 'validation.common.mustAtMostCharacters',
    defaultMessage: '{label} must be at most {max} characters',
  },
  commonMustNumber: { id: 'validation.common.mustNumber', defaultMessage: '{label} must be a number' },
  commonMustOne: { id: 'validation.common.mustOne', defaultMessage: '{label} must be one of {values}' },
  commonNameMustAtMost: {
    id: 'validation.common.nameMustAtMost',
    defaultMessage: 'name must be at most {max} characters',
  },
  commonNameMustEmpty: { id: 'validation.common.nameMustEmpty', defaultMessage: 'name must not be empty' },
  commonNameRequired: { id: 'validation.common.nameRequired', defaultMessage: 'name is required' },
  commonPasswordRequired: {
    id: 'validation.common.passwordRequired',
    defaultMessage: 'Password is required',
  },
  commonQMustAtMost: {
    id: 'validation.common.qMustAtMost',
    defaultMessage: 'q must be at most 100 characters',
  },
  commonRequired: { id: 'validation.common.required', defaultMessage: '{label} is required' },
  commonSortMustOne: { id: 'validation.common.sortMustOne', defaultMessage: 'sort must be one of {values}' },
  commonStateMustOne: {
    id: 'validation.common.stateMustOne',
    defaultMessage: 'state must be one of {values}',
  },
  commonTextMustAtMost: {
    id: 'validation.common.textMustAtMost',
    defaultMessage: 'text must be at most {max} characters',
  },
  commonTokenRequired: { id: 'validation.common.tokenRequired', defaultMessage: 'token is required' },
  commonTokenValidUnsubscribeToken: {
    id: 'validation.common.tokenValidUnsubscribeToken',
    defaultMessage: 'token is not a valid unsubscribe token',
  },
  conversationGiveEitherProductidOrderid: {
    id: 'validation.conversation.giveEitherProductidOrderid',
    defaultMessage: 'give either productId or orderId',
  },
  conversationTextMustEmpty: {
    id: 'validation.conversation.textMustEmpty',
    defaultMessage: 'text must not be empty',
  },
  conversationTextRequired: {
    id: 'validation.conversation.textRequired',
    defaultMessage: 'text is required',
  },
  favouriteProductsMustListingIds: {
    id: 'validation.favourite.productsMustListingIds',
    defaultMessage: 'products must be listing ids of at most 64 characters, separated by commas',
  },
  favouriteProductsMustNameAt: {
    id: 'validation.favourite.productsMustNameAt',
    defaultMessage: 'products must name at most {max} listings',
  },
  favouriteProductsRequired: {
    id: 'validation.favourite.productsRequired',
    defaultMessage: 'products is required',
  },
  meetingActionMustProposeTimes: {
    id: 'validation.meeting.actionMustProposeTimes',
    defaultMessage: 'action must be propose (with times) or accept (with time)',
  },
  meetingMeetingTimeMustDate: {
    id: 'validation.meeting.meetingTimeMustDate',
    defaultMessage: 'a meeting time must be a date and time like 2026-12-12T11:00',
  },
  meetingMeetingTimesMustDiffer: {
    id: 'validation.meeting.meetingTimesMustDiffer',
    defaultMessage: 'meeting times must differ',
  },
  meetingPlaceMustAtLeast: {
    id: 'validation.meeting.placeMustAtLeast',
    defaultMessage: 'place must be at least {min} characters',
  },
  meetingPlaceMustAtMost: {
    id: 'validation.meeting.placeMustAtMost',
    defaultMessage: 'place must be at most 120 characters',
  },
  meetingProposeAtLeastOne: {
    id: 'validation.meeting.proposeAtLeastOne',
    defaultMessage: 'propose at least one meeting time',
  },
  meetingProposeAtMostMeeting: {
    id: 'validation.meeting.proposeAtMostMeeting',
    defaultMessage: 'propose at most {max} meeting times',
  },
  meetingTimesMustListMeeting: {
    id: 'validation.meeting.timesMustListMeeting',
    defaultMessage: 'times must be a list of meeting times',
  },
  modelsBrandidMustWholeNumber: {
    id: 'validation.models.brandidMustWholeNumber',
    defaultMessage: 'brandId must be a whole number',
  },
  modelsMountMustOne: {
    id: 'validation.models.mountMustOne',
    defaultMessage: 'mount must be one of {values}',
  },
  modelsMountRequiredBodyLens: {
    id: 'validation.models.mountRequiredBodyLens',
    defaultMessage: 'mount is required for a body or lens and must be null for a compact',
  },
  modelsQMustEmpty: { id: 'validation.models.qMustEmpty', defaultMessage: 'q must not be empty' },
  modelsQRequired: { id: 'validation.models.qRequired', defaultMessage: 'q is required' },
  modelsTypeMustOne: { id: 'validation.models.typeMustOne', defaultMessage: 'type must be one of {values}' },
  modelsYearMustAfterNext: {
    id: 'validation.models.yearMustAfterNext',
    defaultMessage: 'year must not be after next year',
  },
  modelsYearMustLater: {
    id: 'validation.models.yearMustLater',
    defaultMessage: 'year must be {min} or later',
  },
  modelsYearMustWholeNumber: {
    id: 'validation.models.yearMustWholeNumber',
    defaultMessage: 'year must be a whole number',
  },
  moderationMustDateYyyyMm: {
    id: 'validation.moderation.mustDateYyyyMm',
    defaultMessage: '{label} must be a date, YYYY-MM-DD',
  },
  moderationReasonMustOne: {
    id: 'validation.moderation.reasonMustOne',
    defaultMessage: 'reason must be one of {values}',
  },
  moderationSayWhatWrongWhen: {
    id: 'validation.moderation.sayWhatWrongWhen',
    defaultMessage: 'Say what is wrong when the reason is "other"',
  },
  notificationEmailMustTrueFalse: {
    id: 'validation.notification.emailMustTrueFalse',
    defaultMessage: 'email must be true or false',
  },
  notificationIdsMustHoldAt: {
    id: 'validation.notification.idsMustHoldAt',
    defaultMessage: 'ids must hold at most 100 ids',
  },
  notificationTooManyPreferences: {
    id: 'validation.notification.tooManyPreferences',
    defaultMessage: 'too many preferences',
  },
  offerAmountMustAtMost: {
    id: 'validation.offer.amountMustAtMost',
    defaultMessage: 'amount must be at most 1000000',
  },
  offerAmountMustMoreThan: {
    id: 'validation.offer.amountMustMoreThan',
    defaultMessage: 'amount must be more than 0',
  },
  offerAmountMustNumber: {
    id: 'validation.offer.amountMustNumber',
    defaultMessage: 'amount must be a number',
  },
  offerAmountMustWholeAmount: {
    id: 'validation.offer.amountMustWholeAmount',
    defaultMessage: 'amount must be a whole amount, without cents',
  },
  offerAmountRequiredCounterOnly: {
    id: 'validation.offer.amountRequiredCounterOnly',
    defaultMessage: 'amount is required with counter, and only with counter',
  },
  offerNoteMustAtMost: {
    id: 'validation.offer.noteMustAtMost',
    defaultMessage: 'note must be at most {max} characters',
  },
  offerStatusMustOpenClosed: {
    id: 'validation.offer.statusMustOpenClosed',
    defaultMessage: 'status must be open or closed',
  },
  orderMeetingLocationMustAt: {
    id: 'validation.order.meetingLocationMustAt',
    defaultMessage: 'Meeting location must be at most 120 characters',
  },
  orderMeetingLocationRequired: {
    id: 'validation.order.meetingLocationRequired',
    defaultMessage: 'Meeting location is required',
  },
  orderNamePlaceMeetAt: {
    id: 'validation.order.namePlaceMeetAt',
    defaultMessage: 'Name a place to meet: at least {min} characters',
  },
  orderNamePlaceMeetE: {
    id: 'validation.order.namePlaceMeetE',
    defaultMessage: 'Name a place to meet, e.g. Central Station, main hall',
  },
  orderStatusMustAcceptedDeclined: {
    id: 'validation.order.statusMustAcceptedDeclined',
    defaultMessage: 'status must be accepted, declined, cancelled or completed',
  },
  pageQueryMustAtLeast1: {
    id: 'validation.pageQuery.mustAtLeast1',
    defaultMessage: '{label} must be at least 1',
  },
  pageQueryMustWholeNumber: {
    id: 'validation.pageQuery.mustWholeNumber',
    defaultMessage: '{label} must be a whole number',
  },
  peopleDisabledMustTrueFalse: {
    id: 'validation.people.disabledMustTrueFalse',
    defaultMessage: 'disabled must be true or false',
  },
  peopleOrderMustAscDesc: {
    id: 'validation.people.orderMustAscDesc',
    defaultMessage: 'order must be asc or desc',
  },
  productCategoryMustBrandId: {
    id: 'validation.product.categoryMustBrandId',
    defaultMessage: 'category must be a brand id (1 or more)',
  },
  productCategoryMustBrandId2: {
    id: 'validation.product.categoryMustBrandId2',
    defaultMessage: 'category must be a brand id',
  },
  productCategoryMustNumber: {
    id: 'validation.product.categoryMustNumber',
    defaultMessage: 'category must be a number',
  },
  productCategoryMustWholeNumber: {
    id: 'validation.product.categoryMustWholeNumber',
    defaultMessage: 'category must be a whole number',
  },
  productCursorValidStartAgain: {
    id: 'validation.product.cursorValidStartAgain',
    defaultMessage: 'cursor is not valid; start again from page 1',
  },
  productInputAcceptsoffersMustTrueFalse: {
    id: 'validation.productInput.acceptsoffersMustTrueFalse',
    defaultMessage: 'acceptsOffers must be true or false',
  },
  productInputAtMostTwoDecimals: {
    id: 'validation.productInput.atMostTwoDecimals',
    defaultMessage: '{label} can have at most two decimals',
  },
  productInputConditionNotesMustAt: {
    id: 'validation.productInput.conditionNotesMustAt',
    defaultMessage: 'Condition notes must be at most {max} characters',
  },
  productInputConditionRequired: {
    id: 'validation.productInput.conditionRequired',
    defaultMessage: 'Condition is required',
  },
  productInputImageRequired: {
    id: 'validation.productInput.imageRequired',
    defaultMessage: 'Image is required',
  },
  productInputMustAtLeast0: {
    id: 'validation.productInput.mustAtLeast0',
    defaultMessage: '{label} must be at least 0',
  },
  productInputPhoneNumberMust6: {
    id: 'validation.productInput.phoneNumberMust6',
    defaultMessage: 'Phone number must be 6 to 20 digits, spaces, +, -, ( or )',
  },
  productInputPhoneNumberMustContain: {
    id: 'validation.productInput.phoneNumberMustContain',
    defaultMessage: 'Phone number must contain digits',
  },
  productInputPhoneNumberRequired: {
    id: 'validation.productInput.phoneNumberRequired',
    defaultMessage: 'Phone number is required',
  },
  productInputPhotoMustAtMost: {
    id: 'validation.productInput.photoMustAtMost',
    defaultMessage: 'Photo must be at most 2048 characters',
  },
  productInputPhotoRequired: {
    id: 'validation.productInput.photoRequired',
    defaultMessage: 'Photo is required',
  },
  productInputPhotosHoldAtMost: {
    id: 'validation.productInput.photosHoldAtMost',
    defaultMessage: 'photos can hold at most {max} photos',
  },
  productInputPhotosMustHoldAt: {
    id: 'validation.productInput.photosMustHoldAt',
    defaultMessage: 'photos must hold at least one photo',
  },
  productInputPhotosMustListPhoto: {
    id: 'validation.productInput.photosMustListPhoto',
    defaultMessage: 'photos must be a list of photo URLs',
  },
  productInputPhotosMustRepeatPhoto: {
    id: 'validation.productInput.photosMustRepeatPhoto',
    defaultMessage: 'photos must not repeat a photo',
  },
  productInputStatusSetAvailableSold: {
    id: 'validation.productInput.statusSetAvailableSold',
    defaultMessage: 'status can be set to available or sold',
  },
  productInputYearPurchaseCannotFuture: {
    id: 'validation.productInput.yearPurchaseCannotFuture',
    defaultMessage: 'Year of purchase cannot be in the future',
  },
  productInputYearPurchaseMustLater: {
    id: 'validation.productInput.yearPurchaseMustLater',
    defaultMessage: 'Year of purchase must be {min} or later',
  },
  productInputYearPurchaseMustWhole: {
    id: 'validation.productInput.yearPurchaseMustWhole',
    defaultMessage: 'Year of purchase must be a whole year',
  },
  productInputYearsUseMustAt: {
    id: 'validation.productInput.yearsUseMustAt',
    defaultMessage: 'Years of use must be at least 0',
  },
  productInputYearsUseMustAt2: {
    id: 'validation.productInput.yearsUseMustAt2',
    defaultMessage: 'Years of use must be at most {max}',
  },
  productMaxpriceMustAtLeast: {
    id: 'validation.product.maxpriceMustAtLeast',
    defaultMessage: 'maxPrice must be at least 0',
  },
  productMaxpriceMustAtMost: {
    id: 'validation.product.maxpriceMustAtMost',
    defaultMessage: 'maxPrice must be at most {max}',
  },
  productMaxpriceMustNumber: {
    id: 'validation.product.maxpriceMustNumber',
    defaultMessage: 'maxPrice must be a number',
  },
  productMinpriceMustAtLeast: {
    id: 'validation.product.minpriceMustAtLeast',
    defaultMessage: 'minPrice must be at least 0',
  },
  productMinpriceMustAtMost: {
    id: 'validation.product.minpriceMustAtMost',
    defaultMessage: 'minPrice must be at most {max}',
  },
  productMinpriceMustNumber: {
    id: 'validation.product.minpriceMustNumber',
    defaultMessage: 'minPrice must be a number',
  },
  productQMustAtMost: {
    id: 'validation.product.qMustAtMost',
    defaultMessage: 'q must be at most 200 characters',
  },
  reviewMustEmpty: { id: 'validation.review.mustEmpty', defaultMessage: '{label} must not be empty' },
  reviewOrdersMustBookingIds: {
    id: 'validation.review.ordersMustBookingIds',
    defaultMessage: 'orders must be booking ids of at most 64 characters, separated by commas',
  },
  reviewOrdersMustNameAt: {
    id: 'validation.review.ordersMustNameAt',
    defaultMessage: 'orders must name at most {max} bookings',
  },
  reviewOrdersRequired: { id: 'validation.review.ordersRequired', defaultMessage: 'orders is required' },
  reviewRatingMustWholeNumber: {
    id: 'validation.review.ratingMustWholeNumber',
    defaultMessage: 'rating must be a whole number from 1 to 5',
  },
  savedSearchFrequencyMustOne: {
    id: 'validation.savedSearch.frequencyMustOne',
    defaultMessage: 'frequency must be one of {values}',
  },
  savedSearchNameMustAtMost: {
    id: 'validation.savedSearch.nameMustAtMost',
    defaultMessage: 'name must be at most 80 characters',
  },
  savedSearchPausedMustTrueFalse: {
    id: 'validation.savedSearch.pausedMustTrueFalse',
    defaultMessage: 'paused must be true or false',
  },
  savedSearchQueryMustAtMost: {
    id: 'validation.savedSearch.queryMustAtMost',
    defaultMessage: 'query must be at most 600 characters',
  },
  searchSuggestionsQMustAtLeast: {
    id: 'validation.searchSuggestions.qMustAtLeast',
    defaultMessage: 'q must have at least 2 characters',
  },
  searchSuggestionsQMustAtMost: {
    id: 'validation.searchSuggestions.qMustAtMost',
    defaultMessage: 'q must have at most 100 characters',
  },
  sitePageMarkdownMustAtMost: {
    id: 'validation.sitePage.markdownMustAtMost',
    defaultMessage: 'markdown must be at most {max} characters',
  },
  sitePageMarkdownMustEmpty: {
    id: 'validation.sitePage.markdownMustEmpty',
    defaultMessage: 'markdown must not be empty',
  },
  sitePageMarkdownRequired: {
    id: 'validation.sitePage.markdownRequired',
    defaultMessage: 'markdown is required',
  },
  sitePagePageMustOne: {
    id: 'validation.sitePage.pageMustOne',
    defaultMessage: 'page must be one of {values}',
  },
  textEmailMustAtMost: {
    id: 'validation.text.emailMustAtMost',
    defaultMessage: 'email must be at most 254 characters',
  },
  textEmailRequired: { id: 'validation.text.emailRequired', defaultMessage: 'email is required' },
  textMustAtMost64: {
    id: 'validation.text.mustAtMost64',
    defaultMessage: '{label} must be at most 64 characters',
  },
});

/** One validation message: its id and its English, with plain `{name}` placeholders. */
export interface ValidationMessage {
  id: string;
  defaultMessage: string;
}

export type ValidationValues = Record<string, string | number>;

/** A message's English with its placeholders filled: the text a zod issue carries. */
export function validationText(message: ValidationMessage, values: ValidationValues): string {
  return message.defaultMessage.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

interface Pattern {
  descriptor: ValidationMessage;
  names: string[];
  regex: RegExp;
}

let patterns: Pattern[] | undefined;

/** Each message as a pattern of its English; the most specific (most literal text) first. */
function allPatterns(): Pattern[] {
  patterns ??= Object.values(vm as Record<string, ValidationMessage>)
    .map((descriptor) => {
      const names: string[] = [];
      const source = descriptor.defaultMessage
        .split(/(\{\w+\})/)
        .map((part) => {
          const placeholder = /^\{(\w+)\}$/.exec(part);
          if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(placeholder[1] as string);
          return '(.+?)';
        })
        .join('');
      const literal = descriptor.defaultMessage.replace(/\{\w+\}/g, '').length;
      return { descriptor, names, regex: new RegExp(`^${source}$`, 's'), literal };
    })
    .sort((a, b) => b.literal - a.literal);
  return patterns;
}

/**
 * The message a shared schema's English text came from, with the values it was filled with:
 * how the server (error answers) and the web app (form fields) say it in another language.
 */
export function findValidationMessage(
  text: string,
  say?: (label: ValidationMessage) => string,
): { descriptor: ValidationMessage; values: Record<string, string> } | undefined {
  for (const { descriptor, names, regex } of allPatterns()) {
    const match = regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] as string]));
    // A field's name in the reader's words too ("Resale price" → "Verkaufspreis"), when `say` formats.
    const label = values.label === undefined ? undefined : FIELD_LABELS[values.label];
    if (label && say) values.label = say(label);
    return { descriptor, values };
  }
  return undefined;
}

/** The fields' names the messages say (`{label}`), in the catalogue so each language names them. */
const FIELD_LABELS: Record<string, ValidationMessage> = defineMessages({
  Name: { id: 'validation.label.name', defaultMessage: 'Name' },
  Location: { id: 'validation.label.location', defaultMessage: 'Location' },
  Condition: { id: 'validation.label.condition', defaultMessage: 'Condition' },
  'Condition notes': { id: 'validation.label.conditionNotes', defaultMessage: 'Condition notes' },
  Description: { id: 'validation.label.description', defaultMessage: 'Description' },
  Photo: { id: 'validation.label.photo', defaultMessage: 'Photo' },
  'Photo URL': { id: 'validation.label.photoUrl', defaultMessage: 'Photo URL' },
  Image: { id: 'validation.label.image', defaultMessage: 'Image' },
  Title: { id: 'validation.label.title', defaultMessage: 'Title' },
  'Meeting location': { id: 'validation.label.meetingLocation', defaultMessage: 'Meeting location' },
  'Original price': { id: 'validation.label.originalPrice', defaultMessage: 'Original price' },
  'Resale price': { id: 'validation.label.resalePrice', defaultMessage: 'Resale price' },
  'Seller name': { id: 'validation.label.sellerName', defaultMessage: 'Seller name' },
});
