-- The bid rules (decision 0096), one text, decided under the auction's lock by auction_place_bid. The server shows an
-- auction's minimum and status with bid-rules.ts's minimumBid and shownStatus, held to these by bid-rules-sql.test.ts.

-- A bid must reach this: the starting bid first, then the current bid plus one increment. (A plain SQL expression, so
-- the planner writes it into the statements that call it.)
CREATE OR REPLACE FUNCTION "auction_minimum_bid"(p_starting_bid integer, p_increment integer, p_current_bid integer)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(p_current_bid + p_increment, p_starting_bid)
$$;
-- Proxy bidding: the system bids for each member up to their hidden maximum. The price is the second-highest maximum
-- plus one increment, capped at the leader's maximum; equal maximums go to the earlier bid. A leader may raise their
-- own maximum, which leaves the price where it is. refusal is 'too-low' or 'already-higher', or null when the bid is
-- accepted.
CREATE OR REPLACE FUNCTION "auction_bid_decision"(
	p_starting_bid integer, p_increment integer, p_current_bid integer, p_leader_member_id uuid, p_leader_max integer,
	p_member_id uuid, p_max_amount integer,
	OUT refusal text, OUT leads boolean, OUT current_bid integer, OUT leader_member_id uuid, OUT leader_max integer,
	OUT releases_previous_leader boolean, OUT outbid_member_id uuid
) LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	v_minimum integer := auction_minimum_bid(p_starting_bid, p_increment, p_current_bid);
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
-- A scheduled auction is live between its start and its effective end.
CREATE OR REPLACE FUNCTION "auction_shown_status"(p_status text, p_starts_at timestamptz, p_effective_ends_at timestamptz, p_now timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN p_status <> 'scheduled' THEN p_status WHEN p_now < p_starts_at THEN 'scheduled'
		WHEN p_now < p_effective_ends_at THEN 'live' ELSE 'ended' END
$$;
-- A bid in the last soft_close_seconds moves the end to now + soft_close_seconds, never past ends_at + the cap.
CREATE OR REPLACE FUNCTION "auction_extended_end"(p_now timestamptz, p_effective_ends_at timestamptz, p_ends_at timestamptz,
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
