// A vehicle card's parts (app/components/vehicle-card.tsx), found by the card's own classes (`.vc-*` in
// app.css): a stock list draws 24 cards, and a test id on each of their parts was 2.6 KB of every list
// (ADR 047). Inside the page (evaluate, waitForFunction) the same selectors are written out.
import type { Page, Response } from 'playwright-core';

/** The card's link to its vehicle page (its text is the whole card). */
export const CARD_LINK = 'a.vc-a';
/** The FOB price in the visitor's currency. */
export const CARD_FOB = '.vc-fob';
/** The total to the buyer's port, or why the car cannot be shipped there. */
export const CARD_TOTAL = '.vc-total';
/** The heart over the card's picture. */
export const CARD_HEART = 'button.heart';

/**
 * The server's answer to the next heart pressed on the page: a heart turns before it comes, and a test
 * that leaves the page (or reads the favourites elsewhere) must wait for it, as a document navigation
 * cancels the post.
 */
export function heartPosted(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().includes('/user/favorites') && r.request().method() === 'POST');
}
