-- The chat send's plans whatever the statistics say (decision 0129): chat_send_message and chat_send_messages with
-- enable_seqscan off, now module source in member-chat/sql/.
-- Its functions were created here until decision 0130; a database that ran this migration then has them already,
-- and every start replaces them with the module source. Nothing is left to run.
SELECT 1;
