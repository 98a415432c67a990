import { PRESENTATION } from "@gkf/contract";
import { act } from "@testing-library/react";

/**
 * Waits out a dialog's closing transition: Mantine keeps a closing dialog in the page meanwhile
 * (300 ms here, 200 ms by Mantine's default), so a dialog found after this stayed open, and was not
 * on its way out.
 */
export async function waitOutDialogTransition(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 2 * PRESENTATION.DIALOG_TRANSITION_MS)));
}
