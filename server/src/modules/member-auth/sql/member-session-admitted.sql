-- fragment member_session_admitted(session, member, at)
-- Whether a member session is in good standing at `at`: not revoked, not expired, its member neither blocked nor
-- disabled. Written once for the member guard, the refresh, the live channel and chat_send_message; a finished
-- sign-up is asked for separately, since the guard answers that with its own 403.
({{session}}.revoked_at IS NULL AND {{session}}.expires_at > {{at}} AND NOT {{member}}.is_blocked
	AND NOT {{member}}.disabled)
