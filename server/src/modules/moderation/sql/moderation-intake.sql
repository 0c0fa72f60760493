-- The moderation queue's intake at the source (decision 0158): a report filed, a detection over the item weight, a
-- photo held (a profile photo or one sent in chat) or a verified face sent to age review becomes its queue item in the transaction that writes it, so staff
-- see it at once whatever module wrote it. The moderation sweep still runs the same intake set-based as a safety net;
-- the unique (kind, source_key) and the one open detection item per member (moderation_items_open_detection_unique)
-- make a second intake of the same source add nothing. An item's age is its source's, so the SLA and the time to
-- first action run from when the report was filed or the photo held.
--
-- The rank of a category and the hours of each rank are decision 0152's tables (MODERATION_CATEGORY_PRIORITY and
-- MODERATION_SLA_HOURS in the shared package), written in when the routines are applied.
CREATE OR REPLACE FUNCTION "moderation_category_rank"(p_category text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
	SELECT (CASE p_category {{MODERATION_CATEGORY_RANKS}} ELSE {{MODERATION_LOWEST_RANK}} END)::smallint
$$;
CREATE OR REPLACE FUNCTION "moderation_rank_sla_hours"(p_rank smallint) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE p_rank {{MODERATION_RANK_SLA_HOURS}} END
$$;
-- One item, unless its source (or, for a detection, an open detection item of the member) is already in the queue.
CREATE OR REPLACE FUNCTION "moderation_take_in"(
	p_kind text, p_source_key text, p_member_id uuid, p_phone_hash text, p_category text, p_created_at timestamptz
) RETURNS void LANGUAGE sql AS $$
	INSERT INTO moderation_items (kind, source_key, member_id, member_phone_hash, category, priority, created_at, due_at)
	VALUES (p_kind, p_source_key, p_member_id, p_phone_hash, p_category, moderation_category_rank(p_category), p_created_at,
		p_created_at + make_interval(hours => moderation_rank_sla_hours(moderation_category_rank(p_category))))
	ON CONFLICT DO NOTHING
$$;
CREATE OR REPLACE FUNCTION "moderation_intake_report"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM moderation_take_in('report', NEW.id::text, NEW.reported_member_id, NEW.reported_phone_hash, NEW.reason_code,
		NEW.created_at);
	RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "reports_moderation_intake" AFTER INSERT ON "reports"
	FOR EACH ROW WHEN (NEW.status = 'open') EXECUTE FUNCTION "moderation_intake_report"();
-- DETECTION_ITEM_WEIGHT (risk.ts): a detection of weight 1 or more is an item of its own.
CREATE OR REPLACE FUNCTION "moderation_intake_detection"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM moderation_take_in('detection', NEW.id::text, NEW.member_id, NULL, NEW.kind, NEW.created_at);
	RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "text_detections_moderation_intake" AFTER INSERT ON "text_detections"
	FOR EACH ROW WHEN (NEW.weight >= 1) EXECUTE FUNCTION "moderation_intake_detection"();
CREATE OR REPLACE FUNCTION "moderation_intake_photo_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM moderation_take_in('photo-hold', NEW.id::text, NEW.member_id, NULL, coalesce(NEW.reason, 'other'),
		coalesce(NEW.screened_at, NEW.created_at));
	RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "member_photos_moderation_intake" AFTER INSERT OR UPDATE OF "status" ON "member_photos"
	FOR EACH ROW WHEN (NEW.status = 'held') EXECUTE FUNCTION "moderation_intake_photo_hold"();
-- A photo sent in chat that the screening held (decision 0178): the same as a held profile photo, by its uploader.
CREATE OR REPLACE FUNCTION "moderation_intake_chat_photo_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM moderation_take_in('chat-photo-hold', NEW.id::text, NEW.uploader_id, NULL, coalesce(NEW.reason, 'other'),
		coalesce(NEW.screened_at, NEW.created_at));
	RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "chat_attachments_moderation_intake" AFTER INSERT OR UPDATE OF "status" ON "chat_attachments"
	FOR EACH ROW WHEN (NEW.status = 'held') EXECUTE FUNCTION "moderation_intake_chat_photo_hold"();
CREATE OR REPLACE FUNCTION "moderation_intake_face_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM moderation_take_in('face-review', NEW.member_id::text || ':' || extract(epoch from NEW.created_at)::bigint,
		NEW.member_id, NULL, 'underage', NEW.created_at);
	RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER "member_verified_faces_moderation_intake" AFTER INSERT OR UPDATE OF "status"
	ON "member_verified_faces" FOR EACH ROW WHEN (NEW.status = 'review') EXECUTE FUNCTION "moderation_intake_face_review"();
