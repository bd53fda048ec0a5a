// Interface texts of the stock list's filter drawer and active-filter chips, and of the vehicle page's
// price bar on small screens, in the four languages. Merged into ./translations.ts.
import type { Localized } from './types.ts';

export const phoneTranslations: Record<string, Localized> = {
  "filters-open": { en: "Filters", fr: "Filtres", pt: "Filtros", ru: "Фильтры" },
  "filters-close": { en: "Close filters", fr: "Fermer les filtres", pt: "Fechar os filtros", ru: "Закрыть фильтры" },
  "active-filters": { en: "Active filters", fr: "Filtres actifs", pt: "Filtros ativos", ru: "Активные фильтры" },
  "active-filters-count": { en: "Active filters: {count}", fr: "Filtres actifs : {count}", pt: "Filtros ativos: {count}", ru: "Активных фильтров: {count}" },
  // The drawer's button, by the plural form of the count (Intl.PluralRules).
  "filters-show-one": { en: "Show {count} vehicle", fr: "Voir {count} véhicule", pt: "Ver {count} veículo", ru: "Показать {count} автомобиль" },
  "filters-show-few": { en: "Show {count} vehicles", fr: "Voir {count} véhicules", pt: "Ver {count} veículos", ru: "Показать {count} автомобиля" },
  "filters-show-many": { en: "Show {count} vehicles", fr: "Voir {count} de véhicules", pt: "Ver {count} de veículos", ru: "Показать {count} автомобилей" },
  "filters-show-other": { en: "Show {count} vehicles", fr: "Voir {count} véhicules", pt: "Ver {count} veículos", ru: "Показать {count} автомобиля" },
  "filters-show-results": { en: "Show the results", fr: "Voir les résultats", pt: "Ver os resultados", ru: "Показать результаты" },
  "filters-counting": { en: "Counting the matching vehicles…", fr: "Calcul des véhicules correspondants…", pt: "A contar os veículos correspondentes…", ru: "Считаем подходящие автомобили…" },
  "remove-filter": { en: "Remove filter: {label}", fr: "Retirer le filtre : {label}", pt: "Remover o filtro: {label}", ru: "Убрать фильтр: {label}" },
  "chip-labelled": { en: "{label}: {value}", fr: "{label} : {value}", pt: "{label}: {value}", ru: "{label}: {value}" },
  "chip-keywords": { en: "“{value}”", fr: "« {value} »", pt: "“{value}”", ru: "«{value}»" },
  "chip-excluding": { en: "Excluding {value}", fr: "Sauf {value}", pt: "Exceto {value}", ru: "Кроме {value}" },
  "price-bar-label": { en: "Your price", fr: "Votre prix", pt: "O seu preço", ru: "Ваша цена" },
  "price-bar-get-total": { en: "Get the total to your port", fr: "Prix total jusqu’à votre port", pt: "Preço total até ao seu porto", ru: "Цена с доставкой в ваш порт" },
  "price-bar-order": { en: "Order", fr: "Commander", pt: "Encomendar", ru: "Заказать" },
  // The vehicle page's total near the price on a phone: the link to the form that priced it.
  "price-summary-change": { en: "change", fr: "modifier", pt: "alterar", ru: "изменить" },
  // A car the chosen country refuses: said where the total would be (the summary, the bar), the form saying why.
  "price-not-importable": { en: "Cannot be imported into {country}", fr: "Importation impossible : {country}", pt: "Importação impossível: {country}", ru: "Ввоз невозможен: {country}" },
  "price-summary-why": { en: "why", fr: "pourquoi", pt: "porquê", ru: "почему" },
  "price-bar-inquire": { en: "Inquire", fr: "Se renseigner", pt: "Pedir informações", ru: "Задать вопрос" },
};
