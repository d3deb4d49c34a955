import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkPdf, detectUploadType, isLosslessWebp } from "./file-type.ts";
import { samplePdf } from "./test-pdf.ts";
import { animation } from "./test-images.ts";

describe("recognising uploads by their bytes", () => {
  it.each([
    ["ffd8ffdb", "image/jpeg"],
    ["89504e470d0a1a0a0000000d49484452", "image/png"],
    [Buffer.from("GIF87a......").toString("hex"), "image/gif"],
    [Buffer.from("RIFF....WEBPVP8L").toString("hex"), "image/webp"],
    ["000000206674797068656963000000006d6966316176696600000000", "image/avif"],
    [Buffer.from("%PDF-1.4\n").toString("hex"), "application/pdf"],
  ])("recognises %s", (hex, type) => {
    expect(detectUploadType(Buffer.from(hex, "hex"))).toBe(type);
  });

  it.each([
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ["HTML", "<html><body>hi</body></html>"],
    ["a PNG signature without its header chunk", "\x89PNG\r\n\x1a\n<script>"],
    ["a HEIC image", "\x00\x00\x00\x18ftypheic\x00\x00\x00\x00heic"],
    ["a RIFF that is not WebP", "RIFF\x00\x00\x00\x00WAVEfmt "],
    ["nothing", ""],
  ])("does not recognise %s", (_, text) => {
    expect(detectUploadType(Buffer.from(text, "latin1"))).toBeUndefined();
  });
});

describe("telling a lossless WebP from a lossy one", () => {
  const picture = () => sharp({ create: { width: 4, height: 3, channels: 3, background: "#3366cc" } });

  it.each([
    ["a lossless still image", () => picture().webp({ lossless: true }).toBuffer(), true],
    ["a lossy still image", () => picture().webp({ quality: 80 }).toBuffer(), false],
    [
      "a lossy still image with transparency and EXIF",
      () =>
        picture()
          .ensureAlpha(0.5)
          .webp()
          .withExif({ IFD0: { Make: "x" } })
          .toBuffer(),
      false,
    ],
    [
      "a lossless animation",
      () => animation("webp", ["#ff0000", "#00ff00"]).then((webp) => sharp(webp, { animated: true }).webp({ lossless: true }).toBuffer()),
      true,
    ],
    ["a lossy animation", () => animation("webp", ["#ff0000", "#00ff00"]), false],
  ])("recognises %s", async (_, make, lossless) => {
    expect(isLosslessWebp(await make())).toBe(lossless);
  });
});

describe("checking a file offered as a PDF", () => {
  it("accepts a well-formed PDF", () => {
    expect(checkPdf(samplePdf())).toBe("pdf");
  });

  it("calls a PDF cut short broken", () => {
    const pdf = samplePdf();
    expect(checkPdf(pdf.subarray(0, pdf.length - 40))).toBe("broken");
  });

  it.each([
    ["an HTML page", Buffer.from("<!doctype html><html><body>%PDF-1.4</body></html>")],
    ["a PNG renamed to .pdf", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")],
    ["a header without a version", Buffer.from("%PDF-x startxref %%EOF")],
  ])("refuses %s", (_, bytes) => {
    expect(checkPdf(bytes)).toBe("other");
  });
});
