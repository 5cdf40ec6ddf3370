import type { DetailFilterName, Grade, IncludedItem, ItemType, LensMount } from '@refocus/contract';
import { defineMessages } from '@refocus/i18n';
import { useMemo } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';

/**
 * The contract's camera-detail words (`GRADE_SCALE`, `ITEM_TYPE_LABELS`, `LENS_MOUNT_LABELS`,
 * `INCLUDED_ITEM_LABELS`, `WORKS_LABELS`, the legends of `DETAIL_FILTERS`) in the page's
 * language (decision 070), keyed by the contract's values. The contract keeps its English: the
 * API and the older client read it; each `defaultMessage` here is that same English.
 */

const GRADE_NAMES = defineMessages({
  'like-new': { id: 'catalogue.grade.likeNew.name', defaultMessage: 'Like new' },
  excellent: { id: 'catalogue.grade.excellent.name', defaultMessage: 'Excellent' },
  'very-good': { id: 'catalogue.grade.veryGood.name', defaultMessage: 'Very good' },
  good: { id: 'catalogue.grade.good.name', defaultMessage: 'Good' },
  'well-used': { id: 'catalogue.grade.wellUsed.name', defaultMessage: 'Well used' },
  'for-parts': { id: 'catalogue.grade.forParts.name', defaultMessage: 'For parts' },
}) satisfies Record<Grade, MessageDescriptor>;

const GRADE_DEFINITIONS = defineMessages({
  'like-new': {
    id: 'catalogue.grade.likeNew.definition',
    defaultMessage: 'No signs of use; as it left the box.',
  },
  excellent: {
    id: 'catalogue.grade.excellent.definition',
    defaultMessage: 'Light marks seen only up close; glass and sensor clean.',
  },
  'very-good': {
    id: 'catalogue.grade.veryGood.definition',
    defaultMessage: 'Normal wear on the body; no marks on glass or sensor.',
  },
  good: {
    id: 'catalogue.grade.good.definition',
    defaultMessage: 'Visible wear and scuffs; works as it should.',
  },
  'well-used': {
    id: 'catalogue.grade.wellUsed.definition',
    defaultMessage: 'Heavy wear, paint loss or light marks on glass; still works.',
  },
  'for-parts': {
    id: 'catalogue.grade.forParts.definition',
    defaultMessage: 'Does not work fully; sold for repair or parts.',
  },
}) satisfies Record<Grade, MessageDescriptor>;

const ITEM_TYPES = defineMessages({
  'camera-body': { id: 'catalogue.type.cameraBody', defaultMessage: 'Camera body' },
  lens: { id: 'catalogue.type.lens', defaultMessage: 'Lens' },
  kit: { id: 'catalogue.type.kit', defaultMessage: 'Kit (body and lens)' },
  'film-camera': { id: 'catalogue.type.filmCamera', defaultMessage: 'Film camera' },
  accessory: { id: 'catalogue.type.accessory', defaultMessage: 'Accessory' },
}) satisfies Record<ItemType, MessageDescriptor>;

/** Mounts are brand names; only "Other" and the descriptive ones need words of the language. */
const LENS_MOUNTS = defineMessages({
  'canon-ef': { id: 'catalogue.mount.canonEf', defaultMessage: 'Canon EF / EF-S' },
  'canon-rf': { id: 'catalogue.mount.canonRf', defaultMessage: 'Canon RF' },
  'canon-fd': { id: 'catalogue.mount.canonFd', defaultMessage: 'Canon FD' },
  'nikon-f': { id: 'catalogue.mount.nikonF', defaultMessage: 'Nikon F' },
  'nikon-z': { id: 'catalogue.mount.nikonZ', defaultMessage: 'Nikon Z' },
  'sony-e': { id: 'catalogue.mount.sonyE', defaultMessage: 'Sony E' },
  'sony-a': { id: 'catalogue.mount.sonyA', defaultMessage: 'Sony A' },
  'fujifilm-x': { id: 'catalogue.mount.fujifilmX', defaultMessage: 'Fujifilm X' },
  'l-mount': { id: 'catalogue.mount.lMount', defaultMessage: 'L-Mount' },
  'micro-four-thirds': { id: 'catalogue.mount.microFourThirds', defaultMessage: 'Micro Four Thirds' },
  'pentax-k': { id: 'catalogue.mount.pentaxK', defaultMessage: 'Pentax K' },
  'leica-m': { id: 'catalogue.mount.leicaM', defaultMessage: 'Leica M' },
  m42: { id: 'catalogue.mount.m42', defaultMessage: 'M42' },
  other: { id: 'catalogue.mount.other', defaultMessage: 'Other' },
}) satisfies Record<LensMount, MessageDescriptor>;

