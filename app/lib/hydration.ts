// Whether the page's scripts run, for the few places that behave differently before they do.
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

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

/**
 * What the person changed in a form of uncontrolled fields (`defaultValue`) since they last sent it, kept by
 * the component that outlives the form: a form drawn again from new data (a `key` from the address, a data
 * reload, a navigation landing after they went on choosing) gets those fields back as they left them, and
 * only the fields they did not touch show the new data (ADR 057). `form` is the form's ref; `sent` forgets the
 * changes once they are sent (a form sent by a script, as its submit event then does not fire).
 */
export function useKeptEdits(): { form: React.RefCallback<HTMLFormElement>; sent: () => void } {
  const edits = useRef(new Map<string, string[]>());
  const fromServer = useHydratedFromServer();
  const first = useRef(true);
  const form = useCallback((element: HTMLFormElement | null) => {
    if (!element) return;
    if (first.current && fromServer) {
      for (const field of fieldsOf(element)) if (changedFromServer(field)) edits.current.set(field.name, valuesOf(element, field.name));
    }
    first.current = false;
    for (const [name, values] of edits.current) putValues(element, name, values);
    const record = (event: Event) => {
      const target = event.target;
      if (target instanceof Element && isField(target) && target.name && event.isTrusted) edits.current.set(target.name, valuesOf(element, target.name));
    };
    const forget = () => edits.current.clear();
    element.addEventListener('input', record);
    element.addEventListener('change', record);
    element.addEventListener('submit', forget);
    return () => {
      element.removeEventListener('input', record);
      element.removeEventListener('change', record);
      element.removeEventListener('submit', forget);
    };
    // The store is this component's; `fromServer` never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { form, sent: useCallback(() => edits.current.clear(), []) };
}
