import { z } from 'zod';

/*
 * The one rule for every text a member writes (decision 0077): normalised to NFC, format characters removed
 * (bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, zero-width spaces, the BOM, soft
 * hyphens: Unicode category Cf), and blank once they are gone counts as empty. The zero-width joiner and
 * non-joiner stay inside a text, because emoji sequences and some scripts need them, but never make it visible.
 */
const FORMAT_CHARACTERS = /(?![\u200C\u200D])\p{Cf}/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const LETTER = /\p{L}/u;

/** A member's text as it is stored: NFC, without format characters (but ZWJ/ZWNJ), trimmed. */
export const cleanMemberText = (text: string) => text.normalize('NFC').replace(FORMAT_CHARACTERS, '').trim();

export const hasVisibleCharacter = (text: string) => VISIBLE.test(text);
export const hasLetter = (text: string) => LETTER.test(text);

type MemberTextOptions = {
  max: number;
  tooLong: string;
  /** Set for a required text: the message when it is missing or has nothing visible. */
  required?: string;
  /** Set for names: the message when it has no letter. */
  letterRequired?: string;
};

/** A zod string field that applies the member-text rule, then checks what is left. */
export function memberTextField(options: MemberTextOptions) {
  return z
    .string(options.required ? { error: options.required } : undefined)
    .overwrite(cleanMemberText)
    .max(options.max, { error: options.tooLong })
    .refine((text) => !options.required || hasVisibleCharacter(text), { error: options.required ?? '' })
    .refine((text) => !options.letterRequired || text === '' || hasLetter(text), {
      error: options.letterRequired ?? '',
    });
}
