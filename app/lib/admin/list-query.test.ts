// An office list's query: the API refuses what it cannot read, the tab's address shows it as the
// first page or no filters, and the page links write the filters back in the same order.
import { expect, test } from "vitest";
import { filtersToSearchParams, PAGE_MESSAGE, readListQuery } from "./list-query";
import { waitlistQuerySchema } from "./waitlist-filters";
import { registrationsQuerySchema } from "../registration-filters";

const address = (query: string) => new URLSearchParams(query);

test("a page that is not a whole number from 1 up is refused by the schema, and read by the tab as the first page", () => {
  for (const page of ["0", "-1", "2.5", "nope", "1e400"]) {
    const refused = waitlistQuerySchema.safeParse({ session: "12", page });
    expect(refused.success, page).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["page"], message: PAGE_MESSAGE });
    expect(readListQuery(waitlistQuerySchema, address(`session=12&page=${page}`))).toEqual({ search: "", site: "all", session: "12", page: 1 });
  }
  expect(waitlistQuerySchema.parse({})).toEqual({ search: "", site: "all", session: "all", page: 1 });
  expect(readListQuery(registrationsQuerySchema, address("status=pending&page=3"))).toEqual({ search: "", status: "pending", payment: "all", page: 3 });
});

test("a filter the tab cannot read shows every row on the page asked for; the search is trimmed and cut at 100 characters", () => {
  expect(readListQuery(waitlistQuerySchema, address("site=Mars&search=Ada&page=2"))).toEqual({ search: "", site: "all", session: "all", page: 2 });
  expect(readListQuery(registrationsQuerySchema, address(`search=${"  x".padEnd(150, "y")}`)).search).toHaveLength(100);
});

test("the page links write the filters in the schema's order, leave out what is not chosen, and the first page's number", () => {
  const filters = { search: "Ada Lovelace", site: "FLC", session: "all" };
  expect(filtersToSearchParams(filters).toString()).toBe("search=Ada+Lovelace&site=FLC");
  expect(filtersToSearchParams(filters, 1).toString()).toBe("search=Ada+Lovelace&site=FLC");
  expect(filtersToSearchParams(filters, 4).toString()).toBe("search=Ada+Lovelace&site=FLC&page=4");
  const registrationFilters = { search: "", status: "all", payment: "none" };
  expect(filtersToSearchParams(registrationFilters, 2).toString()).toBe("payment=none&page=2");
});
