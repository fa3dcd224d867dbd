// Epic Stack's invariantResponse: a loader states what must hold, and a failed condition is a
// thrown Response the route's error boundary shows (a 404 for a missing thing, a 400 by default).

export function invariantResponse(
  condition: unknown,
  message: string,
  init: ResponseInit = {},
): asserts condition {
  if (!condition) throw new Response(message, { status: 400, ...init });
}
