import type { MemberCard } from '@blynd/shared';
import { goalLabel, promptText, valueLabel } from './catalogue-labels';
import { firstCards } from './discover-first-cards';
import { claimFirstPaint, holdAppFor, landingAnswer, type LandingPaint, type RefreshBody } from './boot';
import { rendersEnglishFirst } from '../i18n/stored-language';
import { dataSaverOn } from './components/data-saver-store';

/**
 * Discover's lists painted from the landing answer by the /app/discover shell's inline script, before the app's
 * JavaScript has arrived (docs/decisions/0108-discover-first-card-from-the-boot-answer.md). With real profiles the
 * first card, not the heading, is the Largest Contentful Paint; waiting for React put it at 4–9 s on slow 4G.
 *
 * The HTML is what DiscoverScreen renders from the same answer, byte for byte (renderToString's, separators
 * included; __tests__/discover-first-paint.test.tsx holds the two together), so React hydrates these nodes instead
 * of replacing them: the app takes over without a flash, a shift or a new LCP candidate. Text is escaped as React
 * escapes it. Nothing is painted when the answer lacks a part the screen needs, or once the app has rendered.
 */
type Page = { items: MemberCard[]; nextCursor: string | null };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The comment renderToString puts between adjacent text nodes (prerender.mjs escapes its `<` in the inline script). */
const SEP = '<!-- -->';
const SHARED_MARK = '<span class="visually-hidden"> (shared)</span>';
/** components/verified-badge.tsx as renderToString writes it (decision 0146). */
const VERIFIED_BADGE =
  '<span class="m-verified" title="Face checked: the first photo shows the member&#x27;s verified face"><span aria-hidden="true">✓</span> Verified</span>';
const LOCK_ICON =
  '<svg class="m-locked__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><rect x="2.5" y="7" width="11" height="8" rx="2" fill="currentColor"></rect><path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="1.8"></path></svg>';

const tags = (label: string, items: string[], shared: Set<string>, plain: string, text: (id: string) => string) =>
  `<ul class="m-tags" aria-label="${label}">${items
    .map((id) =>
      shared.has(id)
        ? `<li class="m-tag m-tag--shared">${esc(text(id))}${SHARED_MARK}</li>`
        : `<li class="${plain}">${esc(text(id))}</li>`,
    )
    .join('')}</ul>`;

function photosHtml(card: MemberCard) {
  const { count, unlocked, ids } = card.photos;
  if (count === 0) return '';
  if (unlocked && ids?.length)
    return `<div class="m-card__photos">${ids
      .map(
        (_, index) =>
          `<div class="m-photo m-photo--loading " role="img" aria-label="${esc(`${card.firstName}'s photo ${index + 1}`)} (loading)"></div>`,
      )
      .join('')}</div>`;
  return `<p class="m-locked">${LOCK_ICON} ${SEP}${count}${SEP} ${SEP}${count === 1 ? 'photo' : 'photos'}${SEP}, shown once you both agree to exchange photos</p>`;
}

/** MemberCard (components/member-card.tsx) with headingLevel 3 and discover's Pass and Like buttons. */
export function cardHtml(card: MemberCard): string {
  const age = card.age ? `, ${card.age}` : '';
  const compatibility = card.compatibility;
  const shared = compatibility?.shared;
  const sharedParts = shared
    ? [
        shared.goal ? `the goal “${goalLabel(shared.goal)}”` : null,
        shared.values.length ? `values: ${shared.values.map(valueLabel).join(', ')}` : null,
      ].filter(Boolean)
    : [];
  const name = esc(card.firstName);
  return [
    `<article class="m-card" aria-label="${esc(card.firstName + age)}"><div class="m-card__head">`,
    card.avatar ? `<img class="m-card__avatar" src="${esc(card.avatar)}" alt="" width="56" height="56"/>` : '',
    `<div><h3 class="m-card__name">${name}${age ? `${SEP}${esc(age)}` : ''}${card.verified ? `${SEP} ${VERIFIED_BADGE}` : ''}</h3>`,
    `<p class="m-muted m-card__meta">${esc(card.state)}${card.earningStatus ? `${SEP}${esc(` · ${card.earningStatus}`)}` : ''}</p></div>`,
    compatibility
      ? `<p class="m-score" aria-label="Compatibility ${compatibility.score} out of 100">${compatibility.score}<span aria-hidden="true">%</span></p>`
      : '',
    '</div>',
    card.bio ? `<p class="m-card__bio">${esc(card.bio)}</p>` : '',
    card.interests.length
      ? tags('Interests', card.interests, new Set(shared?.interests ?? []), 'm-tag', (id) => id)
      : '',
    card.relationshipGoal
      ? `<p class="m-card__goal"><span class="m-muted">Looking for:</span> ${SEP}${esc(goalLabel(card.relationshipGoal))}</p>`
      : '',
    card.values.length
      ? tags('Values', card.values, new Set<string>(shared?.values ?? []), 'm-tag m-tag--value', valueLabel)
      : '',
    card.prompts.length
      ? `<dl class="m-card__prompts">${card.prompts
          .map(
            (prompt) =>
              `<div class="m-card__prompt"><dt>${esc(promptText(prompt.promptId))}</dt><dd>${esc(prompt.answer)}</dd></div>`,
          )
          .join('')}</dl>`
      : '',
    sharedParts.length ? `<p class="m-card__shared">You share${SEP} ${SEP}${esc(sharedParts.join('; '))}</p>` : '',
    photosHtml(card),
    `<div class="m-card__actions"><button type="button" class="btn btn--secondary btn--md" aria-label="Pass on ${name}">Pass</button>`,
    `<button type="button" class="btn btn--primary btn--md" aria-label="Like ${name}">Like</button></div></article>`,
  ].join('');
}

