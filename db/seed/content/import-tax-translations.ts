// Interface texts of the duties on arrival (issue 39, ADR 059): the breakdown under a quote, the cards'
// landed cost and what is said where there is no estimate, in the four languages. Merged into
// ./translations.ts. The taxes' own names and bases come from the country's table, in English.
import type { Localized } from './types.ts';

export const importTaxTranslations: Record<string, Localized> = {
  "arrival-taxes-heading": { en: "Paid by you on arrival (estimate)", fr: "À payer par vous à l’arrivée (estimation)", pt: "A pagar por si à chegada (estimativa)", ru: "Оплачиваете вы по прибытии (оценка)" },
  "arrival-customs-value": { en: "Customs value", fr: "Valeur en douane", pt: "Valor aduaneiro", ru: "Таможенная стоимость" },
  "arrival-customs-cif": { en: "The CIF: cost, insurance and freight to the port", fr: "Le CIF : coût, assurance et fret jusqu’au port", pt: "O CIF: custo, seguro e frete até ao porto", ru: "CIF: стоимость, страховка и фрахт до порта" },
  "arrival-customs-cif-higher": {
    en: "The CIF, which is higher than the value from {country}'s reference price ({value}): customs takes the higher",
    fr: "Le CIF, supérieur à la valeur tirée du prix de référence ({country}) ({value}) : la douane retient le plus élevé",
    pt: "O CIF, superior ao valor do preço de referência ({country}) ({value}): a alfândega fica com o mais alto",
    ru: "CIF — он выше стоимости по справочной цене ({country}) ({value}): таможня берёт большее",
  },
  "arrival-customs-reference": {
    en: "{country}'s reference price of {price}, less the taxes and margin it includes and {depreciation} for the car's age on arrival",
    fr: "Le prix de référence ({country}) de {price}, moins les taxes et la marge qu’il comprend et {depreciation} pour l’âge du véhicule à l’arrivée",
    pt: "O preço de referência ({country}) de {price}, menos os impostos e a margem que inclui e {depreciation} pela idade do veículo à chegada",
    ru: "Справочная цена ({country}) {price} за вычетом входящих в неё налогов и наценки и {depreciation} за возраст автомобиля на момент прибытия",
  },
  "arrival-customs-reference-higher": {
    en: "{country}'s reference price of {price}, less the taxes and margin it includes and {depreciation} for the car's age on arrival; higher than the CIF of {cif}, so customs takes it",
    fr: "Le prix de référence ({country}) de {price}, moins les taxes et la marge qu’il comprend et {depreciation} pour l’âge du véhicule à l’arrivée ; supérieur au CIF de {cif}, la douane le retient",
    pt: "O preço de referência ({country}) de {price}, menos os impostos e a margem que inclui e {depreciation} pela idade do veículo à chegada; superior ao CIF de {cif}, a alfândega fica com ele",
    ru: "Справочная цена ({country}) {price} за вычетом входящих в неё налогов и наценки и {depreciation} за возраст автомобиля на момент прибытия; она выше CIF {cif}, поэтому таможня берёт её",
  },
  "arrival-tax-rate": { en: "{label}: {rate} of {base} = {amount}", fr: "{label} : {rate} de {base} = {amount}", pt: "{label}: {rate} de {base} = {amount}", ru: "{label}: {rate} от {base} = {amount}" },
  "arrival-tax-per-cc": { en: "{label}: {perCc} per cc × {cc} cc = {amount}", fr: "{label} : {perCc} par cm³ × {cc} cm³ = {amount}", pt: "{label}: {perCc} por cm³ × {cc} cm³ = {amount}", ru: "{label}: {perCc} за см³ × {cc} см³ = {amount}" },
  "arrival-tax-fixed": { en: "{label}: {amount}", fr: "{label} : {amount}", pt: "{label}: {amount}", ru: "{label}: {amount}" },
  "arrival-taxes-total": { en: "Duties and taxes on arrival", fr: "Droits et taxes à l’arrivée", pt: "Direitos e impostos à chegada", ru: "Пошлины и налоги по прибытии" },
  "arrival-landed-total": { en: "Landed cost in {place}", fr: "Coût rendu à {place}", pt: "Custo posto em {place}", ru: "Полная стоимость в {place}" },
  "arrival-taxes-source": { en: "Rates as checked on {date}: sources", fr: "Taux vérifiés le {date} : sources", pt: "Taxas verificadas em {date}: fontes", ru: "Ставки проверены {date}: источники" },
  "arrival-taxes-estimate": {
    en: "This is an estimate, not part of our price: customs sets the amounts when the car is declared.",
    fr: "Ceci est une estimation, hors de notre prix : la douane fixe les montants à la déclaration du véhicule.",
    pt: "É uma estimativa, fora do nosso preço: a alfândega fixa os montantes quando o veículo é declarado.",
    ru: "Это оценка, в нашу цену она не входит: суммы определяет таможня при декларировании автомобиля.",
  },
  "arrival-taxes-unknown": {
    en: "We cannot estimate {country}'s duties; ask us or your clearing agent.",
    fr: "Nous ne pouvons pas estimer les droits de douane ({country}) ; demandez-nous ou à votre transitaire.",
    pt: "Não conseguimos estimar os direitos aduaneiros ({country}); pergunte-nos ou ao seu despachante.",
    ru: "Мы не можем оценить пошлины ({country}); спросите нас или вашего таможенного брокера.",
  },
  "arrival-taxes-fob": {
    en: "Choose CIF to a port to see an estimate of the duties on arrival.",
    fr: "Choisissez CIF jusqu’à un port pour voir une estimation des droits à l’arrivée.",
    pt: "Escolha CIF até um porto para ver uma estimativa dos direitos à chegada.",
    ru: "Выберите CIF до порта, чтобы увидеть оценку пошлин по прибытии.",
  },
  "card-landed": { en: "landed in {place} ≈ {amount}", fr: "rendu à {place} ≈ {amount}", pt: "posto em {place} ≈ {amount}", ru: "с растаможкой в {place} ≈ {amount}" },
};
