-- fragment member_verified(member)
-- Whether a member carries the verified badge (decision 0146), written once for cards, discover's `verified=true`,
-- `onlyVerified` and the routines: liveness passed, the verified face accepted (not waiting for staff) within the last
-- 12 months and not asked again (phone change, fake-photos report acted on), and the member's first approved photo
-- shows that face. `member` is the member's id (a column or a parameter).
(EXISTS (SELECT 1 FROM members vm WHERE vm.id = {{member}} AND vm.liveness_verified)
	AND EXISTS (SELECT 1 FROM member_verified_faces vf WHERE vf.member_id = {{member}} AND vf.status = 'verified'
		AND vf.verified_at > now() - interval '12 months' AND vf.reverify_reason IS NULL)
	AND (SELECT fp.face_match FROM member_photos fp WHERE fp.member_id = {{member}} AND fp.status = 'approved'
		ORDER BY fp.position, fp.created_at LIMIT 1) = 'match')
