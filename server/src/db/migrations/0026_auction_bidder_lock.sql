-- Auctions under account deletion (decision 0123): the bidder's lock in auction_place_bid and auction_place_bids,
-- now module source in auctions/sql/.
-- Its functions were created here until decision 0130; a database that ran this migration then has them already,
-- and every start replaces them with the module source. Nothing is left to run.
SELECT 1;
