// The demo stock's remarks and good points, each in the four languages: the seed draws a vehicle's from
// these lists (db/seed/vehicles.ts) and stores each language in its own column.
import type { Localized } from './types.ts';

export const VEHICLE_REMARKS: readonly Localized[] = [
  {
    en: 'Auction sheet available on request. Minor scratches on the rear bumper, otherwise clean.',
    fr: 'Fiche d’enchère disponible sur demande. Petites rayures sur le pare-chocs arrière, sinon propre.',
    pt: 'Folha de leilão disponível a pedido. Pequenos riscos no para-choques traseiro; de resto, limpo.',
    ru: 'Аукционный лист — по запросу. Небольшие царапины на заднем бампере, в остальном в чистом состоянии.',
  },
  {
    en: 'One owner, non-smoker. Maintenance record book included.',
    fr: 'Un seul propriétaire, non-fumeur. Carnet d’entretien fourni.',
    pt: 'Um só proprietário, não fumador. Inclui livro de manutenção.',
    ru: 'Один владелец, некурящий. Сервисная книжка в комплекте.',
  },
  {
    en: 'Small dent on the left rear door; interior in very good condition.',
    fr: 'Petite bosse sur la portière arrière gauche ; intérieur en très bon état.',
    pt: 'Pequena mossa na porta traseira esquerda; interior em muito bom estado.',
    ru: 'Небольшая вмятина на левой задней двери; салон в очень хорошем состоянии.',
  },
  {
    en: 'Timing chain engine. Recent oil change and new wiper blades.',
    fr: 'Moteur à chaîne de distribution. Vidange récente et balais d’essuie-glace neufs.',
    pt: 'Motor com corrente de distribuição. Mudança de óleo recente e escovas limpa-vidros novas.',
    ru: 'Двигатель с цепью ГРМ. Недавно заменены масло и щётки стеклоочистителя.',
  },
  {
    en: 'Navigation with back camera. Japanese radio can be changed to 87.5-108 MHz on request.',
    fr: 'Navigation avec caméra de recul. La radio japonaise peut être passée en 87,5-108 MHz sur demande.',
    pt: 'Navegação com câmara de marcha-atrás. O rádio japonês pode ser convertido para 87,5-108 MHz a pedido.',
    ru: 'Навигация с камерой заднего вида. Японское радио по запросу перенастроим на 87,5–108 МГц.',
  },
  {
    en: 'Minor stone chips on the bonnet. Tyres have plenty of tread left.',
    fr: 'Légers impacts de gravillons sur le capot. Les pneus ont encore beaucoup de gomme.',
    pt: 'Pequenas marcas de pedras no capô. Os pneus ainda têm bastante piso.',
    ru: 'Мелкие сколы от камней на капоте. У шин ещё большой остаток протектора.',
  },
  {
    en: 'Repainted front bumper. No accident history on the auction report.',
    fr: 'Pare-chocs avant repeint. Aucun accident signalé sur le rapport d’enchère.',
    pt: 'Para-choques dianteiro repintado. Sem historial de acidentes no relatório do leilão.',
    ru: 'Передний бампер перекрашен. По аукционному отчёту ДТП не было.',
  },
  {
    en: 'Light wear on the driver seat bolster; everything works as it should.',
    fr: 'Légère usure sur le bourrelet du siège conducteur ; tout fonctionne comme il faut.',
    pt: 'Ligeiro desgaste no apoio lateral do banco do condutor; tudo funciona como deve.',
    ru: 'Небольшой износ боковой поддержки водительского сиденья; всё работает как положено.',
  },
];

export const VEHICLE_GOOD_POINTS: readonly Localized[] = [
  { en: 'Low mileage for its year', fr: 'Faible kilométrage pour son année', pt: 'Quilometragem baixa para o ano', ru: 'Небольшой пробег для своего года' },
  { en: 'Clean interior with no tears or stains', fr: 'Intérieur propre, sans déchirures ni taches', pt: 'Interior limpo, sem rasgões nem manchas', ru: 'Чистый салон без разрывов и пятен' },
  { en: 'Strong engine, shifts smoothly', fr: 'Moteur vigoureux, passages de vitesses en douceur', pt: 'Motor forte, mudanças suaves', ru: 'Мощный двигатель, передачи переключаются плавно' },
  { en: 'No rust underneath', fr: 'Aucune rouille sous le véhicule', pt: 'Sem ferrugem por baixo', ru: 'Днище без ржавчины' },
  { en: 'Both keys present', fr: 'Les deux clés fournies', pt: 'Ambas as chaves incluídas', ru: 'Оба ключа в наличии' },
  { en: 'Full service history', fr: 'Historique d’entretien complet', pt: 'Historial de manutenção completo', ru: 'Полная история обслуживания' },
  { en: 'Popular colour that resells well', fr: 'Couleur recherchée, facile à revendre', pt: 'Cor procurada, fácil de revender', ru: 'Популярный цвет, легко перепродать' },
  { en: 'Fuel-efficient and cheap to run', fr: 'Sobre et économique à l’usage', pt: 'Económico no consumo e na manutenção', ru: 'Экономичный и недорогой в содержании' },
  { en: 'Ready for inspection in Japan', fr: 'Prêt pour l’inspection au Japon', pt: 'Pronto para a inspeção no Japão', ru: 'Готов к инспекции в Японии' },
];
