// Interface texts of the stock list kept to the buyer country's import rules (what it shows, what it
// hides, why a vehicle is refused) and of a search with no match, in the four languages. Merged into
// ./translations.ts. Counted texts have one key per plural form the four languages use (Intl.PluralRules).
import type { Localized } from './types.ts';

export const importRulesTranslations: Record<string, Localized> = {
  "importable-only": {
    en: "Showing only the vehicles that can be imported into {country}",
    fr: "Seuls les véhicules importables ({country}) sont affichés",
    pt: "Só são mostrados os veículos importáveis ({country})",
    ru: "Показаны только автомобили, разрешённые к ввозу ({country})",
  },
  "importable-hidden-one": { en: "{count} other vehicle hidden", fr: "{count} autre véhicule masqué", pt: "{count} outro veículo oculto", ru: "ещё {count} автомобиль скрыт" },
  "importable-hidden-few": { en: "{count} other vehicles hidden", fr: "{count} autres véhicules masqués", pt: "{count} outros veículos ocultos", ru: "ещё {count} автомобиля скрыты" },
  "importable-hidden-many": { en: "{count} other vehicles hidden", fr: "{count} autres véhicules masqués", pt: "{count} outros veículos ocultos", ru: "ещё {count} автомобилей скрыто" },
  "importable-hidden-other": { en: "{count} other vehicles hidden", fr: "{count} autres véhicules masqués", pt: "{count} outros veículos ocultos", ru: "ещё {count} автомобиля скрыто" },
  "importable-show-all": { en: "Show all vehicles", fr: "Afficher tous les véhicules", pt: "Mostrar todos os veículos", ru: "Показать все автомобили" },
  "importable-all": {
    en: "Showing every vehicle, including those that cannot be imported into {country}",
    fr: "Tous les véhicules sont affichés, y compris ceux qui ne sont pas importables ({country})",
    pt: "São mostrados todos os veículos, incluindo os não importáveis ({country})",
    ru: "Показаны все автомобили, включая не разрешённые к ввозу ({country})",
  },
  "importable-marked-one": {
    en: "{count} of them is not allowed there: its card says why",
    fr: "{count} d’entre eux n’y est pas autorisé : sa fiche indique pourquoi",
    pt: "{count} deles não é lá permitido: o cartão indica porquê",
    ru: "{count} из них ввезти туда нельзя — причина указана в карточке",
  },
  "importable-marked-few": {
    en: "{count} of them are not allowed there: their cards say why",
    fr: "{count} d’entre eux n’y sont pas autorisés : leurs fiches indiquent pourquoi",
    pt: "{count} deles não são lá permitidos: os cartões indicam porquê",
    ru: "{count} из них ввезти туда нельзя — причины указаны в карточках",
  },
  "importable-marked-many": {
    en: "{count} of them are not allowed there: their cards say why",
    fr: "{count} d’entre eux n’y sont pas autorisés : leurs fiches indiquent pourquoi",
    pt: "{count} deles não são lá permitidos: os cartões indicam porquê",
    ru: "{count} из них ввезти туда нельзя — причины указаны в карточках",
  },
  "importable-marked-other": {
    en: "{count} of them are not allowed there: their cards say why",
    fr: "{count} d’entre eux n’y sont pas autorisés : leurs fiches indiquent pourquoi",
    pt: "{count} deles não são lá permitidos: os cartões indicam porquê",
    ru: "{count} из них ввезти туда нельзя — причины указаны в карточках",
  },
  "importable-show-only": {
    en: "Show only what {country} allows",
    fr: "N’afficher que les véhicules importables ({country})",
    pt: "Mostrar só os importáveis ({country})",
    ru: "Показать только разрешённые к ввозу ({country})",
  },
  // Why a vehicle's card says it cannot go to the buyer's country.
  "import-refusal": { en: "Not allowed in {country}: {reasons}", fr: "Non autorisé ({country}) : {reasons}", pt: "Não permitido ({country}): {reasons}", ru: "Нельзя ввезти ({country}): {reasons}" },
  "import-reason-age-one": { en: "older than the {limit}-year limit", fr: "plus ancien que la limite de {limit} an", pt: "mais antigo do que o limite de {limit} ano", ru: "старше предельного возраста в {limit} год" },
  "import-reason-age-few": { en: "older than the {limit}-year limit", fr: "plus ancien que la limite de {limit} ans", pt: "mais antigo do que o limite de {limit} anos", ru: "старше предельного возраста в {limit} года" },
  "import-reason-age-many": { en: "older than the {limit}-year limit", fr: "plus ancien que la limite de {limit} ans", pt: "mais antigo do que o limite de {limit} anos", ru: "старше предельного возраста в {limit} лет" },
  "import-reason-age-other": { en: "older than the {limit}-year limit", fr: "plus ancien que la limite de {limit} ans", pt: "mais antigo do que o limite de {limit} anos", ru: "старше предельного возраста в {limit} года" },
  "import-reason-steering-left": { en: "left-hand drive", fr: "conduite à gauche", pt: "volante à esquerda", ru: "левый руль" },
  "import-reason-steering-right": { en: "right-hand drive", fr: "conduite à droite", pt: "volante à direita", ru: "правый руль" },
  "import-reason-used-imports": { en: "no used vehicles imported", fr: "importation de véhicules d’occasion interdite", pt: "importação de veículos usados proibida", ru: "ввоз подержанных автомобилей запрещён" },
  "import-reason-export-ban": { en: "Japan’s export ban", fr: "interdiction d’exportation japonaise", pt: "proibição de exportação do Japão", ru: "запрет экспорта из Японии" },
  // A search that finds nothing, said with its filters in words.
  "no-match": { en: "No vehicles match {search}.", fr: "Aucun véhicule ne correspond à : {search}.", pt: "Nenhum veículo corresponde a: {search}.", ru: "Нет автомобилей по запросу: {search}." },
  "no-match-importable": {
    en: "No vehicles that can be imported into {country} match {search}.",
    fr: "Aucun véhicule importable ({country}) ne correspond à : {search}.",
    pt: "Nenhum veículo importável ({country}) corresponde a: {search}.",
    ru: "Нет разрешённых к ввозу автомобилей ({country}) по запросу: {search}.",
  },
  "no-match-empty": { en: "No vehicles are in stock right now.", fr: "Aucun véhicule n’est en stock pour le moment.", pt: "De momento não há veículos em stock.", ru: "Сейчас в наличии нет автомобилей." },
  "search-range-from": { en: "from {value}", fr: "à partir de {value}", pt: "a partir de {value}", ru: "от {value}" },
  "search-range-to": { en: "up to {value}", fr: "jusqu’à {value}", pt: "até {value}", ru: "до {value}" },
};
