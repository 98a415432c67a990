import { useEffect } from "react";
import { usePageMeta } from "../services/services-context";

export function usePageTitle(page?: string): void {
  const pageMeta = usePageMeta();
  useEffect(() => {
    pageMeta.setTitle(page);
  }, [pageMeta, page]);
}
