import { CACHE_KEYS } from "@gkf/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createCacheStore } from "../../../shared/cache/cache-store";
import { notifications } from "../../../shared/notifications/notifications-renderer";
import { heldAnswer } from "../../../test/held-answer";
import { renderApp, storeMembership, storeSession, stubApi } from "../../../test/render-app";
import { aDocument, aRecord, CONFIG, requestsTo, stubObjectUrls } from "../test/membership-fixtures";
import { MAX_UPLOAD_BYTES } from "./upload-checks";

const cache = () => createCacheStore({ storage: window.localStorage });

type Routes = Record<string, { status?: number; body: unknown; held?: Promise<unknown> }>;

function routesWith(documents: unknown[], record = aRecord()): Routes {
  return {
    "/api/config": CONFIG,
    "/api/my-account/membership/my-record": { body: record },
    "/api/my-account/membership/documents": { body: { items: documents } },
  };
}

function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(["%PDF-1.4 test"], name, { type });
  if (size !== file.size) Object.defineProperty(file, "size", { value: size });
  return file;
}

async function openPage(path: string, routes: Routes) {
  storeSession();
  storeMembership({ hasPaidRegistration: true });
  stubObjectUrls();
  const fetchStub = stubApi(routes);
  await renderApp(path);
  return fetchStub;
}

afterEach(() => {
  act(() => notifications.clean());
});

