/**
 * Text as the member directory searches it: accents dropped (Adjoa = Adjóa), lower case, anything
 * that is not a letter or digit a single space. Stored beside the names on write (users.search_name)
 * and applied to what an official types, so the search compares like with like on both engines.
 */
export function searchText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The stored search key of a member's name. */
export function nameSearchKey(firstName: string, lastName: string): string {
  return searchText(`${firstName} ${lastName}`);
}

/** The shortest word part the term table holds; shorter search words are matched on the key itself. */
export const MIN_SEARCH_TERM = 3;

/**
 * The rows of the directory's term table for a search key (decision 102): every ending of every
 * word, at least MIN_SEARCH_TERM letters long, once. A search word is part of a name's word
 * exactly when it begins one of that word's endings, so "part of the name" is a prefix range on
 * an index (`term >= w and term < w + U+FFFF`) instead of a scan of every name.
 */
export function nameSearchTerms(searchName: string): string[] {
  const terms = new Set<string>();
  for (const word of searchName.split(" ")) {
    const letters = [...word];
    for (let start = 0; start + MIN_SEARCH_TERM <= letters.length; start += 1) terms.add(letters.slice(start).join(""));
  }
  return [...terms];
}
