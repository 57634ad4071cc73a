/**
 * Issue 10 "similar issues" (GET questionInfo/qualified): the grams an issue title is indexed by in
 * `question_title_grams`, and the score of two gram sets. One function for the writer and the query, so
 * a title always finds itself (ADR 0024).
 *
 * - The title is normalised (NFKC, so full-width letters and digits match half-width ones; lower case).
 * - A run of Chinese, Japanese or Korean characters gives its character bigrams ("登录页面" -> 登录, 录页,
 *   页面), or the character itself when the run is one character long: no word splitting is needed.
 * - A run of letters and digits is a word ("crash"); words of four or more characters with a letter also
 *   give their character trigrams, prefixed with "~" so they never equal a word ("~cra", "~ras", "~ash"),
 *   which lets "crashes" find "crash" and survives a typo.
 * Everything else separates runs.
 */

/** The column is varchar(32); longer words are cut, which still matches the same word. */
export const TITLE_GRAM_MAX_LENGTH = 32;
/** A query uses at most this many grams, so a long title cannot make the lookup slow. */
export const TITLE_GRAMS_QUERY_MAX = 64;

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
/** A CJK run, or a run of letters and digits that are not CJK. */
const RUNS = new RegExp(`[${CJK_CLASS}]+|(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])+`, 'gu');
const TRIGRAM_MARK = '~';

function cjkGrams(run: string[]): string[] {
  if (run.length === 1) return [run[0] ?? ''];
  return run.slice(1).map((char, index) => `${run[index] ?? ''}${char}`);
}

function wordGrams(word: string[]): string[] {
  const whole = word.slice(0, TITLE_GRAM_MAX_LENGTH).join('');
  if (word.length < 4 || !/\p{L}/u.test(whole)) return [whole];
  const trigrams = word
    .slice(2)
    .map((char, index) => `${TRIGRAM_MARK}${word[index] ?? ''}${word[index + 1] ?? ''}${char}`);
  return [whole, ...trigrams];
}

/** The distinct grams of a title, in the order they occur. */
export function titleGrams(title: string): string[] {
  const normalised = title.normalize('NFKC').toLowerCase();
  const grams = new Set<string>();
  for (const match of normalised.matchAll(RUNS)) {
    // Spread by code point, so a character outside the BMP stays one character.
    const chars = [...match[0]];
    const found = CJK.test(chars[0] ?? '') ? cjkGrams(chars) : wordGrams(chars);
    for (const gram of found) grams.add(gram);
  }
  return [...grams];
}

/** Dice's coefficient of two gram sets: 2 * shared / (|a| + |b|), 0 when either is empty. */
export function gramSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const set = new Set(a);
  const shared = new Set(b.filter((gram) => set.has(gram))).size;
  return (2 * shared) / (set.size + new Set(b).size);
}
