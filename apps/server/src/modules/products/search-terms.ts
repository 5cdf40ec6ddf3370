/**
 * Turns what a visitor typed into a full-text query that both databases run with the same
 * meaning (decision 007). The text is never handed to a query parser: it is cut into
 * "atoms" (runs of letters or of digits), and only those atoms, each quoted, reach SQLite's
 * FTS5 or PostgreSQL's tsquery. `"`, `*`, `NEAR`, `-`, `OR`, `(` … are therefore plain text.
 *
 * People write model numbers in many ways — `A7 III`, `a7iii`, `A7III`; `f/1.8`, `F1.8`;
 * `50mm`, `50 mm` — while the index keeps the tokens as the listing spelled them. So where
 * a letter run meets a digit run, the query asks for both spellings: joined into one token
 * and split into adjacent tokens (a phrase). Every other boundary inside a word (`EF-S`,
 * `1.8`) stays a phrase. Words separated by spaces must all match (AND). The last word is
 * a prefix, so results follow the visitor as they type (`niko` finds Nikon).
 *
 * Decision 064 adds what people mean by a model number: a generation however it is written
 * (search-generations.ts), words a space parts that may be one token or apart (`canon 5d`),
 * focal lengths with or without `mm`, apertures with or without the `f`, and short names of
 * makers (`fuji`). All of it is spellings of the query: the indexes keep the listings' words as
 * they are, and saved-search alerts (search-match.ts) read the same spellings.
 */

import { type Atom, generationAt, generationSpellings } from './search-generations.js';

/** One spelling of a word group: adjacent atoms (a phrase); a prefix atom ends in `*`. */
type Variant = string[];
/**
 * Word groups, ANDed; each group's spellings, ORed. A group's first spelling is the word as
 * typed (its atoms, joined where letters meet digits): the relevance order reads the query back
 * from it (search-title-order.ts).
 */
export type SearchTerms = Variant[][];

/** At most this many letter↔digit boundaries per group are expanded (2^n spellings). */
const MAX_JOINABLE = 4;
/** More words than this add little and cost a doclist each: the rest are ignored. */
const MAX_GROUPS = 8;
/** A prefix needs at least this many characters (shorter ones would match most tokens). */
const MIN_PREFIX = 2;
/**
 * SQLite keeps prefix indexes of 2 to this many characters (migration 003). A longer prefix
 * is asked whole: it matches few words, so FTS5's walk over them is short, and cutting it
 * lost what made it specific (`Testcam 85b30f2b`, joined into one spelling, was asked as
 * `testca*` and found every Testcam). Saved-search lookup keys stop at this length.
 */
export const MAX_PREFIX = 6;

/** Case and accents are folded the way both indexes fold them (decision 007). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function atomsOf(q: string): Atom[] {
  const atoms: Atom[] = [];
  let last = 0;
  for (const match of foldText(q).matchAll(/\p{L}+|\p{Nd}+/gu)) {
    const gap = match.input.slice(last, match.index);
    last = match.index + match[0].length;
    atoms.push({
      text: match[0],
      digits: /^\p{Nd}/u.test(match[0]),
      before: gap === '' ? 'none' : /\s/u.test(gap) ? 'space' : 'punct',
    });
  }
  return atoms;
}

/** A letter run next to a digit run may be written joined or apart. */
const joinable = (a: Atom, b: Atom) => a.digits !== b.digits;

/** The typed words: atoms between spaces. */
function wordsOf(atoms: Atom[]): Atom[][] {
  const words: Atom[][] = [];
  for (const atom of atoms) {
    if (atom.before === 'space' || words.length === 0) words.push([atom]);
    else words.at(-1)?.push(atom);
  }
  return words;
}

/** A spelling before its prefix is marked: `end` when its last atom is the query's last. */
interface Spelling {
  atoms: string[];
  end: boolean;
}

/**
 * Words that belong together, each word with the spellings of the whole: a model and its
 * generation (`5d mark iv`, search-generations.ts), or words a space parts between letters and
 * digits (`canon 5d`, `50 mm`, `a7 iii`), which may be one token in a listing (`50mm`) or words
 * apart (`Canon EOS 5D`). A unit matches when one spelling of the whole does, or every word
 * does on its own; as groups: (whole ∨ word₁) ∧ (whole ∨ word₂) ∧ …
 */
