import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/errors.js";
import { inspectUpload, MAX_UPLOAD_BYTES } from "./file-inspector.js";
import {
  makeJavaScriptPdf,
  makeJpeg,
  makeObjectStreamJavaScriptPdf,
  makePdf,
  makePng,
  makePngBomb,
  makeSidewaysJpeg,
  makeWebp,
} from "./files.test-fixtures.js";

/** The status and code an upload is refused with. */
async function refusal(data: Buffer): Promise<{ status: number; code: string; message: string }> {
  const error = await inspectUpload(data).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.statusCode, code: error.code, message: error.message };
}

const UNSUPPORTED = {
  status: 415,
  code: "UNSUPPORTED_FILE_TYPE",
  message: "This kind of file is not accepted. Upload a PDF, JPEG, PNG or WebP file.",
};

describe("inspectUpload accepts", () => {
  it("PNG, JPEG and WebP images, with their type and size in pixels", async () => {
    expect(await inspectUpload(await makePng(400, 300))).toEqual({
      mimeType: "image/png",
      extension: "png",
      width: 400,
      height: 300,
    });
    expect(await inspectUpload(await makeJpeg(640, 480))).toEqual({
      mimeType: "image/jpeg",
      extension: "jpg",
      width: 640,
      height: 480,
    });
    expect(await inspectUpload(await makeWebp(200, 100))).toEqual({
      mimeType: "image/webp",
      extension: "webp",
      width: 200,
      height: 100,
    });
  });

  it("reports a phone photo's size as it is shown, after its EXIF orientation", async () => {
    expect(await inspectUpload(await makeSidewaysJpeg(300, 200))).toMatchObject({ width: 200, height: 300 });
  });

  it("a plain PDF, and one that opens on its first page (an /OpenAction that is not JavaScript)", async () => {
    const pdf = { mimeType: "application/pdf", extension: "pdf", width: null, height: null };
    expect(await inspectUpload(makePdf())).toEqual(pdf);
    expect(await inspectUpload(makePdf({ catalog: "/OpenAction [3 0 R /Fit]" }))).toEqual(pdf);
  });

  it("a PDF whose compressed image data happens to contain the bytes /JS", async () => {
    const scan = Buffer.concat([randomBytes(2000), Buffer.from("/JS ", "latin1"), randomBytes(2000)]);
    const pdf = makePdf({
      objects: [{ dictionary: "<< /Type /XObject /Subtype /Image /Filter /DCTDecode >>", stream: scan }],
    });
    expect((await inspectUpload(pdf)).mimeType).toBe("application/pdf");
  });
});

describe("inspectUpload judges the type from the bytes and refuses", () => {
  it("a Windows program (MZ) whatever it is called", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00", "latin1"), Buffer.alloc(58), randomBytes(200)]);
    expect(await refusal(exe)).toEqual(UNSUPPORTED);
  });

  it("HTML, SVG, ZIP, GIF and plain text", async () => {
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(100)]);
    const gif = Buffer.concat([Buffer.from("GIF89a", "latin1"), randomBytes(100)]);
    for (const data of [html, svg, zip, gif, Buffer.from("just some text")]) {
      expect(await refusal(data)).toEqual(UNSUPPORTED);
    }
  });

  it("an empty file", async () => {
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ status: 415, code: "UNSUPPORTED_FILE_TYPE" });
  });

  it("a file over 5 MB", async () => {
    const large = Buffer.concat([await makePng(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await refusal(large)).toEqual({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than 5 MB.",
    });
  });
});

describe("inspectUpload refuses unsafe files", () => {
  it("a JPEG with a script appended (a polyglot)", async () => {
    const polyglot = Buffer.concat([await makeJpeg(), Buffer.from("<script>alert(document.cookie)</script>")]);
    expect(await refusal(polyglot)).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
  });

  it("a PDF that is also a web page", async () => {
    const polyglot = Buffer.concat([makePdf(), Buffer.from("<HTML><body onload=alert(1)>")]);
    expect(await refusal(polyglot)).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
  });

  it("a PDF that runs JavaScript, plainly or hidden in a compressed object stream", async () => {
    expect(await refusal(makeJavaScriptPdf())).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
    expect(await refusal(makeObjectStreamJavaScriptPdf())).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
  });

  it("PDFs that launch programs, embed files or carry XFA forms, also with escaped names", async () => {
    for (const object of [
      "<< /S /Launch /F (cmd.exe) >>",
      "<< /Type /EmbeddedFile >>",
      "<< /XFA 5 0 R >>",
      "<< /S /L#61unch /F (cmd.exe) >>",
    ]) {
      expect(await refusal(makePdf({ objects: [object] }))).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
    }
  });

  it("a compressed object stream that cannot be read", async () => {
    const pdf = makePdf({
      objects: [{ dictionary: "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>", stream: randomBytes(500) }],
    });
    expect(await refusal(pdf)).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
  });

  it("an object stream that inflates beyond its budget (a PDF decompression bomb)", async () => {
    const bomb = deflateSync(Buffer.alloc(30 * 1024 * 1024, 0x20));
    const pdf = makePdf({
      objects: [{ dictionary: "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>", stream: bomb }],
    });
    expect(await refusal(pdf)).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
  });

  it("a PDF without its %%EOF end (cut off)", async () => {
    const pdf = makePdf();
    expect(await refusal(pdf.subarray(0, pdf.length - 10))).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
  });

  it("a 30000 x 30000 PNG of a few kilobytes (a decompression bomb), before decoding it", async () => {
    const bomb = makePngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb)).toEqual({
      status: 400,
      code: "UNSAFE_FILE",
      message: "This image has more than 40 million pixels, which is more than we accept.",
    });
  });

  it("truncated PNG, JPEG and WebP images", async () => {
    for (const image of [await makePng(), await makeJpeg(), await makeWebp()]) {
      const cut = image.subarray(0, Math.floor(image.length * 0.7));
      expect(await refusal(cut)).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
    }
  });

  it("a file whose magic number lies (PNG signature, then garbage)", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);
    expect(await refusal(fake)).toMatchObject({ status: 400, code: "UNSAFE_FILE" });
  });
});
