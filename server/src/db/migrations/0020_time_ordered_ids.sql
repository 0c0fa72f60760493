-- Hot-auction bids (decision 0104): the ids of the append-only tables a bid writes under the auction's lock are
-- time-ordered, by uuid_time_ordered (db/sql/uuid-time-ordered.sql, applied before the migrations as well, since these
-- defaults call it; decision 0130). auction_place_bid's changes of this migration are in auctions/sql/auction-place-bid.sql.
ALTER TABLE "token_postings" ALTER COLUMN "id" SET DEFAULT uuid_time_ordered();
--> statement-breakpoint
ALTER TABLE "token_entries" ALTER COLUMN "id" SET DEFAULT uuid_time_ordered();
--> statement-breakpoint
ALTER TABLE "auction_bids" ALTER COLUMN "id" SET DEFAULT uuid_time_ordered();
--> statement-breakpoint
ALTER TABLE "member_notifications" ALTER COLUMN "id" SET DEFAULT uuid_time_ordered();
