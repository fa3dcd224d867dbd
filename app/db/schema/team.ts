// The team's tables: admins, their API and session tokens, their sign-ins and what they did.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createdAt, partOf } from "./columns";

export const admins = sqliteTable("admins", {
  id: id(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** Set for a colleague's first password: they must choose their own before anything else. */
  mustChangePassword: integer("must_change_password", { mode: "boolean" }).notNull().default(false),
  /** 'owner' (runs the team, delivery settings, legal details) or 'staff'. */
  role: text("role").notNull().default("staff"),
  /** Where the shop writes to this colleague (owners hear of every change to the team). */
  email: text("email"),
  /** Who added this colleague (null for the first admin). */
  createdBy: text("created_by"),
  lastSignedInAt: text("last_signed_in_at"),
  /** When the admin last chose their own password; null while it is the one they were given. */
  passwordChangedAt: text("password_changed_at"),
  createdAt: createdAt(),
});

export const apiTokens = sqliteTable("api_tokens", {
  id: id(),
  adminId: partOf("admin_id", () => admins.id),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: text("created_at").notNull(),
  expiresAt: text("expires_at").notNull(),
  /** Tokens unused for 12 hours end (the idle timeout), whatever their expiry. */
  lastUsedAt: text("last_used_at"),
  revokedAt: text("revoked_at"),
});

/** Every sign-in of a team member, kept after they leave (the username, not a reference). */
export const adminSignIns = sqliteTable(
  "admin_sign_ins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    /** "portal" (the admin pages) or "api" (a bearer token) */
    door: text("door").notNull(),
    signedInAt: text("signed_in_at").notNull(),
  },
  (t) => [index("admin_sign_ins_signed_in_at").on(t.signedInAt)],
);

/**
 * What the team did and what was tried against it: sign-ins (failed ones too), team and role
 * changes, refunds, status changes, delivery settings, content. Append-only: triggers refuse
 * updates and deletes.
 */
export const activityLog = sqliteTable(
  "activity_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    /** The username who acted (or tried to, for a failed sign-in), or "system". */
    actor: text("actor").notNull(),
    /** e.g. "sign-in", "sign-in-failed", "team-added", "role-changed", "refund" */
    action: text("action").notNull(),
    /** What it was done to: a username, an order number… */
    subject: text("subject").notNull().default(""),
    details: text("details", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index("activity_log_at").on(t.at), index("activity_log_actor").on(t.actor)],
);
export type ActivityRow = typeof activityLog.$inferSelect;
