// A vehicle card's parts (app/components/vehicle-card.tsx), found by the card's own classes (`.vc-*` in
// app.css): a stock list draws 24 cards, and a test id on each of their parts was 2.6 KB of every list
// (ADR 047). Inside the page (evaluate, waitForFunction) the same selectors are written out.

/** The card's link to its vehicle page (its text is the whole card). */
export const CARD_LINK = 'a.vc-a';
/** The FOB price in the visitor's currency. */
export const CARD_FOB = '.vc-fob';
/** The total to the buyer's port, or why the car cannot be shipped there. */
export const CARD_TOTAL = '.vc-total';
/** The heart over the card's picture. */
export const CARD_HEART = 'button.heart';
