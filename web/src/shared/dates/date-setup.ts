/**
 * The boot's date step (spec section 2, "date handling"): the language dates and numbers are
 * written in, for Intl. Deliberately without dayjs: the pages that format dates load it with
 * dates.ts, so the login page's first load does not carry it.
 */
let dateLanguage = "en";

export function setupDates(language: string): void {
  dateLanguage = language;
}

/** The language of the running app for Intl date formatting (as set by the boot's date step). */
export function getDateLanguage(): string {
  return dateLanguage;
}
