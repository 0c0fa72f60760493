-- Concurrent chat sends in one call (decision 0116): chat_send_messages, now module source in
-- member-chat/sql/chat-send-messages.sql.
-- Its functions were created here until decision 0130; a database that ran this migration then has them already,
-- and every start replaces them with the module source. Nothing is left to run.
SELECT 1;
