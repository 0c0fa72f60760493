/** The control centre's block, set and cleared by the moderation queue's suspensions and bans (decision 0153). */
export { setMemberBlock } from './member-block.repository';
