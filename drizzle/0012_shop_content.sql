CREATE TABLE `shop_content` (
	`part` text PRIMARY KEY NOT NULL,
	`value` text,
	`demo` integer DEFAULT false NOT NULL,
	`changed_by` text NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shop_content_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content` text NOT NULL,
	`changed` text DEFAULT '[]' NOT NULL,
	`changed_by` text NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- The storefront shows the shop's content: each save makes the page cache render it again.
CREATE TRIGGER `shop_content_changes_insert_catalogue_version` AFTER INSERT ON `shop_content_changes` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
