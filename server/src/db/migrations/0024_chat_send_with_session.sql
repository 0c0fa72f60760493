-- A chat send and its session check in one call (decision 0114): the member guard's read (member_session_standing,
-- member-sessions.repository.ts) is the function's first statement, so a send is one round trip, not two. A session
-- the guard would refuse (unknown, revoked, expired, the member blocked or disabled, sign-up unfinished) answers
-- outcome 'session' with what was read, before any lock or write, and the server answers it as the guard does
-- (require-member.ts). Otherwise as chat_send_message of migration 0021; change both restatements together.
DROP FUNCTION "chat_send_message"(uuid, uuid, uuid, text, timestamptz, integer, integer, timestamptz, integer, timestamptz);
--> statement-breakpoint
CREATE FUNCTION "chat_send_message"(
	p_session_id uuid, p_complete_step integer, p_match_id uuid, p_sender_id uuid, p_client_message_id uuid, p_text text, p_now timestamptz,
	p_intro_limit integer, p_per_minute integer, p_minute_since timestamptz, p_per_day integer, p_day_since timestamptz,
	OUT outcome text, OUT other_id uuid, OUT my_receipts boolean, OUT their_receipts boolean, OUT my_first_name text,
	OUT nth_newest_at timestamptz,
	OUT message_id uuid, OUT message_seq integer, OUT message_text text, OUT message_created_at timestamptz,
	OUT their_mark integer,
	OUT session_found boolean, OUT session_revoked_at timestamptz, OUT session_expires_at timestamptz,
	OUT sender_is_blocked boolean, OUT sender_disabled boolean, OUT sender_last_seen_at timestamptz,
	OUT sender_auth_step integer
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	-- The guard's read, as member_session_standing reads it; its verdict as admitMember and requireCompletedSignup
	-- give it (a sign-up step that was never written counts as the first).
	SELECT true, s.revoked_at, s.expires_at, m.is_blocked, m.disabled, m.last_seen_at, sa.auth_step
		INTO session_found, session_revoked_at, session_expires_at, sender_is_blocked, sender_disabled,
			sender_last_seen_at, sender_auth_step
	FROM member_sessions s
	JOIN members m ON m.id = s.member_id
	LEFT JOIN signup_authentications sa ON sa.member_id = m.id
	WHERE s.id = p_session_id AND s.member_id = p_sender_id
	LIMIT 1;
	IF NOT FOUND OR session_revoked_at IS NOT NULL OR session_expires_at <= p_now OR sender_is_blocked OR sender_disabled
		OR coalesce(sender_auth_step, 1) <> p_complete_step THEN
		outcome := 'session';
		RETURN;
	END IF;
	-- The sender's lock first (their sends queue here, so the minute and day counts and the client-id check cannot
	-- be passed by concurrent sends), then the match row's (its seq counter; an unmatch or a block, which update the
	-- row, wait for this send, or it for them): the same order, and the same key, as before.
	PERFORM pg_advisory_xact_lock(hashtextextended('chat-sender:' || p_sender_id::text, 0));
	SELECT partner.id, me.read_receipts, partner.read_receipts, me.first_name
		INTO other_id, my_receipts, their_receipts, my_first_name
	FROM member_matches mm
	JOIN members me ON me.id = p_sender_id
	JOIN members partner ON partner.id = CASE WHEN mm.member_low_id = p_sender_id THEN mm.member_high_id ELSE mm.member_low_id END
	WHERE mm.id = p_match_id AND mm.ended_at IS NULL AND (mm.member_low_id = p_sender_id OR mm.member_high_id = p_sender_id)
		AND partner.completed_signup AND NOT partner.is_blocked AND NOT partner.disabled
		AND NOT EXISTS (SELECT 1 FROM signup_authentications sa WHERE sa.member_id = partner.id AND sa.auth_step <> 11)
		AND NOT EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = p_sender_id AND b.blocked_id = partner.id)
		AND NOT EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = partner.id AND b.blocked_id = p_sender_id)
	FOR UPDATE OF mm;
	IF NOT FOUND THEN
		outcome := 'not-found';
		RETURN;
	END IF;

	-- A retry of a known client id answers the stored message, whatever the rules say now.
	SELECT m.id, m.seq, m.text, m.created_at INTO message_id, message_seq, message_text, message_created_at
	FROM match_messages m
	WHERE m.match_id = p_match_id AND m.sender_id = p_sender_id AND m.client_message_id = p_client_message_id;
	IF FOUND THEN
		outcome := 'known';
	ELSE
		-- The intro rule: at most p_intro_limit messages before the other side writes.
		IF (SELECT count(*) FROM (SELECT 1 FROM match_messages m
				WHERE m.match_id = p_match_id AND m.sender_id = p_sender_id LIMIT p_intro_limit) c) >= p_intro_limit
			AND NOT EXISTS (SELECT 1 FROM match_messages m WHERE m.match_id = p_match_id AND m.sender_id <> p_sender_id) THEN
			outcome := 'wait-for-reply';
			RETURN;
		END IF;
		-- The rolling windows: the sender's p_per_minute-th / p_per_day-th newest message inside the window, whose
		-- time tells when a place frees up (Retry-After).
		SELECT m.created_at INTO nth_newest_at FROM match_messages m
		WHERE m.sender_id = p_sender_id AND m.created_at > p_minute_since
		ORDER BY m.created_at DESC OFFSET p_per_minute - 1 LIMIT 1;
		IF FOUND THEN
			outcome := 'minute-full';
			RETURN;
		END IF;
		SELECT m.created_at INTO nth_newest_at FROM match_messages m
		WHERE m.sender_id = p_sender_id AND m.created_at > p_day_since
		ORDER BY m.created_at DESC OFFSET p_per_day - 1 LIMIT 1;
		IF FOUND THEN
			outcome := 'day-full';
			RETURN;
		END IF;
		UPDATE member_matches mm SET last_seq = mm.last_seq + 1, activity_at = p_now
		WHERE mm.id = p_match_id
		RETURNING mm.last_seq INTO message_seq;
		INSERT INTO match_messages (match_id, sender_id, client_message_id, text, seq, created_at)
		VALUES (p_match_id, p_sender_id, p_client_message_id, p_text, message_seq, p_now)
		RETURNING match_messages.id, match_messages.text, match_messages.created_at
		INTO message_id, message_text, message_created_at;
		outcome := 'sent';
	END IF;
	-- The partner's read mark, for readByThem.
	their_mark := coalesce((SELECT rm.seq FROM match_read_marks rm WHERE rm.match_id = p_match_id AND rm.member_id = other_id), 0);
END;
$$;
