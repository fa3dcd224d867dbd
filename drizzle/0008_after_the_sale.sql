CREATE TABLE `admin_sign_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`door` text NOT NULL,
	`signed_in_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_sign_ins_signed_in_at` ON `admin_sign_ins` (`signed_in_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`read_at` text,
	`done_at` text,
	`done_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_at` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_read_at` ON `contact_messages` (`read_at`);--> statement-breakpoint
CREATE TABLE `newsletter_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`consented_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_signups_email_unique` ON `newsletter_signups` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_signups_consented_at` ON `newsletter_signups` (`consented_at`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`payment_id` text NOT NULL,
	`sequence` integer NOT NULL,
	`credit_note_number` text NOT NULL,
	`amount` integer NOT NULL,
	`vat_amount` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`state` text NOT NULL,
	`provider_reference` text,
	`refunded_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_sequence_unique` ON `refunds` (`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_credit_note_number_unique` ON `refunds` (`credit_note_number`);--> statement-breakpoint
CREATE INDEX `refunds_order` ON `refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `refunds_created_at` ON `refunds` (`created_at`);--> statement-breakpoint
ALTER TABLE `admins` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `admins` ADD `last_signed_in_at` text;