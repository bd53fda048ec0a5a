// Interface texts of the duties on arrival (issue 39, ADR 059): the breakdown under a quote, the cards'
// landed cost and what is said where there is no estimate, in the four languages; and the words of the
// tables themselves, under the keys of domain/trade/tax-text-keys.ts: every tax's name and base word of
// the reference data, the estimate's own caveats and each country's caveats, their English as the engine
// and the tables write it. Merged into ./translations.ts.
import { countryCaveatsKey, TAX_CAVEATS, taxWordKey, type TaxCaveatKey } from '#domain/trade/tax-text-keys.ts';
import { importTaxTablesFromReference } from '../import-taxes-data.ts';
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
  // The base is a sum of words in the nominative ("customs value + Import duty"): the languages with cases or articles name it as the base.
  "arrival-tax-rate": { en: "{label}: {rate} of {base} = {amount}", fr: "{label} : {rate} de l’assiette ({base}) = {amount}", pt: "{label}: {rate} sobre a base ({base}) = {amount}", ru: "{label}: {rate} от базы ({base}) = {amount}" },
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
  "arrival-taxes-vehicle-kind": {
    en: "We estimate duties on cars and light commercial vehicles only; for this vehicle in {country}, ask us or your clearing agent.",
    fr: "Nous n’estimons les droits que pour les voitures et les utilitaires légers ; pour ce véhicule ({country}), demandez-nous ou à votre transitaire.",
    pt: "Só estimamos direitos para automóveis e veículos comerciais ligeiros; para este veículo ({country}), pergunte-nos ou ao seu despachante.",
    ru: "Мы оцениваем пошлины только для легковых и лёгких коммерческих автомобилей; об этом автомобиле ({country}) спросите нас или вашего таможенного брокера.",
  },
  "arrival-taxes-no-rate": {
    en: "We have no exchange rate for {currency}: ask us for an estimate of {country}'s duties.",
    fr: "Nous n’avons pas de taux de change pour {currency} : demandez-nous une estimation des droits ({country}).",
    pt: "Não temos taxa de câmbio para {currency}: peça-nos uma estimativa dos direitos ({country}).",
    ru: "У нас нет курса для {currency}: запросите у нас оценку пошлин ({country}).",
  },
  "card-landed": { en: "landed in {place} ≈ {amount}", fr: "rendu à {place} ≈ {amount}", pt: "posto em {place} ≈ {amount}", ru: "с растаможкой в {place} ≈ {amount}" },
};

/** The estimate's own caveats, their English the engine's (TAX_CAVEATS). */
const CAVEATS: Record<TaxCaveatKey, Omit<Localized, 'en'>> = {
  'tax-caveat-estimated-reference': {
    fr: 'Le prix de référence de {currency} {price} est notre estimation, pas la liste de l’administration.',
    pt: 'O preço de referência de {currency} {price} é uma estimativa nossa, não a lista da autoridade.',
    ru: 'Справочная цена {currency} {price} — наша оценка, а не цена из перечня ведомства.',
  },
  'tax-caveat-no-reference-price': {
    fr: 'La douane ({country}) évalue les véhicules d’après ses propres prix de référence, et nous n’en avons pas pour ce modèle : la valeur en douane est ici le CIF, et la sienne peut être plus haute ou plus basse.',
    pt: 'A alfândega ({country}) avalia os veículos pelos seus próprios preços de referência, e não temos nenhum para este modelo: o valor aduaneiro aqui é o CIF, e o dela pode ser mais alto ou mais baixo.',
    ru: 'Таможня ({country}) оценивает автомобили по своим справочным ценам, а для этой модели у нас такой цены нет: здесь таможенная стоимость — это CIF, а оценка таможни может быть выше или ниже.',
  },
  'tax-caveat-age-manufacture': {
    fr: 'Âge compté à partir de janvier {year} : le mois de fabrication n’est pas connu.',
    pt: 'Idade contada a partir de janeiro de {year}: o mês de fabrico não está registado.',
    ru: 'Возраст считается с января {year} г.: месяц выпуска неизвестен.',
  },
  'tax-caveat-age-first-registration': {
    fr: 'Âge compté à partir de janvier {year} : le mois de première immatriculation n’est pas connu.',
    pt: 'Idade contada a partir de janeiro de {year}: o mês do primeiro registo não está registado.',
    ru: 'Возраст считается с января {year} г.: месяц первой регистрации неизвестен.',
  },
  'tax-caveat-engine-power': {
    fr: 'La puissance du moteur n’est pas connue : les taux de la puissance habituelle ont été appliqués.',
    pt: 'A potência do motor não está registada: foram aplicadas as taxas da potência habitual.',
    ru: 'Мощность двигателя неизвестна: применены ставки для обычной мощности.',
  },
  'tax-caveat-rates': {
    fr: 'Les montants en d’autres devises sont convertis à nos taux, non au taux de la douane le jour de la déclaration.',
    pt: 'Os montantes noutras moedas são convertidos às nossas taxas, não à taxa da alfândega no dia da declaração.',
    ru: 'Суммы в других валютах пересчитаны по нашему курсу, а не по курсу таможни на день декларирования.',
  },
};

