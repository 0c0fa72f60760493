-- The conversation list counts each conversation's unread messages: the partner's messages above the member's read
-- mark (decision 0176). With (match_id, sender_id, client_message_id) the count read every message the partner ever
-- sent in the match (5,000 in each of 20 conversations: 96 ms); this index reads only those above the mark.
CREATE INDEX "match_messages_sender_seq_idx" ON "match_messages" USING btree ("match_id", "sender_id", "seq");
