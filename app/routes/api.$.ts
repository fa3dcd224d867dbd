import { jsonError } from "~/api/respond.server";

const notFound = ({ request }: { request: Request }) =>
  jsonError(404, `There is no ${request.method} ${new URL(request.url).pathname} in this API.`);

export const loader = notFound;
export const action = notFound;
