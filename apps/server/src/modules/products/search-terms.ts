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
 */

interface Atom {
  text: string;
  digits: boolean;
  /** What separated this atom from the previous one. */
  before: 'none' | 'punct' | 'space';
}

/** One word group: atoms that belong together, with the spellings to try for them. */
type Variant = string[];
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

/**
 * Groups atoms into words: a space ends a word unless it sits between letters and digits
 * (`A7 III` is one model name), and every spelling of a group is listed.
 */
export function searchTermsOf(q: string): SearchTerms {
  const groups: Atom[][] = [];
  for (const atom of atomsOf(q)) {
    const group = groups.at(-1);
    const previous = group?.at(-1);
    if (group && previous && (atom.before !== 'space' || joinable(previous, atom))) group.push(atom);
    else groups.push([atom]);
  }
  return groups.slice(0, MAX_GROUPS).map(spellingsOf);
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
      (isLoneLetter(a, group[i - 2]) || isLoneLetter(b, group[i + 1]))
    ) {
      // `a7` is not also asked as the phrase `a` `7`: a lone letter is in nearly every listing.
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

/** A single letter that would stand alone if this boundary were split. */
function isLoneLetter(atom: Atom, neighbour: Atom | undefined): boolean {
  return !atom.digits && atom.text.length === 1 && (neighbour === undefined || neighbour.before !== 'none');
}

const isLastAtomPrefix = (terms: SearchTerms, groupIndex: number, atom: string) =>
  groupIndex === terms.length - 1 && atom.length >= MIN_PREFIX;

/** How an atom is asked: as a word, or (the last word's last atom) as a prefix. */
export function asked(terms: SearchTerms, groupIndex: number, variant: Variant, index: number) {
  const atom = variant[index] as string;
  return { text: atom, prefix: index === variant.length - 1 && isLastAtomPrefix(terms, groupIndex, atom) };
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
        const whole = wholeWords?.get(variant[end] as string);
        if (!whole || !asked(terms, g, variant, end).prefix) return phrase(variant, g);
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
  const last = terms.length - 1;
  const prefixes = (terms[last] ?? []).flatMap((variant) => {
    const end = variant.length - 1;
    const atom = variant[end] as string;
    return atom.length > MAX_PREFIX && asked(terms, last, variant, end).prefix ? [atom] : [];
  });
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
