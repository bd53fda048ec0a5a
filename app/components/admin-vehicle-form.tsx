// The back office's vehicle form: the fields of VEHICLE_FIELD_GROUPS in their fieldsets, each with the
// server's message on it, and the domain's own checks (domain/stock/vehicle-input.ts) run in the browser
// as a field is left and before the form is sent. Without JavaScript it is a plain form post; the server
// checks everything again, the catalogue's names and a taken stock number included.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-router';
import type { VehicleFormOptions } from '#domain/stock/vehicle-form-options.service.ts';
import { EARLIEST_ARRIVAL, VEHICLE_FIELD_GROUPS, VEHICLE_FIELDS, type FieldInfo, type VehicleField } from '#domain/stock/vehicle-fields.ts';
import { parseVehicleInput, readVehicleForm } from '#domain/stock/vehicle-input.ts';
import { VEHICLE_STATUS_MEANINGS } from '#domain/stock/vehicle-status.ts';
import { SPARE_TIRE_TYPES, YARD_REGIONS } from '#domain/catalogue/vocabulary.ts';
import { useTypedBeforeHydration, type KeptEdits } from '../lib/hydration';
import { ADMIN_INPUT, describedBy, FieldNotes } from './admin-field';

/** How the choices read to staff; the form sends the spec's values. */
const CHOICE_LABELS: Record<string, string> = {
  ...VEHICLE_STATUS_MEANINGS,
  MiniBus: 'Minibus',
  Suv: 'SUV',
  TruckEtc: 'Truck',
  UtilityVan: 'Utility van',
  bus20Seats: 'Bus (20 seats or more)',
  Cng: 'CNG',
  Lpg: 'LPG',
  PluginHybrid: 'Plug-in hybrid',
  Type2Wd: '2WD',
  TypeFullTime4Wd: 'Full-time 4WD',
  TypePartTime4Wd: 'Part-time 4WD',
  LeftHandle: 'Left-hand drive',
  RightHandle: 'Right-hand drive',
  RoRo: 'RoRo',
  A: 'A (excellent)',
  B: 'B (good)',
  Csc: 'Csc (sold as checked)',
  Container20F: '20 ft container',
  ContainerHighCube: 'High-cube container',
};
export const choiceLabel = (value: string) => CHOICE_LABELS[value] ?? value;

/** Free-text fields whose usual values the storefront shows in each page language: offered as suggestions. */
const SUGGESTIONS: Partial<Record<VehicleField, readonly string[]>> = { spareTireType: SPARE_TIRE_TYPES, region: YARD_REGIONS };

/** Hints written for the CSV that a list of choices makes plain. */
const NO_HINT_HERE = new Set<VehicleField>(['loadingPort', 'status']);

type Messages = Partial<Record<VehicleField, string>>;

export interface VehicleFormProps {
  /** The fields shown, in their groups' order; the others keep their stored values. */
  fields: readonly VehicleField[];
  /** The values the fields start with: the stored vehicle's, or what was sent when the server refused it. */
  values: Record<string, string>;
  /** The stored vehicle's values (empty for a new one): the checks read the fields not shown from them. */
  base?: Record<string, string>;
  /** The server's messages by field, and those on no field of the form. */
  errors?: Record<string, string>;
  formErrors?: string[];
  options: VehicleFormOptions;
  /** The statuses offered when status is a field (a new vehicle starts with one of a few). */
  statusChoices?: readonly string[];
  intent?: string;
  submitLabel: string;
  busy: boolean;
  /** Shown beside the button after a save. */
  notice?: string | null;
  testId?: string;
  /**
   * What the person changed and has not saved, kept by the page while the form is drawn again from newly saved
   * values (a colleague's save brought by a reload): their changes stay, the other fields show the new values.
   */
  kept?: KeptEdits;
}

const NO_ERRORS: Record<string, string> = {};
const NO_VALUES: Record<string, string> = {};

const valueOf = (form: HTMLFormElement, name: VehicleField) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

