// The chat bench's "without detectors" instance (decision 0150), and nothing else: preloaded with `--require` into
// server/dist, it replaces the text detectors by one that finds nothing, so the same load measures what detectText adds
// to a send. No setting of the server turns the detectors off; only this file, which production never loads, does.
const { resolve } = require('node:path');

const detectors = require(resolve(__dirname, '../../server/dist/modules/text-screening/detect-text.js'));
detectors.detectText = () => [];
