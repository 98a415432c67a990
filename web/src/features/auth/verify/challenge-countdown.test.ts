import { describe, expect, it } from "vitest";
import { formatCountdown, getChallengeState } from "./challenge-countdown";

const EXPIRES_AT = "2026-03-06T12:10:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("the verification challenge", () => {
  it("is usable while more than 5 s remain", () => {
    expect(getChallengeState(EXPIRES_AT, at("2026-03-06T12:00:00.000Z"))).toEqual({
      usableMs: 595_000,
      isUsable: true,
    });
    expect(getChallengeState(EXPIRES_AT, at("2026-03-06T12:09:54.999Z")).isUsable).toBe(true);
  });

  it("is no longer usable with 5 s or less left, nor after the expiry", () => {
    expect(getChallengeState(EXPIRES_AT, at("2026-03-06T12:09:55.000Z"))).toEqual({ usableMs: 0, isUsable: false });
    expect(getChallengeState(EXPIRES_AT, at("2026-03-06T12:09:58.000Z")).isUsable).toBe(false);
    expect(getChallengeState(EXPIRES_AT, at("2026-03-06T12:11:00.000Z"))).toEqual({ usableMs: 0, isUsable: false });
  });

  it("is not usable with an unreadable expiry", () => {
    expect(getChallengeState("soon", Date.now()).isUsable).toBe(false);
  });

  it("counts down in minutes and seconds, rounding up", () => {
    expect(formatCountdown(595_000)).toBe("9:55");
    expect(formatCountdown(60_000)).toBe("1:00");
    expect(formatCountdown(59_001)).toBe("1:00");
    expect(formatCountdown(1)).toBe("0:01");
    expect(formatCountdown(0)).toBe("0:00");
  });
});
