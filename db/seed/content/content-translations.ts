// Interface texts of the content pages: the top page's blocks, news, customers' voice, country pages,
// information pages, the WhatsApp and site map pages and the footer, in the four languages. Merged into
// ./translations.ts.
import type { Localized } from './types.ts';

export const contentTranslations: Record<string, Localized> = {
  // Top page.
  "home": { en: "Home", fr: "Accueil", pt: "Início", ru: "Главная" },
  "campaigns": { en: "Current offers", fr: "Offres du moment", pt: "Ofertas do momento", ru: "Текущие акции" },
  "featured": { en: "Featured", fr: "À la une", pt: "Em destaque", ru: "Обратите внимание" },
  "latest-news": { en: "Latest news", fr: "Dernière actualité", pt: "Última notícia", ru: "Последняя новость" },
  "top-news": { en: "News", fr: "Actualités", pt: "Notícias", ru: "Новости" },
  "all-news": { en: "All news", fr: "Toutes les actualités", pt: "Todas as notícias", ru: "Все новости" },
  "discounted-vehicles": { en: "Price drops", fr: "Prix en baisse", pt: "Preços em baixa", ru: "Сниженные цены" },
  "suvs-from-year": { en: "SUVs from {year}", fr: "SUV à partir de {year}", pt: "SUV a partir de {year}", ru: "Внедорожники от {year} года" },
  "recommended-vehicles": { en: "Recommended for you", fr: "Notre sélection pour vous", pt: "Recomendados para si", ru: "Рекомендуем вам" },
  "all-testimonials": { en: "Read all testimonials", fr: "Lire tous les témoignages", pt: "Ler todos os testemunhos", ru: "Читать все отзывы" },

  // News.
  "title-news": { en: "News from Roro Motors | Roro Motors", fr: "Actualités de Roro Motors | Roro Motors", pt: "Notícias da Roro Motors | Roro Motors", ru: "Новости Roro Motors | Roro Motors" },
  "description-news": {
    en: "Sailings, import rules, office hours, payment options and offers: what is new at Roro Motors, in the Japanese used-vehicle trade since 1988.",
    fr: "Départs de navires, règles d’importation, horaires, moyens de paiement et offres : toute l’actualité de Roro Motors, dans le commerce de véhicules d’occasion japonais depuis 1988.",
    pt: "Navios, regras de importação, horários, formas de pagamento e ofertas: as novidades da Roro Motors, no comércio de veículos usados japoneses desde 1988.",
    ru: "Рейсы, правила ввоза, график работы, способы оплаты и акции: новости Roro Motors, которая торгует подержанными японскими автомобилями с 1988 года.",
  },
  "news-count": { en: "{count} news items", fr: "{count} actualités", pt: "{count} notícias", ru: "Новостей: {count}" },
  "older-news": { en: "Older news", fr: "Actualités plus anciennes", pt: "Notícias mais antigas", ru: "Более ранние новости" },
  "newest-news": { en: "Back to the latest news", fr: "Revenir aux dernières actualités", pt: "Voltar às últimas notícias", ru: "К последним новостям" },
  "no-news": { en: "There is no news yet.", fr: "Aucune actualité pour le moment.", pt: "Ainda não há notícias.", ru: "Новостей пока нет." },
  "read-more": { en: "Read more", fr: "Lire la suite", pt: "Ler mais", ru: "Подробнее" },
  "back-to-news": { en: "All news", fr: "Toutes les actualités", pt: "Todas as notícias", ru: "Все новости" },
  "published-on": { en: "Published {date}", fr: "Publié le {date}", pt: "Publicado a {date}", ru: "Опубликовано {date}" },

  // Customers' voice.
  "title-testimonials": { en: "Customers' voice: reviews of Roro Motors | Roro Motors", fr: "La parole à nos clients : avis sur Roro Motors | Roro Motors", pt: "A voz dos clientes: opiniões sobre a Roro Motors | Roro Motors", ru: "Отзывы покупателей о Roro Motors | Roro Motors" },
  "description-testimonials": {
    en: "What buyers in Africa, the Caribbean, South America, Oceania and Russia say about the cars they bought from Roro Motors and how they were shipped.",
    fr: "Ce que disent nos acheteurs d’Afrique, des Caraïbes, d’Amérique du Sud, d’Océanie et de Russie des véhicules achetés chez Roro Motors et de leur expédition.",
    pt: "O que dizem os compradores de África, das Caraíbas, da América do Sul, da Oceânia e da Rússia sobre as viaturas compradas à Roro Motors e o seu envio.",
    ru: "Что говорят покупатели из Африки, стран Карибского бассейна, Южной Америки, Океании и России об автомобилях Roro Motors и их доставке.",
  },
  "title-testimonials-country": { en: "Reviews from {country} | Roro Motors", fr: "Avis de clients : {country} | Roro Motors", pt: "Opiniões de clientes: {country} | Roro Motors", ru: "Отзывы покупателей: {country} | Roro Motors" },
  "filter-by-country": { en: "Buyer's country", fr: "Pays de l’acheteur", pt: "País do comprador", ru: "Страна покупателя" },
  "all-countries": { en: "All countries", fr: "Tous les pays", pt: "Todos os países", ru: "Все страны" },
  "show": { en: "Show", fr: "Afficher", pt: "Mostrar", ru: "Показать" },
  "testimonials-count": { en: "{filtered} of {total} testimonials", fr: "{filtered} témoignages sur {total}", pt: "{filtered} de {total} testemunhos", ru: "{filtered} из {total} отзывов" },
  "more-testimonials": { en: "More testimonials", fr: "Plus de témoignages", pt: "Mais testemunhos", ru: "Ещё отзывы" },
  "first-testimonials": { en: "Back to the newest", fr: "Revenir aux plus récents", pt: "Voltar aos mais recentes", ru: "К самым новым" },
  "no-testimonials": { en: "No testimonials from this country yet.", fr: "Pas encore de témoignage de ce pays.", pt: "Ainda não há testemunhos deste país.", ru: "Из этой страны отзывов пока нет." },
  "read-testimonial": { en: "Read the testimonial", fr: "Lire le témoignage", pt: "Ler o testemunho", ru: "Читать отзыв" },
  "back-to-testimonials": { en: "All testimonials", fr: "Tous les témoignages", pt: "Todos os testemunhos", ru: "Все отзывы" },
  "testimonial-from": { en: "{name} from {country}", fr: "{name}, {country}", pt: "{name}, {country}", ru: "{name}, {country}" },
  "title-testimonial": { en: "{name}'s review of a {vehicle} | Roro Motors", fr: "L’avis de {name} sur son {vehicle} | Roro Motors", pt: "A opinião de {name} sobre o seu {vehicle} | Roro Motors", ru: "Отзыв {name} о {vehicle} | Roro Motors" },
  "vehicle-bought": { en: "Vehicle bought", fr: "Véhicule acheté", pt: "Viatura comprada", ru: "Купленный автомобиль" },
  "sales-contact": { en: "Sales contact", fr: "Interlocuteur commercial", pt: "Contacto comercial", ru: "Менеджер" },
  "reviewed-on": { en: "Date", fr: "Date", pt: "Data", ru: "Дата" },
  "find-similar": { en: "Find a {vehicle} in our stock", fr: "Trouver un {vehicle} dans notre stock", pt: "Procurar um {vehicle} no nosso stock", ru: "Найти {vehicle} в нашем каталоге" },

  // Country pages.
  "title-country-pages": { en: "Import guides by country | Roro Motors", fr: "Guides d’importation par pays | Roro Motors", pt: "Guias de importação por país | Roro Motors", ru: "Справочник по ввозу авто по странам | Roro Motors" },
  "description-country-pages": {
    en: "Age limits, steering rules, inspections, ports and duties for importing a Japanese used car into your country, with the sailings we use.",
    fr: "Limites d’âge, conduite à gauche ou à droite, inspections, ports et taxes pour importer une voiture d’occasion japonaise dans votre pays, avec nos lignes maritimes.",
    pt: "Limites de idade, regras de volante, inspeções, portos e impostos para importar um carro usado japonês para o seu país, com as linhas marítimas que usamos.",
    ru: "Ограничения по возрасту, правый или левый руль, инспекции, порты и пошлины при ввозе подержанного японского автомобиля в вашу страну, а также наши морские линии.",
  },
  "country-pages-intro": {
    en: "Each guide sums up what your country accepts, how the car travels and what it costs to clear it. Rules change: your sales contact confirms them before you pay.",
    fr: "Chaque guide résume ce que votre pays accepte, le trajet du véhicule et ce que coûte son dédouanement. Les règles évoluent : votre interlocuteur les confirme avant tout paiement.",
    pt: "Cada guia resume o que o seu país aceita, como a viatura viaja e quanto custa desalfandegá-la. As regras mudam: o seu contacto comercial confirma-as antes do pagamento.",
    ru: "В каждой справке — что принимает ваша страна, как идёт автомобиль и сколько стоит растаможка. Правила меняются: менеджер подтвердит их до оплаты.",
  },
  "back-to-country-pages": { en: "All country guides", fr: "Tous les guides par pays", pt: "Todos os guias por país", ru: "Все страны" },
  "stock-for-country": { en: "See cars we can ship to {country}", fr: "Voir les véhicules expédiables vers : {country}", pt: "Ver viaturas que podemos enviar para: {country}", ru: "Автомобили с доставкой в страну: {country}" },

  // Information pages.
  "last-updated": { en: "Last updated {date}", fr: "Mis à jour le {date}", pt: "Atualizado a {date}", ru: "Обновлено {date}" },
  "shown-in-english": { en: "This page is not yet translated; it is shown in English.", fr: "Cette page n’est pas encore traduite ; elle s’affiche en anglais.", pt: "Esta página ainda não está traduzida; é apresentada em inglês.", ru: "Эта страница ещё не переведена и показана на английском." },
  "questions-contact": { en: "Still have a question? Write to us or call us.", fr: "Une question ? Écrivez-nous ou appelez-nous.", pt: "Ainda tem dúvidas? Escreva-nos ou ligue-nos.", ru: "Остались вопросы? Напишите или позвоните нам." },

  // WhatsApp page.
  "sales-team": { en: "Our sales team", fr: "Notre équipe commerciale", pt: "A nossa equipa comercial", ru: "Наши менеджеры" },
  "chat-with": { en: "Chat with {name} on WhatsApp", fr: "Discuter avec {name} sur WhatsApp", pt: "Falar com {name} no WhatsApp", ru: "Написать {name} в WhatsApp" },
  "speaks": { en: "Speaks", fr: "Langues", pt: "Línguas", ru: "Языки" },
  "markets": { en: "Countries", fr: "Pays suivis", pt: "Países", ru: "Страны" },
  "email": { en: "E-mail", fr: "E-mail", pt: "E-mail", ru: "E-mail" },

  // Site map page.
  "sitemap-main": { en: "Main pages", fr: "Pages principales", pt: "Páginas principais", ru: "Основные страницы" },
  "sitemap-information": { en: "Buying from us", fr: "Acheter chez nous", pt: "Comprar connosco", ru: "Как купить у нас" },
  "sitemap-body-types": { en: "Stock by body type", fr: "Stock par carrosserie", pt: "Stock por carroçaria", ru: "Каталог по типу кузова" },
  "sitemap-makers": { en: "Stock by maker", fr: "Stock par marque", pt: "Stock por marca", ru: "Каталог по маркам" },
  "sitemap-news": { en: "News", fr: "Actualités", pt: "Notícias", ru: "Новости" },

  // Footer.
  "footer-company": { en: "Company", fr: "Société", pt: "Empresa", ru: "Компания" },
  "phone": { en: "Phone", fr: "Téléphone", pt: "Telefone", ru: "Телефон" },
  "sales-email": { en: "Sales e-mail", fr: "E-mail commercial", pt: "E-mail comercial", ru: "Отдел продаж" },
  "feedback-email": { en: "Feedback", fr: "Vos remarques", pt: "Sugestões", ru: "Отзывы и предложения" },
  "social-facebook": { en: "Roro Motors on Facebook", fr: "Roro Motors sur Facebook", pt: "A Roro Motors no Facebook", ru: "Roro Motors в Facebook" },
  "opens-new-tab": { en: "(opens in a new tab)", fr: "(s’ouvre dans un nouvel onglet)", pt: "(abre num novo separador)", ru: "(откроется в новой вкладке)" },
  "all-rights-reserved": { en: "All rights reserved.", fr: "Tous droits réservés.", pt: "Todos os direitos reservados.", ru: "Все права защищены." },
};
