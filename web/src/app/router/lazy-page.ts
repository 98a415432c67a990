import { type ComponentType, createElement, lazy, useState } from "react";

export type LazyPage<P extends object> = ComponentType<P> & { load: () => Promise<ComponentType<P>> };

/**
 * A page loaded with its chunk, like React.lazy, but shown at once when `load()` has already
 * settled (main.tsx awaits the first page's before the first render): React.lazy suspends once on
 * its first render even then, and the loader and the page that follows are each a render and a
 * commit more on a slow phone's main thread (decision 113). Which of the two an instance shows is
 * chosen when it mounts, so it never remounts.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Page(props: P) {
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(Page, { load: loadOnce });
}
