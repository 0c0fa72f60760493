-- Bids on one auction placed in turn in one statement (decision 0109): the server queues the bids that arrive for an
-- auction while a call for it is running and sends them together, so a hot auction pays one round trip, one lock
-- hand-over and one commit for each batch instead of each bid. Every bidder's lock (decision 0123) is taken first, in
-- one sorted pass, before the first bid takes the auction's lock: a batch never waits for a deletion while it holds an
-- auction the deletion wants. Each bid is auction_place_bid, in a subtransaction of its own: a bid that fails (the
-- unique clientBidId index, the CHECK on balances) answers its error and the others still stand. Bids are placed in
-- the order given, which is the order they reached the server.
CREATE OR REPLACE FUNCTION "auction_place_bids"(p_auction_id uuid, p_bids jsonb, p_now timestamptz, p_outbid_title text,
	p_outbid_body text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	b jsonb;
	v_answer jsonb;
	v_answers jsonb := '[]'::jsonb;
	v_constraint text;
	v_message text;
BEGIN
	PERFORM pg_advisory_xact_lock_shared(k.key)
	FROM (SELECT DISTINCT hashtextextended('auction-bidder:' || (value->>'memberId'), 0) AS key
		FROM jsonb_array_elements(p_bids) ORDER BY 1) k;
	FOR b IN SELECT value FROM jsonb_array_elements(p_bids) LOOP
		BEGIN
			v_answer := auction_place_bid(p_auction_id, (b->>'memberId')::uuid, (b->>'clientBidId')::uuid,
				(b->>'maxAmount')::integer, p_now, p_outbid_title, p_outbid_body);
		EXCEPTION WHEN OTHERS THEN
			GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME, v_message = MESSAGE_TEXT;
			v_answer := jsonb_build_object('outcome', 'failed', 'code', SQLSTATE, 'constraint', nullif(v_constraint, ''),
				'message', v_message);
		END;
		v_answers := v_answers || jsonb_build_array(v_answer);
	END LOOP;
	RETURN v_answers;
END;
$$;