/** Every tax's name in the reference data and the words of a base, by their English. */
const WORDS: Record<string, Omit<Localized, 'en'>> = {
  'customs value': { fr: 'valeur en douane', pt: 'valor aduaneiro', ru: 'таможенная стоимость' },
  CIF: { fr: 'CIF', pt: 'CIF', ru: 'CIF' },
  FOB: { fr: 'FOB', pt: 'FOB', ru: 'FOB' },
  'Additional excise on aged vehicles (\'dumping fee\')': { fr: 'Accise supplémentaire sur les véhicules anciens (« dumping fee »)', pt: 'Imposto especial adicional sobre veículos antigos («dumping fee»)', ru: 'Дополнительный акциз на старые автомобили («dumping fee»)' },
  'African Union levy': { fr: 'Prélèvement de l’Union africaine', pt: 'Taxa da União Africana', ru: 'Сбор Африканского союза' },
  'Biosecurity system entry levy': { fr: 'Redevance de biosécurité à l’entrée', pt: 'Taxa de entrada do sistema de biossegurança', ru: 'Сбор системы биобезопасности при ввозе' },
  'Comprehensive Import Supervision Scheme': { fr: 'Programme de supervision intégrale des importations (CISS)', pt: 'Programa de Supervisão Integral das Importações (CISS)', ru: 'Программа комплексного контроля импорта (CISS)' },
  'Customs clearance fee': { fr: 'Frais de dédouanement', pt: 'Taxa de desalfandegamento', ru: 'Сбор за таможенное оформление' },
  'Customs duty': { fr: 'Droit de douane', pt: 'Direito aduaneiro', ru: 'Таможенная пошлина' },
  'Customs duty (Japanese origin)': { fr: 'Droit de douane (origine japonaise)', pt: 'Direito aduaneiro (origem japonesa)', ru: 'Таможенная пошлина (японское происхождение)' },
  'Customs duty (incl. 50% luxury surcharge)': { fr: 'Droit de douane (dont surtaxe de luxe de 50 %)', pt: 'Direito aduaneiro (incl. sobretaxa de luxo de 50 %)', ru: 'Таможенная пошлина (включая 50 % надбавки за роскошь)' },
  'Customs duty (non-preferential)': { fr: 'Droit de douane (non préférentiel)', pt: 'Direito aduaneiro (não preferencial)', ru: 'Таможенная пошлина (непреференциальная)' },
  'DVLA first registration fee': { fr: 'Frais de première immatriculation (DVLA)', pt: 'Taxa de primeiro registo (DVLA)', ru: 'Сбор за первичную регистрацию (DVLA)' },
  'ECOWAS levy': { fr: 'Prélèvement de la CEDEAO', pt: 'Taxa da CEDEAO', ru: 'Сбор ЭКОВАС' },
  'ECOWAS trade liberalisation levy': { fr: 'Prélèvement de libéralisation des échanges de la CEDEAO', pt: 'Taxa de liberalização comercial da CEDEAO', ru: 'Сбор ЭКОВАС на либерализацию торговли' },
  'Environmental levy': { fr: 'Taxe environnementale', pt: 'Taxa ambiental', ru: 'Экологический сбор' },
  'Examination fee': { fr: 'Frais de visite douanière', pt: 'Taxa de verificação', ru: 'Сбор за досмотр' },
  Excise: { fr: 'Accise', pt: 'Imposto especial de consumo', ru: 'Акциз' },
  'Excise (hybrid, 60% reduction)': { fr: 'Accise (hybride, réduction de 60 %)', pt: 'Imposto especial de consumo (híbrido, redução de 60 %)', ru: 'Акциз (гибрид, скидка 60 %)' },
  'Excise duty': { fr: 'Droit d’accise', pt: 'Imposto especial de consumo', ru: 'Акциз' },
  'Excise duty (electric)': { fr: 'Droit d’accise (électrique)', pt: 'Imposto especial de consumo (elétrico)', ru: 'Акциз (электромобиль)' },
  'Excise duty (engine size)': { fr: 'Droit d’accise (selon la cylindrée)', pt: 'Imposto especial de consumo (por cilindrada)', ru: 'Акциз (по объёму двигателя)' },
  'Excise tax': { fr: 'Taxe d’accise', pt: 'Imposto especial de consumo', ru: 'Акциз' },
  'Excise tax (fixed)': { fr: 'Taxe d’accise (forfaitaire)', pt: 'Imposto especial de consumo (fixo)', ru: 'Акциз (фиксированный)' },
  'Excise tax (hybrid/LPG)': { fr: 'Taxe d’accise (hybride/GPL)', pt: 'Imposto especial de consumo (híbrido/GPL)', ru: 'Акциз (гибрид/ГБО)' },
  'First registration fee': { fr: 'Frais de première immatriculation', pt: 'Taxa de primeiro registo', ru: 'Сбор за первичную регистрацию' },
  'Form fees': { fr: 'Frais de formulaires', pt: 'Taxas de formulários', ru: 'Сборы за бланки' },
  'GETFund levy': { fr: 'Prélèvement GETFund', pt: 'Taxa GETFund', ru: 'Сбор GETFund' },
  'GST': { fr: 'Taxe sur les biens et services (GST)', pt: 'Imposto sobre bens e serviços (GST)', ru: 'Налог на товары и услуги (GST)' },
  'General Consumption Tax': { fr: 'Taxe générale sur la consommation', pt: 'Imposto geral sobre o consumo', ru: 'Общий налог на потребление' },
  'Import Declaration Fee': { fr: 'Redevance de déclaration d’importation (IDF)', pt: 'Taxa de declaração de importação (IDF)', ru: 'Сбор за импортную декларацию (IDF)' },
  'Import duty': { fr: 'Droit d’importation', pt: 'Direito de importação', ru: 'Ввозная пошлина' },
  'Import duty (CET)': { fr: 'Droit d’importation (TEC)', pt: 'Direito de importação (TEC)', ru: 'Ввозная пошлина (единый внешний тариф)' },
  'Import duty (historic, HS 9705)': { fr: 'Droit d’importation (véhicule historique, SH 9705)', pt: 'Direito de importação (histórico, SH 9705)', ru: 'Ввозная пошлина (исторический автомобиль, ТН ВЭД 9705)' },
  'Import duty (non-preferential)': { fr: 'Droit d’importation (non préférentiel)', pt: 'Direito de importação (não preferencial)', ru: 'Ввозная пошлина (непреференциальная)' },
  'Import entry transaction fee': { fr: 'Frais de déclaration d’importation', pt: 'Taxa de transação da declaração de importação', ru: 'Сбор за оформление ввозной декларации' },
  'Import tax': { fr: 'Taxe à l’importation', pt: 'Imposto de importação', ru: 'Ввозной налог' },
  'Infrastructure levy': { fr: 'Prélèvement pour les infrastructures', pt: 'Taxa de infraestruturas', ru: 'Инфраструктурный сбор' },
  'Motor Vehicle Tax': { fr: 'Taxe sur les véhicules à moteur', pt: 'Imposto sobre veículos a motor', ru: 'Налог на автотранспорт' },
  'Motor Vehicle Tax (incl. 50% luxury surcharge)': { fr: 'Taxe sur les véhicules à moteur (dont surtaxe de luxe de 50 %)', pt: 'Imposto sobre veículos a motor (incl. sobretaxa de luxo de 50 %)', ru: 'Налог на автотранспорт (включая 50 % надбавки за роскошь)' },
  'National Automotive Council levy': { fr: 'Prélèvement du National Automotive Council', pt: 'Taxa do National Automotive Council', ru: 'Сбор Национального автомобильного совета' },
  'National Health Insurance Levy': { fr: 'Prélèvement pour l’assurance maladie nationale', pt: 'Taxa do seguro nacional de saúde', ru: 'Сбор на национальное медицинское страхование' },
  'Overage penalty': { fr: 'Pénalité pour ancienneté', pt: 'Penalização por idade', ru: 'Штраф за возраст' },
  'Railway Development Levy': { fr: 'Prélèvement pour le développement ferroviaire (RDL)', pt: 'Taxa de desenvolvimento ferroviário (RDL)', ru: 'Сбор на развитие железных дорог (RDL)' },
  'Recycling fee (utilsbor), personal-use rate': { fr: 'Taxe de recyclage (utilsbor), taux pour usage personnel', pt: 'Taxa de reciclagem (utilsbor), taxa de uso pessoal', ru: 'Утилизационный сбор, ставка для личного пользования' },
  'Registration, inspection and plates': { fr: 'Immatriculation, contrôle technique et plaques', pt: 'Registo, inspeção e matrículas', ru: 'Регистрация, техосмотр и номера' },
  'Special Consumption Tax': { fr: 'Taxe spéciale sur la consommation', pt: 'Imposto especial sobre o consumo', ru: 'Специальный налог на потребление' },
  'Special import levy': { fr: 'Prélèvement spécial à l’importation', pt: 'Taxa especial de importação', ru: 'Специальный ввозной сбор' },
  'Stamp duty': { fr: 'Droit de timbre', pt: 'Imposto do selo', ru: 'Гербовый сбор' },
  'Surtax on vehicles over 5 years': { fr: 'Surtaxe sur les véhicules de plus de 5 ans', pt: 'Sobretaxa sobre veículos com mais de 5 anos', ru: 'Надбавка на автомобили старше 5 лет' },
  'Tariff duty': { fr: 'Droit de douane', pt: 'Direito pautal', ru: 'Таможенная пошлина по тарифу' },
  'Unified customs payment (individuals)': { fr: 'Paiement douanier unique (particuliers)', pt: 'Pagamento aduaneiro único (particulares)', ru: 'Единый таможенный платёж (физические лица)' },
  VAT: { fr: 'TVA', pt: 'IVA', ru: 'НДС' },
  'VAT (historic)': { fr: 'TVA (véhicule historique)', pt: 'IVA (histórico)', ru: 'НДС (исторический автомобиль)' },
  'Withholding tax (creditable against income tax)': { fr: 'Retenue à la source (imputable sur l’impôt sur le revenu)', pt: 'Retenção na fonte (dedutível no imposto sobre o rendimento)', ru: 'Налог у источника (засчитывается в подоходный налог)' },
};

