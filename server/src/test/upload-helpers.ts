import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { minimalPdf } from "./minimal-pdf.js";

/** A small real PNG image, different each time so hashes differ. */
export async function pngImage(seed = Math.floor(Math.random() * 255)): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 80, channels: 3, background: { r: seed, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

/** A minimal valid one-page PDF. */
export function pdfDocument(text = "GKF test document"): Buffer {
  return minimalPdf(text);
}

/** A multipart/form-data body with text fields and at most one file. */
export function multipart(
  fields: Record<string, string | undefined>,
  file?: { name?: string; filename: string; data: Buffer; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gkf${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? "file"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  app: FastifyInstance,
  method: "POST" | "PATCH",
  url: string,
  access: string,
  fields: Record<string, string | undefined>,
  file?: { name?: string; filename: string; data: Buffer; contentType?: string },
) {
  const body = multipart(fields, file);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${access}` },
  });
}