const grid = (cards: MemberCard[]) => `<div class="m-grid">${cards.map(cardHtml).join('')}</div>`;

/**
 * DiscoverScreen's settled lists (screens/discover.tsx) as its first render after adopting the paint shows them
 * (the first FIRST_PAINT_CARDS cards), or null when the screen would show something else first (no card at all:
 * its empty state, which the app renders).
 */
export function discoverListsHtml(page: Page, allPicks: MemberCard[]): string | null {
  const pickIds = new Set(allPicks.map((card) => card._id));
  const allCards = page.items.filter((card) => !pickIds.has(card._id));
  if (!allPicks.length && !allCards.length) return null;
  const { picks, cards, partial } = firstCards(allPicks, allCards);
  return [
    picks.length
      ? `<section aria-labelledby="picks-heading" class="m-picks"><h2 id="picks-heading">Today&#x27;s picks</h2>${grid(picks)}</section>`
      : '',
    `<section aria-labelledby="everyone-heading"><h2 id="everyone-heading">${picks.length ? 'More people' : 'People for you'}</h2>`,
    grid(cards),
    page.nextCursor && !partial ? '<button type="button" class="btn btn--secondary btn--md">Show more</button>' : '',
    '</section>',
  ].join('');
}

const isPage = (value: unknown): value is Page =>
  !!value && Array.isArray((value as Page).items) && (value as Page).nextCursor !== undefined;

/** The parts of the refresh answer discover renders from, when all are there and sign-up is finished. */
function paintable(body: RefreshBody): (LandingPaint & { discover: Page; picks: { items: MemberCard[] } }) | null {
  const token = body?.accessToken;
  const landing = body?.landing;
  if (typeof token !== 'string' || !token || !landing) return null;
  const { signup, discover, picks } = landing as {
    signup?: { authStep?: unknown };
    discover?: unknown;
    picks?: unknown;
  };
  if (signup?.authStep !== 11 || !isPage(discover) || !Array.isArray((picks as { items?: unknown })?.items))
    return null;
  return { token, signup, discover, picks: picks as { items: MemberCard[] } };
}

/** The prerendered discover skeleton's loader (components/discover-skeleton.tsx), which the lists replace. */
const skeletonLoader = () =>
  document.querySelector('#main > section.m-screen > div.m-live-region + [role="status"]:last-child');

function paint(body: RefreshBody) {
  // The cards are written in English: for a member whose app renders another language first, React paints them
  // in that language instead of replacing English ones (decision 0171).
  if (!rendersEnglishFirst()) return;
  // The cards' HTML loads avatars: with the data saver on, React renders them with initials instead (decision 0173).
  if (dataSaverOn()) return;
  const parts = paintable(body);
  const loader = skeletonLoader();
  if (!parts || !loader) return;
  const html = discoverListsHtml(parts.discover, parts.picks.items);
  if (html === null || !claimFirstPaint(parts)) return;
  loader.outerHTML = html;
}

/**
 * Paints discover once the landing answer is in and the skeleton parsed. The app's entry waits for this (its
 * module evaluation is a long task that would hold the paint back when its chunk arrives first).
 */
export function paintDiscoverFromLanding() {
  const answer = landingAnswer();
  if (!answer) return;
  holdAppFor(
    answer.then(
      (body) =>
        new Promise<void>((done) => {
          const run = () => {
            paint(body);
            done();
          };
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
          else run();
        }),
    ),
  );
}
