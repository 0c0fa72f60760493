/**
 * The product flow (bio first, mutual like, photo unlock, silent declines), told as four steps: their texts are
 * `<step>Title` and `<step>Body` in ../texts.ts.
 */
export const howItWorks = ['step1', 'step2', 'step3', 'step4'] as const;
