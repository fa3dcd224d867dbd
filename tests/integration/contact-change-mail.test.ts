// Staff's changes of the shop's contact details are emailed to the owners: a staff member saves
// Shop content with a new phone and WhatsApp number, and each owner's email in the outbox (written
// with the save) says who changed what from what to what; an owner's own change, or staff's change
// of anything but the contact details, sends nothing.
import { beforeAll, describe, expect, test } from "vitest";
import {
  aColleague,
  FIRST_PASSWORD,
  signInAsAdmin,
  type AdminBrowser,
} from "../support/admin-session";
import { readRows, writeRows } from "../support/database";
import { adminToken, callJson } from "../support/shop";

let owner: AdminBrowser;
let ownerToken: string;
let staffToken: string;
let staffName: string;
const SECOND_OWNER_EMAIL = "amal@roses.example";

const aColleagueAs = async (role: "owner" | "staff") =>
  (await aColleague(owner, { role })).username;

beforeAll(async () => {
  owner = await signInAsAdmin();
  ownerToken = await adminToken();
  // The first owner has no address of their own (the shop's is theirs); the second has one.
  const second = await aColleagueAs("owner");
  writeRows("update admins set email = ? where username = ?", SECOND_OWNER_EMAIL, second);
  staffName = await aColleagueAs("staff");
  staffToken = await adminToken({ username: staffName, password: FIRST_PASSWORD });
});

type Content = Record<string, unknown> & { contact: Record<string, unknown> };

/** The content in force, with one hero slide (the test shop has none of the demo's pictures). */
async function contentNow(): Promise<Content> {
  const { body } = await callJson("/api/admin/content", { token: ownerToken });
  const content = body as Content & { heroSlides: Record<string, unknown>[] };
  return {
    ...content,
    heroSlides: [{ ...content.heroSlides[0], image: "a1".repeat(12) }],
    trustedBy: [],
  };
}

async function save(token: string, content: Content) {
  const saved = await callJson("/api/admin/content", { method: "PUT", token, body: content });
  expect(saved.status).toBe(200);
}

const contactMails = () =>
  readRows<{ recipient: string; subject: string; text: string }>(
    "select recipient, subject, text from outbox_messages where key like 'contact:%' order by recipient",
  );

describe("the owners hear of staff's changes of the contact details", () => {
  test("staff change the phone and WhatsApp: every owner's email names who, what, from and to", async () => {
    const before = await contentNow();
    // Written by an owner first, so the change is from a number the test knows.
    await save(ownerToken, {
      ...before,
      contact: { ...before.contact, phone: "+971 4 111 2222", whatsapp: "+971 50 111 2222" },
    });
    expect(contactMails()).toEqual([]);

    const now = await contentNow();
    await save(staffToken, {
      ...now,
      contact: { ...now.contact, phone: "+971 4 999 8888", whatsapp: "+971 50 999 8888" },
    });
    const mails = contactMails();
    const shopAddress = String(now.contact.email);
    expect(mails.map((mail) => mail.recipient)).toEqual([SECOND_OWNER_EMAIL, shopAddress].sort());
    for (const mail of mails) {
      expect(mail.subject).toContain(`contact details changed by ${staffName}`);
      expect(mail.text).toContain(`${staffName} (Staff) changed the shop's contact details`);
      expect(mail.text).toContain('Phone: "+971 4 111 2222" → "+971 4 999 8888"');
      expect(mail.text).toContain('WhatsApp: "+971 50 111 2222" → "+971 50 999 8888"');
      expect(mail.text).not.toContain("Email:");
    }
  });

  test("an owner's own change, or staff's change of other words, sends nothing", async () => {
    const sent = contactMails().length;
    const now = await contentNow();
    await save(ownerToken, { ...now, contact: { ...now.contact, phone: "+971 4 555 0000" } });
    const later = await contentNow();
    await save(staffToken, { ...later, intro: { en: "Flowers, by hand, in Dubai.", ar: null } });
    expect(contactMails()).toHaveLength(sent);
  });
});
