-- A chat send in one call (decisions 0107, 0114), called outside any transaction so it commits on its own. In READ
-- COMMITTED each statement of a volatile function takes a new snapshot, so everything after the locks sees every send
-- of this sender and of this match that committed before them. The member guard's read of the session is the first
-- statement, so a send is one round trip: a session the guard would refuse (unknown, revoked, expired, the member
-- blocked or disabled) answers outcome 'session', an unfinished sign-up 'signup', with what was read, before any lock
-- or write, and the server answers them as the guard does (chat.service.ts). Answers parsed by chat.repository.ts.
--
-- Its plans whatever the statistics say (decision 0129). PL/pgSQL keeps a generic plan for each statement of a
-- function once it has run five times in a connection, and the pool keeps its connections. A plan made while
-- match_messages was analyzed nearly empty (the seed's and the bench's VACUUM ANALYZE, or autovacuum's first ANALYZE
-- of a young table) scanned the whole table five times a send once it had grown: a seq scan of a table believed empty
-- costs nothing. So it runs with enable_seqscan off (every statement of a send is a keyed lookup of a few rows; a seq
-- scan is never the right plan for one), and every statement is written so that one index is the cheapest path at any
-- table size, including a table believed empty, where index paths tie on cost and the slightest difference decides:
-- - every table a statement reads is restricted by its own key to values already known (the match row is read first
--   and the partner's id computed from it), so no join ever has to scan one of them whatever join method is chosen;
-- - the match row is read by its id alone (ended and membership are checked afterwards), so no partial index whose
--   predicate the query implies, and no index holding id as a later column, competes with the primary key;
-- - a lookup that another index could also serve orders by the intended index's next column, so that index needs no
--   sort and wins the tie: the client id (match, sender, client id), the intro count (match, sender) and the other
--   side's first message (match, seq). The windows read the sender's index backwards.
--
-- The detectors run before the call (decision 0150): p_safety_kind is what the recipient will be warned of (stored on
-- the row), and p_needs_confirm asks "Are you sure?" first: a new message (never a retry of a stored one) that passes
-- every rule answers outcome 'nudge' and writes nothing.
--
-- Rich chat (decisions 0157, 0168): p_kind is text, voice or photo; a voice or photo send names p_attachment_id, an
-- attachment of this match the sender uploaded and has not sent (under the sender's lock, so two sends of one
-- attachment cannot both pass; the unique index would refuse the second anyway), else 'attachment-not-found', and of
-- the kind sent, else 'attachment-kind'. p_reply_to must be a seq of this match, else 'reply-not-found'. A retry of a
-- known client id answers the stored message before these checks, like every other rule.
-- The signatures before decision 0150 (without the two detector parameters) and before rich chat, replaced below.
DROP FUNCTION IF EXISTS "chat_send_message"(uuid, integer, uuid, uuid, uuid, text, timestamptz, integer, integer, timestamptz, integer, timestamptz);
DROP FUNCTION IF EXISTS "chat_send_message"(uuid, integer, uuid, uuid, uuid, text, timestamptz, integer, integer, timestamptz, integer, timestamptz, text, boolean);
CREATE OR REPLACE FUNCTION "chat_send_message"(
	p_session_id uuid, p_complete_step integer, p_match_id uuid, p_sender_id uuid, p_client_message_id uuid, p_text text, p_now timestamptz,
	p_intro_limit integer, p_per_minute integer, p_minute_since timestamptz, p_per_day integer, p_day_since timestamptz,
	p_safety_kind text, p_needs_confirm boolean, p_kind text, p_attachment_id uuid, p_reply_to integer,
	OUT outcome text, OUT other_id uuid, OUT my_receipts boolean, OUT their_receipts boolean, OUT my_first_name text,
	OUT nth_newest_at timestamptz,
	OUT message_id uuid, OUT message_seq integer, OUT message_text text, OUT message_created_at timestamptz,
	OUT message_safety_kind text,
	OUT message_kind text, OUT message_attachment_id uuid, OUT message_reply_to integer,
	OUT their_mark integer,
	OUT session_found boolean, OUT session_revoked_at timestamptz, OUT session_expires_at timestamptz,
	OUT sender_is_blocked boolean, OUT sender_disabled boolean, OUT sender_last_seen_at timestamptz,
	OUT sender_auth_step integer
) LANGUAGE plpgsql VOLATILE SET enable_seqscan = off AS $$
DECLARE
	v_admitted boolean;
	v_low uuid;
	v_high uuid;
	v_ended_at timestamptz;
	v_attachment_kind text;
BEGIN
	-- The guard's read, as member_session_standing reads it, with the guard's one rule of a session's standing
	-- (member_session_admitted): 'session' where the guard answers 401, 'signup' where it answers 403 for an
	-- unfinished sign-up (a sign-up step that was never written counts as the first). The session's member is compared
	-- with IS NOT DISTINCT FROM (both are never null), which no index serves: the session is read by its primary key,
	-- never through the index of the member's sessions, which would read every session the member ever had.
	SELECT true, s.revoked_at, s.expires_at, m.is_blocked, m.disabled, m.last_seen_at, sa.auth_step,
			{{member_session_admitted(s, m, p_now)}}
		INTO session_found, session_revoked_at, session_expires_at, sender_is_blocked, sender_disabled,
			sender_last_seen_at, sender_auth_step, v_admitted
	FROM member_sessions s
	JOIN members m ON m.id = p_sender_id
	LEFT JOIN signup_authentications sa ON sa.member_id = p_sender_id
	WHERE s.id = p_session_id AND s.member_id IS NOT DISTINCT FROM p_sender_id
	LIMIT 1;
	IF NOT FOUND OR NOT v_admitted THEN
		outcome := 'session';
		RETURN;
	END IF;
	IF coalesce(sender_auth_step, 1) <> p_complete_step THEN
		outcome := 'signup';
		RETURN;
	END IF;
	-- The sender's lock first (their sends queue here, so the minute and day counts and the client-id check cannot
	-- be passed by concurrent sends), then the match row's (its seq counter; an unmatch or a block, which update the
	-- row, wait for this send, or it for them): the same order, and the same key, as before. The row is checked once
	-- locked, so an unmatch that committed while this send waited is seen.
	PERFORM pg_advisory_xact_lock(hashtextextended('chat-sender:' || p_sender_id::text, 0));
	SELECT mm.member_low_id, mm.member_high_id, mm.ended_at INTO v_low, v_high, v_ended_at
	FROM member_matches mm
	WHERE mm.id = p_match_id
	FOR UPDATE OF mm;
	IF NOT FOUND OR v_ended_at IS NOT NULL OR p_sender_id NOT IN (v_low, v_high) THEN
		outcome := 'not-found';
		RETURN;
	END IF;
	other_id := CASE WHEN v_low = p_sender_id THEN v_high ELSE v_low END;
	-- The partner's §6 visibility: the one rule, memberVisibleTo's (visibility/sql/member-visible-to.sql).
	SELECT me.read_receipts, partner.read_receipts, me.first_name INTO my_receipts, their_receipts, my_first_name
	FROM members me
	JOIN members partner ON partner.id = other_id
	WHERE me.id = p_sender_id
		AND {{member_visible_to(partner, other_id, p_sender_id)}};
	IF NOT FOUND THEN
		other_id := NULL;
		outcome := 'not-found';
		RETURN;
	END IF;

	-- A retry of a known client id answers the stored message, whatever the rules say now. (The two bounds are the
	-- equality; written so, the order by client id is not trivially satisfied, and only the unique index serves it.)
	SELECT m.id, m.seq, m.text, m.created_at, m.safety_kind, m.kind, m.attachment_id, m.reply_to_seq
		INTO message_id, message_seq, message_text, message_created_at, message_safety_kind, message_kind,
			message_attachment_id, message_reply_to
	FROM match_messages m
	WHERE m.match_id = p_match_id AND m.sender_id = p_sender_id
		AND m.client_message_id >= p_client_message_id AND m.client_message_id <= p_client_message_id
	ORDER BY m.client_message_id
	LIMIT 1;
	IF FOUND THEN
		outcome := 'known';
	ELSE
		-- The attachment: this match's, the sender's, not sent yet, of the kind sent. Then the message replied to.
		IF p_attachment_id IS NOT NULL THEN
			SELECT a.kind INTO v_attachment_kind FROM chat_attachments a
			WHERE a.id = p_attachment_id AND a.match_id = p_match_id AND a.uploader_id = p_sender_id;
			IF NOT FOUND OR EXISTS (SELECT 1 FROM match_messages m WHERE m.attachment_id = p_attachment_id) THEN
				outcome := 'attachment-not-found';
				RETURN;
			END IF;
			IF v_attachment_kind IS DISTINCT FROM p_kind THEN
				outcome := 'attachment-kind';
				RETURN;
			END IF;
		END IF;
		IF p_reply_to IS NOT NULL AND NOT EXISTS (
				SELECT 1 FROM match_messages m WHERE m.match_id = p_match_id AND m.seq = p_reply_to) THEN
			outcome := 'reply-not-found';
			RETURN;
		END IF;
		-- The intro rule: at most p_intro_limit messages before the other side writes. Whether they have written comes
		-- first (in a conversation, their first message is among the first few by seq); only if not are the sender's
		-- counted, up to the limit.
		IF (SELECT m.seq FROM match_messages m WHERE m.match_id = p_match_id AND m.sender_id <> p_sender_id
				ORDER BY m.seq LIMIT 1) IS NULL
			AND (SELECT count(*) FROM (SELECT 1 FROM match_messages m WHERE m.match_id = p_match_id AND m.sender_id = p_sender_id
				ORDER BY m.client_message_id LIMIT p_intro_limit) c) >= p_intro_limit THEN
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
		IF p_needs_confirm THEN
			outcome := 'nudge';
			RETURN;
		END IF;
		UPDATE member_matches mm SET last_seq = mm.last_seq + 1, activity_at = p_now
		WHERE mm.id = p_match_id
		RETURNING mm.last_seq INTO message_seq;
		INSERT INTO match_messages (match_id, sender_id, client_message_id, text, seq, created_at, safety_kind, kind,
			attachment_id, reply_to_seq)
		VALUES (p_match_id, p_sender_id, p_client_message_id, p_text, message_seq, p_now, p_safety_kind,
			coalesce(p_kind, 'text'), p_attachment_id, p_reply_to)
		RETURNING match_messages.id, match_messages.text, match_messages.created_at, match_messages.safety_kind,
			match_messages.kind, match_messages.attachment_id, match_messages.reply_to_seq
		INTO message_id, message_text, message_created_at, message_safety_kind, message_kind, message_attachment_id,
			message_reply_to;
		outcome := 'sent';
	END IF;
	-- The partner's read mark, for readByThem.
	their_mark := coalesce((SELECT rm.seq FROM match_read_marks rm WHERE rm.match_id = p_match_id AND rm.member_id = other_id), 0);
END;
$$;
