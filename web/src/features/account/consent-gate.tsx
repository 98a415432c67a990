import { lazy, Suspense } from "react";
import { useConsents } from "./consent-api";

const ConsentDialog = lazy(() => import("./consent-dialog"));

/**
 * The dashboard asks GET /my-account/consents once it opens (sign-in answers are unchanged); when a
 * new version of the privacy notice waits for acceptance, the blocking dialog opens (decision 105).
 */
export function ConsentGate() {
  const required = useConsents().data?.required;
  if (!required) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog required={required} />
    </Suspense>
  );
}
