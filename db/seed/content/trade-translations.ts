// Interface texts of the price: item names, options, packages, the total-value form, import rules and
// coupon answers, in the four languages. Merged into ./translations.ts.
import type { Localized } from './types.ts';

export const tradeTranslations: Record<string, Localized> = {
  // Price items (spec 000 §3 price item kinds).
  "item-VehiclePrice": { en: "Vehicle price", fr: "Prix du véhicule", pt: "Preço do veículo", ru: "Цена автомобиля" },
  "item-BatteryChangePrice": { en: "New battery", fr: "Batterie neuve", pt: "Bateria nova", ru: "Новый аккумулятор" },
  "item-MaintenancePackagePrice": { en: "Maintenance package", fr: "Forfait entretien", pt: "Pacote de manutenção", ru: "Пакет обслуживания" },
  "item-PremiumPackagePrice": { en: "Premium clean and coating", fr: "Nettoyage premium et protection", pt: "Limpeza premium e proteção", ru: "Премиальная чистка и покрытие" },
  "item-SpareKeyPrice": { en: "Spare key", fr: "Double de clé", pt: "Chave suplente", ru: "Запасной ключ" },
  "item-TireChangePrice": { en: "New tyres", fr: "Pneus neufs", pt: "Pneus novos", ru: "Новые шины" },
  "item-WheelChangePrice": { en: "Alloy wheels", fr: "Jantes alliage", pt: "Jantes de liga leve", ru: "Литые диски" },
  "item-AudioChangePrice": { en: "Radio for your region", fr: "Autoradio pour votre région", pt: "Rádio para a sua região", ru: "Магнитола для вашего региона" },
  "item-InspectionPrice": { en: "Pre-shipment inspection", fr: "Inspection avant expédition", pt: "Inspeção pré-embarque", ru: "Предотгрузочная инспекция" },
  "item-InspectionCertificatePrice": { en: "Inspection certificate", fr: "Certificat d’inspection", pt: "Certificado de inspeção", ru: "Сертификат инспекции" },
  "item-SeaFreight": { en: "Sea freight", fr: "Fret maritime", pt: "Frete marítimo", ru: "Морской фрахт" },
  "item-ContainerPrice": { en: "Container loading", fr: "Chargement en conteneur", pt: "Carregamento em contentor", ru: "Погрузка в контейнер" },
  "item-InsurancePrice": { en: "Marine insurance", fr: "Assurance maritime", pt: "Seguro marítimo", ru: "Морское страхование" },
  "item-PortAdditionalPrice": { en: "Port charges", fr: "Frais portuaires", pt: "Taxas portuárias", ru: "Портовые сборы" },
  "item-CountryAdditionalPrice": { en: "Country charges", fr: "Frais liés au pays", pt: "Taxas do país", ru: "Сборы страны назначения" },
  "item-InlandFreight": { en: "Inland delivery", fr: "Livraison intérieure", pt: "Entrega no interior", ru: "Доставка по суше" },
  "item-CouponDiscount": { en: "Coupon", fr: "Coupon", pt: "Cupão", ru: "Купон" },
  "item-CampaignDiscount": { en: "Campaign discount", fr: "Remise promotionnelle", pt: "Desconto de campanha", ru: "Скидка по акции" },
  // Options and packages.
  "option-BatteryChange": { en: "New battery", fr: "Batterie neuve", pt: "Bateria nova", ru: "Новый аккумулятор" },
  "option-MaintenancePackage": { en: "Maintenance package (oil, filters, fluids)", fr: "Forfait entretien (huile, filtres, liquides)", pt: "Pacote de manutenção (óleo, filtros, fluidos)", ru: "Обслуживание (масло, фильтры, жидкости)" },
  "option-PremiumPackage": { en: "Premium clean and body coating", fr: "Nettoyage premium et protection carrosserie", pt: "Limpeza premium e proteção da carroçaria", ru: "Премиальная чистка и защитное покрытие кузова" },
  "option-SpareKey": { en: "Spare key", fr: "Double de clé", pt: "Chave suplente", ru: "Запасной ключ" },
  "option-TireChange": { en: "New tyres (set of four)", fr: "Pneus neufs (jeu de quatre)", pt: "Pneus novos (jogo de quatro)", ru: "Новые шины (комплект из четырёх)" },
  "option-WheelChange": { en: "Alloy wheels (set of four)", fr: "Jantes alliage (jeu de quatre)", pt: "Jantes de liga leve (jogo de quatro)", ru: "Литые диски (комплект из четырёх)" },
  "option-AudioChange": { en: "Radio for your region (87.5–108 MHz, English menus)", fr: "Autoradio pour votre région (87,5–108 MHz, menus en anglais)", pt: "Rádio para a sua região (87,5–108 MHz, menus em inglês)", ru: "Магнитола для вашего региона (87,5–108 МГц, меню на английском)" },
  "option-InspectionCertificate": { en: "Independent inspection certificate", fr: "Certificat d’inspection indépendant", pt: "Certificado de inspeção independente", ru: "Независимый сертификат инспекции" },
  "option-Insurance": { en: "Marine insurance", fr: "Assurance maritime", pt: "Seguro marítimo", ru: "Морское страхование" },
  "option-Coupon": { en: "Use a coupon", fr: "Utiliser un coupon", pt: "Usar um cupão", ru: "Использовать купон" },
  "package-none": { en: "Choose options myself", fr: "Choisir mes options", pt: "Escolher as opções", ru: "Выбрать опции самому" },
  "package-Budget": { en: "Budget: as it stands, insured", fr: "Économique : en l’état, assuré", pt: "Económico: no estado atual, com seguro", ru: "Эконом: как есть, со страховкой" },
  "package-Recommended": { en: "Recommended: ready to drive on arrival", fr: "Recommandé : prêt à rouler à l’arrivée", pt: "Recomendado: pronto a conduzir à chegada", ru: "Рекомендуемый: готов к поездкам по прибытии" },
  "package-TopQuality": { en: "Top quality: as close to new as we can make it", fr: "Qualité supérieure : aussi proche du neuf que possible", pt: "Qualidade máxima: o mais próximo de novo possível", ru: "Премиум: максимально близко к новому" },
  // The total-value form.
  "total-price": { en: "Total price", fr: "Prix total", pt: "Preço total", ru: "Итоговая цена" },
  "total-price-to": { en: "Total price to {place}", fr: "Prix total jusqu’à {place}", pt: "Preço total até {place}", ru: "Итоговая цена до {place}" },
  "price-calculator": { en: "Your total price", fr: "Votre prix total", pt: "O seu preço total", ru: "Ваша итоговая цена" },
  "destination-country": { en: "Destination country", fr: "Pays de destination", pt: "País de destino", ru: "Страна назначения" },
  "choose-country": { en: "Choose your country", fr: "Choisissez votre pays", pt: "Escolha o seu país", ru: "Выберите страну" },
  "destination-port": { en: "Port", fr: "Port", pt: "Porto", ru: "Порт" },
  "final-destination": { en: "Deliver to", fr: "Livrer à", pt: "Entregar em", ru: "Доставить в" },
  "port-only": { en: "The port (I collect there)", fr: "Le port (je récupère sur place)", pt: "O porto (levanto lá)", ru: "Порт (заберу сам)" },
  "trade-terms": { en: "Trade terms", fr: "Incoterm", pt: "Incoterm", ru: "Условия поставки" },
  "term-fob": { en: "FOB: I arrange shipping", fr: "FOB : j’organise le transport", pt: "FOB: eu trato do transporte", ru: "FOB: доставку организую сам" },
  "term-cif": { en: "CIF: ship it to my port", fr: "CIF : expédiez jusqu’à mon port", pt: "CIF: enviem até ao meu porto", ru: "CIF: доставьте в мой порт" },
  "shipping-method": { en: "Shipping", fr: "Expédition", pt: "Envio", ru: "Способ отправки" },
  "shipping-RoRo": { en: "RoRo (driven on board)", fr: "RoRo (embarqué en roulant)", pt: "RoRo (embarcado a rodar)", ru: "RoRo (заезжает на судно своим ходом)" },
  "shipping-Container20F": { en: "20 ft container, on its own", fr: "Conteneur 20 pieds, seul", pt: "Contentor de 20 pés, sozinho", ru: "20-футовый контейнер, отдельно" },
  "shipping-ContainerHighCube": { en: "Shared 40 ft high-cube container", fr: "Conteneur 40 pieds high-cube partagé", pt: "Contentor de 40 pés high-cube partilhado", ru: "Общий 40-футовый контейнер high-cube" },
  "package": { en: "Package", fr: "Formule", pt: "Pacote", ru: "Пакет" },
  "options": { en: "Options", fr: "Options", pt: "Opções", ru: "Опции" },
  "coupon-code": { en: "Coupon code", fr: "Code coupon", pt: "Código do cupão", ru: "Код купона" },
  "currency": { en: "Currency", fr: "Devise", pt: "Moeda", ru: "Валюта" },
  "calculate": { en: "Calculate", fr: "Calculer", pt: "Calcular", ru: "Рассчитать" },
  "estimated-arrival": { en: "Estimated arrival: {date}", fr: "Arrivée estimée : {date}", pt: "Chegada prevista: {date}", ru: "Ожидаемое прибытие: {date}" },
  "import-rules": { en: "Import rules for {country}", fr: "Règles d’importation : {country}", pt: "Regras de importação: {country}", ru: "Правила ввоза: {country}" },
  "must-arrive-by": { en: "Must arrive in {country} by 31 December {year}.", fr: "Doit arriver en {country} au plus tard le 31 décembre {year}.", pt: "Tem de chegar a {country} até 31 de dezembro de {year}.", ru: "Должен прибыть в {country} не позднее 31 декабря {year}." },
  "invoiced-in-yen": { en: "We invoice the total in yen, {total}. {currency} amounts use today’s rate, rounded so that they add up, and are for guidance.", fr: "Nous facturons le total en yens, {total}. Les montants en {currency} utilisent le taux du jour, arrondis pour que leur somme soit juste, et sont indicatifs.", pt: "Faturamos o total em ienes, {total}. Os valores em {currency} usam a taxa de hoje, arredondados para que a soma bata certo, e são indicativos.", ru: "Счёт выставляется на итоговую сумму в иенах: {total}. Суммы в {currency} рассчитаны по сегодняшнему курсу, округлены так, чтобы сходились, и носят справочный характер." },
  "c-and-f-note": { en: "Without insurance this is a C&F price: the shipment travels at your risk.", fr: "Sans assurance, c’est un prix C&F : la marchandise voyage à vos risques.", pt: "Sem seguro, este é um preço C&F: a carga viaja por sua conta e risco.", ru: "Без страховки это цена C&F: груз следует на ваш риск." },
  "fob-japan": { en: "FOB Japan", fr: "FOB Japon", pt: "FOB Japão", ru: "FOB Япония" },
  "total-to-port": { en: "Total to {port}", fr: "Total jusqu’à {port}", pt: "Total até {port}", ru: "Итого до {port}" },
  "card-campaign": { en: "{name} −{amount} included", fr: "{name} −{amount} inclus", pt: "{name} −{amount} incluído", ru: "с учётом акции «{name}» −{amount}" },
  "not-eligible": { en: "Not allowed in {country}", fr: "Non autorisé en {country}", pt: "Não permitido em {country}", ru: "Не допускается в {country}" },
  // How an amount was reached, under each price item. {…Jpy} values are amounts of money.
  "basis-name": { en: "{name}", fr: "{name}", pt: "{name}", ru: "{name}" },
  "basis-roro": { en: "{volume} m³ × {rateJpy} per m³", fr: "{volume} m³ × {rateJpy} par m³", pt: "{volume} m³ × {rateJpy} por m³", ru: "{volume} м³ × {rateJpy} за м³" },
  "basis-roro-minimum": { en: "minimum {volume} m³ × {rateJpy} per m³", fr: "minimum {volume} m³ × {rateJpy} par m³", pt: "mínimo de {volume} m³ × {rateJpy} por m³", ru: "минимум {volume} м³ × {rateJpy} за м³" },
  "basis-container20": { en: "the vehicle alone in a 20 ft container", fr: "le véhicule seul dans un conteneur de 20 pieds", pt: "o veículo sozinho num contentor de 20 pés", ru: "автомобиль один в 20-футовом контейнере" },
  "basis-highcube": { en: "a quarter of a shared 40 ft high-cube container", fr: "un quart d’un conteneur 40 pieds high-cube partagé", pt: "um quarto de um contentor de 40 pés high-cube partilhado", ru: "четверть общего 40-футового контейнера high-cube" },
  "basis-vanning": { en: "loading and lashing in the container in Japan", fr: "chargement et arrimage dans le conteneur au Japon", pt: "carregamento e amarração no contentor no Japão", ru: "погрузка и крепление в контейнере в Японии" },
  "basis-inspection": { en: "by {agency}, in Japan before loading", fr: "par {agency}, au Japon avant le chargement", pt: "por {agency}, no Japão antes do carregamento", ru: "{agency}, в Японии до погрузки" },
  "basis-insurance": { en: "{rate}% of {insured}% of {costJpy}", fr: "{rate} % de {insured} % de {costJpy}", pt: "{rate}% de {insured}% de {costJpy}", ru: "{rate}% от {insured}% от {costJpy}" },
  // The city and its transport as the form's choice names them, "Nairobi (road carrier)": each transport
  // is a phrase of its own ("driven by our driver"), which "by {transport}" doubled.
  "basis-inland": { en: "{city} ({transport}): {freightJpy}", fr: "{city} ({transport}) : {freightJpy}", pt: "{city} ({transport}): {freightJpy}", ru: "{city} ({transport}): {freightJpy}" },
  "basis-inland-clearing": { en: "{city} ({transport}): {freightJpy}, plus port clearing {clearingJpy}", fr: "{city} ({transport}) : {freightJpy}, plus dédouanement portuaire {clearingJpy}", pt: "{city} ({transport}): {freightJpy}, mais desalfandegamento no porto {clearingJpy}", ru: "{city} ({transport}): {freightJpy}, плюс портовое оформление {clearingJpy}" },
  "transport-road carrier": { en: "road carrier", fr: "camion porte-voitures", pt: "camião porta-automóveis", ru: "автовоз" },
  "transport-self-drive": { en: "driven by our driver", fr: "conduit par notre chauffeur", pt: "conduzido pelo nosso motorista", ru: "своим ходом с нашим водителем" },
  "transport-rail": { en: "rail", fr: "train", pt: "comboio", ru: "железная дорога" },
  // Import rules the vehicle breaks.
  "trade-rule-age": {
    en: "Too old for {country}: counted from {year}, the {limit}-year limit allows arrival until 31 December {lastYear}, and this vehicle would arrive later.",
    fr: "Trop ancien pour {country} : compté à partir de {year}, la limite de {limit} ans autorise une arrivée jusqu’au 31 décembre {lastYear}, et ce véhicule arriverait plus tard.",
    pt: "Demasiado antigo para {country}: contando a partir de {year}, o limite de {limit} anos permite a chegada até 31 de dezembro de {lastYear}, e este veículo chegaria depois.",
    ru: "Слишком старый для страны {country}: отсчёт с {year} года, лимит {limit} лет допускает прибытие до 31 декабря {lastYear} года, а этот автомобиль прибудет позже.",
  },
  "trade-rule-steering-left": { en: "{country} accepts only right-hand-drive vehicles; this one is left-hand drive.", fr: "{country} n’accepte que les véhicules à conduite à droite ; celui-ci est à conduite à gauche.", pt: "{country} só aceita veículos com volante à direita; este tem volante à esquerda.", ru: "{country} принимает только праворульные автомобили; этот автомобиль леворульный." },
  "trade-rule-steering-right": { en: "{country} does not accept right-hand-drive vehicles for registration; this one is right-hand drive.", fr: "{country} n’accepte pas l’immatriculation des véhicules à conduite à droite ; celui-ci est à conduite à droite.", pt: "{country} não aceita o registo de veículos com volante à direita; este tem volante à direita.", ru: "{country} не регистрирует праворульные автомобили; этот автомобиль праворульный." },
  "trade-rule-used-imports": { en: "{country} does not allow used vehicles to be imported for local use.", fr: "{country} n’autorise pas l’importation de véhicules d’occasion pour un usage local.", pt: "{country} não permite importar veículos usados para uso local.", ru: "{country} не разрешает ввоз подержанных автомобилей для местного использования." },
  "trade-rule-export-ban": {
    en: "Japan does not allow this vehicle to be exported to {country}: the ban covers passenger cars over 1,900 cc, hybrid and electric cars, and vehicles worth over ¥6 million.",
    fr: "Le Japon interdit l’exportation de ce véhicule vers {country} : l’interdiction vise les voitures de plus de 1 900 cm³, les hybrides et électriques, et les véhicules de plus de 6 millions de yens.",
    pt: "O Japão não permite exportar este veículo para {country}: a proibição abrange automóveis acima de 1 900 cm³, híbridos e elétricos, e veículos de valor superior a 6 milhões de ienes.",
    ru: "Япония запрещает экспорт этого автомобиля в страну {country}: запрет касается легковых автомобилей с двигателем более 1900 см³, гибридов и электромобилей, а также машин дороже 6 млн иен.",
  },
  // Coupon answers.
  "trade-coupon-Applied": { en: "Coupon {code} applied.", fr: "Coupon {code} appliqué.", pt: "Cupão {code} aplicado.", ru: "Купон {code} применён." },
  "trade-coupon-Unknown": { en: "We don’t know the coupon code {code}. Check it and try again.", fr: "Nous ne connaissons pas le code coupon {code}. Vérifiez-le et réessayez.", pt: "Não conhecemos o código de cupão {code}. Verifique-o e tente novamente.", ru: "Купон с кодом {code} не найден. Проверьте код и попробуйте снова." },
  "trade-coupon-Expired": { en: "Coupon {code} expired on {date}.", fr: "Le coupon {code} a expiré le {date}.", pt: "O cupão {code} expirou em {date}.", ru: "Срок действия купона {code} истёк {date}." },
  "trade-coupon-Used": { en: "Coupon {code} has already been used.", fr: "Le coupon {code} a déjà été utilisé.", pt: "O cupão {code} já foi utilizado.", ru: "Купон {code} уже использован." },
  "trade-coupon-NotYours": { en: "Coupon {code} belongs to another account.", fr: "Le coupon {code} appartient à un autre compte.", pt: "O cupão {code} pertence a outra conta.", ru: "Купон {code} принадлежит другой учётной записи." },
  "trade-coupon-SignInRequired": { en: "Sign in to use coupon {code}.", fr: "Connectez-vous pour utiliser le coupon {code}.", pt: "Inicie sessão para usar o cupão {code}.", ru: "Войдите, чтобы использовать купон {code}." },
  "trade-coupon-BelowMinimum": { en: "Coupon {code} applies to vehicles from {price}.", fr: "Le coupon {code} s’applique aux véhicules à partir de {price}.", pt: "O cupão {code} aplica-se a veículos a partir de {price}.", ru: "Купон {code} действует для автомобилей от {price}." },
};

/**
 * Texts an earlier version shipped with a mistake, as it shipped them: a start replaces each with today's
 * text where staff have left it as it was (content-data.ts correctShippedTexts).
 */
export const tradeTextsShippedWrong: Record<string, Partial<Localized>> = {
  "basis-inland": { en: "{city} by {transport}: {freightJpy}", fr: "{city} par {transport} : {freightJpy}", pt: "{city} por {transport}: {freightJpy}", ru: "{city}, {transport}: {freightJpy}" },
  "basis-inland-clearing": { en: "{city} by {transport}: {freightJpy}, plus port clearing {clearingJpy}", fr: "{city} par {transport} : {freightJpy}, plus dédouanement portuaire {clearingJpy}", pt: "{city} por {transport}: {freightJpy}, mais desalfandegamento no porto {clearingJpy}", ru: "{city}, {transport}: {freightJpy}, плюс портовое оформление {clearingJpy}" },
};
