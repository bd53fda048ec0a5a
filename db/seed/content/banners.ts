// Home-page banners for the fictional Roro Motors storefront. Pictures are generated from headline/subline/colors.
import type { BannerSeed } from './types.ts';

export const banners: BannerSeed[] = [
  // --- Campaign banners (large, top of the home page) ---
  {
    bannerType: 'top-banner-campaign',
    key: 'year-end-sale-2026',
    alt: {
      en: 'Year-end sale: price cuts on selected stock until 25 December 2026',
      fr: "Soldes de fin d'année : baisses de prix sur une sélection de véhicules jusqu'au 25 décembre 2026",
      pt: 'Promoção de fim de ano: preços reduzidos em viaturas selecionadas até 25 de dezembro de 2026',
      ru: 'Новогодняя распродажа: скидки на отобранные автомобили до 25 декабря 2026 года',
    },
    headline: {
      en: 'Year-End Sale',
      fr: "Soldes de fin d'année",
      pt: 'Promoção de Fim de Ano',
      ru: 'Новогодняя распродажа',
    },
    subline: {
      en: 'Up to ¥150,000 off selected cars – reserve by 25 Dec',
      fr: "Jusqu'à 150 000 ¥ de remise – réservez avant le 25 déc.",
      pt: 'Até 150 000 ¥ de desconto – reserve até 25 de dez.',
      ru: 'Скидки до 150 000 ¥ — бронируйте до 25 декабря',
    },
    url: '/stocklist?bestDeals=true',
    colors: ['#b3122e', '#f2b134'],
  },
  {
    bannerType: 'top-banner-campaign',
    key: 'free-inspection-east-africa',
    alt: {
      en: 'Free pre-shipment inspection on orders for Kenya, Tanzania and Uganda reserved in January 2027',
      fr: "Inspection avant expédition offerte pour le Kenya, la Tanzanie et l'Ouganda (réservations de janvier 2027)",
      pt: 'Inspeção pré-embarque grátis para o Quénia, a Tanzânia e o Uganda (reservas em janeiro de 2027)',
      ru: 'Бесплатная предотгрузочная инспекция для Кении, Танзании и Уганды при бронировании в январе 2027 года',
    },
    headline: {
      en: 'Inspection On Us',
      fr: 'Inspection offerte',
      pt: 'Inspeção por nossa conta',
      ru: 'Инспекция за наш счёт',
    },
    subline: {
      en: 'Kenya, Tanzania & Uganda – all January reservations',
      fr: 'Kenya, Tanzanie et Ouganda – réservations de janvier',
      pt: 'Quénia, Tanzânia e Uganda – reservas de janeiro',
      ru: 'Кения, Танзания и Уганда — все брони в январе',
    },
    url: '/pages/qchecks',
    colors: ['#0d5c3f', '#6fcf97'],
  },

  // --- Secondary banners ---
  {
    bannerType: 'top-banner-2',
    key: 'suv-price-drop',
    alt: {
      en: 'Lower prices on SUVs: RAV4, Harrier, X-Trail, Forester and more',
      fr: 'Prix en baisse sur les SUV : RAV4, Harrier, X-Trail, Forester et plus',
      pt: 'Preços mais baixos em SUV: RAV4, Harrier, X-Trail, Forester e outros',
      ru: 'Снижены цены на внедорожники: RAV4, Harrier, X-Trail, Forester и другие',
    },
    headline: {
      en: 'SUV Prices Down',
      fr: 'SUV : prix en baisse',
      pt: 'SUV mais baratos',
      ru: 'Кроссоверы дешевле',
    },
    subline: {
      en: 'RAV4, Harrier, X-Trail, Forester – new prices',
      fr: 'RAV4, Harrier, X-Trail, Forester – nouveaux prix',
      pt: 'RAV4, Harrier, X-Trail, Forester – novos preços',
      ru: 'RAV4, Harrier, X-Trail, Forester — новые цены',
    },
    url: '/stocklist?type=Suv',
    colors: ['#1f3a5f', '#4f8fc0'],
  },
  {
    bannerType: 'top-banner-2',
    key: 'safe-payment',
    alt: {
      en: 'Pay safely by bank transfer, PayPal or letter of credit',
      fr: 'Payez en toute sécurité par virement, PayPal ou lettre de crédit',
      pt: 'Pague com segurança por transferência bancária, PayPal ou carta de crédito',
      ru: 'Безопасная оплата: банковский перевод, PayPal или аккредитив',
    },
    headline: {
      en: 'Pay Your Way',
      fr: 'Payez à votre façon',
      pt: 'Pague à sua maneira',
      ru: 'Удобная оплата',
    },
    subline: {
      en: 'T/T transfer · PayPal · L/C for dealers',
      fr: 'Virement T/T · PayPal · L/C pour les revendeurs',
      pt: 'Transferência T/T · PayPal · L/C para revendedores',
      ru: 'Перевод T/T · PayPal · аккредитив для дилеров',
    },
    url: '/pages/payments',
    colors: ['#3b2a63', '#8e6cc8'],
  },
  {
    bannerType: 'top-banner-2',
    key: 'how-to-buy',
    alt: {
      en: 'How to buy a used car from Japan, step by step',
      fr: "Comment acheter une voiture d'occasion au Japon, étape par étape",
      pt: 'Como comprar um carro usado do Japão, passo a passo',
      ru: 'Как купить подержанный автомобиль в Японии — пошагово',
    },
    headline: {
      en: 'First Time Buying?',
      fr: 'Premier achat ?',
      pt: 'Primeira compra?',
      ru: 'Покупаете впервые?',
    },
    subline: {
      en: 'From quote to clearance in 8 simple steps',
      fr: "Du devis au dédouanement en 8 étapes",
      pt: 'Da cotação ao desalfandegamento em 8 passos',
      ru: 'От расчёта цены до растаможки — 8 шагов',
    },
    url: '/pages/how-to-buy',
    colors: ['#005f73', '#94d2bd'],
  },

  // --- Standard banners ---
  {
    bannerType: 'top-banner',
    key: 'trucks-ready-to-work',
    alt: {
      en: 'Used trucks from Japan: Isuzu Elf, Mitsubishi Fuso Canter, Hino Dutro',
      fr: "Camions d'occasion du Japon : Isuzu Elf, Mitsubishi Fuso Canter, Hino Dutro",
      pt: 'Camiões usados do Japão: Isuzu Elf, Mitsubishi Fuso Canter, Hino Dutro',
      ru: 'Подержанные грузовики из Японии: Isuzu Elf, Mitsubishi Fuso Canter, Hino Dutro',
    },
    headline: {
      en: 'Trucks Ready to Work',
      fr: 'Des camions prêts à travailler',
      pt: 'Camiões prontos a trabalhar',
      ru: 'Грузовики для работы',
    },
    subline: {
      en: 'Elf, Canter, Dutro – checked in our Nagoya yard',
      fr: 'Elf, Canter, Dutro – contrôlés dans notre parc de Nagoya',
      pt: 'Elf, Canter, Dutro – verificados no nosso parque de Nagoya',
      ru: 'Elf, Canter, Dutro — проверены на нашей площадке в Нагое',
    },
    url: '/stocklist?type=TruckEtc',
    colors: ['#7a4a12', '#e09f3e'],
  },
  {
    bannerType: 'top-banner',
    key: 'vans-and-minibuses',
    alt: {
      en: 'Vans and minibuses: Toyota Hiace, Nissan Caravan and more',
      fr: 'Fourgons et minibus : Toyota Hiace, Nissan Caravan et plus',
      pt: 'Carrinhas e minibus: Toyota Hiace, Nissan Caravan e outros',
      ru: 'Фургоны и микроавтобусы: Toyota Hiace, Nissan Caravan и другие',
    },
    headline: {
      en: 'Hiace & Friends',
      fr: 'Hiace et compagnie',
      pt: 'Hiace e companhia',
      ru: 'Hiace и не только',
    },
    subline: {
      en: 'Vans for business, family and tourism',
      fr: 'Des fourgons pour le travail, la famille et le tourisme',
      pt: 'Carrinhas para negócio, família e turismo',
      ru: 'Фургоны для бизнеса, семьи и туризма',
    },
    url: '/stocklist?type=UtilityVan',
    colors: ['#264653', '#2a9d8f'],
  },
  {
    bannerType: 'top-banner',
    key: 'shipping-schedule',
    alt: {
      en: 'Next RoRo and container sailings from Yokohama, Nagoya and Kobe',
      fr: 'Prochains départs roulier et conteneur de Yokohama, Nagoya et Kobe',
      pt: 'Próximas partidas RoRo e contentor de Yokohama, Nagoya e Kobe',
      ru: 'Ближайшие рейсы ро-ро и контейнеров из Иокогамы, Нагои и Кобе',
    },
    headline: {
      en: 'Next Ships Out',
      fr: 'Prochains départs',
      pt: 'Próximas partidas',
      ru: 'Ближайшие рейсы',
    },
    subline: {
      en: 'Check cut-off dates and arrival at your port',
      fr: "Dates de clôture et d'arrivée à votre port",
      pt: 'Datas de fecho e chegada ao seu porto',
      ru: 'Сроки приёма и прибытия в ваш порт',
    },
    url: '/pages/shipping-schedule',
    colors: ['#023e8a', '#48cae4'],
  },
  {
    bannerType: 'top-banner',
    key: 'whatsapp-sales-team',
    alt: {
      en: 'Chat with our sales team on WhatsApp in English, French, Portuguese, Russian, Spanish or Swahili',
      fr: 'Discutez avec notre équipe sur WhatsApp en français, anglais, portugais, russe, espagnol ou swahili',
      pt: 'Fale com a nossa equipa no WhatsApp em português, inglês, francês, russo, espanhol ou suaíli',
      ru: 'Пишите нашим менеджерам в WhatsApp — по-русски, по-английски, по-французски, по-португальски, по-испански или на суахили',
    },
    headline: {
      en: 'Ask Us on WhatsApp',
      fr: 'Écrivez-nous sur WhatsApp',
      pt: 'Fale connosco no WhatsApp',
      ru: 'Спросите в WhatsApp',
    },
    subline: {
      en: 'Real people, six languages, fast answers',
      fr: 'De vraies personnes, six langues, des réponses rapides',
      pt: 'Pessoas reais, seis línguas, respostas rápidas',
      ru: 'Живые менеджеры, шесть языков, быстрые ответы',
    },
    url: '/pages/whatsapp',
    colors: ['#075e54', '#25d366'],
  },
];
