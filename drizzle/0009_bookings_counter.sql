-- A second counter for the bookings: an order changes only the pages that show the delivery places
-- left (an item page, the availability JSON), so it no longer raises the catalogue's counter, which
-- every cached page depends on. Delivery settings change both (the fee and the cut-off show on
-- catalogue pages too).
INSERT OR IGNORE INTO `catalogue_version` (`id`, `version`) VALUES (2, 0);
--> statement-breakpoint
DROP TRIGGER IF EXISTS `orders_insert_catalogue_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `orders_status_catalogue_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `orders_delete_catalogue_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `delivery_settings_changes_insert_catalogue_version`;
--> statement-breakpoint
CREATE TRIGGER `orders_insert_bookings_version` AFTER INSERT ON `orders` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 2; END;
--> statement-breakpoint
CREATE TRIGGER `orders_status_bookings_version` AFTER UPDATE OF `status` ON `orders` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 2; END;
--> statement-breakpoint
CREATE TRIGGER `orders_delete_bookings_version` AFTER DELETE ON `orders` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 2; END;
--> statement-breakpoint
CREATE TRIGGER `delivery_settings_changes_insert_catalogue_version` AFTER INSERT ON `delivery_settings_changes` BEGIN UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` IN (1, 2); END;
