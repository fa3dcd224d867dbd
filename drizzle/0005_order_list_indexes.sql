DROP INDEX `orders_status`;--> statement-breakpoint
CREATE INDEX `orders_status_created_at` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_customer_name` ON `orders` ("customer_name" collate nocase);--> statement-breakpoint
CREATE INDEX `orders_total_amount` ON `orders` (`total_amount`);--> statement-breakpoint
CREATE INDEX `order_lines_order` ON `order_lines` (`order_id`);