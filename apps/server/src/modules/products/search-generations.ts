/**
 * Model numbers and their generations (issue 43, decision 064). Sellers and buyers write the
 * same camera many ways — `A7R III`, `a7riii`, `A7R3`, `a7R Mk3`, `5D Mark IV`, `5D4`,
 * `RX100M6` — and the index keeps each listing's tokens as written. So a query whose word is a
 * model (letters and digits) followed by a generation (`ii`…`x`, `2`…`10`, with or without
 * `mark`/`mk`/`m`, joined or apart) asks every spelling of that model and generation.
 */

/** A run of letters or digits the query was cut into (search-terms.ts). */
export interface Atom {
  text: string;
  digits: boolean;
  /** What separated this atom from the previous one. */
  before: 'none' | 'punct' | 'space';
}

const ROMAN = ['ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];
/** Longest first, so `dmkii` is `d` + `mk` + `ii`. */
const MARKERS = ['mark', 'mk', 'm'];

const romanOf = (text: string): number | undefined => {
  const i = ROMAN.indexOf(text);
  return i === -1 ? undefined : i + 2;
};
const numberOf = (atom: Atom | undefined): number | undefined => {
  if (!atom?.digits || atom.text.length > 2) return undefined;
  const n = Number(atom.text);
  return n >= 2 && n <= 10 ? n : undefined;
};
/** A generation written as letters alone: `iii`, `mkiii`, `markiv` (a lone `v` or `x` only apart). */
function letterGeneration(text: string, apart: boolean): number | undefined {
  const marker = MARKERS.find((m) => m !== 'm' && text.startsWith(m));
  const roman = marker ? text.slice(marker.length) : text;
  if (!apart && !marker && roman.length < 2) return undefined;
  return romanOf(roman);
}

export interface Generation {
  /** The model's atoms, without the generation: `a7r` of `a7riii`. */
  model: Atom[];
  n: number;
  /** How many of the query's words the model and generation took. */
  words: number;
}

const isModel = (atoms: Atom[]) => atoms.some((a) => a.digits) && atoms.some((a) => !a.digits);

/**
 * The model and generation written from `words[i]` on, if any: joined in one word (`a7riii`,
 * `5d4`, `rx100m6`, `5dmkii`) or over the next one or two (`a7r iii`, `5d mark iv`, `z6 2`).
 */
export function generationAt(words: Atom[][], i: number): Generation | undefined {
  const word = words[i] as Atom[];
  if (!isModel(word)) return undefined;
  const joined = joinedGeneration(word);
  if (joined) return { ...joined, words: 1 };
  const next = words[i + 1];
  if (!next) return undefined;
  if (next.length === 1) {
    const [atom] = next as [Atom];
    const n = atom.digits ? numberOf(atom) : letterGeneration(atom.text, true);
    if (n !== undefined) return { model: word, n, words: 2 };
  }
  // `mk2`, `m2`, `mark2`: a marker joined to a number.
  if (next.length === 2 && MARKERS.includes((next[0] as Atom).text) && next[1]?.before === 'none') {
    const n = numberOf(next[1]);
    if (n !== undefined) return { model: word, n, words: 2 };
  }
  // `mark iv`, `mk 2`: a marker word, then the generation.
  const after = words[i + 2];
  if (next.length === 1 && MARKERS.includes((next[0] as Atom).text) && after?.length === 1) {
    const [atom] = after as [Atom];
    const n = atom.digits ? numberOf(atom) : letterGeneration(atom.text, true);
    if (n !== undefined) return { model: word, n, words: 3 };
  }
  return undefined;
}

/** `5d4`, `a7r3`, `rx100m6`, `a7rm3`, `5dmk4`; `a7iii`, `a7riii`, `5dmkii`. */
function joinedGeneration(word: Atom[]): Omit<Generation, 'words'> | undefined {
  const last = word.at(-1) as Atom;
  const letters = word.at(-2);
  const digitsBefore = word.at(-3);
  // Letters then a number: the number is the generation when digits come before the letters.
  if (last.digits && last.before === 'none' && letters && !letters.digits && letters.before === 'none') {
    const n = numberOf(last);
    if (n === undefined || !digitsBefore?.digits) return undefined;
    const marker = MARKERS.find((m) => letters.text.endsWith(m));
    const rest = marker ? letters.text.slice(0, -marker.length) : letters.text;
    return { model: [...word.slice(0, -2), ...(rest ? [{ ...letters, text: rest }] : [])], n };
  }
  // Letters ending in a roman numeral right after digits.
  if (!last.digits && last.before === 'none' && letters?.digits) {
    for (const roman of [...ROMAN].sort((a, b) => b.length - a.length)) {
      if (roman.length < 2 || !last.text.endsWith(roman)) continue;
      let rest = last.text.slice(0, -roman.length);
      const marker = ['mark', 'mk'].find((m) => rest.endsWith(m));
      if (marker) rest = rest.slice(0, -marker.length);
      return {
        model: [...word.slice(0, -1), ...(rest ? [{ ...last, text: rest }] : [])],
        n: romanOf(roman) as number,
      };
    }
  }
  return undefined;
}

/**
 * Every way a listing may write model `variant` (its tokens) in generation `n`: apart
 * (`a7r iii`, `a7r 3`, `a7r mark iii`, `a7r mk 3`, `a7r mkiii`, `a7r mk3`, `a7r m3`) or
 * joined to the model (`a7riii`, `a7rmkiii`, `a7rmk3`, `a7rm3`, and `a7r3` after a letter).
 */
export function generationSpellings(variant: string[], n: number): string[][] {
  const roman = ROMAN[n - 2] as string;
  const digits = String(n);
  const head = variant.slice(0, -1);
  const last = variant.at(-1) as string;
  const apart = [
    [roman],
    [digits],
    ['mark', roman],
    ['mark', digits],
    ['mk', roman],
    ['mk', digits],
    [`mk${roman}`],
    [`mk${digits}`],
    [`m${digits}`],
  ].map((tail) => [...variant, ...tail]);
  const joined = [
    roman,
    `mk${roman}`,
    `mk${digits}`,
    `m${digits}`,
    ...(/\p{L}$/u.test(last) ? [digits] : []),
  ].map((tail) => [...head, `${last}${tail}`]);
  return [...apart, ...joined];
}
