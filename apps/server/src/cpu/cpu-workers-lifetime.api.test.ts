import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { isRunning } from "../../test/process-running.ts";
import { cleanRichTexts } from "../http/rich-text.ts";
import { imageProcessPid, runImageTask } from "../images/image-tasks.ts";
import { textProcessPid } from "./cpu-tasks.ts";

/**
 * The text and image processes end with the app that started them, as a server's shutdown needs;
 * the API tests' servers leave them to the next file's server in the same test worker (decision
 * 0123), so that each file does not start them again.
 */

/** Starting both processes from the TypeScript sources takes seconds on a busy machine. */
const PROCESS_STARTS = { timeout: 120_000 };

/** A rich text cleaned and an SVG rasterised: the text and image processes' ids. */
async function useBothProcesses(): Promise<{ text: number; image: number }> {
  await expect(cleanRichTexts([{ html: '<p onclick="x()">Text</p>', field: "body.content", maxLength: 1_000 }])).resolves.toEqual([
    "<p>Text</p>",
  ]);
  const png = await runImageTask("rasteriseSvg", { svg: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>', format: "png" });
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  const text = textProcessPid();
  const image = imageProcessPid();
  if (text === undefined || image === undefined) throw new Error("the text or image process is not running");
  return { text, image };
}

describe("the text and image processes' lifetime (decisions 0109, 0119, 0123)", () => {
  it("end with the app that started them, by default", PROCESS_STARTS, async () => {
    const { app } = await createTestApp({}, { leaveCpuWorkersRunning: false });
    const started = await useBothProcesses();
    await app.close();
    expect(textProcessPid()).toBeUndefined();
    expect(imageProcessPid()).toBeUndefined();
    expect(isRunning(started.text)).toBe(false);
    expect(isRunning(started.image)).toBe(false);
  });

  it("serve the next server of the same test worker after an API test's server closes", PROCESS_STARTS, async () => {
    const first = await createTestApp();
    const started = await useBothProcesses();
    await first.app.close();
    expect(isRunning(started.text)).toBe(true);
    expect(isRunning(started.image)).toBe(true);
    await createTestApp();
    await expect(useBothProcesses()).resolves.toEqual(started);
  });
});
