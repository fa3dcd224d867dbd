// The inbox's rules on the shop's own database: newest first, the unread count, opening marks
// read once, done records who and back to new forgets it.
import { beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import {
  listMessages,
  openMessage,
  setMessageStatus,
  storeContactMessage,
  unreadMessageCount,
} from "./messages.server";

beforeEach(() => {
  db().delete(contactMessages).run();
});

test("a message is stored new and unread, without a phone when none was given", () => {
  const row = storeContactMessage({ name: "Layla", email: "layla@example.ae", message: "Hi" });
  expect(row).toMatchObject({ phone: "", status: "new", readAt: null, doneAt: null });
  expect(unreadMessageCount()).toBe(1);
});

test("the inbox is newest first, filtered by status", () => {
  const older = storeContactMessage({ name: "A", email: "a@example.ae", message: "older" });
  db().update(contactMessages).set({ createdAt: "2026-02-01T08:00:00.000Z" }).run();
  const newer = storeContactMessage({ name: "B", email: "b@example.ae", message: "newer" });
  expect(listMessages("all").map((row) => row.id)).toEqual([newer.id, older.id]);
  setMessageStatus(older.id, "done", "florist");
  expect(listMessages("new").map((row) => row.id)).toEqual([newer.id]);
  expect(listMessages("done").map((row) => row.id)).toEqual([older.id]);
});

test("opening marks read once; done records who, new forgets it", () => {
  const { id } = storeContactMessage({ name: "L", email: "l@example.ae", message: "Peonies?" });
  const first = openMessage(id)!;
  expect(first.readAt).not.toBeNull();
  expect(unreadMessageCount()).toBe(0);
  expect(openMessage(id)!.readAt).toBe(first.readAt);

  expect(setMessageStatus(id, "done", "florist")).toMatchObject({
    status: "done",
    doneBy: "florist",
  });
  expect(setMessageStatus(id, "new", "florist")).toMatchObject({
    status: "new",
    doneBy: null,
    doneAt: null,
  });
  expect(openMessage("000000000000000000000000")).toBeNull();
  expect(setMessageStatus("000000000000000000000000", "done", "florist")).toBeNull();
});
