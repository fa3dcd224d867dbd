import { describe, expect, test } from "vitest";
import { z } from "zod";
import { allInEnglish } from "~/i18n/in-english.server";
import { ContactForm } from "./contact-form";

const valid = {
  name: "Layla Haddad",
  email: "layla@example.ae",
  phone: "",
  message: "Could you arrange white peonies for Friday evening?",
};

const issuesOf = (input: Record<string, unknown>) => {
  const result = ContactForm.safeParse(input);
  return result.success ? {} : allInEnglish(z.flattenError(result.error).fieldErrors);
};

describe("the contact form schema", () => {
  test("accepts a complete message and trims it", () => {
    const result = ContactForm.parse({ ...valid, name: "  Layla Haddad  " });
    expect(result.name).toBe("Layla Haddad");
    expect(result.email).toBe("layla@example.ae");
  });

  test("requires name, email and message", () => {
    expect(issuesOf({})).toEqual({
      name: ["Please tell us your name."],
      email: ["Please enter your email address."],
      message: ["Please write your message."],
    });
    expect(issuesOf({ ...valid, name: "   ", message: "" })).toEqual({
      name: ["Please tell us your name."],
      message: ["Please write your message."],
    });
  });

  test("wants a real email address", () => {
    expect(issuesOf({ ...valid, email: "layla@" })).toEqual({
      email: ["Please enter a valid email address."],
    });
  });

  test("phone is optional, but must be a number we can call when given", () => {
    expect(issuesOf({ ...valid, phone: undefined })).toEqual({});
    expect(issuesOf({ ...valid, phone: "050 123 4567" })).toEqual({});
    expect(issuesOf({ ...valid, phone: "+44 20 7946 0958" })).toEqual({});
    expect(issuesOf({ ...valid, phone: "12" })).toEqual({
      phone: ["Please enter a valid phone number, e.g. +971 50 123 4567."],
    });
  });

  test("keeps messages to a readable length", () => {
    expect(issuesOf({ ...valid, message: "x".repeat(2001) })).toEqual({
      message: ["Please keep your message under 2,000 characters."],
    });
  });
});
