-- A feed entry written by another module's routine: the outbid notice of auction_place_bid, in the bid's one statement
-- (decision 0096). The feed is this module's table (decision 0139), so its INSERT lives here and the bid calls it.
-- Answers the row, which the bid hands back so the notice is delivered after the commit without being read again.
CREATE OR REPLACE FUNCTION "feed_entry_insert"(p_member_id uuid, p_kind text, p_title text, p_body text,
	p_related_id uuid)
RETURNS member_notifications LANGUAGE plpgsql AS $$
DECLARE
	v_entry member_notifications;
BEGIN
	INSERT INTO member_notifications (member_id, kind, title, body, related_id)
		VALUES (p_member_id, p_kind, p_title, p_body, p_related_id)
		RETURNING * INTO v_entry;
	RETURN v_entry;
END;
$$;
