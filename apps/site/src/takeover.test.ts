// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { keepEarlyInput } from "./takeover";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("keepEarlyInput", () => {
  it("holds a click on a button and input into a control until the page is taken over, then does each once (decision 0127)", () => {
    document.body.innerHTML = '<button type="button">Language</button><input type="search" name="q" />';
    const button = document.querySelector("button")!;
    const field = document.querySelector("input")!;
    const answered: string[] = [];
    // A part taken over before the others already answers: it must not answer twice.
    button.addEventListener("click", () => answered.push("click"));
    field.addEventListener("input", () => answered.push(`input ${field.value}`));

    const replay = keepEarlyInput();
    button.click();
    field.value = "müller";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(answered).toEqual([]);

    replay();
    expect(answered).toEqual(["input müller", "click"]);
    button.click();
    expect(answered).toEqual(["input müller", "click", "click"]);
  });
});
