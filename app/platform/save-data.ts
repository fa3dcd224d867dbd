// A visitor who asked their browser to save data (the `Save-Data: on` request header, sent on
// phones in data-saving mode) gets no film or other optional heavy media: a still instead.

/** The header a response must name in `Vary` when its body depends on it. */
export const SAVE_DATA = "Save-Data";

/** The visitor's Save-Data header asks for less. */
export const asksToSaveData = (header: string | null | undefined) =>
  header?.trim().toLowerCase() === "on";

export const savesData = (request: Request) => asksToSaveData(request.headers.get(SAVE_DATA));
