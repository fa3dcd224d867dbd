ALTER TABLE `items` ADD `ingredients_ar` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `items` ADD `dimensions_ar` text;--> statement-breakpoint
ALTER TABLE `items` ADD `care` text;--> statement-breakpoint
ALTER TABLE `items` ADD `care_ar` text;--> statement-breakpoint
ALTER TABLE `sizes` ADD `description_ar` text;--> statement-breakpoint
ALTER TABLE `sizes` ADD `ingredients_ar` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `sizes` ADD `dimensions` text;--> statement-breakpoint
ALTER TABLE `sizes` ADD `dimensions_ar` text;