const INCLUDED_ITEMS = defineMessages({
  box: { id: 'catalogue.included.box', defaultMessage: 'Box' },
  charger: { id: 'catalogue.included.charger', defaultMessage: 'Charger' },
  battery: { id: 'catalogue.included.battery', defaultMessage: 'Battery' },
  strap: { id: 'catalogue.included.strap', defaultMessage: 'Strap' },
  caps: { id: 'catalogue.included.caps', defaultMessage: 'Caps' },
  manual: { id: 'catalogue.included.manual', defaultMessage: 'Manual' },
  cables: { id: 'catalogue.included.cables', defaultMessage: 'Cables' },
  bag: { id: 'catalogue.included.bag', defaultMessage: 'Bag' },
}) satisfies Record<IncludedItem, MessageDescriptor>;

const WORKS = defineMessages({
  yes: { id: 'catalogue.works.yes', defaultMessage: 'Works fully' },
  no: { id: 'catalogue.works.no', defaultMessage: 'Does not work fully' },
});

/** Each detail filter's heading in the filter bar (`DETAIL_FILTERS[name].legend`). */
const FILTER_LEGENDS = defineMessages({
  type: { id: 'catalogue.filter.type', defaultMessage: 'Type' },
  grade: { id: 'catalogue.filter.grade', defaultMessage: 'Grade' },
  mount: { id: 'catalogue.filter.mount', defaultMessage: 'Lens mount' },
  works: { id: 'catalogue.filter.works', defaultMessage: 'Works' },
}) satisfies Record<DetailFilterName, MessageDescriptor>;

/** Each detail filter's options, by the filter's name and the option's value. */
const FILTER_OPTIONS: Record<DetailFilterName, Record<string, MessageDescriptor>> = {
  type: ITEM_TYPES,
  grade: GRADE_NAMES,
  mount: LENS_MOUNTS,
  works: WORKS,
};

/** "Excellent", "Sehr gut": a grade's name. */
export const gradeName = (intl: IntlShape, grade: Grade) => intl.formatMessage(GRADE_NAMES[grade]);
/** A grade's definition on the published scale (the badge's tooltip, the form's hint). */
export const gradeDefinition = (intl: IntlShape, grade: Grade) =>
  intl.formatMessage(GRADE_DEFINITIONS[grade]);
export const itemTypeLabel = (intl: IntlShape, type: ItemType) => intl.formatMessage(ITEM_TYPES[type]);
export const lensMountLabel = (intl: IntlShape, mount: LensMount) => intl.formatMessage(LENS_MOUNTS[mount]);
export const includedItemLabel = (intl: IntlShape, item: IncludedItem) =>
  intl.formatMessage(INCLUDED_ITEMS[item]);
/** A detail filter's heading: "Lens mount". */
export const detailFilterLegend = (intl: IntlShape, filter: DetailFilterName) =>
  intl.formatMessage(FILTER_LEGENDS[filter]);

/** One option of a detail filter in words; undefined for a value the contract does not declare. */
export function detailOptionLabel(
  intl: IntlShape,
  filter: DetailFilterName,
  value: string,
): string | undefined {
  const descriptor = Object.hasOwn(FILTER_OPTIONS[filter], value) ? FILTER_OPTIONS[filter][value] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : undefined;
}

/** A grade's name and definition in the page's language. */
export function useGradeLabel(grade: Grade): { name: string; definition: string } {
  const intl = useIntl();
  return useMemo(
    () => ({ name: gradeName(intl, grade), definition: gradeDefinition(intl, grade) }),
    [intl, grade],
  );
}
