CREATE INDEX "members_email_prefix_idx" ON "members" USING btree (lower("email") text_pattern_ops);
