// Interface texts that keep the site's word: asking about a calculated price, the page of a vehicle no
// longer in stock, and what an e-mail's confirmation link did. In the four languages; merged into
// ./translations.ts.
import type { Localized } from './types.ts';

export const trustTranslations: Record<string, Localized> = {
  // The vehicle page's price form, under the total, and the inquiry popup it opens.
  "ask-about-this-price": { en: "Ask about this price", fr: "Poser une question sur ce prix", pt: "Perguntar sobre este preço", ru: "Спросить об этой цене" },
  "inquiry-quote-heading": { en: "The price you are asking about", fr: "Le prix sur lequel porte votre question", pt: "O preço sobre o qual pergunta", ru: "Цена, о которой вы спрашиваете" },
  "inquiry-quote-total": { en: "Total", fr: "Total", pt: "Total", ru: "Итого" },
  "inquiry-quote-message": { en: "Please confirm this price and tell me how to go ahead.", fr: "Pouvez-vous me confirmer ce prix et m’indiquer la marche à suivre ?", pt: "Por favor, confirmem este preço e digam-me como avançar.", ru: "Пожалуйста, подтвердите эту цену и расскажите, что делать дальше." },

  // The page of a stock number that is not (or no longer) in the stock.
  "vehicle-gone-newest": { en: "It may have been sold, or the stock number may be wrong. Here are the newest vehicles in our stock, ready to ship.", fr: "Il a peut-être été vendu, ou la référence est erronée. Voici les derniers véhicules arrivés dans notre stock, prêts à partir.", pt: "Pode ter sido vendido ou a referência pode estar errada. Eis os veículos mais recentes do nosso stock, prontos para embarque.", ru: "Возможно, он уже продан или номер указан неверно. Вот новейшие автомобили в нашем каталоге, готовые к отправке." },
  "vehicle-gone-none": { en: "It may have been sold, or the stock number may be wrong. Search our stock list for a vehicle like it.", fr: "Il a peut-être été vendu, ou la référence est erronée. Cherchez un véhicule semblable dans notre stock.", pt: "Pode ter sido vendido ou a referência pode estar errada. Procure um veículo semelhante no nosso stock.", ru: "Возможно, он уже продан или номер указан неверно. Поищите похожий автомобиль в нашем каталоге." },
  "newest-available": { en: "Newest vehicles in stock", fr: "Derniers arrivages en stock", pt: "Veículos mais recentes em stock", ru: "Новейшие автомобили в наличии" },
};
