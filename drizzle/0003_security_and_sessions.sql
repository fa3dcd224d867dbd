ALTER TABLE `api_tokens` ADD `last_used_at` text;--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `note` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `idempotency_fingerprint` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_due_at` text;