import { describe, expect, it } from "vitest";
import {
  ColourSchema,
  EmailShapeSchema,
  FullTimeSchema,
  HexColourSchema,
  RgbaColourSchema,
  RgbColourSchema,
  SlashDateSchema,
  TimeOfDaySchema,
} from "./validators.js";

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe("the spec's generic validators", () => {
  it("date YYYY/MM/DD: real days only, leap years counted", () => {
    for (const value of ["2026/02/28", "2024/02/29", "2000/02/29", "1900/01/01", "2026/12/31"])
      expect(accepts(SlashDateSchema, value), value).toBe(true);
    for (const value of [
      "2026/02/30",
      "2025/02/29",
      "1900/02/29",
      "2026/13/01",
      "2026/00/10",
      "2026/04/31",
      "2026/01/00",
      "2026-02-28",
      "26/02/28",
      "2026/2/8",
      "1899/12/31",
      "",
      20260228,
    ])
      expect(accepts(SlashDateSchema, value), String(value)).toBe(false);
  });

  it("time HH:MM: 00:00 to 23:59", () => {
    for (const value of ["00:00", "07:05", "17:30", "23:59"]) expect(accepts(TimeOfDaySchema, value), value).toBe(true);
    for (const value of ["24:00", "23:60", "7:05", "07:5", "07:05:00", "0705", " 07:05", "ab:cd"])
      expect(accepts(TimeOfDaySchema, value), value).toBe(false);
  });

  it("full time HH:MM:SS: 00:00:00 to 23:59:59", () => {
    for (const value of ["00:00:00", "12:34:56", "23:59:59"]) expect(accepts(FullTimeSchema, value), value).toBe(true);
    for (const value of ["24:00:00", "23:59:60", "23:60:00", "12:34", "12:34:5"])
      expect(accepts(FullTimeSchema, value), value).toBe(false);
  });

  it("e-mail shape", () => {
    for (const value of ["ama@example.com", "kofi.mensah+gkf@mail.example.org"])
      expect(accepts(EmailShapeSchema, value), value).toBe(true);
    for (const value of ["ama", "ama@", "@example.com", "ama@example", "ama example@x.com"])
      expect(accepts(EmailShapeSchema, value), value).toBe(false);
  });

  it("hex colours: #abc and #aabbcc, either case", () => {
    for (const value of ["#abc", "#aabbcc", "#AABBCC", "#1971c2"])
      expect(accepts(HexColourSchema, value), value).toBe(true);
    for (const value of ["abc", "#ab", "#abcd", "#aabbc", "#aabbccdd", "#ggg", "# abc"])
      expect(accepts(HexColourSchema, value), value).toBe(false);
  });

  it("rgb colours: three channels of 0 to 255", () => {
    for (const value of ["rgb(0,0,0)", "rgb(255, 255, 255)", "rgb( 25 , 113 , 194 )"])
      expect(accepts(RgbColourSchema, value), value).toBe(true);
    for (const value of ["rgb(256,0,0)", "rgb(-1,0,0)", "rgb(0,0)", "rgb(0,0,0,1)", "rgb(1.5,0,0)", "rgb(007,0,0)"])
      expect(accepts(RgbColourSchema, value), value).toBe(false);
  });

  it("rgba colours: an opacity from 0 to 1", () => {
    for (const value of [
      "rgba(0,0,0,0)",
      "rgba(0,0,0,1)",
      "rgba(25, 113, 194, 0.5)",
      "rgba(25,113,194,.25)",
      "rgba(0,0,0,1.0)",
    ])
      expect(accepts(RgbaColourSchema, value), value).toBe(true);
    for (const value of ["rgba(0,0,0,1.5)", "rgba(0,0,0,-0.1)", "rgba(0,0,0,2)", "rgba(256,0,0,0.5)", "rgba(0,0,0)"])
      expect(accepts(RgbaColourSchema, value), value).toBe(false);
  });

  it("a colour is any of the three forms", () => {
    for (const value of ["#abc", "rgb(1,2,3)", "rgba(1,2,3,0.4)"])
      expect(accepts(ColourSchema, value), value).toBe(true);
    for (const value of ["red", "hsl(0,0%,0%)", "#abcd"]) expect(accepts(ColourSchema, value), value).toBe(false);
  });

  it("says what is wrong in words", () => {
    const result = TimeOfDaySchema.safeParse("24:00");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("must be a time as HH:MM (00:00 to 23:59)");
  });
});
