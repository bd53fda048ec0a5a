// Interface texts of the page frame (spec 001 §2, §4, §8): the header's choices, suggestions, the
// phone's bottom bar and menu, toasts and error pages.
import type { Localized } from './types.ts';

export const shellTranslations: Record<string, Localized> = {
  "country": { en: "Country", fr: "Pays", pt: "País", ru: "Страна" },
  "keyword-suggestions": { en: "Suggestions", fr: "Suggestions", pt: "Sugestões", ru: "Подсказки" },
  "mobile-menu": { en: "Quick links", fr: "Accès rapide", pt: "Atalhos", ru: "Быстрые ссылки" },
  "menu": { en: "Menu", fr: "Menu", pt: "Menu", ru: "Меню" },
  "close-menu": { en: "Close", fr: "Fermer", pt: "Fechar", ru: "Закрыть" },
  "data-load-failed": { en: "Failed to load data. Please refresh the page and try again.", fr: "Impossible de charger les données. Actualisez la page et réessayez.", pt: "Não foi possível carregar os dados. Atualize a página e tente novamente.", ru: "Не удалось загрузить данные. Обновите страницу и попробуйте ещё раз." },
  "block-failed": { en: "This part of the page could not be shown.", fr: "Cette partie de la page n’a pas pu s’afficher.", pt: "Não foi possível mostrar esta parte da página.", ru: "Не удалось показать эту часть страницы." },
  "error-not-found-title": { en: "Page not found", fr: "Page introuvable", pt: "Página não encontrada", ru: "Страница не найдена" },
  "error-not-found-text": { en: "The page you asked for does not exist.", fr: "La page demandée n’existe pas.", pt: "A página que procura não existe.", ru: "Запрошенной страницы не существует." },
  "error-title": { en: "Something went wrong", fr: "Un problème est survenu", pt: "Ocorreu um problema", ru: "Что-то пошло не так" },
  "error-text": { en: "Please refresh the page and try again.", fr: "Actualisez la page et réessayez.", pt: "Atualize a página e tente novamente.", ru: "Обновите страницу и попробуйте ещё раз." },
  "browse-stock": { en: "Browse our stock", fr: "Voir notre stock", pt: "Ver o nosso stock", ru: "Смотреть каталог" },
  apply: { en: "Apply", fr: "Appliquer", pt: "Aplicar", ru: "Применить" },
};
