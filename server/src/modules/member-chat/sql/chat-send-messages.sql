-- Concurrent chat sends in one call (decision 0116): chat_send_messages runs chat_send_message (chat-send-message.sql) for
-- each send of a batch, in the batch's order, in one transaction, so a batch costs one round trip and one commit
-- instead of one of each a send. Every lock a send takes is held until the batch commits, so the batch takes them
-- all first in one fixed order (the senders' locks by key, then the match rows by id): two batches, or a batch and
-- an account deletion (which locks its match rows by id too), can then never wait for each other in a circle.
-- Each send then takes the same locks again (a lock already held is granted at once) and answers as it would
-- alone; a send sees every send before it in the batch.
-- Its plans as chat_send_message's (decision 0129): enable_seqscan off.
-- The signatures before decision 0150 (without the detectors' kinds and confirmations) and before rich chat (without
-- kinds, attachments and replies, decisions 0157 and 0168), replaced by the one below.
DROP FUNCTION IF EXISTS "chat_send_messages"(uuid[], uuid[], uuid[], uuid[], text[], timestamptz[], timestamptz[], timestamptz[], integer, integer, integer, integer);
DROP FUNCTION IF EXISTS "chat_send_messages"(uuid[], uuid[], uuid[], uuid[], text[], text[], boolean[], timestamptz[], timestamptz[], timestamptz[], integer, integer, integer, integer);
CREATE OR REPLACE FUNCTION "chat_send_messages"(
	p_session_ids uuid[], p_match_ids uuid[], p_sender_ids uuid[], p_client_message_ids uuid[], p_texts text[],
	p_safety_kinds text[], p_needs_confirms boolean[], p_kinds text[], p_attachment_ids uuid[], p_reply_tos integer[],
	p_nows timestamptz[], p_minute_sinces timestamptz[], p_day_sinces timestamptz[],
	p_complete_step integer, p_intro_limit integer, p_per_minute integer, p_per_day integer
) RETURNS TABLE (
	ord integer, outcome text, other_id uuid, my_receipts boolean, their_receipts boolean, my_first_name text,
	nth_newest_at timestamptz, message_id uuid, message_seq integer, message_text text, message_created_at timestamptz,
	message_safety_kind text, message_kind text, message_attachment_id uuid, message_reply_to integer,
	their_mark integer, session_found boolean, session_revoked_at timestamptz, session_expires_at timestamptz,
	sender_is_blocked boolean, sender_disabled boolean, sender_last_seen_at timestamptz, sender_auth_step integer
) LANGUAGE plpgsql VOLATILE SET enable_seqscan = off AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(k.key)
	FROM (SELECT DISTINCT hashtextextended('chat-sender:' || s::text, 0) AS key FROM unnest(p_sender_ids) s ORDER BY 1) k;
	PERFORM 1 FROM member_matches mm WHERE mm.id = ANY (p_match_ids) ORDER BY mm.id FOR UPDATE OF mm;
	FOR i IN 1 .. coalesce(array_length(p_match_ids, 1), 0) LOOP
		RETURN QUERY SELECT i, r.* FROM chat_send_message(p_session_ids[i], p_complete_step, p_match_ids[i], p_sender_ids[i],
			p_client_message_ids[i], p_texts[i], p_nows[i], p_intro_limit, p_per_minute, p_minute_sinces[i], p_per_day,
			p_day_sinces[i], p_safety_kinds[i], p_needs_confirms[i], p_kinds[i], p_attachment_ids[i], p_reply_tos[i]) r;
	END LOOP;
END;
$$;
