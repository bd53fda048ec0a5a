// Whether the page's scripts run, for the few places that behave differently before they do.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server, without JavaScript and while React hydrates the server's HTML; true after, and
 * in anything the browser renders itself (a page reached by a link).
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * Whether this component began as the server's HTML, hydrated, rather than rendered by the browser after
 * a link: only then can the buyer have changed its fields before the page's scripts ran (ADR 014).
 */
export function useHydratedFromServer(): boolean {
  const running = useScriptsRunning();
  const [fromServer] = useState(!running);
  return fromServer;
}

/**
 * Before React hydrates the page: React 19 leaves a server-rendered input's value alone as it hydrates, but sets
 * a textarea with text in it back to that text (`initTextarea`), over what the person wrote there before the
 * scripts ran or while the page hydrated in slices (ADR 041, 057). Each such textarea ignores that one setting:
 * the first time its value is set to the text it started with, the value stays, and the textarea is plain again.
 */
export function keepTextWrittenBeforeHydration(root: ParentNode = document) {
  const value = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');
  if (!value?.get || !value.set) return;
  const { get, set } = value;
  // An empty one React does not set.
  for (const area of root.querySelectorAll('textarea')) {
    if (area.defaultValue === '') continue;
    Object.defineProperty(area, 'value', {
      configurable: true,
      get() {
        return get.call(this);
      },
      set(next: unknown) {
        // Gone before React tracks the value (it tracks a textarea with no value of its own).
        delete (this as { value?: string }).value;
        if (String(next) !== this.defaultValue) set.call(this, next);
      },
    });
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: Element): element is Field =>
  (element instanceof HTMLInputElement && !['hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(element.type)) ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** The fields of a form, or the field itself. */
function fieldsOf(element: Element): Field[] {
  if (element instanceof HTMLFormElement) return [...element.elements].filter(isField).filter((f) => f.name || f.id);
  return isField(element) ? [element] : [];
}

/**
 * Whether the person changed a server-rendered field (or any field of a form): its value differs from the one
 * the server wrote, which the browser keeps as the field's default.
 */
export function changedFromServer(element: Element): boolean {
  return fieldsOf(element).some((field) => {
    // With no option marked selected, the browser shows the first.
    if (field instanceof HTMLSelectElement) return field.selectedIndex !== Math.max(0, [...field.options].findIndex((o) => o.defaultSelected));
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    return checkable ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
  });
}

/**
 * For a field (or a form) whose values are the component's state: hands `adopt` the element once React has
 * attached to the server's HTML, if the person typed or chose in it before that (scripts held back on a slow
 * line, or while the page hydrated in slices, ADR 041). React keeps such a value in the element but not in
 * the state, and the component's next render (a data reload landing, a request starting) would write the
 * state's value over it (ADR 057). Runs before the browser paints, so no render comes in between.
 */
export function useTypedBeforeHydration<E extends Element>(adopt: (element: E) => void): React.RefObject<E | null> {
  const ref = useRef<E>(null);
  const fromServer = useHydratedFromServer();
  useLayoutEffect(() => {
    const element = ref.current;
    if (fromServer && element && changedFromServer(element)) adopt(element);
    // Once, as React attaches: later changes reach the component through its handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The values a form's fields of one name hold (a select's, a text's, the ticked boxes'). */
function valuesOf(form: HTMLFormElement, name: string): string[] {
  return fieldsOf(form)
    .filter((f) => f.name === name)
    .flatMap((f) => (f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio') ? (f.checked ? [f.value] : []) : [f.value]));
}

function putValues(form: HTMLFormElement, name: string, values: string[]) {
  for (const field of fieldsOf(form).filter((f) => f.name === name)) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) field.checked = values.includes(field.value);
    else if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === values[0])) continue;
    else field.value = values[0] ?? '';
  }
}

/** The field that had the focus as its form was taken away, and where its caret was. */
interface Focused {
  name: string;
  /** A box or a round button: the one of its name with this value. */
  value: string | null;
  start: number | null;
  end: number | null;
}

function focusedIn(form: HTMLFormElement): Focused | null {
  const active = document.activeElement;
  if (!(active instanceof Element) || !form.contains(active) || !isField(active) || !active.name) return null;
  const checkable = active instanceof HTMLInputElement && (active.type === 'checkbox' || active.type === 'radio');
  // Fields without a caret (a date, a number) answer null, or throw in older browsers.
  const caret = (read: () => number | null) => {
    try {
      return read();
    } catch {
      return null;
    }
  };
  const text = active instanceof HTMLSelectElement ? null : active;
  return { name: active.name, value: checkable ? active.value : null, start: caret(() => text?.selectionStart ?? null), end: caret(() => text?.selectionEnd ?? null) };
}

function focusAgain(form: HTMLFormElement, focused: Focused) {
  // Only when nothing else took the focus: the old field went with its form, which leaves it on the page's body.
  if (document.activeElement && document.activeElement !== document.body) return;
  const field = fieldsOf(form).find((f) => f.name === focused.name && (focused.value === null || f.value === focused.value));
  if (!field) return;
  field.focus({ preventScroll: true });
  if (focused.start === null || focused.end === null || field instanceof HTMLSelectElement) return;
  try {
    field.setSelectionRange(focused.start, focused.end);
  } catch {
    // A field without a caret.
  }
}

/** What the person changed in a form and has not sent: the values of each field name they changed. */
export interface KeptEdits {
  /** The form's ref. */
  form: React.RefCallback<HTMLFormElement>;
  /** Forgets the changes once they are sent by a script (a form's own submit event forgets them by itself). */
  sent: () => void;
  /**
   * What the person left in the fields of a name, if they changed them: for state that follows a field, so that a
   * form drawn again starts from the person's choice (the models of the maker they chose).
   */
  edited: (name: string) => string[] | undefined;
  /** A change the person made that is no field's event (a rich-text editor's text under the name of its field). */
  edit: (name: string, values: string[]) => void;
}

/**
 * What the person changed in a form of uncontrolled fields (`defaultValue`) since they last sent it, kept by
 * the component that outlives the form: a form drawn again from new data (a `key` from the address or from
 * the saved values, a data reload, a navigation landing after they went on choosing) gets those fields back
 * as they left them, and the focus and caret if it was in one, so that typing goes on; only the fields they
 * did not touch show the new data (ADR 057). `scope` names what the form edits (a vehicle, one language of an
 * article): changes are kept for each, and put back only into a form of the same. `sent` forgets the changes
 * once they are sent (a form sent by a script, as its submit event then does not fire).
 */
export function useKeptEdits(scope = ''): KeptEdits {
  const store = useRef(new Map<string, Map<string, string[]>>());
  const fromServer = useHydratedFromServer();
  const first = useRef(true);
  const focused = useRef<Focused | null>(null);
  const editsOf = useCallback(
    (of: string) => {
      const found = store.current.get(of);
      if (found) return found;
      const made = new Map<string, string[]>();
      store.current.set(of, made);
      return made;
    },
    [store],
  );
  const form = useCallback(
    (element: HTMLFormElement | null) => {
      if (!element) return;
      const edits = editsOf(scope);
      if (first.current && fromServer) {
        for (const field of fieldsOf(element)) if (changedFromServer(field)) edits.set(field.name, valuesOf(element, field.name));
      }
      first.current = false;
      for (const [name, values] of edits) putValues(element, name, values);
      if (focused.current) focusAgain(element, focused.current);
      focused.current = null;
      const record = (event: Event) => {
        const target = event.target;
        // Untrusted events too: a password manager or a form filler fills in for the person (the page's own scripts
        // send none).
        if (target instanceof Element && isField(target) && target.name) edits.set(target.name, valuesOf(element, target.name));
      };
      const forget = () => edits.clear();
      element.addEventListener('input', record);
      element.addEventListener('change', record);
      element.addEventListener('submit', forget);
      return () => {
        // Before React takes the form away, while its field still has the focus.
        focused.current = focusedIn(element);
        element.removeEventListener('input', record);
        element.removeEventListener('change', record);
        element.removeEventListener('submit', forget);
      };
    },
    // `fromServer` never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scope, editsOf],
  );
  const sent = useCallback(() => editsOf(scope).clear(), [scope, editsOf]);
  const edited = useCallback((name: string) => editsOf(scope).get(name), [scope, editsOf]);
  const edit = useCallback((name: string, values: string[]) => void editsOf(scope).set(name, values), [scope, editsOf]);
  return useMemo(() => ({ form, sent, edited, edit }), [form, sent, edited, edit]);
}
