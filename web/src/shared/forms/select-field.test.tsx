import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

const OPTIONS = [{ value: "MTN", label: "MTN MoMo" }];
const noop = () => {};

describe("the app's own fields", () => {
  it("mark a required field's label with an asterisk, as Mantine's inputs do", () => {
    render(
      <>
        <SelectField label="Network" options={OPTIONS} value="" onChange={noop} required />
        <TextField label="Wallet" value="" onChange={noop} required />
        <SelectField label="Region" options={OPTIONS} value="" onChange={noop} />
      </>,
    );
    expect(screen.getByText("Network").textContent).toBe("Network *");
    expect(screen.getByText("Wallet").textContent).toBe("Wallet *");
    expect(screen.getByText("Region").textContent).toBe("Region");
    // The asterisk is not read out: the field is announced as required.
    expect(screen.getByRole("combobox", { name: "Network" }).hasAttribute("required")).toBe(true);
  });

  it("leave it out when told, even on a required field", () => {
    render(<SelectField label="Network" options={OPTIONS} value="" onChange={noop} required withAsterisk={false} />);
    expect(screen.getByText("Network").textContent).toBe("Network");
  });
});
