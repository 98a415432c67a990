import { useEffect, useRef } from "react";

/**
 * Whether the component is still on the page: true from its mount until it goes. A change's answer
 * that lands after the person closed the form (which unmounts it) still shows its toast, but must
 * not close or clear a dialog they may have opened since (web/README.md, "After a change").
 */
export function useStillMounted(): { readonly current: boolean } {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
