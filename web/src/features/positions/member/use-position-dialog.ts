import type { AvailablePosition } from "@gkf/contract";
import { isHttpError } from "../../../shared/http/http-error";
import { notifySuccess } from "../../../shared/notifications/notify";
import { useOpening } from "../../../shared/ui/use-opening";
import { useLastPresent } from "../components/use-last-present";

/** A refusal (not eligible, closed, already applied) will not change by sending again; a lost connection may. */
function isRefusal(error: unknown): boolean {
  return isHttpError(error) && error.status !== null && error.status >= 400 && error.status < 500;
}

/**
 * What the apply and withdraw dialogs share. Each stays mounted when closed, so an answer that
 * lands after the member closed it must not close, clear or reset a later opening (`useOpening`).
 * The success toast follows `mutateAsync`, not the mutation's own callbacks: closing resets the
 * mutation, which drops them, and the toast was lost although the change was made. A refusal
 * closes the dialog (sending again cannot help; the refreshed page shows why); a lost connection
 * leaves it open to send again. The spec's failure toast comes from the mutation.
 */
export function usePositionDialog<A>({
  requested,
  mutation,
  onClose,
  onReset,
}: {
  /** The position the page asks about; null keeps the dialog closed (it still shows the last one while it closes). */
  requested: AvailablePosition | null;
  mutation: { mutateAsync(args: A): Promise<unknown>; reset(): void };
  onClose: () => void;
  /** Clears what the member typed. */
  onReset?: () => void;
}) {
  const position = useLastPresent(requested);
  const opening = useOpening();

  function close() {
    opening.closed();
    onReset?.();
    mutation.reset();
    onClose();
  }

  function send(args: A, success: { title: string; message: string }) {
    const stillOpen = opening.current();
    mutation.mutateAsync(args).then(
      () => {
        if (stillOpen()) close();
        void notifySuccess(success);
      },
      (error: unknown) => {
        if (stillOpen() && isRefusal(error)) close();
      },
    );
  }

  return { position, close, send };
}
