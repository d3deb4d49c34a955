import { LANG_HEADER } from "@lawfirm/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendApplication } from "./apply-upload.ts";

/** An XMLHttpRequest that keeps the headers it was given and answers 201 with an envelope. */
class RecordingRequest {
  static last: RecordingRequest | undefined;
  headers: Record<string, string> = {};
  upload = { onprogress: null };
  status = 201;
  statusText = "Created";
  responseText = JSON.stringify({ status: 201, message: "ok", result: null });
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    RecordingRequest.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send() {
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("sendApplication", () => {
  it("asks for the page's language, for the content and for the refusals' messages", async () => {
    vi.stubGlobal("XMLHttpRequest", RecordingRequest);
    await sendApplication(new FormData(), "de_DE", () => {});
    expect(RecordingRequest.last?.headers[LANG_HEADER.toLowerCase()]).toBe("de_DE");
    expect(RecordingRequest.last?.headers["accept-language"]).toBe("de-DE");
  });
});