interface Unit {
  words: Atom[][];
  whole: Spelling[];
  /** Words of a model's generation are never prefixes: `5d mark ii` must not find a Mark III. */
  generation: boolean;
}

function unitsOf(words: Atom[][]): Unit[] {
  const units: Unit[] = [];
  for (let i = 0; i < words.length; ) {
    const generation = generationAt(words, i);
    if (generation) {
      const whole = modelSpellings(generation.model).flatMap((model) =>
        generationSpellings(model, generation.n).map((atoms) => ({ atoms, end: false })),
      );
      units.push({ words: words.slice(i, i + generation.words), whole, generation: true });
      i += generation.words;
      continue;
    }
    let j = i;
    while (
      j + 1 < words.length &&
      joinable((words[j] as Atom[]).at(-1) as Atom, (words[j + 1] as Atom[])[0] as Atom) &&
      !generationAt(words, j + 1)
    )
      j++;
    const chain = words.slice(i, j + 1);
    const end = j === words.length - 1;
    const whole = chain.length > 1 ? spellingsOf(chain.flat()).map((atoms) => ({ atoms, end })) : [];
    units.push({ words: chain, whole, generation: false });
    i = j + 1;
  }
  return units;
}

/**
 * Cuts the text into word groups, each with every spelling to try for it (see the top of this
 * file and decision 064).
 */
export function searchTermsOf(q: string): SearchTerms {
  const words = wordsOf(atomsOf(q));
  const lastWord = words.at(-1);
  const groups: Variant[][] = [];
  for (const unit of unitsOf(words)) {
    for (const word of unit.words) {
      const end = word === lastWord && !unit.generation;
      const own = wordSpellings(word).map((atoms) => ({ atoms, end }));
      groups.push(pruned([...own, ...unit.whole].map(finished)));
    }
  }
  return groups.slice(0, MAX_GROUPS);
}

const finished = ({ atoms, end }: Spelling): Variant =>
  atoms.map((atom, i) => (end && i === atoms.length - 1 && atom.length >= MIN_PREFIX ? `${atom}*` : atom));

/**
 * Without the spellings another one of the group already finds (a listing holding the phrase
 * `canon 5d` holds `canon`), keeping the first: the word as typed.
 */
function pruned(group: Variant[]): Variant[] {
  const seen = new Set<string>();
  const unique = group.filter((variant) => {
    const key = variant.join(' ');
    return !seen.has(key) && seen.add(key);
  });
  return unique.filter(
    (variant, i) => i === 0 || !unique.some((other, k) => k !== i && implies(variant, other)),
  );
}

/** Whether every listing holding phrase `v` holds phrase `u`. */
function implies(v: Variant, u: Variant): boolean {
  for (let start = 0; start + u.length <= v.length; start++) {
    const holds = u.every((atom, j) => {
      const held = v[start + j] as string;
      if (held.endsWith('*')) return atom.endsWith('*') && held.slice(0, -1).startsWith(atom.slice(0, -1));
      return atom.endsWith('*') ? held.startsWith(atom.slice(0, -1)) : held === atom;
    });
    if (holds) return true;
  }
  return false;
}

/** The spellings of one typed word: its letter↔digit joins, token splits, lens and brand forms. */
function wordSpellings(word: Atom[]): string[][] {
  const spellings = spellingsOf(word);
  const texts = word.map((atom) => atom.text);
  const extra: string[][] = [];
  if (texts.length === 1 && BRAND_ALIASES[texts[0] as string])
    extra.push([BRAND_ALIASES[texts[0] as string] as string]);
  extra.push(...focalSpellings(word), ...apertureSpellings(word));
  const all = [...spellings, ...spellings.flatMap(tokenSplits), ...extra];
  return [...all, ...all.flatMap(sharpSSpelling)];
}

/**
 * German writes `ß` where Swiss German and many keyboards write `ss` (`Großformat`,
 * `Grossformat`), and both indexes keep the letter as the listing spelled it: a word holding
 * either is also asked in the other spelling (issue 47).
 */
function sharpSSpelling(spelling: string[]): string[][] {
  const other = spelling.map((atom) =>
    atom.includes('ß') ? atom.replaceAll('ß', 'ss') : atom.replaceAll('ss', 'ß'),
  );
  return other.some((atom, i) => atom !== spelling[i]) ? [other] : [];
}

