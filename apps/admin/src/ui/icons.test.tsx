// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { Button } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { DeleteOutlined, FolderOpenOutlined, PushpinFilled } from "./icons.tsx";

afterEach(cleanup);

describe("the back office's icons", () => {
  it("leave a button beside its text named by the text alone", () => {
    render(<Button icon={<FolderOpenOutlined />}>Choose from library</Button>);
    expect(screen.getByRole("button", { name: "Choose from library" })).toBeTruthy();
    expect(document.querySelector("[aria-label='folder-open']")).toBeNull();
    expect(document.querySelector(".anticon")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("leave an icon-only button named by its own label", () => {
    render(<Button icon={<DeleteOutlined />} aria-label="Remove the picture" />);
    expect(screen.getByRole("button", { name: "Remove the picture" })).toBeTruthy();
  });

  it("show an icon given a label as an image of that name", () => {
    render(<PushpinFilled aria-label="Pinned" />);
    expect(screen.getByRole("img", { name: "Pinned" }).getAttribute("aria-hidden")).toBeNull();
  });
});
