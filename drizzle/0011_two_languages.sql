ALTER TABLE `categories` ADD `name_ar` text;--> statement-breakpoint
ALTER TABLE `items` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `items` ADD `short_description_ar` text;--> statement-breakpoint
ALTER TABLE `items` ADD `long_description_ar` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `size_name_ar` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `sizes` ADD `size_name_ar` text;