import { type BeltColourUpdate, settingsEndpoints } from "@gkf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BELT_COLOURS_KEY, beltColoursQueryOptions } from "../../../shared/api/belt-colours";
import { callEndpoint } from "../../../shared/http/call-endpoint";
import type { HttpError } from "../../../shared/http/http-error";
import { useHttpClient } from "../../../shared/services/services-context";

/** The settings page reads the same query the belt labels read, but says when it fails. */
export function useBeltColourSettings() {
  return useQuery(beltColoursQueryOptions(useHttpClient()));
}

/** A 403 (a regional admin) and a 400 (fields) are explained on the page, not in a toast. */
const explainedOnPage = (error: HttpError) => error.status === 403 || error.status === 400;

/** PUT /admin/belt-colours; the answer is every belt as saved, and every label shows it at once. */
export function useSaveBeltColours() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BeltColourUpdate) =>
      callEndpoint(http, settingsEndpoints.setBeltColours, { body: update }, { silent: explainedOnPage }),
    onSuccess: (list) => queryClient.setQueryData(BELT_COLOURS_KEY, list),
  });
}
