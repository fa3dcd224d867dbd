import { describe, expect, it } from "vitest";
import { shopErrorOf } from "../../tests/support/shop-error";
import { readMultipartForm } from "./multipart.server";

const post = (body: BodyInit, headers: HeadersInit = {}) =>
  new Request("http://shop.test/api/images", { method: "POST", body, headers });

/**
 * A form as it arrives over the wire: encoded bytes. (A Request built on a FormData streams it
 * from a generator that Node 24's fetch keeps feeding after the reader has given up, an
 * unhandled rejection that is the test's, not the shop's.)
 */
async function postForm(form: FormData): Promise<Request> {
  const encoded = new Response(form);
  return post(new Uint8Array(await encoded.arrayBuffer()), {
    "Content-Type": encoded.headers.get("content-type")!,
  });
}

const bytes = (size: number, fill = 7) => new Uint8Array(size).fill(fill);

describe("readMultipartForm", () => {
  it("gives text fields and the files of the file fields", async () => {
    const form = new FormData();
    form.set("title", "Rose Gold Box");
    form.set("image", new File([bytes(10)], "rose.jpg", { type: "image/jpeg" }));
    const { fields, files } = await readMultipartForm(await postForm(form), {
      fileFields: ["image"],
    });
    expect(fields.get("title")).toBe("Rose Gold Box");
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ field: "image", filename: "rose.jpg" });
    expect([...files[0]!.bytes]).toEqual([...bytes(10)]);
  });

  it("treats an empty file input as no file", async () => {
    const form = new FormData();
    form.set("image", new File([], "", { type: "application/octet-stream" }));
    const { files } = await readMultipartForm(await postForm(form), { fileFields: ["image"] });
    expect(files).toEqual([]);
  });

  it("drops files sent in fields that take none", async () => {
    const form = new FormData();
    form.set("sizes", new File([bytes(10)], "sizes.json"));
    const { fields, files } = await readMultipartForm(await postForm(form), {
      fileFields: ["image"],
    });
    expect(files).toEqual([]);
    expect(fields.has("sizes")).toBe(false);
  });

  it("stops a file over 5 MB with 'Image is too large'", async () => {
    const form = new FormData();
    form.set("image", new File([bytes(5_242_881)], "big.png"));
    const error = await shopErrorOf(
      readMultipartForm(await postForm(form), { fileFields: ["image"] }),
    );
    expect(error.kind).toBe("too-large");
    expect(error.message).toBe("Image is too large. Maximum size is 5MB.");
  });

  it("can report a file over 5 MB instead, keeping the other fields", async () => {
    const form = new FormData();
    form.set("image", new File([bytes(5_242_881)], "big.png"));
    form.set("title", "Kept");
    const { fields, files, oversized } = await readMultipartForm(await postForm(form), {
      fileFields: ["image"],
      oversized: "report",
    });
    expect(files).toEqual([]);
    expect(oversized).toEqual([{ field: "image", filename: "big.png" }]);
    expect(fields.get("title")).toBe("Kept");
  });

  it("accepts a file of exactly 5 MB", async () => {
    const form = new FormData();
    form.set("image", new File([bytes(5_242_880)], "edge.png"));
    const { files } = await readMultipartForm(await postForm(form), { fileFields: ["image"] });
    expect(files[0]!.bytes.byteLength).toBe(5_242_880);
  });

  it("refuses a request that declares more than 30 MB before reading it", async () => {
    const request = post("x", {
      "Content-Type": "multipart/form-data; boundary=abc",
      "Content-Length": String(31 * 1024 * 1024),
    });
    const error = await shopErrorOf(readMultipartForm(request, { fileFields: ["image"] }));
    expect(error.kind).toBe("too-large");
    expect(request.bodyUsed).toBe(false);
  });

  it("stops a request once more than 30 MB have streamed in", async () => {
    const form = new FormData();
    for (let i = 0; i < 7; i += 1) form.append("extra", new File([bytes(4_800_000)], `${i}.png`));
    const error = await shopErrorOf(
      readMultipartForm(await postForm(form), { fileFields: ["image"] }),
    );
    expect(error.kind).toBe("too-large");
    expect(error.message).toMatch(/30MB/);
  });

  it("says what is wrong with a body that is not multipart", async () => {
    const request = post(JSON.stringify({ image: "x" }), { "Content-Type": "application/json" });
    const error = await shopErrorOf(readMultipartForm(request, { fileFields: ["image"] }));
    expect(error.kind).toBe("invalid");
    expect(error.message).toMatch(/multipart\/form-data/);
  });

  it("answers a broken multipart body as invalid input", async () => {
    const request = post("--abc\r\nContent-Disposition: nonsense\r\n\r\nhello", {
      "Content-Type": "multipart/form-data; boundary=abc",
    });
    const error = await shopErrorOf(readMultipartForm(request, { fileFields: ["image"] }));
    expect(error.kind).toBe("invalid");
  });
});
