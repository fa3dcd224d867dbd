// An order's delivery address as its JSON column stores it: the fields the checkout's address
// rules (~/delivery/address) give, kept here so the schema needs nothing above the database.
import type { Emirate } from "./emirates";

export interface StoredAddress {
  emirate: Emirate;
  area: string;
  building: string;
  flat: string | undefined;
  street: string | undefined;
  landmark: string | undefined;
  makani: string | undefined;
  mapUrl: string | undefined;
}