/** Short names people use for a maker the listings spell out. */
const BRAND_ALIASES: Record<string, string> = { fuji: 'fujifilm' };

/**
 * A focal length is written `50mm` as often as `50`: a number of two or more digits, alone or
 * ending a range (`24-70`), may be followed by `mm` (joined or apart).
 */
function focalSpellings(word: Atom[]): string[][] {
  const last = word.at(-1) as Atom;
  if (
    !word.every((atom) => atom.digits) ||
    last.text.length < 2 ||
    word.some((a, i) => i > 0 && a.before !== 'punct')
  )
    return [];
  const head = word.slice(0, -1).map((atom) => atom.text);
  return [
    [...head, `${last.text}mm`],
    [...head, last.text, 'mm'],
  ];
}

/** Marks lens makers add after an aperture: Canon's L, Nikon's G, E and D. */
const APERTURE_MARKS = ['l', 'g', 'e', 'd'];

/**
 * An aperture (`1.8`, `f1.8`, `f/2.8`, `f4`) as listings write it: with or without the `f`,
 * joined or apart (`F1.8` is the tokens `f1`, `8`), and with the maker's mark (`f/2.8L`).
 */
function apertureSpellings(word: Atom[]): string[][] {
  const texts = word.map((atom) => atom.text);
  const numbers = texts[0] === 'f' ? texts.slice(1) : texts;
  const decimal =
    numbers.length === 2 && (word.at(-1) as Atom).before === 'punct' && numbers[1]?.length === 1;
  if (
    numbers.length === 0 ||
    numbers.length > 2 ||
    !word.slice(texts[0] === 'f' ? 1 : 0).every((atom) => atom.digits) ||
    (numbers[0] as string).length > 2 ||
    (!decimal && (texts[0] !== 'f' || numbers.length !== 1))
  )
    return [];
  const [first, ...rest] = numbers as [string, ...string[]];
  const forms = [[`f${first}`, ...rest], ['f', ...numbers], ...(decimal ? [numbers] : [])];
  return forms.flatMap((form) => [
    form,
    ...APERTURE_MARKS.map((mark) => [...form.slice(0, -1), `${form.at(-1)}${mark}`]),
  ]);
}

/**
 * Tokens a listing may part where the query does not: a last letter after a model's letters,
 * or an `x` after its digits (`1dx` as `1D X`, `g7x` as `G7 X`, `500cm` as `500C/M`) and a first letter before a
 * letter-and-digit model (`xt3` as `X-T3`).
 */
function tokenSplits(spelling: string[]): string[][] {
  const splits: string[][] = [];
  const last = spelling.at(-1) as string;
  const tail = /^(.*\d\p{L}+)(\p{L})$/u.exec(last) ?? /^(.*\d)(x)$/u.exec(last);
  if (tail && !last.endsWith('mm'))
    splits.push([...spelling.slice(0, -1), tail[1] as string, tail[2] as string]);
  const first = spelling[0] as string;
  const head = /^(\p{L})(\p{L}\d+)$/u.exec(first);
  if (head && !STOP_LETTERS.has(head[1] as string))
    splits.push([head[1] as string, head[2] as string, ...spelling.slice(1)]);
  return splits;
}

/** The spellings of a model's own atoms: its joins and token splits. */
function modelSpellings(model: Atom[]): string[][] {
  const spellings = spellingsOf(model);
  return [...spellings, ...spellings.flatMap(tokenSplits)];
}

function spellingsOf(group: Atom[]): Variant[] {
  // For each boundary: true = the two atoms are one token, false = adjacent tokens.
  const choices: boolean[][] = [];
  let expanded = 0;
  // An aperture (`f1.8`) is written `f/1.8` as often: its letter may stand alone.
  const decimal = group.some(
    (atom, i) => i > 0 && atom.digits && atom.before === 'punct' && group[i - 1]?.digits,
  );
  for (let i = 1; i < group.length; i++) {
    const [a, b] = [group[i - 1] as Atom, group[i] as Atom];
    if (!joinable(a, b)) choices.push([false]);
    else if (expanded >= MAX_JOINABLE) choices.push([b.before === 'none']);
    else if (
      b.before === 'none' &&
      !decimal &&
      (isLoneLetter(a, group[i - 2]) || isLoneLetter(b, group[i + 1], true))
    ) {
      // `a7` is not also asked as the phrase `a` `7`: `a` is in nearly every listing.
      choices.push([true]);
    } else {
      expanded++;
      choices.push([true, false]);
    }
  }
  let variants: Variant[] = [[group[0]?.text ?? '']];
  choices.forEach((options, index) => {
    const text = (group[index + 1] as Atom).text;
    variants = variants.flatMap((variant) =>
      options.map((join) =>
        join ? [...variant.slice(0, -1), `${variant.at(-1)}${text}`] : [...variant, text],
      ),
    );
  });
  return variants;
}

