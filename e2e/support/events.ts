import type { Locator, Page } from "playwright-core";
import { dialogsClosed, expectToast, saveDialogState } from "./pages.js";

/**
 * On the control panel's events page an official creates a tournament (a GH₵ 20 entry fee, one
 * category: senior women's kata), sees it saved as a draft and publishes it. The new-event dialog
 * is saved as the state `dialogShot`. Answers the event's card.
 */
export async function publishTournament(
  page: Page,
  event: { title: string; venue: string; places: number },
  dialogShot: string,
): Promise<Locator> {
  await page.getByRole("heading", { name: "Events", level: 1 }).waitFor({ timeout: 15_000 });
  await page.getByRole("article").first().waitFor({ timeout: 15_000 });
  await page.getByRole("button", { name: "New event" }).click();
  const form = page.getByRole("dialog", { name: "New event" });
  await form.getByLabel(/^Title/).fill(event.title);
  await form.getByLabel(/^Venue/).fill(event.venue);
  await form.getByLabel(/^Entry fee/).fill("20");
  await form.getByLabel(/^Places/).fill(String(event.places));
  await form.getByRole("button", { name: "Add a category" }).click();
  await form.getByLabel(/^Code/).fill("SEN-F-KATA");
  await saveDialogState(page, dialogShot);
  await form.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "The event is saved");
  await dialogsClosed(page);

  const card = page.getByRole("article", { name: event.title });
  await card.getByText("Draft", { exact: true }).waitFor();
  await card.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "The event is published");
  await card.getByText("Published", { exact: true }).waitFor();
  return card;
}
