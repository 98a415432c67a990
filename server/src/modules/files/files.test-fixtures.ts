import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "../../db/database.js";

// Real files for tests, made on the spot: images by sharp, PDFs by hand.

/** Pixels that do not compress, so that cutting a file short cuts into its image data. */
function noise(width: number, height: number, seed = 1): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[index] = state >> 16;
  }
  return pixels;
}

const image = (width: number, height: number) => sharp(noise(width, height), { raw: { width, height, channels: 3 } });

export const makePng = (width = 400, height = 300) => image(width, height).png().toBuffer();
export const makeJpeg = (width = 640, height = 480) => image(width, height).jpeg({ quality: 85 }).toBuffer();
export const makeWebp = (width = 200, height = 100) => image(width, height).webp().toBuffer();

/** A JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise to show), as phones do. */
export const makeSidewaysJpeg = (width = 300, height = 200) =>
  image(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();

/**
 * A complete one-page PDF 1.4. `catalog` is added to the catalog dictionary; `objects` become
 * objects 4, 5... (a string is a dictionary, `{ dictionary, stream }` a stream object).
 */
export function makePdf(
  options: { catalog?: string; objects?: Array<string | { dictionary: string; stream: Buffer }> } = {},
): Buffer {
  const objects: Array<string | { dictionary: string; stream: Buffer }> = [
    `<< /Type /Catalog /Pages 2 0 R${options.catalog ? ` ${options.catalog}` : ""} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    ...(options.objects ?? []),
  ];
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  const add = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === "string") {
      add(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, "latin1"));
    } else {
      const dictionary = object.dictionary.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`);
      add(Buffer.from(`${index + 1} 0 obj\n${dictionary}\nstream\n`, "latin1"));
      add(object.stream);
      add(Buffer.from("\nendstream\nendobj\n", "latin1"));
    }
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  add(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(chunks);
}

/** A PDF that runs JavaScript when opened. */
export const makeJavaScriptPdf = () =>
  makePdf({ catalog: "/OpenAction 4 0 R", objects: ["<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>"] });

/** A PDF whose JavaScript action hides in a compressed object stream (PDF 1.5). */
export function makeObjectStreamJavaScriptPdf(): Buffer {
  const hidden = "<< /Type /Action /S /Java#53cript /JS (app.alert\\(1\\)) >>";
  const header = "5 0 ";
  const content = Buffer.from(`${header}${hidden}`, "latin1");
  return makePdf({
    catalog: "/OpenAction 5 0 R",
    objects: [
      {
        dictionary: `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode >>`,
        stream: deflateSync(content),
      },
    ],
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid PNG of side × side black pixels (1-bit grey) in about 110 KB: decoding it would take
 * `side²` pixels of memory (900 million for the default), the shape of a decompression bomb.
 */
export function makePngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Every row is a zero filter byte and zero pixels, so the whole image is zeros.
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A member to own files (owner_user_id references users); returns the new user's id. */
export async function insertTestUser(db: Kysely<Database>): Promise<string> {
  const district = await db.selectFrom("districts").select(["region_code", "code"]).executeTakeFirstOrThrow();
  const id = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("users")
    .values({
      id,
      first_name: "Ama",
      last_name: "Mensah",
      email: `${id}@test.gkf`,
      tel: null,
      login_with: "email",
      password_hash: "not-a-real-hash",
      main_role: "ATHLETE",
      date_of_birth: "2012-05-04",
      gender: "FEMALE",
      region_code: district.region_code,
      district_code: district.code,
      is_active: 1,
      email_verified_at: at,
      tel_verified_at: null,
      consent_at: at,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}