/**
 * Letters that stand alone in nearly every listing (`a`, `e` of E mount, `s` of AF-S): a
 * phrase with one of them reads a huge list, so `a7` is not also asked as `a` `7`. Others
 * (`k 1`, `z 6`, `f 4`) are parted like any letter run.
 */
const STOP_LETTERS = new Set(['a', 'e', 'i', 'o', 's']);

/**
 * A single letter that would stand alone if this boundary were split: a common one, or one after
 * the digits (`5d` is not `5` `d`; `1dx` as `1D X` is a token split instead).
 */
function isLoneLetter(atom: Atom, neighbour: Atom | undefined, afterDigits = false): boolean {
  return (
    !atom.digits &&
    atom.text.length === 1 &&
    (afterDigits || STOP_LETTERS.has(atom.text)) &&
    (neighbour === undefined || neighbour.before !== 'none')
  );
}

/** How an atom is asked: as a word, or (ending in `*`) as a prefix. */
export function asked(_terms: SearchTerms, _groupIndex: number, variant: Variant, index: number) {
  const atom = variant[index] as string;
  return atom.endsWith('*') ? { text: atom.slice(0, -1), prefix: true } : { text: atom, prefix: false };
}

/**
 * An FTS5 expression over `columns`: groups ANDed, spellings ORed, atoms quoted and chained
 * into phrases with `+`. Atoms hold only letters and digits, so quoting is complete. A long
 * prefix found in `wholeWords` is asked as those words instead (`longPrefixes`).
 */
export function toFts5(
  terms: SearchTerms,
  columns: readonly string[],
  wholeWords?: ReadonlyMap<string, readonly string[]>,
): string {
  const phrase = (variant: Variant, g: number, last?: string) =>
    variant
      .map((_, i) => {
        const { text, prefix } = asked(terms, g, variant, i);
        return last !== undefined && i === variant.length - 1 ? `"${last}"` : `"${text}"${prefix ? '*' : ''}`;
      })
      .join(' + ');
  const groups = terms.map((variants, g) =>
    variants
      .map((variant) => {
        const end = variant.length - 1;
        const { text, prefix } = asked(terms, g, variant, end);
        const whole = prefix ? wholeWords?.get(text) : undefined;
        if (!whole) return phrase(variant, g);
        return `(${whole.map((word) => phrase(variant, g, word)).join(' OR ')})`;
      })
      .join(' OR '),
  );
  return `{${columns.join(' ')}} : (${groups.map((g) => `(${g})`).join(' AND ')})`;
}

/**
 * The prefixes longer than SQLite's prefix indexes (MAX_PREFIX) that end the search: each may be
 * asked as the whole words it begins instead, alone or at the end of a phrase (`l-bracket`).
 */
export function longPrefixes(terms: SearchTerms): string[] {
  const prefixes = terms.flatMap((variants, g) =>
    variants.flatMap((variant) => {
      const { text, prefix } = asked(terms, g, variant, variant.length - 1);
      return prefix && text.length > MAX_PREFIX ? [text] : [];
    }),
  );
  return [...new Set(prefixes)];
}

/**
 * The same query as a PostgreSQL tsquery: `<->` for adjacency, `:*` for the prefix, and
 * `weight` (e.g. `A`) to ask only the name and brand part of the document.
 */
export function toTsquery(terms: SearchTerms, weight = ''): string {
  return terms
    .map((variants, g) =>
      variants
        .map((variant) =>
          variant
            .map((_, i) => {
              const { text, prefix } = asked(terms, g, variant, i);
              const marks = `${prefix ? '*' : ''}${weight}`;
              return `'${text}'${marks ? `:${marks}` : ''}`;
            })
            .join(' <-> '),
        )
        .map((phrase) => `(${phrase})`)
        .join(' | '),
    )
    .map((g) => `(${g})`)
    .join(' & ');
}
