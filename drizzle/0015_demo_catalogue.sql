CREATE TABLE `shop_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`changed_by` text NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `categories` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `items` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- A shop seeded before this migration: its demo rows are those with the demo's titles and slugs
-- never saved since they were written (a save sets updated_at apart from created_at).
UPDATE `items` SET `demo` = 1 WHERE `created_at` = `updated_at` AND `title` IN ('Ivory Hour', 'Blush Reverie', 'Saffron Dusk', 'Midnight Souk', 'Scarlet Devotion', 'Avalanche Cloud', 'Garden of Juliet', 'Rosé Champagne', 'Coral Charm Sonata', 'Pink Cashmere', 'Hanoi Lanterns', 'Snowfall', 'White Silk Cascade', 'Ivory Cymbidium Crown', 'Amethyst Veil', 'Oxblood Orchid', 'Rouge Hatbox', 'Petal Atelier', 'Ivory Jewel Box', 'Lilac Keepsake', 'Jumeirah Terrace', 'The Ambassador', 'Lavender Hour', 'Noor', 'Layali', 'Majlis Welcome', 'Glass Cylinder Vase', 'Patchi Chocolate Box', 'Happy Birthday Balloon', 'Handwritten Card on Cotton Paper');--> statement-breakpoint
UPDATE `categories` SET `demo` = 1 WHERE `created_at` = `updated_at` AND `slug` IN ('signature-bouquets', 'roses', 'peonies-ranunculus', 'orchids', 'flower-boxes', 'vase-arrangements', 'ramadan-eid');
