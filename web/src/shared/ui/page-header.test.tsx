import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "../../app/app";
import { sectionIndexPath } from "../../app/router/route-guards";
import { bootForTest } from "../../test/render-app";
import { changeLanguage, LANGUAGE_STORAGE_KEY } from "../i18n/i18n";
import { PageHeader, type PageHeaderProps, sectionIndexHref } from "./page-header";

const FEES = "/dashboard/my-control-panel/fees";

async function renderHeader(props: PageHeaderProps) {
  const services = await bootForTest();
  render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[FEES]}>
        <Routes>
          <Route path={FEES} element={<PageHeader {...props} />} />
          <Route path="/dashboard/:section/index" element={<p>The section's index</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return services;
}

afterEach(() => window.localStorage.removeItem(LANGUAGE_STORAGE_KEY));

describe("PageHeader", () => {
  it("shows the title as the page's only h1, the subtitle and the actions", async () => {
    await renderHeader({
      title: "Fees",
      subtitle: "What members pay.",
      back: "my-control-panel",
      actions: <button type="button">New fee</button>,
    });
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Fees"]);
    expect(screen.getByText("What members pay.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "New fee" })).toBeTruthy();
  });

  it("links back to the section's index, named after the section, and goes there", async () => {
    await renderHeader({ title: "Fees", back: "my-control-panel" });
    const back = screen.getByRole("link", { name: "Control panel" });
    expect(back.getAttribute("href")).toBe("/dashboard/my-control-panel/index");
    // The arrow is decoration: the link's name is the section's.
    expect(back.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    fireEvent.click(back);
    expect(await screen.findByText("The section's index")).toBeTruthy();
  });

  it("builds every section's link as the router spells the section's index", () => {
    for (const section of ["my-profile", "my-membership", "my-positions", "my-control-panel", "my-account"] as const)
      expect(sectionIndexHref(section)).toBe(sectionIndexPath(section));
  });

  it("names the back link in the person's language", async () => {
    const services = await renderHeader({ title: "Documents", back: "my-membership" });
    expect(screen.getByRole("link", { name: "My membership" })).toBeTruthy();
    await act(() => changeLanguage("fr", services.i18n));
    expect(await screen.findByRole("link", { name: "Mon adhésion" })).toBeTruthy();
  });

  it("has no back link on a section's own index", async () => {
    await renderHeader({ title: "Control panel" });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Control panel" })).toBeTruthy();
  });
});
