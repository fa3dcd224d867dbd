import { describe, expect, it } from "vitest";
import { UNSAFE_FIELD_NAME } from "~/platform/field-names";
import { addressRefusal, MALFORMED_ADDRESS, shopPathOf } from "./request-checks";

describe("a request's address", () => {
  it("refuses malformed percent-encoding in the path", () => {
    expect(addressRefusal("/%ZZ")).toBe(MALFORMED_ADDRESS);
    expect(addressRefusal("/ar/%ZZ?x=1")).toBe(MALFORMED_ADDRESS);
    expect(addressRefusal("/collection/%E2%9C%BF")).toBeNull();
  });

  it("refuses a query parameter named to reach a prototype", () => {
    expect(addressRefusal("/collection?__proto__[bcc]=x")).toBe(UNSAFE_FIELD_NAME);
    expect(addressRefusal("/api/collection?constructor.prototype.x=1")).toBe(UNSAFE_FIELD_NAME);
    expect(addressRefusal("/collection?sort=newest&q=__proto__")).toBeNull();
  });

  it("keeps every path on this shop: runs of slashes are one", () => {
    expect(shopPathOf("//evil.example/contact")).toBe("/evil.example/contact");
    expect(shopPathOf("/ar//evil.example/x?a=//b")).toBe("/ar/evil.example/x?a=//b");
    expect(shopPathOf("/collection?sort=newest")).toBe("/collection?sort=newest");
  });
});
