export interface PageMeta {
  /** The page's own title; without one the tab shows the app name alone. */
  setTitle(page?: string): void;
}

export interface PageMetaOptions {
  appName: string;
  /** Joins page and app name, e.g. "Status · GKF Portal" (a translated pattern). */
  formatTitle: (page: string) => string;
  debounceMs: number;
  document?: Document;
}

/**
 * Layouts and lazy pages can each ask for a title during one navigation; waiting for the last
 * request keeps the tab and the browser history from showing the ones in between.
 */
export function createPageMeta({
  appName,
  formatTitle,
  debounceMs,
  document = globalThis.document,
}: PageMetaOptions): PageMeta {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    setTitle(page) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        document.title = page ? formatTitle(page) : appName;
      }, debounceMs);
    },
  };
}
