/** Blocks that a new account inherits from a deleted one on its phone (deleted-phones calls this at sign-in). */
export { insertInheritedBlocks } from './inherited-blocks.repository';
