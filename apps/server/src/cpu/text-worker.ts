import { sanitizeRichText, sanitizeRichTextsFindingPictures } from "../http/rich-text.ts";
import { serveTasks } from "./task-process.ts";

/**
 * The text process (decision 0119): the rich text of editors' saves cleaned in a child process of
 * its own, run as the images are (task-process.ts, decision 0109), so that the isolate and the
 * allocator's arenas that cleaning needs go with the child rather than staying in the server.
 * Built beside dist/main.js as dist/text-worker.js (build.mjs).
 */
const tasks = {
  sanitizeRichText,
  sanitizeRichTexts: sanitizeRichTextsFindingPictures,
};

export type TextTasks = typeof tasks;

serveTasks(tasks);
