CREATE TABLE `delivery_settings_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`settings` text NOT NULL,
	`changed_by` text NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- The item pages show which slots are left: an order taking or giving back a place,
-- and a change of the delivery settings, make the page cache render them again (decision 012).
CREATE TRIGGER `delivery_settings_changes_insert_catalogue_version` AFTER INSERT ON `delivery_settings_changes` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `orders_insert_catalogue_version` AFTER INSERT ON `orders` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `orders_status_catalogue_version` AFTER UPDATE OF `status` ON `orders` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `orders_delete_catalogue_version` AFTER DELETE ON `orders` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
