ALTER TABLE `items` ADD `is_add_on` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee` integer DEFAULT 0 NOT NULL;