import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales.js';
import { areaFiles, type Messages, readMessages, type Side } from './translation-files.js';

/** The names a message's values must carry (`{price}`, `{count, plural, …}`, `<link>…</link>`). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

export function argumentNames(message: string): string[] {
  return [...argumentsOf(parse(message))].sort();
}

export interface CatalogueProblems {
  /** English ids the translation lacks. */
  missing: string[];
  /** Translated ids the code no longer says. */
  leftOver: string[];
  empty: string[];
  /** Ids whose translation does not parse, or names other values than the English. */
  differentValues: string[];
  /** Ids in an area file not named after it (`offers.json` holds `offers.…`), or in two files. */
  misplaced: string[];
}

/** What keeps one translation of one side from being complete, for the ids `wanted` picks. */
export function catalogueProblems(
  english: Messages,
  locale: Exclude<Locale, 'en'>,
  side: Side,
  wanted: (id: string) => boolean = () => true,
): CatalogueProblems {
  const translated = readMessages(locale, side);
  const differentValues = Object.entries(english)
    .filter(([id]) => wanted(id) && id in translated)
    .filter(([id, message]) => {
      try {
        return JSON.stringify(argumentNames(translated[id] ?? '')) !== JSON.stringify(argumentNames(message));
      } catch {
        return true;
      }
    })
    .map(([id]) => id);
  const seen = new Map<string, string>();
  const misplaced: string[] = [];
  for (const { area, messages } of areaFiles(locale, side)) {
    for (const id of Object.keys(messages).filter(wanted)) {
      if (!id.startsWith(`${area}.`)) misplaced.push(`${area}.json: ${id}`);
      if (seen.has(id)) misplaced.push(`${id} in ${seen.get(id)}.json and ${area}.json`);
      seen.set(id, area);
    }
  }
  return {
    missing: Object.keys(english).filter((id) => wanted(id) && !(id in translated)),
    leftOver: Object.keys(translated).filter((id) => wanted(id) && !(id in english)),
    empty: Object.keys(translated).filter((id) => wanted(id) && translated[id]?.trim() === ''),
    differentValues,
    misplaced,
  };
}
