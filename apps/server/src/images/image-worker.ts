import { readFile, writeFile } from "node:fs/promises";
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
  // The upload's file in (decision 0115), the cleaned image's file out (decision 0126): the bytes
  // are read and written here, never whole in the server, which stores the file it is given.
  cleanImage: async (input: { file: string; output: string; mimeType: Parameters<typeof cleanImage>[1]; maxPixels: number }) => {
    const { bytes, ...image } = await cleanImage(await readFile(input.file), input.mimeType, input.maxPixels);
    await writeFile(input.output, bytes);
    return { ...image, size: bytes.length };
  },
  encodeVariants,
  cardPhotoJpeg,
  rasteriseSvg,
};

export type ImageTasks = typeof tasks;

serveTasks(tasks);
