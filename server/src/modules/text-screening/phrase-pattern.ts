import { normaliseText } from './normalise-text';

/**
 * The phrase syntax rules are written in, compiled once to a regular expression over the normalised text (words
 * joined by single spaces):
 *   word        a word, normalised like the text (so "i'll", "pleeease" and "account" meet their spellings)
 *   word*       a word starting so ("invest*": invest, invests, investment)
 *   (a|b c)     a choice, each side itself a phrase; `(…)?` or `word?` is optional
 *   ~N          a gap of up to N words
 *   #name       a fragment: a shared phrase (FRAGMENTS) or, for amounts, a regular expression
 */

/** Digits survive normalisation as they are ("15,000" is "15 000"); number words are normalised ("three": "thre"). */
const NUMBER_WORD = '(?:one|two|thre|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred)';
const AMOUNT = new RegExp(
  [
    '(?:naira |ngn ?|n)\\d+(?: \\d{3})*(?: ?(?:k|m|naira|thousand))?',
    '\\d+(?: \\d{3})*(?: ?(?:k|m|naira|thousand|grand|bucks))',
    '\\d{3,}(?: \\d{3})*',
    `${NUMBER_WORD}(?: ?(?:k|thousand|naira|grand))`,
  ].join('|'),
);

export const FRAGMENTS: Record<string, string | RegExp> = {
  amt: AMOUNT,
  num: /\d+/,
  times: /\d+x/,
  will: "i will|i'll|ill|i wil|i go|i shall|i'm going to|im going to|i am going to|i'm gonna|im gonna|i gonna|imma|let me|lemme|make i|i can|i fit|i would|i'd",
  you: "you|u|ya|yu|you're|youre|you are|you be|una",
  bank: '(gtbank|gtb|gt bank|guaranty trust|access|zenith|first bank|firstbank|fbn|uba|opay|palmpay|palm pay|moniepoint|kuda|fidelity|wema|alat|sterling|union|stanbic|stanbic ibtc|ecobank|polaris|fcmb|keystone|providus|jaiz|heritage|unity|globus|titan|carbon|vfd|paga|suntrust|fairmoney) (bank)?',
  platform:
    'whatsapp|watsapp|whatsap|watsap|wassap|whassap|whatapp|telegram|telegra|tele|tg|snapchat|snap|instagram|insta|ig|facebook|fb|tiktok|tik tok|twitter|imo|messenger|wechat|hangouts',
  insult:
    'stupid|idiot|fool|foolish|mumu|ode|olodo|bastard|bitch|ashawo|prostitute|ugly|useless|worthless|dumb|werey|oloshi|ewu|goat|dog|pig|slut|whore|loser|imbecile|moron|bush girl|bush boy|illiterate',
  sexbody:
    'dick|cock|pussy|tit|tits|titties|breast*|nipple*|penis|backside|nyash|toto|prick|preek|thing down there|private part*',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function splitTop(source: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of source) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Each compiled item begins with the space before its first word. */
function compileItem(item: string): string {
  const optional = item.endsWith('?') && item.length > 1;
  const body = optional ? item.slice(0, -1) : item;
  const gap = /^~(\d+)$/.exec(body);
  if (gap) return `(?: [^ ]+){0,${gap[1]}}`;
  let re: string;
  if (body.startsWith('(') && body.endsWith(')')) re = `(?:${compileChoice(body.slice(1, -1))})`;
  else if (body.startsWith('#')) {
    const fragment = FRAGMENTS[body.slice(1)];
    if (fragment === undefined) throw new Error(`phrase-pattern: unknown fragment ${body}`);
    re = typeof fragment === 'string' ? `(?:${compileChoice(fragment)})` : ` (?:${fragment.source})`;
  } else {
    const prefix = body.endsWith('*');
    const word = normaliseText(prefix ? body.slice(0, -1) : body).text;
    if (!word) throw new Error(`phrase-pattern: empty word in "${item}"`);
    re = ` ${escape(word)}${prefix ? '[^ ]*' : ''}`;
  }
  return optional ? `(?:${re})?` : re;
}

function compileChoice(source: string): string {
  return splitTop(source, '|')
    .map((alternative) => compileSequence(alternative))
    .join('|');
}

function compileSequence(source: string): string {
  return splitTop(source, ' ').map(compileItem).join('');
}

/** A phrase as a regular expression over `' ' + normalised text`; the match begins at the space before its first word. */
export function compilePhrase(phrase: string): RegExp {
  return new RegExp(`(?:${compileChoice(phrase)})(?= |$)`);
}

/** Where a compiled phrase matches in normalised text, as `[from, to)` offsets of that text, or null. */
export function matchPhrase(pattern: RegExp, normalised: string): [number, number] | null {
  const found = pattern.exec(` ${normalised}`);
  if (!found) return null;
  return [found.index, found.index + found[0].length - 1];
}
