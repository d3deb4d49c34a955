// @vitest-environment happy-dom
import { useState } from "react";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import { FocalPointPicker, movedByKey, type FocalPoint } from "./FocalPointPicker.tsx";

afterEach(cleanup);

function Harness({ start }: { start: FocalPoint }) {
  const [point, setPoint] = useState(start);
  return <FocalPointPicker src="/api/upload/photo.jpg" value={point} onChange={setPoint} />;
}

const crops = () => [...document.querySelectorAll<HTMLImageElement>("img[data-crop]")].map((image) => image.style.objectPosition);

describe("the focal point control", () => {
  it("moves the point by a twentieth with the arrow keys, by a two-hundredth with Shift, and stays inside the picture", () => {
    expect(movedByKey({ x: 0.5, y: 0.5 }, "ArrowRight", false)).toEqual({ x: 0.55, y: 0.5 });
    expect(movedByKey({ x: 0.5, y: 0.5 }, "ArrowUp", true)).toEqual({ x: 0.5, y: 0.495 });
    expect(movedByKey({ x: 0.02, y: 0.99 }, "ArrowLeft", false)).toEqual({ x: 0, y: 0.99 });
    expect(movedByKey({ x: 0.5, y: 0.99 }, "ArrowDown", false)).toEqual({ x: 0.5, y: 1 });
    expect(movedByKey({ x: 0.5, y: 0.5 }, "Enter", false)).toBeUndefined();
  });

  it("is a keyboard-operable slider whose marker and three crop previews follow the point", async () => {
    await renderInBackOffice([page("/", <Harness start={{ x: 0.5, y: 0.5 }} />)], "/");
    const slider = await screen.findByRole("slider", { name: "Focal point" });
    expect(slider.getAttribute("aria-valuetext")).toBe("50% from the left, 50% from the top");
    expect(crops()).toEqual(["50% 50%", "50% 50%", "50% 50%"]);

    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    fireEvent.keyDown(slider, { key: "ArrowDown" });
    expect(slider.getAttribute("aria-valuetext")).toBe("40% from the left, 55% from the top");
    expect(crops()).toEqual(["40% 55%", "40% 55%", "40% 55%"]);
    const marker = screen.getByTestId("focal-marker");
    expect([marker.style.left, marker.style.top]).toEqual(["40%", "55%"]);
  });

  it("takes the point where the picture is clicked", async () => {
    await renderInBackOffice([page("/", <Harness start={{ x: 0.5, y: 0.5 }} />)], "/");
    const slider = await screen.findByRole("slider", { name: "Focal point" });
    slider.getBoundingClientRect = () => ({
      left: 100,
      top: 50,
      width: 400,
      height: 200,
      right: 500,
      bottom: 250,
      x: 100,
      y: 50,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(slider, { clientX: 200, clientY: 200, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(slider.getAttribute("aria-valuetext")).toBe("25% from the left, 75% from the top");
  });
});
