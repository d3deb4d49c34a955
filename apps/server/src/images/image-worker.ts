import { readFile } from "node:fs/promises";
import { rasteriseSvg } from "../demo/pictures/render.ts";
import { cleanImage } from "../modules/files/clean-image.ts";
import { encodeVariants } from "../modules/files/image-variants.ts";
import { cardPhotoJpeg } from "../modules/people/card-photo.ts";
import { serveTasks } from "../cpu/task-process.ts";

/**
 * The image process (decision 0109): every use of sharp by the server and the demo firm's pictures,
 * run in a child process so that libvips' memory comes and goes with it. Built beside dist/main.js
 * as dist/image-worker.js (build.mjs).
 */
const tasks = {
  // The upload's file (decision 0115): its bytes are read here, never whole in the server.
  cleanImage: async (input: { file: string; mimeType: Parameters<typeof cleanImage>[1]; maxPixels: number }) =>
    cleanImage(await readFile(input.file), input.mimeType, input.maxPixels),
  encodeVariants,
  cardPhotoJpeg,
  rasteriseSvg,
};

export type ImageTasks = typeof tasks;

serveTasks(tasks);
