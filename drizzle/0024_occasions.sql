CREATE TABLE `customer_recipients` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_recipients_customer_id` ON `customer_recipients` (`customer_id`);--> statement-breakpoint
CREATE TABLE `recipient_occasions` (
	`id` text PRIMARY KEY NOT NULL,
	`recipient_id` text NOT NULL,
	`kind` text NOT NULL,
	`month_day` text,
	`label` text,
	`muted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`recipient_id`) REFERENCES `customer_recipients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipient_occasions_recipient_id` ON `recipient_occasions` (`recipient_id`);--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `list_headers` text;