export function VehicleForm({ fields, values, base = NO_VALUES, errors = NO_ERRORS, formErrors = [], options, statusChoices, intent, submitLabel, busy, notice, testId, kept }: VehicleFormProps) {
  const shown = new Set<string>(fields);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The maker picks the model list: the one the person chose, kept while the form was drawn again, lists its
  // models at once, so that the model they chose from it is there to be put back (ADR 057).
  const [maker, setMaker] = useState(() => kept?.edited('maker')?.[0] ?? values.maker ?? '');
  // And a maker chosen before the page's scripts ran lists its models once they run.
  const hydratedRef = useTypedBeforeHydration<HTMLFormElement>((form) => setMaker(valueOf(form, 'maker')));
  const keptForm = kept?.form;
  const formRef = useCallback(
    (element: HTMLFormElement | null) => {
      hydratedRef.current = element;
      const forget = keptForm?.(element);
      return () => {
        hydratedRef.current = null;
        if (typeof forget === 'function') forget();
      };
    },
    [hydratedRef, keptForm],
  );
  // The browser's verdicts hold for the server's answer they were made after: a new answer starts afresh.
  const answer = JSON.stringify([errors, formErrors]);
  const [client, setClient] = useState<{ for: string; verdicts: Partial<Record<VehicleField, string | null>>; tried: boolean }>({ for: answer, verdicts: {}, tried: false });
  const verdicts = client.for === answer ? client.verdicts : {};
  const tried = client.for === answer && client.tried;
  // A refused save (sent with JavaScript) takes the reader to the list of what to change.
  const refused = Object.keys(errors).length > 0 || formErrors.length > 0;
  useEffect(() => {
    if (refused) summaryRef.current?.focus();
  }, [answer, refused]);

  /** Every issue the shared checks find, the fields not shown read from the stored vehicle. */
  const check = (form: HTMLFormElement): Messages => {
    const input = { ...base, ...readVehicleForm(new FormData(form), fields) };
    const found: Messages = {};
    for (const issue of parseVehicleInput(input, new Date()).issues) {
      const name = issue.fieldname as VehicleField;
      if (shown.has(name) && found[name] === undefined) found[name] = issue.message;
    }
    return found;
  };
  /**
   * The browser's verdict on each of `names`: its issue, or none. A field the server refused keeps the
   * server's message while it holds what was sent: only the server knows whether a stock number is free.
   */
  const judge = (form: HTMLFormElement, names: Iterable<VehicleField>, attempted = tried) => {
    const found = check(form);
    const next: Partial<Record<VehicleField, string | null>> = { ...verdicts };
    for (const name of names) {
      if (errors[name] !== undefined && valueOf(form, name) === (values[name] ?? '')) delete next[name];
      else next[name] = found[name] ?? null;
    }
    setClient({ for: answer, verdicts: next, tried: attempted });
    return { found, next };
  };
  const fieldOf = (target: EventTarget) => {
    const name = (target as HTMLInputElement).name;
    return shown.has(name) ? (name as VehicleField) : null;
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = fieldOf(event.target);
    if (name) judge(event.currentTarget, new Set([...(Object.keys(verdicts) as VehicleField[]), name]));
  };
  // Once a field has a verdict, it follows each change: a message goes as soon as the value is right.
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = fieldOf(event.target);
    if (name === 'maker') setMaker(event.target.value);
    if (name && name in verdicts) judge(event.currentTarget, Object.keys(verdicts) as VehicleField[]);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const { next } = judge(form, fields, true);
    const first = fields.find((name) => next[name]);
    if (first) {
      event.preventDefault();
      form.querySelector<HTMLElement>(`#field-${first}`)?.focus();
    }
  };

  const message = (name: VehicleField): string | undefined => {
    const verdict = verdicts[name];
    return verdict === undefined ? errors[name] : (verdict ?? undefined);
  };
  const problems = fields.filter((name) => message(name));
  const showSummary = formErrors.length > 0 || (problems.length > 0 && (tried || refused));

  const groups = VEHICLE_FIELD_GROUPS.map((group) => ({ ...group, fields: group.fields.filter((name) => shown.has(name)) })).filter((g) => g.fields.length > 0);
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      preventScrollReset
      onBlur={onBlur}
      onChange={onChange}
      onSubmit={onSubmit}
      className="space-y-6"
      data-testid={testId}
      aria-describedby="vehicle-form-required"
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <p id="vehicle-form-required" className="text-sm text-slate-600 dark:text-slate-300">
        Fields marked * are required.
      </p>
      {showSummary ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100" data-testid="vehicle-form-problems">
          <p className="font-semibold">{problems.length === 1 ? 'One field needs a change:' : problems.length > 1 ? `${problems.length} fields need a change:` : 'The vehicle was not saved:'}</p>
          <ul className="mt-2 list-disc pl-5">
            {formErrors.map((text) => (
              <li key={text}>{text}</li>
            ))}
            {problems.map((name) => (
              <li key={name}>
                <a href={`#field-${name}`} className="underline">
                  {VEHICLE_FIELDS[name].label}
                </a>
                : {message(name)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {groups.map((group) => (
        <fieldset key={group.id} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <legend className="px-1 text-lg font-semibold">{group.label}</legend>
          <div className={group.id === 'equipment' ? 'grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3' : 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'}>
            {group.fields.map((name) => (
              <VehicleFieldControl key={name} name={name} value={values[name] ?? ''} error={message(name)} options={options} maker={maker} statusChoices={statusChoices} />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-slate-50/95 px-4 py-3 md:-mx-6 md:px-6 dark:border-slate-800 dark:bg-slate-950/95">
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white disabled:opacity-60">
          {busy ? 'Saving…' : submitLabel}
        </button>
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200" data-testid="vehicle-form-notice">
          {notice ?? ''}
        </p>
      </div>
    </Form>
  );
}

function VehicleFieldControl({
  name,
  value,
  error,
  options,
  maker,
  statusChoices,
}: {
  name: VehicleField;
  value: string;
  error?: string;
  options: VehicleFormOptions;
  maker: string;
  statusChoices?: readonly string[];
}) {
  const info: FieldInfo = VEHICLE_FIELDS[name];
  const id = `field-${name}`;
  const hint = NO_HINT_HERE.has(name) ? undefined : info.hint;
  const required = 'required' in info && info.required === true;
  const common = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(name, { hint, error }), required } as const;
  const after = <FieldNotes id={name} hint={hint} error={error} />;
  if (info.kind === 'flag') {
    return (
      <div className="text-sm">
        <label htmlFor={id} className="flex items-center gap-2 py-1">
          <input type="checkbox" {...common} required={undefined} value="on" defaultChecked={value === 'on'} className="h-4 w-4" />
          {info.label}
        </label>
        {after}
      </div>
    );
  }
  let control: ReactNode;
  const select = (choices: readonly (string | { value: string; label: string })[], empty: string | null, groups?: { label: string; choices: string[] }[]) => (
    <select {...common} defaultValue={value} className={ADMIN_INPUT}>
      {empty !== null ? <option value="">{empty}</option> : null}
      {choices.map((c) =>
        typeof c === 'string' ? (
          <option key={c} value={c}>
            {choiceLabel(c)}
          </option>
        ) : (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ),
      )}
      {groups?.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {g.choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
  switch (info.kind) {
    case 'catalogue': {
      if (info.of === 'maker') control = select(options.makers.map((m) => m.name), 'Choose a maker');
      else if (info.of === 'model') {
        // The chosen maker's models; before a maker is chosen (or without JavaScript), every maker's.
        const of = options.makers.find((m) => m.name.toLowerCase() === maker.trim().toLowerCase());
        control = of
          ? select(of.models, 'Choose a model')
          : select(
              [],
              'Choose a model',
              options.makers.map((m) => ({ label: m.name, choices: m.models })),
            );
      } else if (info.of === 'color') control = select(options.colors, 'Not given');
      else if (info.of === 'loadingPort')
        control = select(
          options.loadingPorts.map((p) => ({ value: p.uuid, label: `${p.name} (${p.code})` })),
          'The usual port',
        );
      else control = select(options.campaignBanners.map((b) => ({ value: b.id, label: b.label })), 'None');
      break;
    }
    case 'choice': {
      const choices = name === 'status' && statusChoices ? statusChoices : info.choices;
      const hasDefault = 'defaultValue' in info && info.defaultValue !== undefined;
      control = select(choices, hasDefault ? null : required ? 'Choose one' : 'Not given');
      break;
    }
    case 'longText':
      // A text in French, Portuguese or Russian says so, for the browser's spelling check and screen readers.
      control = <textarea {...common} lang={info.lang} defaultValue={value} rows={name.startsWith('remarks') ? 5 : 4} className={ADMIN_INPUT} />;
      break;
    case 'date':
      control = <input {...common} type="date" min={EARLIEST_ARRIVAL} defaultValue={value} className={ADMIN_INPUT} />;
      break;
    case 'url':
      control = <input {...common} type="url" inputMode="url" autoComplete="off" defaultValue={value} className={ADMIN_INPUT} />;
      break;
    case 'money':
      control = (
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute left-2 top-1/2 -translate-y-1/2 text-slate-500 dark:text-slate-400">
            ¥
          </span>
          <input {...common} type="text" inputMode="numeric" autoComplete="off" defaultValue={value} className={`${ADMIN_INPUT} pl-6 tabular-nums`} />
        </div>
      );
      break;
    case 'whole':
    case 'year':
    case 'month':
    case 'decimal':
      control = <input {...common} type="text" inputMode={info.kind === 'decimal' ? 'decimal' : 'numeric'} autoComplete="off" defaultValue={value} className={`${ADMIN_INPUT} tabular-nums`} />;
      break;
    default: {
      const suggestions = SUGGESTIONS[name];
      control = (
        <>
          <input {...common} type="text" autoComplete="off" spellCheck={name === 'keywords' ? undefined : false} list={suggestions ? `${id}-suggestions` : undefined} defaultValue={value} className={ADMIN_INPUT} />
          {suggestions ? (
            <datalist id={`${id}-suggestions`}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          ) : null}
        </>
      );
    }
  }
  const wide = info.kind === 'longText' || name === 'keywords' || name === 'movieUrl' || name === 'campaignBanner';
  return (
    <div className={`text-sm ${wide ? 'sm:col-span-2 lg:col-span-3' : ''}`}>
      <label htmlFor={id} className="font-medium">
        {info.label}
        {required ? ' *' : ''}
      </label>
      {control}
      {after}
    </div>
  );
}
