// Customer reviews for the fictional Roro Motors storefront. Names and stories are invented; makers and models
// match shared/data/reference/models.json, and every vehicle respects the destination's steering, age and
// export rules (left-hand-drive stock for West Africa and Georgia, 1,900 cc or less and no hybrids for Russia).
import type { TestimonialSeed } from './types.ts';

export const testimonials: TestimonialSeed[] = [
  // ---------------- Kenya ----------------
  {
    reviewerName: 'Peter Kamau',
    countryCode: 'KE',
    reviewedAt: '2024-03-14',
    makerName: 'Toyota',
    modelName: 'Harrier',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'My 2018 Harrier landed in Mombasa exactly on the date Amani gave me. The QISJ certificate was done in Japan before loading, so KEBS cleared it without any drama. The original documents came by DHL in four days, my clearing agent had everything ready before the ship even berthed. The car was cleaner than the photos, only a small stone chip on the bonnet that was already shown in picture 23. Very honest people.',
    rating: 5,
  },
  {
    reviewerName: 'Grace Wanjiru',
    countryCode: 'KE',
    reviewedAt: '2024-09-02',
    makerName: 'Nissan',
    modelName: 'Note',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'First time importing a car myself and I was nervous. Amani explained the 8-year rule and checked the first registration date on the export certificate before I paid, which saved me from buying an older unit from another site. The Note arrived at Mombasa with a full tank of patience needed at the port, but nothing wrong with the car. Documents by DHL arrived before the ship. I drive it every day in Nairobi traffic, no complaints.',
    rating: 5,
  },
  {
    reviewerName: 'Samuel Otieno',
    countryCode: 'KE',
    reviewedAt: '2025-02-18',
    makerName: 'Toyota',
    modelName: 'Probox',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'Bought three Probox vans for my delivery business in Kisumu. All three came on the same vessel to Mombasa. Two were perfect, one had a scratch on the rear door that was not in the photos, but Amani gave me a small discount on my next order without arguing. Paperwork was fast: invoice, B/L, export certificate and QISJ report all in one DHL envelope. I will order again before December.',
    rating: 4,
  },
  {
    reviewerName: 'Faith Njeri',
    countryCode: 'KE',
    reviewedAt: '2025-06-27',
    makerName: 'Subaru',
    modelName: 'Forester',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'The Forester was auction grade 4.5 and it really looks like it. Amani sent me a video of the engine running and the underbody before I paid the deposit, which I appreciated because Subarus have a reputation. Shipping from Nagoya to Mombasa took 27 days. The DHL documents reached me in Nakuru in three days. Clearing was smooth because the inspection was already done in Japan.',
    rating: 5,
  },
  {
    reviewerName: 'Brian Mutua',
    countryCode: 'KE',
    reviewedAt: '2025-11-10',
    makerName: 'Mazda',
    modelName: 'Demio',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'The car itself is good and matches the description. The reason for three stars: the first vessel was overbooked and my Demio was rolled to the next ship, so it reached Mombasa almost two weeks late, and with the year-end cut-off coming I was worried. Amani kept me updated every few days and the company paid the extra storage in Japan. Documents by DHL were quick. Next time I will buy earlier in the year.',
    rating: 3,
  },
  {
    reviewerName: 'Josephine Achieng',
    countryCode: 'KE',
    reviewedAt: '2026-04-08',
    makerName: 'Toyota',
    modelName: 'Land Cruiser Prado',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'We bought a 2019 Prado diesel for our safari company. Amani speaks Swahili, which made my father very comfortable with the whole process. The vehicle arrived at Mombasa in excellent condition, no rust underneath, and the tyres were almost new. DHL delivered the originals to our office in Nairobi within five days of the ship sailing. Strongly recommended.',
    rating: 5,
  },
  {
    reviewerName: 'David Kiprono',
    countryCode: 'KE',
    reviewedAt: '2026-08-19',
    makerName: 'Isuzu',
    modelName: 'Elf',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'Isuzu Elf flatbed for my hardware shop in Eldoret. The truck came RoRo to Mombasa and drove off the ship on its own. Engine strong, gearbox fine, some wear on the deck boards which is normal for a working truck. Four stars because the DHL parcel took eight days this time, held at Nairobi customs, but Amani sent scans immediately so my agent could start the entry.',
    rating: 4,
  },

  // ---------------- Tanzania ----------------
  {
    reviewerName: 'Juma Mrisho',
    countryCode: 'TZ',
    reviewedAt: '2024-05-21',
    makerName: 'Toyota',
    modelName: 'RAV4',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'My RAV4 arrived at Dar es Salaam port 29 days after leaving Nagoya. The EAA inspection was arranged by Roro Motors before loading so TBS did not give me any trouble. Amani answered my WhatsApp messages even on Sunday. The documents came by DHL to Mwenge in four days. The car is clean, the AC is cold and the fuel consumption is better than my old one.',
    rating: 5,
  },
  {
    reviewerName: 'Neema Mushi',
    countryCode: 'TZ',
    reviewedAt: '2025-03-30',
    makerName: 'Toyota',
    modelName: 'Hiace Van',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'Good Hiace van for my tour business in Moshi. Diesel engine, high roof, 2017 model. The interior had some marks on the seats that I could see in the pictures, so no surprise. Delivery to Dar es Salaam was on time and my agent cleared it in one week. Amani sent the DHL parcel the day after sailing and it came fast. One star less only because the radio was Japanese and I had to change it locally; next time I will take the audio option.',
    rating: 4,
  },
  {
    reviewerName: 'Hamisi Said',
    countryCode: 'TZ',
    reviewedAt: '2025-12-04',
    makerName: 'Toyota',
    modelName: 'Corolla Fielder',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'I am in Zanzibar, and the car had to be transhipped at Dar es Salaam, which added almost three weeks. Amani had warned me that Zanzibar takes longer, but I did not expect that long. The Fielder itself is very good, small dent on the rear bumper as described. Documents by DHL arrived early, so the waiting was only for the boat. Good car, slow route.',
    rating: 3,
  },

  // ---------------- Uganda ----------------
  {
    reviewerName: 'Moses Ssempala',
    countryCode: 'UG',
    reviewedAt: '2024-07-11',
    makerName: 'Toyota',
    modelName: 'Premio',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'Bought a Premio through Mombasa and had it trucked to Kampala through Malaba. Amani made sure the car was well inside the 15-year limit and arranged the UNBS pre-shipment inspection in Japan, so there was no penalty at the border. Documents came by DHL straight to my office on Jinja Road. The car drives like new. Already recommended Roro to two friends.',
    rating: 5,
  },
  {
    reviewerName: 'Sarah Nakato',
    countryCode: 'UG',
    reviewedAt: '2025-08-22',
    makerName: 'Toyota',
    modelName: 'Hiace Commuter',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'We run matatus between Kampala and Entebbe and this is our second Hiace Commuter from Roro Motors. The seats and body were in good order, engine very quiet for the mileage. It reached Mombasa on schedule and the transit to Kampala took five days. Amani sent the bill of lading copy the day the ship sailed and the originals by DHL a few days later.',
    rating: 5,
  },
  {
    reviewerName: 'Ronald Okello',
    countryCode: 'UG',
    reviewedAt: '2026-02-09',
    makerName: 'Subaru',
    modelName: 'Forester',
    personInCharge: 'Amani Mwangi',
    language: 'en',
    content:
      'Forester arrived at Mombasa with a flat battery, which is normal after a month on a ship, and the clearing agent jump-started it. Otherwise the car was exactly like the photos and the auction sheet Amani translated for me. DHL documents arrived in Gulu in six days. Price was fair compared to what dealers in Kampala ask.',
    rating: 4,
  },

  // ---------------- Zambia ----------------
  {
    reviewerName: 'Mwila Banda',
    countryCode: 'ZM',
    reviewedAt: '2024-04-03',
    makerName: 'Toyota',
    modelName: 'Hiace Van',
    personInCharge: 'Yuki Sato',
    language: 'en',
    content:
      'Yuki advised me to ship through Dar es Salaam instead of Durban because it was cheaper for Lusaka at that time. The Hiace arrived at Dar in good condition and my driver brought it through Tunduma and Nakonde in five days. The DHL documents arrived in Lusaka before the ship reached Dar, which made the transit paperwork easy. Very professional.',
    rating: 5,
  },
  {
    reviewerName: 'Chanda Mulenga',
    countryCode: 'ZM',
    reviewedAt: '2025-01-22',
    makerName: 'Honda',
    modelName: 'Fit',
    personInCharge: 'Yuki Sato',
    language: 'en',
    content:
      'Nice little Fit for my daughter at university in Kitwe. The car was clean inside and out, but one hubcap was missing on arrival at Dar es Salaam; Yuki said it was probably taken at the port and refunded the cost. Shipping and documents were quick, DHL took four days. Good service overall.',
    rating: 4,
  },
  {
    reviewerName: 'Bwalya Phiri',
    countryCode: 'ZM',
    reviewedAt: '2026-05-12',
    makerName: 'Nissan',
    modelName: 'X-Trail',
    personInCharge: 'Yuki Sato',
    language: 'en',
    content:
      'Shipped to Durban and transported in bond via Beitbridge and Chirundu on a car carrier. Took a bit longer by road but the X-Trail arrived in Lusaka without a single new scratch. Yuki sent me photos from the yard in Nagoya on the day of loading. The DHL documents reached me a week before the ship docked, and the carbon tax at the border was exactly what she had estimated. Excellent.',
    rating: 5,
  },

  // ---------------- Malawi ----------------
  {
    reviewerName: 'Kondwani Chirwa',
    countryCode: 'MW',
    reviewedAt: '2024-10-16',
    makerName: 'Toyota',
    modelName: 'Corolla Fielder',
    personInCharge: 'Ana Machava',
    language: 'en',
    content:
      'Ana handled everything from the quotation to the arrival in Dar es Salaam. The Fielder was driven to Lilongwe through the Songwe border and it arrived clean. Ana also explained the Malawi excise bands so I chose a newer car and paid less duty in the end. DHL documents took five days to Lilongwe. Thank you Roro Motors.',
    rating: 5,
  },

  // ---------------- Zimbabwe ----------------
  {
    reviewerName: 'Tendai Moyo',
    countryCode: 'ZW',
    reviewedAt: '2024-08-27',
    makerName: 'Honda',
    modelName: 'Fit',
    personInCharge: 'Yuki Sato',
    language: 'en',
    content:
      'With the new age rules in Zimbabwe I wanted to be careful, so Yuki only offered me cars well under ten years old. The Fit went to Durban and came up through Beitbridge on a carrier. Arrived with no damage and the mileage matched the export certificate. The DHL parcel reached Harare in five days. Honest company.',
    rating: 5,
  },
  {
    reviewerName: 'Rutendo Chikwanha',
    countryCode: 'ZW',
    reviewedAt: '2025-10-14',
    makerName: 'Toyota',
    modelName: 'Hiace Van',
    personInCharge: 'Yuki Sato',
    language: 'en',
    content:
      'Shipped to Beira, which is much closer to Mutare than Durban. The ship called at Beira about a week later than planned, but Yuki warned me in advance. The van is strong and the body is clean; the rear wiper was not working, a small thing. Documents came by DHL on time. I would buy again.',
    rating: 4,
  },
  {
    reviewerName: 'Farai Ndlovu',
    countryCode: 'ZW',
    reviewedAt: '2026-09-05',
    makerName: 'Toyota',
    modelName: 'Land Cruiser Prado',
    personInCharge: 'Yuki Sato',
    language: 'en',
    content:
      'Excellent Prado, 2020, very low kilometres for its age. Yuki sent more than 60 photos and a walk-around video before I paid. It came RoRo to Durban and then by car carrier to Bulawayo. The originals came by DHL and my clearing agent said it was the most complete document set he had seen. Five stars.',
    rating: 5,
  },

  // ---------------- Botswana ----------------
  {
    reviewerName: 'Kagiso Molefe',
    countryCode: 'BW',
    reviewedAt: '2025-04-17',
    makerName: 'Toyota',
    modelName: 'Hilux',
    personInCharge: 'Yuki Sato',
    language: 'en',
    content:
      'Yuki reminded me to get my import permit before shipping, which I would have forgotten. The Hilux went to Durban and came to Gaborone through Kopfontein in three days. Condition very good, only the canopy had some scratches. DHL delivered the documents quickly. Four stars because the final freight was a bit higher than the first quote due to a surcharge that month.',
    rating: 4,
  },

  // ---------------- Namibia ----------------
  {
    reviewerName: 'Johannes Shikongo',
    countryCode: 'NA',
    reviewedAt: '2026-01-26',
    makerName: 'Toyota',
    modelName: 'RAV4',
    personInCharge: 'Yuki Sato',
    language: 'en',
    content:
      'RAV4 shipped to Walvis Bay and delivered to Windhoek the next day. Yuki checked the age rule and the import permit with me before I paid. The car was spotless and even had new wiper blades. Documents by DHL in four days. Easy from start to finish.',
    rating: 5,
  },

  // ---------------- Mozambique (Portuguese) ----------------
  {
    reviewerName: 'Armando Cossa',
    countryCode: 'MZ',
    reviewedAt: '2024-06-19',
    makerName: 'Toyota',
    modelName: 'Hiace Van',
    personInCharge: 'Ana Machava',
    language: 'pt',
    content:
      'Comprei uma Hiace para o meu negócio de transporte em Maputo. A Ana tratou de tudo em português, incluindo a inspeção da Intertek no Japão, e a carrinha chegou ao porto de Maputo em muito bom estado. Os documentos originais vieram por DHL em cinco dias. O despachante disse que nunca tinha visto papelada tão bem organizada. Recomendo.',
    rating: 5,
  },
  {
    reviewerName: 'Lúcia Mabunda',
    countryCode: 'MZ',
    reviewedAt: '2025-02-05',
    makerName: 'Toyota',
    modelName: 'Vitz',
    personInCharge: 'Ana Machava',
    language: 'pt',
    content:
      'O Vitz chegou a Maputo limpo e a funcionar bem. Só dou quatro estrelas porque um dos pneus estava mais gasto do que parecia nas fotografias e tive de o trocar. De resto, a Ana respondeu sempre rápido pelo WhatsApp e os documentos chegaram por DHL antes do navio. Bom preço.',
    rating: 4,
  },
  {
    reviewerName: 'Fernando Tembe',
    countryCode: 'MZ',
    reviewedAt: '2025-11-28',
    makerName: 'Toyota',
    modelName: 'Land Cruiser Prado',
    personInCharge: 'Ana Machava',
    language: 'pt',
    content:
      'Land Cruiser Prado a gasóleo, enviado para a Beira. A viatura veio exatamente como descrita: sem ferrugem, interior impecável e com o relatório de inspeção da Intertek. A Ana enviou-me a cópia do B/L no dia da partida e os originais por DHL logo a seguir. Já estou a pensar na próxima compra.',
    rating: 5,
  },
  {
    reviewerName: 'Celeste Sitoe',
    countryCode: 'MZ',
    reviewedAt: '2026-07-21',
    makerName: 'Nissan',
    modelName: 'Note',
    personInCharge: 'Ana Machava',
    language: 'pt',
    content:
      'O carro é bom, mas o navio atrasou quase três semanas por causa de uma escala extra e fiquei muito tempo sem notícias claras da companhia marítima. A Ana fez o possível e foi sempre sincera comigo. Os documentos chegaram por DHL sem problema e o Note chegou a Maputo sem danos. Três estrelas pelo atraso.',
    rating: 3,
  },

  // ---------------- DR Congo (French) ----------------
  {
    reviewerName: 'Patrick Kabongo',
    countryCode: 'CD',
    reviewedAt: '2024-11-07',
    makerName: 'Isuzu',
    modelName: 'Elf',
    personInCharge: 'Jean-Pierre Mbala',
    language: 'fr',
    content:
      "J'ai acheté un Isuzu Elf pour mon commerce à Lubumbashi. Jean-Pierre m'a conseillé de passer par Dar es Salaam et s'est occupé du certificat de contrôle technique et de l'ECTN. Le camion est arrivé en bon état, mais nous avons perdu trois jours dans la file à Kasumbalesa, ce qui n'est pas la faute de Roro. Les documents originaux sont arrivés par DHL en six jours. Je recommande.",
    rating: 4,
  },
  {
    reviewerName: 'Christelle Mukendi',
    countryCode: 'CD',
    reviewedAt: '2026-03-18',
    makerName: 'Mercedes-Benz',
    modelName: 'GLE',
    personInCharge: 'Jean-Pierre Mbala',
    language: 'fr',
    content:
      "Je cherchais un véhicule à conduite à gauche pour Kinshasa et Jean-Pierre m'a trouvé un GLE en très bel état. Expédié en conteneur jusqu'à Matadi, il est arrivé sans la moindre rayure. Les papiers sont arrivés par DHL bien avant le bateau, ce qui a facilité le dédouanement. Service sérieux et très réactif sur WhatsApp.",
    rating: 5,
  },

  // ---------------- Cameroon (French) ----------------
  {
    reviewerName: 'Serge Ngono',
    countryCode: 'CM',
    reviewedAt: '2025-05-06',
    makerName: 'Mercedes-Benz',
    modelName: 'C-Class',
    personInCharge: 'Jean-Pierre Mbala',
    language: 'fr',
    content:
      "Classe C conduite à gauche, arrivée au port de Douala 49 jours après le départ de Nagoya. Jean-Pierre s'est occupé du BESC et m'a tenu informé à chaque étape. La voiture est impeccable, le carnet d'entretien japonais est complet. Les documents sont arrivés par DHL à Yaoundé en cinq jours. Merci à toute l'équipe.",
    rating: 5,
  },

  // ---------------- Benin (French) ----------------
  {
    reviewerName: 'Rodrigue Houngbédji',
    countryCode: 'BJ',
    reviewedAt: '2024-12-12',
    makerName: 'Jeep',
    modelName: 'Grand Cherokee',
    personInCharge: 'Jean-Pierre Mbala',
    language: 'fr',
    content:
      "Grand Cherokee à conduite à gauche, débarqué à Cotonou en bon état. Il y avait une petite rayure sur le pare-chocs arrière qui n'apparaissait pas clairement sur les photos, mais Jean-Pierre l'a reconnu tout de suite et m'a fait un geste commercial. Documents reçus par DHL en quatre jours. Bonne expérience.",
    rating: 4,
  },
  {
    reviewerName: 'Aïcha Soumanou',
    countryCode: 'BJ',
    reviewedAt: '2026-06-30',
    makerName: 'Ford',
    modelName: 'Explorer',
    personInCharge: 'Jean-Pierre Mbala',
    language: 'fr',
    content:
      "C'est mon troisième achat chez Roro Motors. L'Explorer est arrivé à Cotonou propre, avec les deux clés et les tapis d'origine. Jean-Pierre répond toujours en français, même tard le soir, et il a envoyé les originaux par DHL le lendemain du départ du navire. Je n'achète plus ailleurs.",
    rating: 5,
  },

  // ---------------- Togo (French) ----------------
  {
    reviewerName: 'Komi Agbéko',
    countryCode: 'TG',
    reviewedAt: '2025-07-24',
    makerName: 'Volkswagen',
    modelName: 'Touareg',
    personInCharge: 'Jean-Pierre Mbala',
    language: 'fr',
    content:
      "Touareg à conduite à gauche livré au port de Lomé. Le véhicule correspond à la description, moteur très sain. J'enlève une étoile parce que le navire a dû contourner l'Afrique par le Cap et le trajet a pris dix jours de plus que prévu. Jean-Pierre m'avait prévenu et les documents DHL sont arrivés à temps.",
    rating: 4,
  },

  // ---------------- Senegal (French) ----------------
  {
    reviewerName: 'Mamadou Diop',
    countryCode: 'SN',
    reviewedAt: '2026-02-23',
    makerName: 'BMW',
    modelName: 'X5',
    personInCharge: 'Jean-Pierre Mbala',
    language: 'fr',
    content:
      "Jean-Pierre a vérifié l'année de fabrication par rapport à la nouvelle limite de dix ans avant même de m'envoyer la facture proforma. Le X5, conduite à gauche, est arrivé à Dakar en parfait état. Les documents et le BSC étaient prêts, et le colis DHL est arrivé en quatre jours. Très professionnel.",
    rating: 5,
  },

  // ---------------- Ghana ----------------
  {
    reviewerName: 'Kwame Asante',
    countryCode: 'GH',
    reviewedAt: '2024-09-25',
    makerName: 'Mercedes-Benz',
    modelName: 'E-Class',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'Akiko only showed me left-hand-drive cars with a clean auction history, because Ghana does not accept salvaged vehicles. The E-Class arrived at Tema looking better than in the photos. The DHL documents reached Accra in five days and the clearing was straightforward. Very careful and honest service.',
    rating: 5,
  },
  {
    reviewerName: 'Abena Owusu',
    countryCode: 'GH',
    reviewedAt: '2025-12-15',
    makerName: 'Jeep',
    modelName: 'Wrangler',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'Left-hand-drive Wrangler, shipped RoRo to Tema. The vehicle is in great shape, but the soft top had a small tear that was not mentioned. Akiko sent the repair cost as a refund within a week. The documents arrived by DHL in Kumasi in six days. Good company to deal with.',
    rating: 4,
  },

  // ---------------- Nigeria ----------------
  {
    reviewerName: 'Chinedu Okafor',
    countryCode: 'NG',
    reviewedAt: '2024-10-30',
    makerName: 'Ford',
    modelName: 'Explorer',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'My Explorer is left-hand drive as required in Nigeria and well within the 15-year limit. It arrived at Tin Can Island in 46 days from Nagoya. Akiko was patient with all my questions about duty and sent the DHL tracking number the same day the ship sailed. The car is clean and strong.',
    rating: 5,
  },
  {
    reviewerName: 'Ngozi Eze',
    countryCode: 'NG',
    reviewedAt: '2025-08-08',
    makerName: 'Mercedes-Benz',
    modelName: 'C-Class',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'I chose to land the car in Cotonou and drive it to Lagos through Seme. The ship was re-routed round the Cape and arrived almost three weeks late, and I had to pay extra for my agent in Cotonou. The C-Class itself is very good and the documents by DHL were fast. Three stars because of the delay, but Akiko was always honest about it.',
    rating: 3,
  },
  {
    reviewerName: 'Emeka Nwosu',
    countryCode: 'NG',
    reviewedAt: '2026-10-02',
    makerName: 'Dodge',
    modelName: 'Challenger',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'Always wanted a Challenger and Japanese-market cars are kept so well. This one was left-hand drive, no accident history, low mileage. Came in a container to Lagos so no one touched it on the way. Akiko sent the documents by DHL to Port Harcourt. Only four stars because the container option costs more, but it was worth it.',
    rating: 4,
  },

  // ---------------- Russia (Russian) ----------------
  {
    reviewerName: 'Дмитрий Соколов',
    countryCode: 'RU',
    reviewedAt: '2024-04-22',
    makerName: 'Honda',
    modelName: 'Fit',
    personInCharge: 'Olga Ivanova',
    language: 'ru',
    content:
      'Брал Фит 1.3 бензин, чистый, без гибрида — Ольга сразу объяснила, что гибриды и машины больше 1900 кубов в Россию из Японии сейчас не отправляют. Машина пришла во Владивосток через неделю после отгрузки, состояние как на фото, аукционный лист перевели полностью. Документы отправили DHL, дошли быстро. Рекомендую.',
    rating: 5,
  },
  {
    reviewerName: 'Алексей Морозов',
    countryCode: 'RU',
    reviewedAt: '2024-12-05',
    makerName: 'Toyota',
    modelName: 'Corolla Fielder',
    personInCharge: 'Olga Ivanova',
    language: 'ru',
    content:
      'Филдер 1.5 бензиновый, 2019 год — как раз проходной возраст по пошлине. Ольга подобрала вариант с оценкой 4,5 и прислала видео мотора. Машина пришла во Владивосток без единой царапины, лабораторию и СБКТС прошли без вопросов. Оригиналы документов пришли DHL за пять дней. Спасибо!',
    rating: 5,
  },
  {
    reviewerName: 'Ирина Кузнецова',
    countryCode: 'RU',
    reviewedAt: '2025-06-11',
    makerName: 'Honda',
    modelName: 'Vezel',
    personInCharge: 'Olga Ivanova',
    language: 'ru',
    content:
      'Везель 1.5, бензиновая версия (гибрид, к сожалению, нельзя). Всё прошло хорошо, машина пришла во Владивосток в срок. Одна звезда минус — на заднем сиденье оказалось небольшое пятно, на фото его не было видно. Ольга ответила быстро и честно, документы прислали DHL. В целом довольна.',
    rating: 4,
  },
  {
    reviewerName: 'Сергей Волков',
    countryCode: 'RU',
    reviewedAt: '2025-10-29',
    makerName: 'Nissan',
    modelName: 'Note',
    personInCharge: 'Olga Ivanova',
    language: 'ru',
    content:
      'Ноут 1.2 бензин, не e-Power. Сама машина хорошая, претензий нет. Но отгрузку сдвинули на следующий рейс, и во Владивосток авто пришло на две недели позже обещанного, а потом ещё ждали очередь на СБКТС. Ольга держала в курсе, документы по DHL пришли быстро. Три звезды за сроки.',
    rating: 3,
  },
  {
    reviewerName: 'Евгений Лебедев',
    countryCode: 'RU',
    reviewedAt: '2026-05-27',
    makerName: 'Toyota',
    modelName: 'Sienta',
    personInCharge: 'Olga Ivanova',
    language: 'ru',
    content:
      'Брал Сиенту 1.5 бензин для семьи в Новосибирск. Ольга помогла посчитать всё «под ключ»: фрахт до Владивостока, таможню, утильсбор и отправку по железной дороге. Машина пришла в Новосибирск целой, состояние отличное. Документы DHL отправили сразу после выхода судна.',
    rating: 5,
  },
  {
    reviewerName: 'Наталья Павлова',
    countryCode: 'RU',
    reviewedAt: '2026-09-16',
    makerName: 'Mazda',
    modelName: 'Demio',
    personInCharge: 'Olga Ivanova',
    language: 'ru',
    content:
      'Демио 1.3 бензин, маленькая и экономичная — то, что нужно для Хабаровска. Во Владивосток пришла через шесть дней после отгрузки, сама перегнала по трассе. Состояние соответствует аукционному листу, который Ольга перевела на русский. Документы по DHL — четыре дня. Спасибо команде!',
    rating: 5,
  },

  // ---------------- Georgia (Russian) ----------------
  {
    reviewerName: 'Георгий Беридзе',
    countryCode: 'GE',
    reviewedAt: '2025-03-12',
    makerName: 'Porsche',
    modelName: 'Cayenne',
    personInCharge: 'Olga Ivanova',
    language: 'ru',
    content:
      'Нужен был именно леворульный автомобиль, и Ольга нашла Cayenne с левым рулём из японского стока. Машина пришла в Поти в хорошем состоянии, хотя морем путь занял почти полтора месяца. Минус звезда за небольшие сколы на капоте, которые на фото были плохо видны. Документы DHL пришли в Тбилиси за пять дней.',
    rating: 4,
  },

  // ---------------- Mongolia ----------------
  {
    reviewerName: 'Batbayar Dorj',
    countryCode: 'MN',
    reviewedAt: '2024-12-20',
    makerName: 'Toyota',
    modelName: 'Prius',
    personInCharge: 'Olga Ivanova',
    language: 'en',
    content:
      'Prius shipped in a container to Tianjin and then by rail through Erenhot to Ulaanbaatar. Olga arranged the container sharing with three other buyers, so the freight was cheaper. The car arrived clean, hybrid battery tested good. DHL documents arrived before the container. Great for winter driving with the heater working perfectly.',
    rating: 5,
  },

  // ---------------- Chile ----------------
  {
    reviewerName: 'Rodrigo Fuentes',
    countryCode: 'CL',
    reviewedAt: '2025-01-15',
    makerName: 'Toyota',
    modelName: 'Hiace Van',
    personInCharge: 'Carlos Mendoza',
    language: 'en',
    content:
      'We are a dealer in the Iquique free zone and convert vans to left-hand drive for the Paraguay market. Carlos understands this business very well and picks units that convert easily. The last batch of four Hiace vans arrived RoRo at Iquique in 33 days, all in the condition described. Documents by DHL in five days. Reliable partner.',
    rating: 5,
  },
  {
    reviewerName: 'Valentina Rojas',
    countryCode: 'CL',
    reviewedAt: '2026-03-04',
    makerName: 'Nissan',
    modelName: 'Note',
    personInCharge: 'Carlos Mendoza',
    language: 'en',
    content:
      'Ordered six Nissan Note for re-export through ZOFRI. Carlos speaks Spanish, which makes everything faster. Five cars were perfect; one had a cracked fog lamp, replaced at their cost on the next shipment. Arrival at Iquique on time and DHL documents before the ship. Good prices for volume.',
    rating: 4,
  },

  // ---------------- Jamaica ----------------
  {
    reviewerName: 'Andre Campbell',
    countryCode: 'JM',
    reviewedAt: '2024-06-05',
    makerName: 'Toyota',
    modelName: 'Probox',
    personInCharge: 'Kenji Tanaka',
    language: 'en',
    content:
      'Kenji made sure the Probox was within the age limit and sent me the pro forma quickly so I could get my Trade Board import licence. The ATJ inspection was done in Japan before loading. The car reached Kingston in about a month and the DHL documents arrived in three days. Work van running sweet.',
    rating: 5,
  },
  {
    reviewerName: 'Shanice Brown',
    countryCode: 'JM',
    reviewedAt: '2025-09-18',
    makerName: 'Toyota',
    modelName: 'Voxy',
    personInCharge: 'Kenji Tanaka',
    language: 'en',
    content:
      'Lovely Voxy for the family, seven seats and very clean. The sanitisation certificate and ATJ inspection were included in the price. One star off because the sliding door makes a small noise, but it is an old-car thing. Kenji always replied quickly and DHL delivered the documents to Montego Bay in four days.',
    rating: 4,
  },
  {
    reviewerName: 'Marlon Williams',
    countryCode: 'JM',
    reviewedAt: '2026-07-07',
    makerName: 'Toyota',
    modelName: 'Hiace Van',
    personInCharge: 'Kenji Tanaka',
    language: 'en',
    content:
      'The Hiace is good, no problem with the van. My licence from the Trade Board took longer than expected, and then the van missed the ship and waited three extra weeks in Yokohama. Kenji did not charge storage and kept me informed, and documents came by DHL quickly once it sailed. Three stars for the waiting.',
    rating: 3,
  },

  // ---------------- Trinidad and Tobago ----------------
  {
    reviewerName: 'Ravi Maharaj',
    countryCode: 'TT',
    reviewedAt: '2025-05-20',
    makerName: 'Honda',
    modelName: 'Vezel',
    personInCharge: 'Kenji Tanaka',
    language: 'en',
    content:
      'Trinidad only allows very young used cars, so Kenji checked the manufacture date before anything else. The Vezel arrived at Port of Spain like new, only 18,000 km. DHL documents reached Chaguanas in four days and my broker had no issues with the import licence. Top service.',
    rating: 5,
  },

  // ---------------- Guyana ----------------
  {
    reviewerName: 'Devon Persaud',
    countryCode: 'GY',
    reviewedAt: '2024-08-09',
    makerName: 'Toyota',
    modelName: 'Premio',
    personInCharge: 'Kenji Tanaka',
    language: 'en',
    content:
      'Kenji told me about the GRA tyre rule and fitted new tyres before shipping, so there was no problem at Georgetown wharf. The Premio is clean, smooth and well inside the age limit. Documents came by DHL in five days. Already told my brother-in-law to buy from Roro.',
    rating: 5,
  },
  {
    reviewerName: 'Nadira Singh',
    countryCode: 'GY',
    reviewedAt: '2026-01-13',
    makerName: 'Toyota',
    modelName: 'Harrier',
    personInCharge: 'Kenji Tanaka',
    language: 'en',
    content:
      'Beautiful Harrier, exactly as advertised. The ship arrived at Georgetown a few days later than the schedule said, but Kenji updated me as soon as he knew. The DHL parcel was fast. Four stars only because the navigation system is in Japanese; I should have ordered the audio change option.',
    rating: 4,
  },

  // ---------------- New Zealand ----------------
  {
    reviewerName: "Liam O'Connor",
    countryCode: 'NZ',
    reviewedAt: '2025-04-02',
    makerName: 'Mazda',
    modelName: 'Demio',
    personInCharge: 'Kenji Tanaka',
    language: 'en',
    content:
      'Shipped in stink bug season, so the Demio was heat-treated before loading and the border inspection was done in Japan. Landed at Auckland in 15 days and went through compliance first time. Kenji sent every certificate I asked for. Documents by DHL in three days. Smooth.',
    rating: 5,
  },
  {
    reviewerName: 'Aroha Ngata',
    countryCode: 'NZ',
    reviewedAt: '2026-10-21',
    makerName: 'Toyota',
    modelName: 'Hiace Van',
    personInCharge: 'Kenji Tanaka',
    language: 'en',
    content:
      'Hiace van for our landscaping business in Christchurch, landed at Lyttelton. The van needed a cambelt and a new battery at compliance, which was fair for the price, and Kenji had mentioned the service history was incomplete. Documents by DHL arrived quickly. Honest sellers.',
    rating: 4,
  },

  // ---------------- Mauritius ----------------
  {
    reviewerName: 'Vikash Ramdin',
    countryCode: 'MU',
    reviewedAt: '2025-07-09',
    makerName: 'Toyota',
    modelName: 'Yaris Cross',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'Mauritius has strict age rules, and Akiko found a Yaris Cross just over two years old that fits perfectly. The Intertek inspection was done in Nagoya and the car reached Port Louis in 24 days. Documents by DHL in four days. The car looks brand new.',
    rating: 5,
  },

  // ---------------- Pakistan ----------------
  {
    reviewerName: 'Imran Qureshi',
    countryCode: 'PK',
    reviewedAt: '2024-11-19',
    makerName: 'Daihatsu',
    modelName: 'Mira e:S',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'My son works in Riyadh and sent this Mira e:S to us under the gift scheme. Akiko checked that the car was within the three-year limit at the bill-of-lading date, which is very important for Pakistan customs. The car arrived at Karachi in 21 days and the DHL documents came to Lahore in four days. Very economical car.',
    rating: 5,
  },

  // ---------------- Bangladesh ----------------
  {
    reviewerName: 'Tanvir Rahman',
    countryCode: 'BD',
    reviewedAt: '2025-03-26',
    makerName: 'Toyota',
    modelName: 'Noah',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'Noah reconditioned, JAAI certificate done before loading. The car arrived at Chattogram in 19 days and the condition matches the auction sheet exactly. Four stars because the bank took long to process the LC, not Roro fault, but it delayed the shipment by one vessel. Akiko was patient and DHL delivered the originals to Dhaka quickly.',
    rating: 4,
  },

  // ---------------- United Arab Emirates ----------------
  {
    reviewerName: 'Omar Haddad',
    countryCode: 'AE',
    reviewedAt: '2026-04-29',
    makerName: 'Toyota',
    modelName: 'Land Cruiser',
    personInCharge: 'Akiko Yamamoto',
    language: 'en',
    content:
      'We buy right-hand-drive Land Cruisers for re-export from the Jebel Ali free zone. Roro Motors handles volume well: five units, one bill of lading, all on the same vessel, 19 days from Nagoya. Akiko sends documents by DHL the day after sailing. Condition reports are accurate, which matters most for our buyers.',
    rating: 5,
  },
];
