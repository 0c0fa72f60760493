-- Last seen is written to members rows all day (decision 0106). No index covers last_seen_at, so with room left on
-- the row's page the update is a heap-only tuple update: the row's new version stays on its page and none of the
-- table's 14 indexes (three trigram GIN among them) gets an entry. Rows inserted from now on leave that room.
ALTER TABLE "members" SET (fillfactor = 85);
