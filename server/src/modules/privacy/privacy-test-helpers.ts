import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config/config.js";
import { pdfDocument, pngImage, upload } from "../../test/upload-helpers.js";

export const DAY = 86_400_000;
export const ADD = "/api/my-account/membership/document/add";
export const UPDATE = "/api/my-account/membership/document/update";
export const pdf = () => ({ filename: "doc.pdf", data: pdfDocument() });
export const png = async () => ({ filename: "new.png", data: await pngImage() });

/** Where a file's bytes (and thumbnail) are on disk, by the files row. */
export async function diskPathsOf(app: FastifyInstance, config: AppConfig, fileId: string): Promise<string[]> {
  const row = await app.db
    .selectFrom("files")
    .select(["storage_key", "thumbnail_key"])
    .where("id", "=", fileId)
    .executeTakeFirstOrThrow();
  return [row.storage_key, row.thumbnail_key]
    .filter((key): key is string => key !== null)
    .map((key) => path.join(config.dataDir, "files", key));
}

export const onDisk = (paths: string[]) => paths.map((file) => fs.existsSync(file));

/** A member's document (a Ghana card as a PDF), answered as the member sees it. */
export async function addCard(app: FastifyInstance, access: string) {
  const response = await upload(
    app,
    "POST",
    ADD,
    access,
    { document_type: "GHANA_CARD", document_number: "GHA-123456789-0" },
    pdf(),
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: string }>();
}

export async function fileIdOf(app: FastifyInstance, documentId: string): Promise<string> {
  return (await app.db.selectFrom("documents").select("file_id").where("id", "=", documentId).executeTakeFirstOrThrow())
    .file_id;
}
