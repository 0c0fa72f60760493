-- fragment member_discoverable_to(row, member, viewer)
-- Who may be shown to the viewer as someone new (decision 0165): discover, the daily picks, discover's count and likes
-- received. The one rule of who may see whom (member_visible_to: sign-up, blocks, only-verified, hidden contacts)
-- and, on top, what only these lists obey, because a match or a chat partner may still see the member:
-- - snoozed (member_snoozed): out of every list of new people until the snooze ends (its match sees "snoozed");
-- - incognito, in force only while Premium (premium_until later than now(), so it ends with Premium): seen only
--   by members this member liked (one probe of member_likes' primary key, asked only of incognito members).
-- Both read columns of the row first, so a member who is neither costs nothing more.
({{member_visible_to(row, member, viewer)}}
	AND (NOT {{member_snoozed(row)}} OR {{member}} = {{viewer}})
	AND (NOT {{row}}.incognito OR {{member}} = {{viewer}} OR {{row}}.premium_until IS NULL OR {{row}}.premium_until <= now()
		OR EXISTS (SELECT 1 FROM member_likes il WHERE il.liker_id = {{member}} AND il.liked_id = {{viewer}})))
