import type { UploadMimeType } from "@lawfirm/contract";

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString("latin1");

function isAvif(buffer: Buffer): boolean {
  if (buffer.length < 16 || ascii(buffer, 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length);
  // The major brand (bytes 8-12) and the compatible brands after the minor version (from byte 16).
  const brands = [ascii(buffer, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(buffer, offset, offset + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/**
 * Recognises an allowed upload by its leading bytes (its "magic number"), whatever its name
 * or declared type says. Anything else, SVG and HTML included, is not recognised.
 */
export function detectUploadType(buffer: Buffer): UploadMimeType | undefined {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return "image/jpeg";
  if (
    buffer.length >= 16 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
    ascii(buffer, 12, 16) === "IHDR"
  ) {
    return "image/png";
  }
  if (buffer.length >= 6 && (ascii(buffer, 0, 6) === "GIF87a" || ascii(buffer, 0, 6) === "GIF89a")) return "image/gif";
  if (buffer.length >= 16 && ascii(buffer, 0, 4) === "RIFF" && ascii(buffer, 8, 12) === "WEBP" && ascii(buffer, 12, 15) === "VP8") {
    return "image/webp";
  }
  if (isAvif(buffer)) return "image/avif";
  if (buffer.length >= 8 && ascii(buffer, 0, 5) === "%PDF-") return "application/pdf";
  return undefined;
}

/**
 * Whether a WebP is encoded losslessly: its image data (of a still image, or of an animation's
 * first frame) is a "VP8L" chunk rather than a lossy "VP8 " one.
 */
export function isLosslessWebp(buffer: Buffer): boolean {
  return webpImageChunk(buffer, 12, buffer.length) === "VP8L";
}

/** The type of the first image data chunk among the RIFF chunks from `start` to `end`. */
function webpImageChunk(buffer: Buffer, start: number, end: number): string | undefined {
  for (let offset = start; offset + 8 <= end;) {
    const type = ascii(buffer, offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (type === "VP8 " || type === "VP8L") return type;
    // An animation frame: 16 bytes of position, size and timing, then its own chunks.
    if (type === "ANMF") return webpImageChunk(buffer, offset + 8 + 16, Math.min(offset + 8 + size, end));
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

/** How far from its end a PDF's last `%%EOF` may be (writers add a line break or a little padding after it). */
export const PDF_TRAILER_WINDOW = 2048;

/**
 * What a file offered as a PDF is, by its bytes: `pdf` when it starts with a PDF header
 * (`%PDF-1.x` or `%PDF-2.x`) and has the structure every PDF ends with (a cross-reference's
 * `startxref` and the `%%EOF` marker near its end); `broken` when it has the header but not that
 * structure (a truncated download); `other` for anything else, whatever its name says (a
 * renamed image, an HTML page).
 */
export function checkPdf(buffer: Buffer): "pdf" | "broken" | "other" {
  if (detectUploadType(buffer) !== "application/pdf" || !/^%PDF-[12]\.\d/.test(ascii(buffer, 0, 8))) return "other";
  const tail = ascii(buffer, Math.max(0, buffer.length - PDF_TRAILER_WINDOW), buffer.length);
  return tail.includes("%%EOF") && tail.includes("startxref") ? "pdf" : "broken";
}
