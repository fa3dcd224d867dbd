ALTER TABLE `order_status_history` ADD `delivery_id` text REFERENCES deliveries(id) ON DELETE cascade;
