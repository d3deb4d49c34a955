import type { FieldError } from "./envelope.ts";

/**
 * A failed call: the server's envelope when there was one, else the transport's reason. In a module
 * of its own (client.ts re-exports it), so that the site's error view can recognise one without
 * loading the client (decision 0102).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived (network error, time-out). */
    readonly status: number,
    /** The envelope's message, when the server sent one. */
    readonly serverMessage: string | undefined,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}
