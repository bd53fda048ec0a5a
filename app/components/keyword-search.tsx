// The header's keyword search with suggestions (spec 001 §4, §5): a combobox that asks `searchKeywords`
// as the visitor types 2 to 255 characters. Choosing a suggestion, Enter, or leaving the search with text
// all search the stock list. Without JavaScript it is a plain GET form.
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation, useNavigate, useNavigation } from 'react-router';
import { KEYWORD_MAX, moveHighlight, SELECTION_DELAY_MS, stocklistSearchUrl, TOUCH_SCROLL_PX, wantsSuggestions } from '../lib/keyword-search';
import { useLanguageData, useT } from '../lib/i18n';
import { useTypedBeforeHydration } from '../lib/hydration';

interface Suggestion {
  uuid: string;
  originalText: string;
  targetText: string;
}

const QUERY = 'query SearchKeywords($keyword: String!) { searchKeywords(keyword: $keyword) { uuid originalText targetText } }';

async function fetchSuggestions(keyword: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, variables: { keyword } }),
    signal,
  });
  if (!response.ok) throw new Error(`searchKeywords answered ${response.status}`);
  const body = (await response.json()) as { data?: { searchKeywords?: Suggestion[] } };
  return body.data?.searchKeywords ?? [];
}

export function KeywordSearch() {
  const { language } = useLanguageData();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const listId = useId();
  const urlKeywords = location.pathname === `/${language}/stocklist` ? (new URLSearchParams(location.search).get('keywords') ?? '') : '';
  const [text, setText] = useState(urlKeywords);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const touchStartY = useRef<number | null>(null);
  const touchMoved = useRef(false);
  const focusedBeforeClick = useRef(false);
  const submitted = useRef(urlKeywords);
  // Whether the person typed while a page was on its way (a search of the filter panel, say): that page,
  // asked for before they typed, does not take their words away (ADR 057).
  const loading = useNavigation().state !== 'idle';
  const [typedWhileLoading, setTypedWhileLoading] = useState(false);
  // Typed before the page's scripts ran: the field has it, the state not yet.
  const field = useTypedBeforeHydration<HTMLInputElement>((input) => setText(input.value));

  // A route change hides the list and shows the keywords of the page it led to, unless the person typed
  // other words while it came.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
    setActive(-1);
    setTypedWhileLoading(false);
    if (!typedWhileLoading) setText(urlKeywords);
  }
  useEffect(() => {
    submitted.current = urlKeywords;
  }, [urlKeywords]);

  useEffect(() => () => request.current?.abort(), []);

  function suggest(value: string) {
    request.current?.abort();
    if (!wantsSuggestions(value)) {
      setOpen(false);
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    fetchSuggestions(value.trim(), controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setSuggestions(list);
        setActive(-1);
        setOpen(list.length > 0);
      },
      (error: unknown) => {
        // A failed suggestion is not worth a toast: the search itself still works.
        if (!controller.signal.aborted) console.error(error);
      },
    );
  }

  function search(value: string) {
    request.current?.abort();
    setOpen(false);
    setTypedWhileLoading(false);
    submitted.current = value.trim();
    void navigate(stocklistSearchUrl(language, location, value));
  }

  function choose(suggestion: Suggestion) {
    // The delay lets a tap finish (and a scroll be told apart) before the list goes away.
    setTimeout(() => {
      setText(suggestion.targetText);
      search(suggestion.targetText);
    }, SELECTION_DELAY_MS);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) {
        if (suggestions.length && wantsSuggestions(text)) setOpen(true);
        return;
      }
      event.preventDefault();
      setActive((current) => moveHighlight(current, suggestions.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const expanded = open && suggestions.length > 0;
  return (
    <Form
      method="get"
      action={`/${language}/stocklist`}
      role="search"
      className="relative order-3 flex w-full flex-1 sm:order-none sm:w-auto"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
      onBlur={(event) => {
        // Leaving the search area with text searches (spec 001 §4), once per text.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setOpen(false);
        if (text.trim() && text.trim() !== submitted.current) search(text);
      }}
    >
      <label htmlFor="header-keywords" className="sr-only">
        {t('search-keywords')}
      </label>
      <input
        id="header-keywords"
        name="keywords"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        maxLength={KEYWORD_MAX}
        placeholder={t('search-placeholder')}
        value={text}
        ref={field}
        onChange={(event) => {
          setText(event.target.value);
          setTypedWhileLoading(loading);
          suggest(event.target.value);
        }}
        onFocus={() => {
          if (wantsSuggestions(text)) suggest(text);
        }}
        // A click into the field that already has the focus (after Escape, or a search that kept it) opens
        // the list too (spec 001 §4); a first click is the focus's, answered above.
        onPointerDown={(event) => {
          focusedBeforeClick.current = document.activeElement === event.currentTarget;
        }}
        onClick={() => {
          if (focusedBeforeClick.current && !open && wantsSuggestions(text)) suggest(text);
        }}
        onKeyDown={onKeyDown}
        className="min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600"
      />
      <button type="submit" className="rounded-r-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-500">
        {t('search')}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('keyword-suggestions')}
        hidden={!expanded}
        data-testid="keyword-suggestions"
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-md bg-white py-1 text-slate-900 shadow-lg ring-1 ring-black/10 dark:bg-slate-800 dark:text-slate-100"
        onTouchStart={(event) => {
          touchStartY.current = event.touches[0]?.clientY ?? null;
          touchMoved.current = false;
        }}
        onTouchMove={(event) => {
          const y = event.touches[0]?.clientY;
          if (touchStartY.current !== null && y !== undefined && Math.abs(y - touchStartY.current) > TOUCH_SCROLL_PX) touchMoved.current = true;
        }}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.uuid}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-100 dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-700'}`}
            // Keeps the focus in the field, so choosing is not also "leaving the search".
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => {
              if (touchMoved.current) {
                touchMoved.current = false;
                return;
              }
              choose(suggestion);
            }}
          >
            {suggestion.targetText}
            {suggestion.originalText.toLowerCase() !== suggestion.targetText.toLowerCase() && (
              <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">{suggestion.originalText}</span>
            )}
          </li>
        ))}
      </ul>
    </Form>
  );
}
