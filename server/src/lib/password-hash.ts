/** bcrypt cost for admin passwords and access codes; one place, so logins, staff invitations and the first admin agree. */
export const BCRYPT_ROUNDS = 10;
