import { describe, expect, it } from 'vitest';
import { localizeHref, plainText, sanitizeHtml } from './html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, tables, links and images', () => {
    const html =
      '<h2 id="steps">Steps</h2><p><strong>Pay</strong> <em>before</em> the <a href="/en/pages/payments" title="Payments">cut-off</a>.</p>' +
      '<table><thead><tr><th scope="col">Vessel</th></tr></thead><tbody><tr><td colspan="2">Kiso Voyager</td></tr></tbody></table>' +
      '<ul><li>one</li></ul><img src="https://cdn.example/a.webp" alt="Yard" width="640" height="360">' +
      '<a href="mailto:sales@roro-motors.example">mail</a> <a href="tel:+81520001988">call</a>';
    expect(sanitizeHtml(html)).toBe(html.replace('width="640" height="360">', 'width="640" height="360" />'));
  });

  it('strips scripts, event handlers, styles, frames and javascript: or data: addresses', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
      '<a href="JaVaScRiPt&colon;alert(4)">y</a><img src="data:image/svg+xml,<svg onload=alert(5)>"><iframe src="https://evil.example"></iframe>' +
      '<style>body{display:none}</style><svg><script>alert(6)</script></svg><form action="/x"><input name="p"></form><p style="position:fixed">z</p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|data:|iframe|style|svg|form|input|alert/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<a>x</a>');
    expect(clean).toContain('<p>z</p>');
  });

  it('makes links that open a new tab keep their opener to themselves', () => {
    expect(sanitizeHtml('<a href="https://www.facebook.com/x" target="_blank">f</a>')).toBe('<a href="https://www.facebook.com/x" target="_blank" rel="noopener noreferrer">f</a>');
  });
});

describe('plainText', () => {
  it('gives the words of a fragment, cut at a word with an ellipsis', () => {
    expect(plainText('<p>Our office &amp; yard</p><ul><li>close</li><li>early</li></ul>')).toBe('Our office & yard close early');
    const long = plainText(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long).toMatch(/word…$/);
  });
});

describe('site links in stored HTML', () => {
  it('lead to the reader’s language; links with a language, media and other sites stay', () => {
    const html = '<a href="/pages/payments">a</a><a href="/stocklist?type=Suv">b</a><a href="/fr/pages/faq">c</a><a href="/media/x.pdf">d</a><a href="https://x.example/">e</a><a href="#top">f</a><a href="/">g</a>';
    expect(sanitizeHtml(html, 'pt')).toBe(
      '<a href="/pt/pages/payments">a</a><a href="/pt/stocklist?type=Suv">b</a><a href="/fr/pages/faq">c</a><a href="/media/x.pdf">d</a><a href="https://x.example/">e</a><a href="#top">f</a><a href="/pt">g</a>',
    );
    expect(localizeHref('//evil.example/x', 'ru')).toBe('//evil.example/x');
    expect(localizeHref('/english', 'ru')).toBe('/ru/english');
  });
});
