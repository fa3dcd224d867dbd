CREATE TABLE `activity_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`details` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_log_at` ON `activity_log` (`at`);--> statement-breakpoint
CREATE INDEX `activity_log_actor` ON `activity_log` (`actor`);--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`message_id` text NOT NULL,
	`order_id` text,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`give_up_at` text NOT NULL,
	`last_error` text,
	`sent_at` text,
	`failed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_messages_key_unique` ON `outbox_messages` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_messages_message_id_unique` ON `outbox_messages` (`message_id`);--> statement-breakpoint
CREATE INDEX `outbox_messages_due` ON `outbox_messages` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_messages_order` ON `outbox_messages` (`order_id`);--> statement-breakpoint
ALTER TABLE `admins` ADD `role` text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `email` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `hold_until` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_key` text;--> statement-breakpoint
CREATE INDEX `orders_hold_until` ON `orders` (`hold_until`);
--> statement-breakpoint
-- The first admin (added by nobody) runs the team; so does the oldest one when the first is gone.
UPDATE `admins` SET `role` = 'owner' WHERE `created_by` IS NULL;
--> statement-breakpoint
UPDATE `admins` SET `role` = 'owner' WHERE NOT EXISTS (SELECT 1 FROM `admins` WHERE `role` = 'owner') AND `id` = (SELECT `id` FROM `admins` ORDER BY `created_at` LIMIT 1);
--> statement-breakpoint
-- Orders already waiting for payment keep their place for the 30 minutes they had.
UPDATE `orders` SET `hold_until` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+30 minutes') WHERE `status` = 'Awaiting payment';
--> statement-breakpoint
-- The activity log is append-only.
CREATE TRIGGER `activity_log_no_update` BEFORE UPDATE ON `activity_log` BEGIN SELECT RAISE(ABORT, 'the activity log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `activity_log_no_delete` BEFORE DELETE ON `activity_log` BEGIN SELECT RAISE(ABORT, 'the activity log is append-only'); END;
