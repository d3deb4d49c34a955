import pino, { type DestinationStream } from "pino";

/**
 * Where the server's log lines go: stdout, through Pino's own destination (sonic-boom), which
 * gathers the lines logged while a write is under way and writes them together from libuv's pool,
 * and flushes what is left when the process exits (decision 0156).
 *
 * The lines are handed to it as bytes. Given text, it appends each line to the text it is
 * gathering and measures that text's bytes again, which makes V8 copy the whole pending text into
 * one string at every line: under load, with up to 16 KB pending, about 7 KB of garbage a line,
 * the largest allocation of a trivial request (docs/performance.md). As bytes, each line is one
 * buffer of its own length, and the gathered buffers are joined once a write.
 */
export function logLines(fd: number): DestinationStream {
  const destination = pino.destination({ dest: fd, contentMode: "buffer" });
  // In buffer mode sonic-boom's `write` takes a Buffer; its types know the text mode's only.
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  return { write: (line: string) => writeBytes(Buffer.from(line)) };
}

let stdout: DestinationStream | undefined;

/** The one destination of the process's stdout, shared by its loggers (the starting listener's, the app's). */
export function stdoutLogLines(): DestinationStream {
  return (stdout ??= logLines(1));
}
