-- fragment member_visible_to(row, member, viewer)
-- The one rule of who may see whom (docs/domain-rules.md#visibility), written once for the repositories
-- (memberVisibleTo, visibility.repository.ts) and the routines (chat_send_message's check on the partner): a fragment
-- of SQL, not a function, so each query keeps its own plan (a SQL function holding subqueries is never inlined).
-- `row` is the member's row (its table or alias), `member` their id, `viewer` the id of who looks.
-- The member finished sign-up, is not blocked or disabled, no block either way. "Finished" also reads the sign-up
-- record, so a member an admin sent back a step (editAuth) is hidden until they finish again, whatever
-- completed_signup still says. The block check is two NOT EXISTS, each one probe of an index, not one OR: without
-- bitmap scans (discover turns them off) an OR reads every block per candidate (bench proposal 0002: 23 ms against
-- 0.55 ms a page at 1M members).
-- "Only verified members" (decision 0146), both ways: a member who asks for it is seen by and sees only verified
-- members, so no like is sent that could never be answered. The viewer's side is one probe per query (it reads no
-- column of the row), and the badge of each candidate is asked only when the viewer asked for verified members.
-- Hidden contacts (decision 0164), both ways: a pair row says one member hid the other's number; like a block, two
-- NOT EXISTS, each one probe of the pair's primary key, and neither side is told.
({{row}}.completed_signup AND NOT {{row}}.is_blocked AND NOT {{row}}.disabled
	AND NOT EXISTS (SELECT 1 FROM signup_authentications sa WHERE sa.member_id = {{member}} AND sa.auth_step <> {{SIGNUP_COMPLETE_STEP}})
	AND NOT EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = {{viewer}} AND b.blocked_id = {{member}})
	AND NOT EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = {{member}} AND b.blocked_id = {{viewer}})
	AND NOT EXISTS (SELECT 1 FROM member_hidden_pairs hp WHERE hp.owner_id = {{viewer}} AND hp.hidden_id = {{member}})
	AND NOT EXISTS (SELECT 1 FROM member_hidden_pairs hp WHERE hp.owner_id = {{member}} AND hp.hidden_id = {{viewer}})
	AND (NOT {{row}}.only_verified OR {{member}} = {{viewer}} OR {{member_verified(viewer)}})
	AND (NOT EXISTS (SELECT 1 FROM members ov WHERE ov.id = {{viewer}} AND ov.only_verified) OR {{member}} = {{viewer}}
		OR {{member_verified(member)}}))
