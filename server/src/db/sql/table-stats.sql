-- The row counts and newest rows of members and signup_authentications (the table_stats table of migration 0002), kept
-- by statement triggers so a page of a large list knows its total and its place without counting (decision 0011).
CREATE OR REPLACE FUNCTION "table_stats_rows_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added bigint;
  oldest record;
  newest record;
BEGIN
  SELECT count(*) INTO added FROM new_rows;
  IF added = 0 THEN RETURN NULL; END IF;
  SELECT created_at, id INTO oldest FROM new_rows ORDER BY created_at, id LIMIT 1;
  SELECT created_at, id INTO newest FROM new_rows ORDER BY created_at DESC, id DESC LIMIT 1;
  -- Rows newer than every existing row leave positions counted from the oldest row as they were.
  UPDATE table_stats SET
    row_count = row_count + added,
    epoch = CASE WHEN head_created_at IS NULL OR (oldest.created_at, oldest.id) > (head_created_at, head_id) THEN epoch ELSE epoch + 1 END,
    head_created_at = CASE WHEN head_created_at IS NULL OR (newest.created_at, newest.id) > (head_created_at, head_id) THEN newest.created_at ELSE head_created_at END,
    head_id = CASE WHEN head_created_at IS NULL OR (newest.created_at, newest.id) > (head_created_at, head_id) THEN newest.id ELSE head_id END
  WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION "table_stats_rows_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed bigint;
BEGIN
  SELECT count(*) INTO removed FROM old_rows;
  IF removed = 0 THEN RETURN NULL; END IF;
  UPDATE table_stats SET row_count = row_count - removed, epoch = epoch + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION "table_stats_row_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_stats SET
    epoch = epoch + 1,
    head_created_at = CASE WHEN head_created_at IS NULL OR (NEW.created_at, NEW.id) > (head_created_at, head_id) THEN NEW.created_at ELSE head_created_at END,
    head_id = CASE WHEN head_created_at IS NULL OR (NEW.created_at, NEW.id) > (head_created_at, head_id) THEN NEW.id ELSE head_id END
  WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION "table_stats_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_stats SET row_count = 0, head_created_at = NULL, head_id = NULL, epoch = epoch + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER "members_stats_added" AFTER INSERT ON "members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_stats_rows_added"();
CREATE OR REPLACE TRIGGER "members_stats_removed" AFTER DELETE ON "members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_stats_rows_removed"();
CREATE OR REPLACE TRIGGER "members_stats_moved" AFTER UPDATE OF created_at, id ON "members" FOR EACH ROW
WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION "table_stats_row_moved"();
CREATE OR REPLACE TRIGGER "members_stats_truncated" AFTER TRUNCATE ON "members" FOR EACH STATEMENT EXECUTE FUNCTION "table_stats_truncated"();
CREATE OR REPLACE TRIGGER "signup_authentications_stats_added" AFTER INSERT ON "signup_authentications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_stats_rows_added"();
CREATE OR REPLACE TRIGGER "signup_authentications_stats_removed" AFTER DELETE ON "signup_authentications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_stats_rows_removed"();
CREATE OR REPLACE TRIGGER "signup_authentications_stats_moved" AFTER UPDATE OF created_at, id ON "signup_authentications" FOR EACH ROW
WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION "table_stats_row_moved"();
CREATE OR REPLACE TRIGGER "signup_authentications_stats_truncated" AFTER TRUNCATE ON "signup_authentications" FOR EACH STATEMENT EXECUTE FUNCTION "table_stats_truncated"();
