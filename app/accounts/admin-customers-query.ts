// The customers list keeps what the admin chose in its URL — the search and where the page starts
// — so every control is a plain link or GET form that works without JavaScript. A page starts
// after (or ends before) one customer, named by when they signed up and their id: paging walks
// the index instead of counting past thousands of rows.
export const CUSTOMERS_PER_PAGE = 50;
const SEARCH_MAX_LENGTH = 100;

/** A customer's place in the list, newest first. */
export interface CustomerPlace {
  createdAt: string;
  id: string;
}

export interface CustomersQuery {
  /** Part of an email address, any case; "" for everyone. */
  search: string;
  /** The page starts after this customer ('Next')… */
  after: CustomerPlace | null;
  /** …or ends before this one ('Previous'). */
  before: CustomerPlace | null;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~([0-9a-zA-Z_-]{1,64})$/;

export const cursorOf = (place: CustomerPlace): string => `${place.createdAt}~${place.id}`;

export function placeFrom(cursor: string | null): CustomerPlace | null {
  const match = CURSOR.exec(cursor ?? "");
  return match ? { createdAt: match[1]!, id: match[2]! } : null;
}

export function customersQueryFrom(params: URLSearchParams): CustomersQuery {
  const after = placeFrom(params.get("cursor"));
  return {
    search: (params.get("q") ?? params.get("search") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    after,
    before: after ? null : placeFrom(params.get("before")),
  };
}

/** The list's address: the search, and the page's start when it is not the first page. */
export function customersHref(
  search: string,
  page: { cursor?: string | null; before?: string | null } = {},
): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page.cursor) params.set("cursor", page.cursor);
  else if (page.before) params.set("before", page.before);
  const query = params.toString();
  return query ? `/admin/customers?${query}` : "/admin/customers";
}
