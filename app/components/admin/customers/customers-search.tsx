// Finding a customer among thousands by part of their email address, any case: a GET form, so it
// works without JavaScript; a new search starts at the first page.
import { Form, Link } from "@remix-run/react";
import { FilterInput } from "~/components/admin/filters";

export function CustomersSearch({ search }: { search: string }) {
  return (
    <Form method="get" action="/admin/customers" role="search" className="customers-search">
      <FilterInput
        key={search}
        id="customers-search"
        label="Search customers"
        className="customers-search__field"
        type="search"
        name="q"
        placeholder="Email address or part of it"
        defaultValue={search}
        maxLength={100}
      />
      <button type="submit" className="button button--secondary customers-search__submit">
        Search
      </button>
      {search ? (
        <Link to="/admin/customers" className="customers-search__clear">
          Clear search
        </Link>
      ) : null}
    </Form>
  );
}
