import zlib from "node:zlib";
import sharp from "sharp";

/** Text that the metadata of `phoneJpeg` carries, each of which must be gone after an upload. */
export const PHONE_METADATA_TEXTS = ["WGS-84", "Lindqvist Phone", "Leopoldstrasse 12", "Client meeting", "IPTC caption"];

/** A JPEG segment: its marker, its length (counting itself) and its payload. */
function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** An APP13 segment as Photoshop writes it, holding one IPTC caption. */
function iptcSegment(caption: string): Buffer {
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0, caption.length]), Buffer.from(caption, "latin1")]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const padding = Buffer.alloc(record.length % 2);
  return jpegSegment(
    0xed,
    Buffer.concat([Buffer.from("Photoshop 3.0\0"), Buffer.from("8BIM"), Buffer.from([0x04, 0x04, 0, 0]), size, record, padding]),
  );
}

/**
 * A photo as a phone takes it: `width`×`height` pixels (2×1 unless told) stored sideways with EXIF
 * orientation 6 (shown `height`×`width`), EXIF with the camera and a GPS position, XMP, IPTC and a
 * JPEG comment.
 */
export async function phoneJpeg(width = 2, height = 1): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#c04030" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Lindqvist Phone", ImageDescription: "Client meeting" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 9/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "11/1 34/1 50/1",
        GPSMapDatum: "WGS-84",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>Leopoldstrasse 12</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  const startOfImage = jpeg.subarray(0, 2);
  return Buffer.concat([startOfImage, iptcSegment("IPTC caption"), jpegSegment(0xfe, Buffer.from("Client meeting")), jpeg.subarray(2)]);
}

/** A small JPEG carrying about `commentBytes` of comment segments, which cleaning removes: a large upload that cleans to a small file. */
export async function jpegWithComments(commentBytes: number): Promise<Buffer> {
  const jpeg = await imageOf("jpeg");
  const segment = jpegSegment(0xfe, Buffer.alloc(65_000, "c"));
  const comments = Array.from({ length: Math.ceil(commentBytes / segment.length) }, () => segment);
  return Buffer.concat([jpeg.subarray(0, 2), ...comments, jpeg.subarray(2)]);
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 3×2 PNG with a tEXt chunk (keyword "Comment") holding `text`, right after its header. */
export async function pngWithText(text: string): Promise<Buffer> {
  const png = await sharp({ create: { width: 3, height: 2, channels: 4, background: "#20608080" } })
    .png()
    .toBuffer();
  // The signature (8 bytes) and the IHDR chunk (25 bytes) come first.
  return Buffer.concat([png.subarray(0, 33), pngChunk("tEXt", Buffer.from(`Comment\0${text}`, "latin1")), png.subarray(33)]);
}

/** A small real image of each allowed type. */
export function imageOf(format: "jpeg" | "png" | "webp" | "gif" | "avif"): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer();
}

/**
 * An animation of `colours.length` frames of `width`×`height`, one colour each, 100 ms apart, looping.
 */
export async function animation(format: "gif" | "webp", colours: string[], width = 4, height = 3): Promise<Buffer> {
  const frames = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .toFormat(format, { loop: 0, delay: colours.map(() => 100) })
    .toBuffer();
}

/**
 * A GIF whose header promises `frames` frames of `width`×`height` pixels in a few bytes (each frame
 * holds an empty LZW stream): what a decompression bomb looks like to the server.
 */
export function pixelBomb(width: number, height: number, frames = 1): Buffer {
  const size = [width & 0xff, width >> 8, height & 0xff, height >> 8];
  const header = [...Buffer.from("GIF89a"), ...size, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff];
  // Graphic control (100 ms), image descriptor, LZW minimum code size 2, one block: clear, end.
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, ...size, 0, 2, 1, 0x2c, 0];
  return Buffer.from([...header, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

/** Bytes that start like a JPEG and then are not one. */
export const BROKEN_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a photo".repeat(10))]);
