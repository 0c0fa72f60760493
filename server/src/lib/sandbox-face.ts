/**
 * The one face every sandbox picture shows (decision 0143), as a face-api descriptor: the sandbox provider's member
 * face, and the verified face the demo data set gives its verified members (db/seed), so that a demo member's upload
 * under the sandbox matches it. Below the modules so the seed may read it.
 */
export const SANDBOX_MEMBER_FACE: readonly number[] = Array.from({ length: 128 }, (_, i) => Math.sin(i + 1) / 10);
