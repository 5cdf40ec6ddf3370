import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};

/** `Book now` → `[Bóóķ ñóŵ~~~]`-like text: accented, about 40 % longer, bracketed to show truncation. */
function pseudoText(text: string): string {
  const accented = text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
  const padding = '~'.repeat(Math.ceil(text.length * 0.4));
  return `${accented}${padding}`;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/**
 * The pseudo-locale of a catalogue: every message's words changed where people read them, its
 * placeholders, plurals and tags untouched, so each still formats with the same values.
 */
export function pseudoLocalize(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, `[${printAST(pseudoElements(parse(message)))}]`]),
  );
}
