// The header's word on where the visitor is: a first guess from the request, or a signed-in buyer's own
// country (ADR 031).
import type { Localized } from './types.ts';

export const placeTranslations: Record<string, Localized> = {
  "place-guess": {
    en: "Prices for {country} in {currency}, from your browser's settings.",
    fr: "Prix pour {country} en {currency}, d’après les réglages de votre navigateur.",
    pt: "Preços para {country} em {currency}, segundo as definições do seu navegador.",
    ru: "Цены для страны {country} в {currency}, по настройкам вашего браузера.",
  },
  // The same on a phone's one line.
  "place-guess-short": { en: "Prices for {country} in {currency}.", fr: "Prix pour {country} en {currency}.", pt: "Preços para {country} em {currency}.", ru: "Цены: {country}, {currency}." },
  "place-guess-keep": { en: "Keep {country}", fr: "Garder {country}", pt: "Manter {country}", ru: "Оставить: {country}" },
  "place-guess-other": { en: "Another country", fr: "Autre pays", pt: "Outro país", ru: "Другая страна" },
  "place-account": {
    en: "Prices for {country}: the country of your account. Change it in My Page.",
    fr: "Prix pour {country} : le pays de votre compte. Modifiez-le dans Mon espace.",
    pt: "Preços para {country}: o país da sua conta. Altere-o em A minha página.",
    ru: "Цены для страны {country}: страна вашего аккаунта. Изменить её можно в личном кабинете.",
  },
};
