-- Reserved for parallel work; replaced by its change or left as a no-op.
SELECT 1;
