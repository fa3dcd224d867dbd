// heic-decode ships no types; this is the part of its API the shop uses.
declare module "heic-decode" {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type PendingImage = { width: number; height: number; decode(): Promise<DecodedImage> };
  type Decode = {
    (input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
    all(input: { buffer: Uint8Array | ArrayBuffer }): Promise<PendingImage[] & { dispose(): void }>;
  };
  const decode: Decode;
  export default decode;
}
