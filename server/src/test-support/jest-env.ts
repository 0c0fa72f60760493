// Quiet, deterministic defaults for every test process.
process.env.LOG_LEVEL ??= 'silent';
process.env.NODE_ENV = 'test';
