/**
 * A stand-in for the browser's XMLHttpRequest that the test drives: it reports upload progress
 * and answers when told to (happy-dom's would send the bytes for real).
 */
export class ControlledRequest {
  static last: ControlledRequest | undefined;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  withCredentials = false;
  responseType = "";
  status = 0;
  statusText = "";
  response: Blob | null = null;
  sent: unknown;
  open(): void {}
  setRequestHeader(): void {}
  abort(): void {}
  getAllResponseHeaders(): string {
    return "content-type: application/json\r\n";
  }
  send(body: unknown): void {
    this.sent = body;
    ControlledRequest.last = this;
  }
  /** The bytes gone so far. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server's answer. */
  answer(result: unknown): void {
    this.status = 200;
    this.statusText = "OK";
    this.response = new Blob([JSON.stringify({ status: 200, message: "OK", result })], { type: "application/json" });
    this.onload?.();
  }
}
