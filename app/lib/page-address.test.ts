import { expect, test } from "vitest";
import { isDataRequest, pageAddressOf } from "./page-address";

const address = (path: string) => pageAddressOf(new URL(path, "http://camp.invalid"));

test("a page's data request names the page itself", () => {
  expect(address("/checkout.data?registration=5&_routes=routes%2Fcheckout")).toBe("/checkout?registration=5");
  expect(address("/registration.data")).toBe("/registration");
  expect(address("/_.data?_routes=root%2Croutes%2Fhome")).toBe("/");
  expect(address("/account/registrations.data?index")).toBe("/account/registrations");
});

test("a page request keeps its path and query", () => {
  expect(address("/checkout?registration=5")).toBe("/checkout?registration=5");
  expect(address("/registration?step=3")).toBe("/registration?step=3");
  expect(address("/")).toBe("/");
});

test("only the .data twin is a data request", () => {
  expect(isDataRequest(new URL("http://camp.invalid/checkout.data?registration=5"))).toBe(true);
  expect(isDataRequest(new URL("http://camp.invalid/checkout?registration=5"))).toBe(false);
});
