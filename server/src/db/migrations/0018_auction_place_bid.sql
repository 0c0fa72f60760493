-- A bid in one call (decision 0096): auction_place_bid and the bid rules, now module source in
-- auctions/sql/ (bid-rules.sql, auction-place-bid.sql) and the ledger's token_transfer (tokens/ledger/sql/token-transfer.sql).
-- Its functions were created here until decision 0130; a database that ran this migration then has them already,
-- and every start replaces them with the module source. Nothing is left to run.
SELECT 1;
