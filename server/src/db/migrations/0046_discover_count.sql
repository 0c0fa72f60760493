-- Reserved for the discover count's speed (issue 43); replaced before it lands.
SELECT 1;
