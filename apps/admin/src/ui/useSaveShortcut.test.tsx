// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Form, Input } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSaveShortcut } from "./useSaveShortcut.ts";

afterEach(cleanup);

/** A form whose save bar takes the shortcut, as `FormActions` does. */
function Saved({ label, onFinish, enabled = true }: { label: string; onFinish: () => void; enabled?: boolean }) {
  const inForm = useSaveShortcut<HTMLDivElement>(enabled);
  return (
    <Form name={label.replace(" ", "-")} onFinish={onFinish}>
      <Form.Item name="title" label={label}>
        <Input />
      </Form.Item>
      <div ref={inForm} />
    </Form>
  );
}

describe("Ctrl+S in a form", () => {
  it("saves the form the focus is in, or the page's form when the focus is nowhere, and leaves the browser's own shortcut alone", async () => {
    const page = vi.fn();
    const dialog = vi.fn();
    render(
      <>
        <Saved label="Page title" onFinish={page} />
        <Saved label="Dialog title" onFinish={dialog} />
      </>,
    );
    const pressed = (target: Element | Window, keys: Partial<KeyboardEventInit>) =>
      fireEvent.keyDown(target, { key: "s", bubbles: true, cancelable: true, ...keys });

    screen.getByLabelText("Dialog title").focus();
    expect(pressed(screen.getByLabelText("Dialog title"), { ctrlKey: true })).toBe(false);
    await vi.waitFor(() => expect(dialog).toHaveBeenCalledTimes(1));
    expect(page).not.toHaveBeenCalled();

    screen.getByLabelText("Page title").focus();
    pressed(screen.getByLabelText("Page title"), { metaKey: true });
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(1));

    // Another key with Ctrl, or S with Shift too, is not the shortcut.
    expect(pressed(screen.getByLabelText("Page title"), { ctrlKey: true, key: "p" })).toBe(true);
    expect(pressed(screen.getByLabelText("Page title"), { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(page).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveBeenCalledTimes(1);
  });

  it("does nothing while it is off (a dialog whose button does something other than save)", () => {
    const onFinish = vi.fn();
    render(<Saved label="Password" onFinish={onFinish} enabled={false} />);
    screen.getByLabelText("Password").focus();
    expect(fireEvent.keyDown(screen.getByLabelText("Password"), { key: "s", ctrlKey: true, bubbles: true, cancelable: true })).toBe(true);
    expect(onFinish).not.toHaveBeenCalled();
  });
});
