import type { Page } from "@playwright/test";

/** A file for `setInputFiles`. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real PNG picture, a square of one colour drawn by the page's browser: the server decodes
 * every uploaded image and refuses bytes that are not one. Works on any page, about:blank too.
 */
export async function pngPicture(page: Page, name: string, color: string, size = 64): Promise<FilePayload> {
  const dataUrl = await page.evaluate(
    ({ color, size }) => {
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("No 2D canvas");
      context.fillStyle = color;
      context.fillRect(0, 0, size, size);
      return canvas.toDataURL("image/png");
    },
    { color, size },
  );
  return { name, mimeType: "image/png", buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64") };
}

/** Whether an <img> on the page has loaded a picture (the server answered it with an image it could show). */
export async function hasLoadedPicture(image: ReturnType<Page["locator"]>): Promise<boolean> {
  return image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0);
}

/**
 * A real JPEG photo of `width`×`height`, a diagonal gradient drawn by the page's browser: wide enough
 * for the server to keep it in several widths (decision 0034). Works on any page, about:blank too.
 */
export async function jpegPhoto(page: Page, name: string, width: number, height: number): Promise<FilePayload> {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("No 2D canvas");
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, "#1d3557");
      gradient.addColorStop(1, "#e9c46a");
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL("image/jpeg", 0.9);
    },
    { width, height },
  );
  return { name, mimeType: "image/jpeg", buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64") };
}
