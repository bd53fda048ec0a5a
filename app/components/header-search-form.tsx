// The header's detailed search: maker, model (grouped by maker, so it works without JavaScript) and
// colour, sent to the stock list with the current keywords.
import { Form } from 'react-router';
import { useLanguageData, useT } from '../lib/i18n';

export function HeaderSearchForm() {
  const { language, searchForm } = useLanguageData();
  const t = useT();
  const field = 'min-w-0 flex-1 rounded-md border-0 px-2 py-1.5 text-sm text-slate-900';
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer select-none whitespace-nowrap hover:underline">{t('detailed-search')}</summary>
      <Form method="get" action={`/${language}/stocklist`} className="mt-2 flex flex-wrap items-center gap-2" aria-label={t('detailed-search')}>
        <label className="sr-only" htmlFor="header-maker">
          {t('maker')}
        </label>
        <select id="header-maker" name="instantMaker" className={field} defaultValue="">
          <option value="">{t('all-makers')}</option>
          {searchForm.makers.map((m) => (
            <option key={m.name}>{m.name}</option>
          ))}
        </select>
        <label className="sr-only" htmlFor="header-model">
          {t('model')}
        </label>
        <select id="header-model" name="instantModel" className={field} defaultValue="">
          <option value="">{t('all-models')}</option>
          {searchForm.makers.map((m) => (
            <optgroup key={m.name} label={m.name}>
              {m.models.map((model) => (
                <option key={model}>{model}</option>
              ))}
            </optgroup>
          ))}
        </select>
        <label className="sr-only" htmlFor="header-color">
          {t('color')}
        </label>
        <select id="header-color" name="color" className={field} defaultValue="">
          <option value="">{t('all-colors')}</option>
          {searchForm.colors.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-md bg-accent-600 px-3 py-1.5 font-semibold hover:bg-accent-500">
          {t('search')}
        </button>
      </Form>
    </details>
  );
}
