-- Reserved: this migration's helper replaces this file with its statements.
SELECT 1;
