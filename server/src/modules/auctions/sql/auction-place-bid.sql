-- A bid in one call (decision 0096): the auction's lock is held only while the database runs this function and
-- commits, never across a round trip to the server or a turn of its event loop. placeBid's transaction
-- (bidding.service.ts), whole: the bidder's lock against a deletion of their account (decision 0123), a bid already
-- too low refused before the auction's lock (decision 0104), lock the auction, answer a repeated clientBidId with the
-- auction as it stands (or refuse one the member used on another auction), refuse a bid that is not live or breaks
-- the rules (bid-rules.sql), lock both members' accounts in id order, post the release of the previous leader's hold,
-- the bidder's hold (and its release when it does not lead) through token_transfer, write the bid (a time-ordered id,
-- its ledger keys 'bid:<id>' and 'release:<id>') and the auction, and the outbid notice. Answers jsonb
-- { outcome, auction, myMax, ... }, parsed by bidding.repository.ts. (Two bids at once with one clientBidId on two
-- auctions: the second insert meets the unique index; bidding.service.ts answers that as 'client-bid-id-used'.)
CREATE OR REPLACE FUNCTION "auction_place_bid"(p_auction_id uuid, p_member_id uuid, p_client_bid_id uuid, p_max_amount integer,
	p_now timestamptz, p_outbid_title text, p_outbid_body text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	a auctions;
	d record;
	r record;
	v_status text;
	v_now timestamptz;
	v_bid_id uuid := uuid_time_ordered();
	v_used_on uuid;
	v_previous uuid;
	v_available uuid;
	v_available_balance bigint;
	v_held uuid;
	v_previous_available uuid;
	v_previous_held uuid;
	v_needed bigint;
	v_notice member_notifications;
BEGIN
	-- The bidder's turn against a deletion of their account (decision 0123): the deletion takes this lock exclusively
	-- before it withdraws the member's bids, so a bid of theirs either commits first (and is withdrawn with the rest)
	-- or waits and finds the member gone. Taken before the auction's lock, as auction_place_bids takes it for a batch.
	PERFORM pg_advisory_xact_lock_shared(hashtextextended('auction-bidder:' || p_member_id::text, 0));
	IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member_id) THEN
		RETURN jsonb_build_object('outcome', 'member-gone');
	END IF;
	-- A bid already below the committed minimum is refused without the lock (and without a commit to wait for): the
	-- minimum only rises while an auction is live, so under the lock it would be too low as well. The auction is read
	-- before the clientBidId, so a retry whose first attempt commits in between is seen and goes on to the lock; one
	-- still in flight placed a bid at or above this minimum, and so the same maximum is not refused here.
	SELECT * INTO a FROM auctions WHERE id = p_auction_id;
	IF FOUND AND auction_shown_status(a.status, a.starts_at, a.effective_ends_at, p_now) = 'live'
		AND p_max_amount < auction_minimum_bid(a.starting_bid, a.increment, a.current_bid)
		AND NOT EXISTS (SELECT 1 FROM auction_bids b WHERE b.member_id = p_member_id AND b.client_bid_id = p_client_bid_id) THEN
		RETURN jsonb_build_object('outcome', 'too-low', 'auction', to_jsonb(a));
	END IF;
	SELECT * INTO a FROM auctions WHERE id = p_auction_id FOR UPDATE;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'not-found');
	END IF;
	-- The server's clock (p_now, read before the call), moved on by however long the lock took: the end and the soft
	-- close are judged at the moment the bid holds the auction, as when the server read its clock after the lock.
	v_now := p_now + (clock_timestamp() - statement_timestamp());
	-- A retried request: read after the lock, so a retry that committed while this one waited is seen.
	SELECT b.auction_id INTO v_used_on FROM auction_bids b WHERE b.member_id = p_member_id AND b.client_bid_id = p_client_bid_id;
	IF FOUND AND v_used_on <> a.id THEN
		RETURN jsonb_build_object('outcome', 'client-bid-id-used', 'auction', to_jsonb(a));
	END IF;
	IF FOUND THEN
		RETURN jsonb_build_object('outcome', 'repeated', 'auction', to_jsonb(a), 'myMax',
			(SELECT max(b.max_amount) FROM auction_bids b WHERE b.member_id = p_member_id AND b.auction_id = a.id));
	END IF;
	v_status := auction_shown_status(a.status, a.starts_at, a.effective_ends_at, v_now);
	IF v_status <> 'live' THEN
		RETURN jsonb_build_object('outcome', 'not-live', 'status', v_status, 'auction', to_jsonb(a));
	END IF;
	d := auction_bid_decision(a.starting_bid, a.increment, a.current_bid, a.leader_member_id, a.leader_max, p_member_id,
		p_max_amount);
	IF d.refusal IS NOT NULL THEN
		RETURN jsonb_build_object('outcome', d.refusal, 'auction', to_jsonb(a));
	END IF;
	IF a.leader_member_id IS NOT NULL AND a.leader_bid_id IS NOT NULL AND a.leader_max IS NOT NULL THEN
		v_previous := a.leader_member_id;
	END IF;

	-- Every member account this bid touches, locked in one id-ordered pass (no deadlock between auctions).
	FOR r IN SELECT t.id, t.member_id, t.kind, t.balance FROM token_accounts t
		WHERE t.member_id IN (p_member_id, v_previous) ORDER BY t.id FOR UPDATE
	LOOP
		IF r.member_id = p_member_id AND r.kind = 'available' THEN v_available := r.id; v_available_balance := r.balance;
		ELSIF r.member_id = p_member_id AND r.kind = 'held' THEN v_held := r.id;
		END IF;
		IF r.member_id = v_previous AND r.kind = 'available' THEN v_previous_available := r.id;
		ELSIF r.member_id = v_previous AND r.kind = 'held' THEN v_previous_held := r.id;
		END IF;
	END LOOP;
	-- The previous leader's hold goes first, so a leader raising their own maximum needs only the difference. A member
	-- who never had tokens has no accounts: not enough tokens either. (The CHECK on balances is the guard behind this.)
	v_needed := p_max_amount - CASE WHEN d.releases_previous_leader AND v_previous = p_member_id THEN a.leader_max ELSE 0 END;
	IF v_available IS NULL OR v_held IS NULL OR v_available_balance < v_needed THEN
		RETURN jsonb_build_object('outcome', 'not-enough-tokens', 'auction', to_jsonb(a));
	END IF;

	IF d.releases_previous_leader AND v_previous IS NOT NULL THEN
		PERFORM token_transfer('release:' || a.leader_bid_id, 'release', a.id::text, v_previous_held, v_previous_available,
			a.leader_max);
	END IF;
	-- A bid that does not lead is held and released at once, so nobody bids tokens they do not have.
	PERFORM token_transfer('bid:' || v_bid_id, 'hold', a.id::text, v_available, v_held, p_max_amount);
	IF NOT d.leads THEN
		PERFORM token_transfer('release:' || v_bid_id, 'release', a.id::text, v_held, v_available, p_max_amount);
	END IF;

	INSERT INTO auction_bids (id, auction_id, member_id, client_bid_id, max_amount, price_after, leading_after)
		VALUES (v_bid_id, a.id, p_member_id, p_client_bid_id, p_max_amount, d.current_bid, d.leads);
	UPDATE auctions SET current_bid = d.current_bid, leader_member_id = d.leader_member_id,
		leader_bid_id = CASE WHEN d.leads THEN v_bid_id ELSE a.leader_bid_id END, leader_max = d.leader_max,
		bid_count = a.bid_count + 1,
		effective_ends_at = auction_extended_end(v_now, a.effective_ends_at, a.ends_at, a.soft_close_seconds,
			a.max_extension_seconds),
		updated_at = now()
		WHERE id = a.id RETURNING * INTO a;
	IF d.outbid_member_id IS NOT NULL THEN
		-- The feed's own routine (notifications/sql/feed-entry-insert.sql) writes the entry.
		v_notice := feed_entry_insert(d.outbid_member_id, 'auction-outbid', p_outbid_title, format(p_outbid_body, a.title),
			a.id);
	END IF;

	-- What the answer and the live events need, so nothing is read again after the commit.
	RETURN jsonb_build_object('outcome', 'placed', 'auction', to_jsonb(a), 'myMax',
		(SELECT max(b.max_amount) FROM auction_bids b WHERE b.member_id = p_member_id AND b.auction_id = a.id),
		'tokens', (SELECT jsonb_build_object('available', sum(t.balance) FILTER (WHERE t.kind = 'available'),
			'held', sum(t.balance) FILTER (WHERE t.kind = 'held')) FROM token_accounts t WHERE t.id IN (v_available, v_held)),
		'outbid', CASE WHEN d.outbid_member_id IS NULL THEN NULL ELSE jsonb_build_object(
			'memberId', d.outbid_member_id,
			'myMax', (SELECT max(b.max_amount) FROM auction_bids b WHERE b.member_id = d.outbid_member_id AND b.auction_id = a.id),
			'tokens', (SELECT jsonb_build_object('available', sum(t.balance) FILTER (WHERE t.kind = 'available'),
				'held', sum(t.balance) FILTER (WHERE t.kind = 'held')) FROM token_accounts t
				WHERE t.id IN (v_previous_available, v_previous_held)),
			'notice', to_jsonb(v_notice)) END);
END;
$$;