describe("the documents page", () => {
  it("opens the upload the overview asked for, checks the file and the number, and sends them", async () => {
    const routes = routesWith([]);
    routes["/api/my-account/membership/document/add"] = {
      status: 201,
      body: aDocument({ id: "new", status: "PENDING_REVIEW", document_number: "GHA-123456789-0" }),
    };
    const fetchStub = await openPage("/dashboard/my-membership/documents?type=GHANA_CARD", routes);

    const form = (await screen.findByRole("heading", { name: "Upload a Ghana Card" })).closest("form") as HTMLElement;
    const send = within(form).getByRole("button", { name: "Upload" });
    fireEvent.click(send);
    expect(await within(form).findByText("Choose a file")).toBeTruthy();
    expect(within(form).getByText("Required")).toBeTruthy();

    const input = within(form).getByLabelText("Ghana Card file");
    fireEvent.change(input, { target: { files: [fileOf("huge.pdf", "application/pdf", MAX_UPLOAD_BYTES + 1)] } });
    expect(await within(form).findByText("The file is larger than 5 MB. Take a smaller photo or scan.")).toBeTruthy();
    fireEvent.change(input, { target: { files: [fileOf("card.doc", "application/msword")] } });
    expect(await within(form).findByText("Use a PDF, JPEG, PNG or WebP file.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Ghana Card number/), { target: { value: "GHA-1234" } });
    fireEvent.click(send);
    expect(await within(form).findByText("Enter the number as GHA-123456789-0")).toBeTruthy();
    expect(requestsTo(fetchStub, "/api/my-account/membership/document/add")).toHaveLength(0);

    fireEvent.change(input, { target: { files: [fileOf("ghana-card.pdf", "application/pdf")] } });
    expect(await within(form).findByText(/Chosen: ghana-card\.pdf/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Ghana Card number/), { target: { value: "gha 123456789 0" } });
    // After the upload the server's record has moved on: it is what the page and the device keep.
    routes["/api/my-account/membership/my-record"] = { body: aRecord({ compliance_score: 80 }) };
    fireEvent.click(send);

    expect(await screen.findByText("Your Ghana Card is uploaded and waits for review.")).toBeTruthy();
    const [request] = requestsTo(fetchStub, "/api/my-account/membership/document/add");
    expect(request?.init.method).toBe("POST");
    const body = request?.init.body as FormData;
    expect(body.get("document_type")).toBe("GHANA_CARD");
    expect(body.get("document_number")).toBe("GHA-123456789-0");
    expect((body.get("file") as File).name).toBe("ghana-card.pdf");
    expect(new Headers(request?.init.headers).get("content-type")).toBeNull();
    await waitFor(() => expect(cache().get(CACHE_KEYS.MY_MEMBERSHIP_RECORD)).toMatchObject({ compliance_score: 80 }));
  });

  it("shows the upload the overview asked for in the page's first render of the slots, not a moment later", async () => {
    // Opened a render later, the slot was drawn with its button first and then grew, pushing the
    // other slots down under the person's eyes (a layout shift that CI caught on a slow machine).
    let buttonShown = false;
    const observer = new MutationObserver(() => {
      for (const button of document.querySelectorAll("button"))
        if (button.textContent === "Upload a Ghana Card") buttonShown = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await openPage("/dashboard/my-membership/documents?type=GHANA_CARD", routesWith([]));
      expect(await screen.findByRole("heading", { name: "Upload a Ghana Card" })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Passport photo" })).toBeTruthy();
      await act(async () => undefined);
      expect(buttonShown).toBe(false);
    } finally {
      observer.disconnect();
    }
  });

  it("still confirms an upload whose form was closed before the answer, and leaves the form opened since", async () => {
    const { held, release } = heldAnswer();
    const routes: Routes = routesWith([]);
    routes["/api/my-account/membership/document/add"] = {
      status: 201,
      body: aDocument({ id: "new", status: "PENDING_REVIEW", document_number: "GHA-123456789-0" }),
      held,
    };
    const fetchStub = await openPage("/dashboard/my-membership/documents?type=GHANA_CARD", routes);

    const ghanaCardForm = async () =>
      (await screen.findByRole("heading", { name: "Upload a Ghana Card" })).closest("form") as HTMLElement;
    let form = await ghanaCardForm();
    fireEvent.change(within(form).getByLabelText("Ghana Card file"), {
      target: { files: [fileOf("ghana-card.pdf", "application/pdf")] },
    });
    expect(await within(form).findByText(/Chosen: ghana-card\.pdf/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Ghana Card number/), { target: { value: "GHA-123456789-0" } });
    fireEvent.click(within(form).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(requestsTo(fetchStub, "/api/my-account/membership/document/add")).toHaveLength(1));
    // Cancel waits while it uploads; opening another item's upload closes this form all the same.
    expect((within(form).getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByRole("button", { name: "Upload a passport photo" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Upload a Ghana Card" })).toBeNull());
    const photoForm = (await screen.findByRole("heading", { name: "Upload a passport photo" })).closest(
      "form",
    ) as HTMLElement;
    fireEvent.click(within(photoForm).getByRole("button", { name: "Cancel" }));

    // Opened again: the first answer must neither close it nor clear what is typed in it.
    fireEvent.click(await screen.findByRole("button", { name: "Upload a Ghana Card" }));
    form = await ghanaCardForm();
    fireEvent.change(within(form).getByLabelText(/^Ghana Card number/), { target: { value: "GHA-987654321-0" } });
    release();
    expect(await screen.findByText("Your Ghana Card is uploaded and waits for review.")).toBeTruthy();
    expect(await ghanaCardForm()).toBe(form);
    expect((within(form).getByLabelText(/^Ghana Card number/) as HTMLInputElement).value).toBe("GHA-987654321-0");
  });

  it("shows a rejection's reason prominently and replaces the document", async () => {
    const rejected = aDocument({
      id: "med-1",
      document_type: "MEDICAL_CLEARANCE",
      status: "REJECTED",
      document_number: null,
      issue_date: "2026-02-01",
      expiry_date: "2027-02-01",
      review_reason: "The doctor's stamp is missing.",
    });
    const routes = routesWith([rejected]);
    routes["/api/my-account/membership/document/update"] = {
      body: { ...rejected, status: "PENDING_REVIEW", version: 2, review_reason: null },
    };
    const fetchStub = await openPage("/dashboard/my-membership/documents", routes);

    const section = (await screen.findByRole("heading", { name: "Medical clearance", level: 3 })).closest(
      "section",
    ) as HTMLElement;
    expect(within(section).getByText("Rejected")).toBeTruthy();
    expect(within(section).getByText("Why it was rejected")).toBeTruthy();
    expect(within(section).getByText("The doctor's stamp is missing.")).toBeTruthy();
    // A rejected clearance is valid for nothing, and "Replace" is its one way forward.
    expect(within(section).queryByText(/Valid until/)).toBeNull();
    expect(within(section).queryByRole("button", { name: "Upload a new one" })).toBeNull();

    fireEvent.click(within(section).getByRole("button", { name: "Replace" }));
    const form = (await within(section).findByRole("heading", { name: "Replace your medical clearance" })).closest(
      "form",
    ) as HTMLElement;
    expect((within(form).getByLabelText(/^Issue date/) as HTMLInputElement).value).toBe("2026-02-01");
    fireEvent.change(within(form).getByLabelText("Medical clearance file"), {
      target: { files: [fileOf("clearance.png", "image/png")] },
    });
    expect(await within(form).findByText(/Chosen: clearance\.png/)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Send for review" }));

    expect(await screen.findByText("Your medical clearance is replaced and waits for review.")).toBeTruthy();
    const [request] = requestsTo(fetchStub, "/api/my-account/membership/document/update");
    expect(request?.init.method).toBe("PATCH");
    const body = request?.init.body as FormData;
    expect(body.get("document_id")).toBe("med-1");
    expect(body.get("issue_date")).toBe("2026-02-01");
    expect((body.get("file") as File).name).toBe("clearance.png");
  });

  it("does not call an item needed while its file waits for review", async () => {
    const waiting = aDocument({ id: "card-1", status: "PENDING_REVIEW", reviewed_at: null });
    await openPage("/dashboard/my-membership/documents", routesWith([waiting]));

    const section = (await screen.findByRole("heading", { name: "Identity document", level: 3 })).closest(
      "section",
    ) as HTMLElement;
    expect(within(section).getByText("Waiting for review")).toBeTruthy();
    expect(within(section).queryByText("Needed")).toBeNull();
    expect(within(section).getByRole("button", { name: "Replace" })).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Upload a new one" })).toBeNull();
  });

  it("adds a belt certificate with its belt, grading date and examiner", async () => {
    const routes = routesWith([]);
    routes["/api/my-account/membership/certificate/add"] = {
      status: 201,
      body: aDocument({ id: "belt", document_type: "BELT_CERTIFICATE", status: "PENDING_REVIEW", belt: "KYU_1" }),
    };
    const fetchStub = await openPage("/dashboard/my-membership/documents?type=BELT_CERTIFICATE", routes);

    const form = (await screen.findByRole("heading", { name: "Upload a belt certificate" })).closest(
      "form",
    ) as HTMLElement;
    fireEvent.change(within(form).getByLabelText("Belt certificate file"), {
      target: { files: [fileOf("grading.pdf", "application/pdf")] },
    });
    await within(form).findByText(/Chosen: grading\.pdf/);
    fireEvent.change(within(form).getByRole("combobox", { name: /^Belt/ }), { target: { value: "KYU_1" } });
    fireEvent.change(within(form).getByLabelText(/^Grading date/), { target: { value: "2026-01-15" } });
    fireEvent.change(within(form).getByLabelText(/^Examiner/), { target: { value: "Sensei Kofi Agyeman" } });
    fireEvent.click(within(form).getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("Your belt certificate is uploaded and waits for review.")).toBeTruthy();
    const body = requestsTo(fetchStub, "/api/my-account/membership/certificate/add")[0]?.init.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== "file"))).toEqual({
      belt: "KYU_1",
      grading_date: "2026-01-15",
      examiner: "Sensei Kofi Agyeman",
    });
  });

  it("shows the spec's toast, with the server's reason, when an upload is refused", async () => {
    const routes = routesWith([]);
    routes["/api/my-account/membership/document/add"] = {
      status: 415,
      body: { code: "UNSUPPORTED_MEDIA_TYPE", message: "This file is not a PDF, JPEG, PNG or WebP image." },
    };
    await openPage("/dashboard/my-membership/documents?type=PASSPORT_PHOTO", routes);

    const form = (await screen.findByRole("heading", { name: "Upload a passport photo" })).closest(
      "form",
    ) as HTMLElement;
    fireEvent.change(within(form).getByLabelText("Passport photo file"), {
      target: { files: [fileOf("me.jpg", "image/jpeg")] },
    });
    await within(form).findByText(/Chosen: me\.jpg/);
    fireEvent.click(within(form).getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("Membership Update")).toBeTruthy();
    expect(
      screen.getByText("Failed to add document to your record. This file is not a PDF, JPEG, PNG or WebP image."),
    ).toBeTruthy();
  });
});
