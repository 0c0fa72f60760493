import { z } from 'zod';

/*
 * The one rule for every text a member writes (decisions 0077, 0125): what renders as nothing is removed, then
 * NFC, trimmed, and blank once it is gone counts as empty. Removed: the format characters (Unicode Cf) and the
 * other default-ignorable code points: bidi embeddings, overrides, isolates and marks, zero-width spaces, word
 * joiners, the BOM, soft hyphens, Hangul fillers, variation selectors, tag characters. Kept, because emoji and
 * some scripts need them: one zero-width joiner or non-joiner between two visible characters, one variation
 * selector right after a visible character, and the tags of the three subdivision flags (England, Scotland,
 * Wales). Control characters other than line breaks are refused.
 */
const INVISIBLE = String.raw`\p{Default_Ignorable_Code_Point}\p{Cf}`;
const BASE = String.raw`[^\s${INVISIBLE}\p{Cc}]`;
const SELECTOR = String.raw`[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]`;
const SUBDIVISION_FLAG = String.raw`\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}`;
// The kept sequences are the first group; any other invisible code point matches the last alternative.
const INVISIBLE_UNLESS_KEPT = new RegExp(
  String.raw`(${SUBDIVISION_FLAG}|(?<=${BASE})${SELECTOR}|(?<=${BASE}${SELECTOR}?)[\u200C\u200D](?=${BASE}))|[${INVISIBLE}]`,
  'gu',
);
const VISIBLE = /(?!\u2800)[\p{L}\p{N}\p{P}\p{S}]/u;
const LETTER = /\p{L}/u;
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A member's text as it is stored: invisible characters removed (but the ones emoji need), NFC, trimmed. */
export const cleanMemberText = (text: string) =>
  text
    .replace(INVISIBLE_UNLESS_KEPT, (_found, kept: string | undefined) => kept ?? '')
    .normalize('NFC')
    .trim();

/** A letter, digit, punctuation mark or symbol (the blank Braille pattern is none of them to a reader). */
export const hasVisibleCharacter = (text: string) => VISIBLE.test(text);
export const hasLetter = (text: string) => LETTER.test(text);
/** Characters as a reader counts them (code points), not UTF-16 units. */
export const characterCount = (text: string) => [...text].length;

export const MEMBER_TEXT_MESSAGES = {
  controlCharacters: 'Text cannot contain control characters',
} as const;

type MemberTextOptions = {
  /** Characters (code points) at most, counted after cleaning. */
  max: number;
  tooLong: string;
  /** Set for a required text: the message when it is missing or has nothing visible. */
  required?: string;
  /** Set for names: the message when it has no letter. */
  letterRequired?: string;
  /** The message for a control character other than a line break (a default otherwise). */
  controlCharacters?: string;
};

/** A zod string field that applies the member-text rule, then checks what is left. */
export function memberTextField(options: MemberTextOptions) {
  return z
    .string(options.required ? { error: options.required } : undefined)
    .overwrite(cleanMemberText)
    .refine((text) => !options.required || hasVisibleCharacter(text), { error: options.required ?? '' })
    .refine((text) => characterCount(text) <= options.max, { error: options.tooLong })
    .refine((text) => !CONTROL.test(text), {
      error: options.controlCharacters ?? MEMBER_TEXT_MESSAGES.controlCharacters,
    })
    .refine((text) => !options.letterRequired || text === '' || hasLetter(text), {
      error: options.letterRequired ?? '',
    });
}
