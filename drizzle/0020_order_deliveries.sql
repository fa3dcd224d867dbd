CREATE TABLE `deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`delivery_date` text NOT NULL,
	`delivery_time` text NOT NULL,
	`delivery_zone` text,
	`delivery_fee` integer DEFAULT 0 NOT NULL,
	`recipient_name` text,
	`recipient_phone` text,
	`address` text NOT NULL,
	`delivery_address` text,
	`address_from_recipient` integer DEFAULT false NOT NULL,
	`address_pending` integer DEFAULT false NOT NULL,
	`address_received_at` text,
	`card_message` text,
	`surprise` integer DEFAULT false NOT NULL,
	`anonymous` integer DEFAULT false NOT NULL,
	`status` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deliveries_slot` ON `deliveries` (`delivery_date`,`delivery_time`);--> statement-breakpoint
CREATE INDEX `deliveries_order` ON `deliveries` (`order_id`);--> statement-breakpoint
ALTER TABLE `order_lines` ADD `delivery_id` text REFERENCES deliveries(id);--> statement-breakpoint
-- Every order made before deliveries is one delivery, whose id is the order's own: the recipient
-- links, slips and sheets that name the order keep naming its delivery.
INSERT INTO `deliveries` (`id`, `order_id`, `position`, `delivery_date`, `delivery_time`, `delivery_zone`, `delivery_fee`, `recipient_name`, `recipient_phone`, `address`, `delivery_address`, `address_from_recipient`, `address_pending`, `address_received_at`, `card_message`, `surprise`, `anonymous`, `status`, `created_at`, `updated_at`)
SELECT `id`, `id`, 0, `delivery_date`, `delivery_time`, `delivery_zone`, `delivery_fee`, `recipient_name`, `recipient_phone`, `address`, `delivery_address`, `address_from_recipient`, `address_pending`, `address_received_at`, `card_message`, `surprise`, `anonymous`, `status`, `created_at`, `updated_at` FROM `orders`;--> statement-breakpoint
UPDATE `order_lines` SET `delivery_id` = `order_id`;
