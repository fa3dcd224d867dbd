// The zones' rules live in ./zones (its index is the entry). This forwarder only keeps
// bookings.server.ts's one type import working while that file is being moved elsewhere; the
// move points it at ./zones and deletes this file.
export type { ZoneTiming } from "./zones";
