-- One open detection item per member (decision 0158): detections now enter the queue in the transaction that records
-- them, and two messages of one member sent at once must not make two items.
CREATE UNIQUE INDEX "moderation_items_open_detection_unique" ON "moderation_items" USING btree ("member_id") WHERE "kind" = 'detection' AND "status" = 'open';
