-- Bids on one auction in one statement (decision 0109): auction_place_bids, now module source in
-- auctions/sql/auction-place-bids.sql.
-- Its functions were created here until decision 0130; a database that ran this migration then has them already,
-- and every start replaces them with the module source. Nothing is left to run.
SELECT 1;
