// The site's one stylesheet as a file: its address carries a hash of its contents, so browsers keep it
// for a year (/assets/ is served immutable). Signed-in pages link it; the sign-in page asks for it ahead
// (ADR 039). Signed-out pages inline the same text (app/root.tsx).
import url from '../app.css?url';

export const STYLESHEET_ID = 'roro-stylesheet';
export const stylesheetUrl: string = url;
