ALTER TABLE `orders` ADD `delivery_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_zone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `surprise` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `anonymous` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_from_recipient` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_received_at` text;