/**
 * How many cards the shell paints from the landing answer (discover-first-paint.ts) and the app's first render of
 * discover shows when it adopts that paint (screens/discover.tsx): the picks first, then the list, enough to fill a
 * wide screen's first view (two rows of three). Fewer nodes before the first paint: the style and layout of all
 * twenty took about 600 ms at 4× CPU slowdown. The rest follow in the app's next render, below them.
 */
export const FIRST_PAINT_CARDS = 6;

export function firstCards<T>(picks: T[], cards: T[], limit = FIRST_PAINT_CARDS) {
  const shownPicks = picks.slice(0, limit);
  return {
    picks: shownPicks,
    cards: cards.slice(0, limit - shownPicks.length),
    /** Some cards wait for the next render: "Show more" waits too, so it never appears above a card. */
    partial: picks.length + cards.length > limit,
  };
}
