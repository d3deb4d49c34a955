// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePrefersReducedMotion } from "./reducedMotion.ts";
import { adminTheme, adminThemeFor } from "./theme.ts";

/** happy-dom's emulated device, whose `prefersReducedMotion` its `matchMedia` answers from. */
const device = (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM.settings.device;

function MotionPreference() {
  return <p>{usePrefersReducedMotion() ? "reduced" : "full"}</p>;
}

afterEach(() => {
  cleanup();
  device.prefersReducedMotion = "no-preference";
});

describe("the user's wish for less motion", () => {
  it("is read from the system's setting", () => {
    device.prefersReducedMotion = "reduce";
    render(<MotionPreference />);
    expect(screen.getByText("reduced")).toBeTruthy();
  });

  it("is absent when the system asks for nothing", () => {
    render(<MotionPreference />);
    expect(screen.getByText("full")).toBeTruthy();
  });

  it("turns Ant Design's animations off, and only then", () => {
    expect(adminThemeFor({ reducedMotion: true }).token?.motion).toBe(false);
    expect(adminThemeFor({ reducedMotion: true }).token?.colorPrimary).toBe(adminTheme.token?.colorPrimary);
    expect(adminThemeFor({ reducedMotion: false })).toBe(adminTheme);
  });
});
