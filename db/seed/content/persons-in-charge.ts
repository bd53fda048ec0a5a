// Sales staff of the fictional Roro Motors Co., Ltd. (Nagoya). Phone numbers and e-mail addresses are fictional.
import type { PersonInChargeSeed } from './types.ts';

export const personsInCharge: PersonInChargeSeed[] = [
  {
    name: 'Kenji Tanaka',
    whatsAppNumber: '+81-80-3127-4508',
    email: 'kenji.tanaka@roro-motors.example',
    languages: ['ja', 'en'],
    markets: ['NZ', 'AU', 'FJ', 'PG', 'WS', 'TO', 'JM', 'TT', 'GY', 'BS', 'BB', 'SR'],
  },
  {
    name: 'Akiko Yamamoto',
    whatsAppNumber: '+81-90-6642-1379',
    email: 'akiko.yamamoto@roro-motors.example',
    languages: ['ja', 'en'],
    markets: ['GH', 'NG', 'SL', 'LR', 'MU', 'AE', 'PK', 'BD', 'LK', 'MM', 'GB', 'IE', 'CY', 'MT'],
  },
  {
    name: 'Yuki Sato',
    whatsAppNumber: '+81-80-5290-8813',
    email: 'yuki.sato@roro-motors.example',
    languages: ['ja', 'en'],
    markets: ['ZM', 'ZW', 'BW', 'NA', 'ZA', 'LS', 'SZ'],
  },
  {
    name: 'Amani Mwangi',
    whatsAppNumber: '+81-80-7714-2261',
    email: 'amani.mwangi@roro-motors.example',
    languages: ['sw', 'en', 'ja'],
    markets: ['KE', 'TZ', 'UG', 'RW', 'BI', 'SS', 'KM'],
  },
  {
    name: 'Olga Ivanova',
    whatsAppNumber: '+81-90-2853-6640',
    email: 'olga.ivanova@roro-motors.example',
    languages: ['ru', 'en', 'ja'],
    markets: ['RU', 'GE', 'KG', 'MN'],
  },
  {
    name: 'Ana Machava',
    whatsAppNumber: '+81-80-4186-9952',
    email: 'ana.machava@roro-motors.example',
    languages: ['pt', 'en', 'sw'],
    markets: ['MZ', 'MW'],
  },
  {
    name: 'Carlos Mendoza',
    whatsAppNumber: '+81-90-8371-0426',
    email: 'carlos.mendoza@roro-motors.example',
    languages: ['es', 'en', 'ja'],
    markets: ['CL', 'PE', 'BO', 'PY', 'DO'],
  },
  {
    name: 'Jean-Pierre Mbala',
    whatsAppNumber: '+81-80-6035-7187',
    email: 'jean-pierre.mbala@roro-motors.example',
    languages: ['fr', 'en', 'ln'],
    markets: ['CD', 'CM', 'BJ', 'TG', 'SN', 'GN', 'BF', 'NE', 'ML', 'MG'],
  },
];