/** Each country's own caveats, their English the table's. */
const COUNTRY_CAVEATS: Record<string, Omit<Localized, 'en'>> = {
  KE: {
    fr: 'Le prix CIF indiqué par un vendeur n’est pas l’assiette de l’impôt ; une estimation demande le CRSP du modèle (non inclus ici). Hors immatriculation et plaques NTSA, frais de port et de stockage KPA, honoraires du transitaire, taxe Merchant Shipping et frais d’inspection. Les taux de dépréciation jusqu’à 1 an et de 6 à 7 ans sont déduits.',
    pt: 'O preço CIF indicado por um vendedor não é a base do imposto; uma estimativa precisa do CRSP do modelo (não incluído aqui). Exclui o registo e as matrículas da NTSA, as taxas portuárias e de armazenagem da KPA, os honorários do despachante, a taxa Merchant Shipping e as taxas de inspeção. As linhas de depreciação até 1 ano e de 6 a 7 anos são deduzidas.',
    ru: 'Цена CIF продавца — не налоговая база; для оценки нужна цена модели по перечню CRSP (здесь её нет). Не включены регистрация и номера NTSA, портовые сборы и хранение KPA, услуги таможенного брокера, сбор Merchant Shipping и сборы за инспекцию. Ставки амортизации до 1 года и от 6 до 7 лет выведены косвенно.',
  },
  TZ: {
    fr: 'Hors frais de traitement douanier, taxe d’immatriculation TRA et plaques, frais portuaires TPA et honoraires de dédouanement. Les taux des pick-up et utilitaires diffèrent (accise d’âge de 5 % pour les utilitaires selon le budget 2014). L’évaluation de la TRA peut remplacer la valeur facturée.',
    pt: 'Exclui a taxa de processamento aduaneiro, o imposto de registo automóvel da TRA e as matrículas, as taxas portuárias da TPA e os honorários de desalfandegamento. As taxas das pick-ups e utilitários são outras (imposto de idade de 5 % para utilitários, orçamento de 2014). A avaliação da própria TRA pode substituir o valor da fatura.',
    ru: 'Не включены сбор за таможенную обработку, налог TRA на регистрацию автомобиля и номера, портовые сборы TPA и услуги по растаможке. Для пикапов и грузопассажирских автомобилей ставки другие (акциз за возраст 5 % по бюджету 2014 года). TRA может заменить стоимость по счёту своей оценкой.',
  },
  UG: {
    fr: 'Les véhicules utilitaires avaient une taxe environnementale plus faible (20 %) dans la loi de 2018 ; non prise en compte. La retenue à la source est un acompte, non un coût définitif, pour les acheteurs assujettis à la TVA ou à l’impôt sur le revenu. Hors frais de transit par le Kenya ou la Tanzanie, plaques et honoraires d’agent.',
    pt: 'Os veículos de mercadorias tinham uma taxa ambiental mais baixa (20 %) na lei de 2018; não considerada. A retenção na fonte é um pagamento antecipado, não um custo final, para compradores registados em IVA ou imposto sobre o rendimento. Exclui os custos de trânsito pelo Quénia ou pela Tanzânia, as matrículas e os honorários do agente.',
    ru: 'Для грузовых автомобилей в законопроекте 2018 года был ниже экологический сбор (20 %); здесь не учтён. Налог у источника для плательщиков НДС или подоходного налога — предоплата, а не окончательный расход. Не включены транзит через Кению или Танзанию, номера и услуги агента.',
  },
  ZW: {
    fr: 'Hors immatriculation et licence ZINARA, taxe carbone, honoraires du transitaire et frais de transit depuis le port de déchargement. La ZIMRA peut relever la valeur après inspection.',
    pt: 'Exclui o registo e a licença da ZINARA, o imposto sobre o carbono, os honorários do despachante e os custos de trânsito desde o porto de descarga. A ZIMRA pode aumentar o valor após inspeção.',
    ru: 'Не включены регистрация и лицензия ZINARA, углеродный налог, услуги таможенного брокера и транзит из порта выгрузки. ZIMRA может повысить стоимость после осмотра.',
  },
  JM: {
    fr: 'Les véhicules diesel et utilitaires relèvent d’autres barèmes de SCT (non inclus). Hors droit de timbre, redevance d’usage des douanes, honoraires du courtier, certificat d’aptitude et immatriculation.',
    pt: 'Os veículos a gasóleo e os comerciais usam outras tabelas de SCT (não incluídas). Exclui o imposto do selo, a taxa de utilização da alfândega, os honorários do despachante, o certificado de aptidão e o registo.',
    ru: 'Для дизельных и коммерческих автомобилей действуют другие таблицы SCT (не включены). Не включены гербовый сбор, таможенный сбор за пользование, услуги брокера, сертификат годности и регистрация.',
  },
  TT: {
    fr: 'Les barèmes viennent d’un article de presse spécialisée antérieur au budget d’octobre 2020, qui a supprimé les dernières exonérations sur les voitures particulières (cnc3.co.tt) : les lignes sont indicatives. Les hybrides jusqu’à 1599 cm³ et 105 kW, et les véhicules électriques, sont exonérés dans la limite d’âge (Legal Notices 109-111 de 2022 ; izzso.com). Hors frais de courtier, de port et d’immatriculation.',
    pt: 'As tabelas vêm de um artigo da imprensa do setor anterior ao orçamento de outubro de 2020, que retirou as últimas isenções para automóveis particulares (cnc3.co.tt); as linhas são indicativas. Os híbridos até 1599 cm³ e 105 kW, e os elétricos, estão isentos dentro do limite de idade (Legal Notices 109-111 de 2022; izzso.com). Exclui os honorários do despachante, as taxas portuárias e de licenciamento.',
    ru: 'Таблицы ставок взяты из статьи отраслевого издания, вышедшей до бюджета октября 2020 года, который отменил последние льготы для легковых автомобилей (cnc3.co.tt): ставки ориентировочные. Гибриды до 1599 см³ и 105 кВт и электромобили в пределах возрастного ограничения освобождены от налогов (Legal Notices 109-111 от 2022 года; izzso.com). Не включены услуги брокера, портовые и лицензионные сборы.',
  },
  GY: {
    fr: 'Les montants fixes d’accise des véhicules plus anciens sont en USD (convertis au taux de la GRA). Les pneus d’occasion de moins de 6 mm de sculpture sont sanctionnés. Hors frais de courtier et d’immatriculation.',
    pt: 'Os montantes fixos do imposto especial para veículos mais antigos estão em USD (convertidos à taxa da GRA). Os pneus usados com menos de 6 mm de piso são multados. Exclui os honorários do despachante e as taxas de licenciamento.',
    ru: 'Фиксированные суммы акциза для старых автомобилей указаны в USD (пересчёт по курсу GRA). За б/у шины с протектором меньше 6 мм штрафуют. Не включены услуги брокера и лицензионные сборы.',
  },
  RU: {
    fr: 'Hors frais de dédouanement (quelques milliers de roubles selon la valeur, décret 863 modifié), certification SBKTS/EPTS, installation ERA-GLONASS et manutention à Vladivostok. Le taux préférentiel de la taxe de recyclage ne vaudrait que jusqu’à 3000 cm³ ; au-delà de 160 ch l’estimation est bien trop basse. Les taux par cm³ au-delà de 5 ans sont à vérifier.',
    pt: 'Exclui a taxa de desalfandegamento (alguns milhares de rublos conforme o valor, Decreto 863 alterado), a certificação SBKTS/EPTS, a instalação ERA-GLONASS e o manuseamento em Vladivostok. A taxa de reciclagem preferencial aplicar-se-á só até 3000 cm³; acima de 160 cv a estimativa fica muito abaixo. As taxas por cm³ acima de 5 anos precisam de verificação.',
    ru: 'Не включены таможенный сбор за оформление (несколько тысяч рублей в зависимости от стоимости, постановление № 863 с изменениями), получение СБКТС/ЭПТС, установка ЭРА-ГЛОНАСС и обработка во Владивостоке. Льготный утилизационный сбор, по сообщениям, действует только для двигателей до 3000 см³; при мощности свыше 160 л. с. оценка сильно занижена. Ставки за см³ для автомобилей старше 5 лет требуют проверки.',
  },
  MN: {
    fr: 'Le barème d’accise est celui en MNT publié vers 2014-2015 ; il a pu changer depuis. Hors frais de déclaration en douane (environ 5 à 8 USD), taxe annuelle sur les véhicules et transit par Tianjin ou Zamyn-Uud.',
    pt: 'A tabela do imposto especial é a de MNT publicada por volta de 2014-2015; pode ter sido revista desde então. Exclui as taxas de declaração aduaneira (cerca de 5 a 8 USD), o imposto anual de circulação e o trânsito por Tianjin ou Zamyn-Uud.',
    ru: 'Таблица акциза — в тугриках, опубликована около 2014-2015 годов; с тех пор могла измениться. Не включены сборы за таможенную декларацию (около 5-8 USD), ежегодный налог на автомобиль и транзит через Тяньцзинь или Замын-Ууд.',
  },
  KG: {
    fr: 'Les frais nationaux kirghizes (immatriculation, éventuelle taxe de recyclage) ne sont pas inclus. Les importations commerciales relèvent du tarif de l’UEEA, non de ces taux. Les montants par cm³ au-delà de 5 ans sont à vérifier (voir la Russie).',
    pt: 'As taxas nacionais do Quirguistão (registo, eventual taxa de reciclagem) não estão incluídas. As importações comerciais seguem a pauta da UEEA, não estas taxas. Os valores por cm³ acima de 5 anos precisam de verificação (ver a Rússia).',
    ru: 'Национальные сборы Кыргызстана (регистрация, возможный утилизационный сбор) не включены. Коммерческий ввоз идёт по тарифу ЕАЭС, а не по этим ставкам. Ставки за см³ для автомобилей старше 5 лет требуют проверки (см. Россию).',
  },
  GE: {
    fr: 'Certaines sources (guazi.com, jinyucars.com) citent la TVA (18 %), absente des calculateurs de dédouanement locaux (myauto.ge) pour les voitures particulières ; non incluse. La surtaxe d’accise sur la conduite à droite n’est pas prise en compte. Les voitures en transit ou réexportées échappent aux taxes géorgiennes.',
    pt: 'Algumas fontes (guazi.com, jinyucars.com) referem o IVA (18 %), ausente das calculadoras de desalfandegamento locais (myauto.ge) para automóveis particulares; não incluído. A sobretaxa do imposto especial sobre volante à direita não é considerada. Os automóveis em trânsito ou reexportados não pagam os impostos georgianos.',
    ru: 'Некоторые источники (guazi.com, jinyucars.com) называют НДС (18 %), но местные калькуляторы растаможки (myauto.ge) для легковых автомобилей его не учитывают; здесь не включён. Надбавка к акцизу за правый руль не учтена. Автомобили в транзите или на реэкспорт грузинских налогов не платят.',
  },
  NZ: {
    fr: 'Hors inspection et nettoyage de biosécurité du MPI, certification d’entrée et mise en conformité (souvent plus de 1 000 NZD), immatriculation et WoF, et redevance routière des diesels. Les camping-cars et ambulances paient un droit de 10 %.',
    pt: 'Exclui a inspeção e limpeza de biossegurança do MPI, a certificação de entrada e a conformidade (muitas vezes mais de 1 000 NZD), o registo e o WoF, e a taxa rodoviária dos veículos a gasóleo. As autocaravanas e ambulâncias pagam 10 % de direito.',
    ru: 'Не включены досмотр и очистка по биобезопасности MPI, сертификация при ввозе и приведение в соответствие (часто более 1 000 NZD), регистрация и WoF, а также дорожный сбор для дизельных автомобилей. Дома на колёсах и машины скорой помощи платят пошлину 10 %.',
  },
  AE: {
    fr: 'Hors contrôle RTA (environ 170 à 350 AED) et immatriculation (400 à 1 000 AED), mise aux normes GCC et stockage au port.',
    pt: 'Exclui a inspeção da RTA (cerca de 170 a 350 AED) e o registo (400 a 1 000 AED), a conversão para a especificação GCC e a armazenagem no porto.',
    ru: 'Не включены техосмотр RTA (около 170-350 AED) и регистрация (400-1 000 AED), доработка под стандарт GCC и хранение в порту.',
  },
  GH: {
    fr: 'Ne concerne que les véhicules à conduite à gauche. Hors frais de traitement, frais de désinfection, frais portuaires et immatriculation DVLA ; la structure des prélèvements a changé en 2025-26.',
    pt: 'Só interessa para stock com volante à esquerda. Exclui a taxa de processamento, a taxa de desinfeção, as taxas portuárias e o registo na DVLA; a estrutura das taxas mudou em 2025-26.',
    ru: 'Имеет смысл только для леворульных автомобилей. Не включены сбор за обработку, сбор за дезинфекцию, портовые сборы и регистрация DVLA; структура сборов изменилась в 2025-26 годах.',
  },
  NG: {
    fr: 'Ne concerne que les véhicules à conduite à gauche. Hors surtaxe de 7 % sur le droit, frais portuaires et de terminal, honoraires d’agent et immatriculation.',
    pt: 'Só interessa para stock com volante à esquerda. Exclui a sobretaxa de 7 % sobre o direito, as taxas portuárias e de terminal, os honorários do agente e o registo.',
    ru: 'Имеет смысл только для леворульных автомобилей. Не включены надбавка 7 % к пошлине, портовые и терминальные сборы, услуги агента и регистрация.',
  },
  CY: {
    fr: 'L’accise selon le CO2 n’est pas prise en compte : nulle jusqu’à 120 g/km ; 25 EUR par g/km de 120 à 150 ; 750 EUR + 50 EUR par g/km de 150 à 180 ; 2 250 EUR + 400 EUR par g/km au-delà de 180 (carvector.com) : il faut le chiffre de CO2 du véhicule. Hors frais d’immatriculation et taxe de circulation.',
    pt: 'O imposto especial baseado no CO2 não é considerado: nenhum até 120 g/km; 25 EUR por g/km acima de 120 até 150; 750 EUR + 50 EUR por g/km acima de 150 até 180; 2 250 EUR + 400 EUR por g/km acima de 180 (carvector.com): precisa do valor de CO2 do automóvel. Exclui a taxa de registo e o imposto de circulação.',
    ru: 'Акциз по выбросам CO2 не учтён: до 120 г/км — нет; 25 EUR за г/км свыше 120 до 150; 750 EUR + 50 EUR за г/км свыше 150 до 180; 2 250 EUR + 400 EUR за г/км свыше 180 (carvector.com) — нужен показатель CO2 автомобиля. Не включены регистрационный сбор и дорожный налог.',
  },
  MT: {
    fr: 'La taxe d’immatriculation (CO2 × X % × valeur + longueur × Y % × valeur, avec réductions selon l’âge ; TEDB de l’UE) n’est pas prise en compte et c’est souvent le plus gros poste. Hors licence de circulation.',
    pt: 'O imposto de registo (CO2 × X % × valor + comprimento × Y % × valor, com reduções por idade; TEDB da UE) não é considerado e é muitas vezes o maior encargo. Exclui a licença de circulação.',
    ru: 'Регистрационный налог (CO2 × X % × стоимость + длина × Y % × стоимость, со скидками за возраст; TEDB ЕС) не учтён, а часто он самый крупный. Не включена лицензия на эксплуатацию.',
  },
  GB: {
    fr: 'Hors IVA/MOT, adaptation du compteur et de l’éclairage, frais de port et d’agent, et vehicle excise duty (taxe de circulation).',
    pt: 'Exclui o IVA/MOT, a adaptação do velocímetro e das luzes, as taxas portuárias e do agente, e o vehicle excise duty (imposto de circulação).',
    ru: 'Не включены IVA/MOT, переделка спидометра и фар, портовые сборы и услуги агента, а также vehicle excise duty (дорожный налог).',
  },
  IE: {
    fr: 'La VRT (7 % à 41 % de l’OMSP selon la tranche de CO2) et la taxe NOx (5 à 25 EUR par mg/km, plafonnée à 600 EUR en essence et 4 850 EUR en diesel) ne sont pas prises en compte et sont en général les plus gros postes (providenceauto.co.uk).',
    pt: 'O VRT (7 % a 41 % do OMSP conforme o escalão de CO2) e a taxa de NOx (5 a 25 EUR por mg/km, com teto de 600 EUR a gasolina e 4 850 EUR a gasóleo) não são considerados e são em geral os maiores encargos (providenceauto.co.uk).',
    ru: 'VRT (7-41 % от OMSP в зависимости от класса CO2) и сбор за NOx (5-25 EUR за мг/км, не более 600 EUR для бензина и 4 850 EUR для дизеля) не учтены, а обычно это самые крупные статьи (providenceauto.co.uk).',
  },
  AU: {
    fr: 'La taxe sur les voitures de luxe (33 % de la valeur TTC au-delà du seuil annuel) n’est pas prise en compte. Hors autorisation d’importation, nettoyage et inspection de biosécurité, contrôles amiante, mise en conformité et immatriculation ou droit de timbre de l’État.',
    pt: 'O imposto sobre automóveis de luxo (33 % do valor com GST acima do limiar anual) não é considerado. Exclui a autorização de importação, a limpeza e inspeção de biossegurança, as verificações de amianto, os trabalhos de conformidade e o registo ou imposto do selo estadual.',
    ru: 'Налог на роскошные автомобили (33 % от стоимости с GST сверх годового порога) не учтён. Не включены разрешение на ввоз, очистка и досмотр по биобезопасности, проверка на асбест, работы по приведению в соответствие и регистрация или гербовый сбор штата.',
  },
};

const tables = importTaxTablesFromReference();

/** The tables' own words as texts: names and bases by their English, the caveats by their keys. */
export const importTaxWordTranslations: Record<string, Localized> = {
  ...Object.fromEntries(Object.entries(WORDS).map(([en, other]) => [taxWordKey(en), { en, ...other }])),
  ...Object.fromEntries((Object.keys(CAVEATS) as TaxCaveatKey[]).map((key) => [key, { en: TAX_CAVEATS[key], ...CAVEATS[key] }])),
  ...Object.fromEntries(
    tables.flatMap(({ table }) => {
      const other = COUNTRY_CAVEATS[table.countryCode];
      return table.caveats && other ? [[countryCaveatsKey(table.countryCode), { en: table.caveats, ...other }]] : [];
    }),
  ),
};
