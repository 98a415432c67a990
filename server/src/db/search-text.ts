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
