// What a promise rejects with, checked to be a ShopError, for tests that read its kind and words.
import { expect } from "vitest";
import { ShopError } from "~/platform/errors";

export async function shopErrorOf(promise: Promise<unknown>): Promise<ShopError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ShopError);
  return error as ShopError;
}
