// The header's detailed search: maker, model and colour, sent to the stock list. The model list is the
// chosen maker's, asked for (/{lang}/models) and drawn once one is chosen: every page carries this form,
// and all makers' models were 200 elements, or 4 KB of data, more in each page. Without JavaScript it
// searches by maker and colour, and the stock list's own panel then narrows by model.
import { useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { useLanguageData, useT } from '../lib/i18n';
import { colorName } from '../lib/vehicle-values';
import type { MakerModels } from '../routes/maker-models';

export function HeaderSearchForm() {
  const { language, searchForm, texts } = useLanguageData();
  const t = useT();
  const [maker, setMaker] = useState('');
  const modelList = useFetcher<MakerModels>();
  // Only the chosen maker's: while another maker's answer is on its way, no list.
  const models = modelList.data?.maker === maker ? modelList.data.models : [];
  const field = 'min-w-0 flex-1 rounded-md border-0 px-2 py-1.5 text-sm text-slate-900';
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer select-none whitespace-nowrap hover:underline">{t('detailed-search')}</summary>
      <Form method="get" action={`/${language}/stocklist`} className="mt-2 flex flex-wrap items-center gap-2" aria-label={t('detailed-search')}>
        <label className="sr-only" htmlFor="header-maker">
          {t('maker')}
        </label>
        <select
          id="header-maker"
          name="instantMaker"
          className={field}
          defaultValue=""
          onChange={(event) => {
            const chosen = event.target.value;
            setMaker(chosen);
            if (chosen) modelList.load(`/${language}/models?maker=${encodeURIComponent(chosen)}`);
          }}
        >
          <option value="">{t('all-makers')}</option>
          {searchForm.makers.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        {models.length > 0 && (
          <>
            <label className="sr-only" htmlFor="header-model">
              {t('model')}
            </label>
            <select key={maker} id="header-model" name="instantModel" className={field} defaultValue="">
              <option value="">{t('all-models')}</option>
              {models.map((model) => (
                <option key={model}>{model}</option>
              ))}
            </select>
          </>
        )}
        <label className="sr-only" htmlFor="header-color">
          {t('color')}
        </label>
        <select id="header-color" name="color" className={field} defaultValue="">
          <option value="">{t('all-colors')}</option>
          {searchForm.colors.map((c) => (
            <option key={c.slug} value={c.slug}>
              {colorName(texts, c)}
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
