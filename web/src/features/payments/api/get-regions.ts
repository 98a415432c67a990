import { regionsEndpoints } from "@gkf/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import { useHttpClient } from "../../../shared/services/services-context";
import { paymentKeys } from "./payment-keys";

/** GET /regions (public): the ledger's region filter and the names behind member region codes. */
export function useRegions() {
  const http = useHttpClient();
  return useQuery({
    queryKey: paymentKeys.regions(),
    queryFn: ({ signal }) => callEndpoint(http, regionsEndpoints.list, {}, { signal }),
    // The 16 regions change by law, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
