-- A bid in one call (decision 0096): the auction's lock is held only while the database runs this function and
-- commits, never across a round trip to the server or a turn of its event loop. The rules are bid-rules.ts's, line
-- for line (auction_bid_decision, auction_shown_status, auction_extended_end); a test runs both on the same cases.

-- decideBid: proxy bidding. refusal is 'too-low' or 'already-higher', or null when the bid is accepted.
CREATE FUNCTION "auction_bid_decision"(
	p_starting_bid integer, p_increment integer, p_current_bid integer, p_leader_member_id uuid, p_leader_max integer,
	p_member_id uuid, p_max_amount integer,
	OUT refusal text, OUT leads boolean, OUT current_bid integer, OUT leader_member_id uuid, OUT leader_max integer,
	OUT releases_previous_leader boolean, OUT outbid_member_id uuid
) LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	v_minimum integer := coalesce(p_current_bid + p_increment, p_starting_bid);
BEGIN
	IF p_max_amount < v_minimum THEN
		refusal := 'too-low';
		RETURN;
	END IF;
	IF p_leader_member_id IS NULL OR p_leader_max IS NULL OR p_current_bid IS NULL THEN
		leads := true; current_bid := p_starting_bid; leader_member_id := p_member_id; leader_max := p_max_amount;
		releases_previous_leader := false;
		RETURN;
	END IF;
	IF p_leader_member_id = p_member_id THEN
		IF p_max_amount <= p_leader_max THEN
			refusal := 'already-higher';
			RETURN;
		END IF;
		-- A leader raising their own maximum: the price stays.
		leads := true; current_bid := p_current_bid; leader_member_id := p_member_id; leader_max := p_max_amount;
		releases_previous_leader := true;
		RETURN;
	END IF;
	IF p_max_amount > p_leader_max THEN
		leads := true; current_bid := least(p_leader_max + p_increment, p_max_amount);
		leader_member_id := p_member_id; leader_max := p_max_amount;
		releases_previous_leader := true; outbid_member_id := p_leader_member_id;
		RETURN;
	END IF;
	-- The leader's maximum covers it (a tie goes to the earlier bid): the price rises to this bid plus one increment.
	leads := false; current_bid := least(p_max_amount + p_increment, p_leader_max);
	leader_member_id := p_leader_member_id; leader_max := p_leader_max; releases_previous_leader := false;
END;
$$;
--> statement-breakpoint
-- shownStatus: a scheduled auction is live between its start and its effective end.
CREATE FUNCTION "auction_shown_status"(p_status text, p_starts_at timestamptz, p_effective_ends_at timestamptz, p_now timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN p_status <> 'scheduled' THEN p_status WHEN p_now < p_starts_at THEN 'scheduled'
		WHEN p_now < p_effective_ends_at THEN 'live' ELSE 'ended' END
$$;
--> statement-breakpoint
-- extendedEnd: a bid in the last soft_close_seconds moves the end to now + soft_close_seconds, never past ends_at + the cap.
CREATE FUNCTION "auction_extended_end"(p_now timestamptz, p_effective_ends_at timestamptz, p_ends_at timestamptz,
	p_soft_close_seconds integer, p_max_extension_seconds integer)
RETURNS timestamptz LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
	IF p_soft_close_seconds = 0 OR p_effective_ends_at - p_now > make_interval(secs => p_soft_close_seconds) THEN
		RETURN p_effective_ends_at;
	END IF;
	RETURN greatest(p_effective_ends_at, least(p_now + make_interval(secs => p_soft_close_seconds),
		p_ends_at + make_interval(secs => p_max_extension_seconds)));
END;
$$;
--> statement-breakpoint
-- One two-legged posting over accounts the caller has locked (decision 0094), in one statement as writePosting writes
-- it: the key first (a key posted before writes nothing and answers false), then the entries and both balances. The
-- CHECK on member accounts still refuses a negative balance; the deferred trigger still checks the sum at commit.
CREATE FUNCTION "token_transfer"(p_key text, p_kind text, p_reference text, p_from uuid, p_to uuid, p_amount bigint)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	v_posted boolean;
BEGIN
	WITH posting AS (
		INSERT INTO token_postings (idempotency_key, kind, reference) VALUES (p_key, p_kind, p_reference)
			ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
	entries AS (
		INSERT INTO token_entries (posting_id, account_id, amount)
			SELECT posting.id, leg.account_id, leg.amount FROM posting, (VALUES (p_from, -p_amount), (p_to, p_amount)) AS leg (account_id, amount)
			RETURNING account_id, amount),
	moved AS (
		UPDATE token_accounts t SET balance = t.balance + entries.amount FROM entries WHERE t.id = entries.account_id)
	SELECT EXISTS (SELECT 1 FROM posting) INTO v_posted;
	RETURN v_posted;
END;
$$;
--> statement-breakpoint
-- placeBid's transaction (bidding.service.ts), whole: lock the auction, answer a repeated clientBidId with the
-- auction as it stands, refuse a bid that is not live or breaks the rules, lock both members' accounts in id order,
-- post the release of the previous leader's hold, the bidder's hold (and its release when it does not lead), write
-- the bid and the auction, and the outbid notice. Answers jsonb: { outcome, auction, myMax, ... } (see placeBidInSql).
CREATE FUNCTION "auction_place_bid"(p_auction_id uuid, p_member_id uuid, p_client_bid_id uuid, p_max_amount integer,
	p_now timestamptz, p_outbid_title text, p_outbid_body text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	a auctions;
	d record;
	r record;
	v_status text;
	v_now timestamptz;
	v_bid_id uuid := gen_random_uuid();
	v_previous uuid;
	v_available uuid;
	v_available_balance bigint;
	v_held uuid;
	v_previous_available uuid;
	v_previous_held uuid;
	v_needed bigint;
	v_notice member_notifications;
BEGIN
	SELECT * INTO a FROM auctions WHERE id = p_auction_id FOR UPDATE;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('outcome', 'not-found');
	END IF;
	-- The server's clock (p_now, read before the call), moved on by however long the lock took: the end and the soft
	-- close are judged at the moment the bid holds the auction, as when the server read its clock after the lock.
	v_now := p_now + (clock_timestamp() - statement_timestamp());
	-- A retried request: read after the lock, so a retry that committed while this one waited is seen.
	IF EXISTS (SELECT 1 FROM auction_bids b WHERE b.member_id = p_member_id AND b.client_bid_id = p_client_bid_id) THEN
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
		INSERT INTO member_notifications (member_id, kind, title, body, related_id)
			VALUES (d.outbid_member_id, 'auction-outbid', p_outbid_title, format(p_outbid_body, a.title), a.id)
			RETURNING * INTO v_notice;
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
