import { useEffect } from "react";
import { useCacheStore, useHttpClient } from "../services/services-context";
import { createTokenRefresher } from "./token-refresh";

/** A global component: renews the access token before it expires, on every page. Renders nothing. */
export function SessionKeeper() {
  const cache = useCacheStore();
  const http = useHttpClient();
  useEffect(() => createTokenRefresher({ cache, http }).stop, [cache, http]);
  return null;
}
