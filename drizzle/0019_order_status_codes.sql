-- Order statuses are stored as codes; their English labels are said only where they are shown.
-- The orders and their status history move from the labels to the codes. The activity log keeps
-- what it wrote (it is append-only, a record as it was written): its page says a label for both.
UPDATE `orders` SET `status` = CASE `status`
  WHEN 'Awaiting payment' THEN 'awaiting_payment'
  WHEN 'New paid order' THEN 'new_paid'
  WHEN 'In preparation' THEN 'in_preparation'
  WHEN 'In delivery' THEN 'in_delivery'
  WHEN 'Delivered' THEN 'delivered'
  WHEN 'Cancelled' THEN 'cancelled'
  ELSE `status` END;
--> statement-breakpoint
UPDATE `order_status_history` SET `to_status` = CASE `to_status`
  WHEN 'Awaiting payment' THEN 'awaiting_payment'
  WHEN 'New paid order' THEN 'new_paid'
  WHEN 'In preparation' THEN 'in_preparation'
  WHEN 'In delivery' THEN 'in_delivery'
  WHEN 'Delivered' THEN 'delivered'
  WHEN 'Cancelled' THEN 'cancelled'
  ELSE `to_status` END;
--> statement-breakpoint
UPDATE `order_status_history` SET `from_status` = CASE `from_status`
  WHEN 'Awaiting payment' THEN 'awaiting_payment'
  WHEN 'New paid order' THEN 'new_paid'
  WHEN 'In preparation' THEN 'in_preparation'
  WHEN 'In delivery' THEN 'in_delivery'
  WHEN 'Delivered' THEN 'delivered'
  WHEN 'Cancelled' THEN 'cancelled'
  ELSE `from_status` END
WHERE `from_status` IS NOT NULL;
