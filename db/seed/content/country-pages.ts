// Country guides for the fictional Roro Motors storefront. Rules summarised from shared/data/reference/countries.json,
// transit days from ports.json and inland routes from inland-routes.json; rules that the data marks as uncertain or
// secondary are hedged in the text. Always re-check before quoting a rule as binding.
import type { CountryPageSeed } from './types.ts';

export const countryPages: CountryPageSeed[] = [
  {
    countryCode: 'KE',
    pageName: 'kenya',
    title: {
      en: `Importing a used car from Japan to Kenya`,
      fr: `Importer une voiture d'occasion du Japon au Kenya`,
      pt: `Importar um carro usado do Japão para o Quénia`,
      ru: `Ввоз подержанного автомобиля из Японии в Кению`,
    },
    description: {
      en: `Kenya's 8-year rule, QISJ pre-shipment inspection, shipping to Mombasa, delivery to Nairobi and the most popular models.`,
      fr: `La règle kényane des 8 ans, l'inspection QISJ, l'expédition vers Mombasa, l'acheminement jusqu'à Nairobi et les modèles les plus demandés.`,
      pt: `A regra dos 8 anos do Quénia, a inspeção QISJ, o envio para Mombaça, a entrega em Nairobi e os modelos mais procurados.`,
      ru: `Правило 8 лет в Кении, инспекция QISJ, доставка в Момбасу и Найроби, самые популярные модели.`,
    },
    content: {
      en: `<p>Kenya is one of our oldest markets: we have shipped cars to Mombasa since the 1990s. Japanese right-hand-drive vehicles suit Kenyan roads perfectly, and spare parts for Toyota, Nissan, Mazda, Subaru and Isuzu are easy to find.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit: 8 years from the year of first registration</strong> (KS 1515). The accepted year rolls forward every 1 January: in 2026 the oldest accepted year is 2019, and from 1 January 2027 it is 2020. A car that arrives after the change is rejected, so older cars must land in Mombasa before 31 December.</li>
<li><strong>Steering</strong>: only right-hand-drive vehicles are accepted.</li>
<li><strong>Pre-shipment inspection</strong>: a Certificate of Roadworthiness from <strong>QISJ</strong> is required before loading in Japan. The published fee is USD 110 plus USD 45 per vehicle; we include it in your CIF price. A car arriving without it is inspected at destination at 5% of its customs value.</li>
<li>Duties are calculated by KRA from its own retail price schedule, not from your invoice, so ask your clearing agent for an estimate before buying.</li>
</ul>
<h2>Shipping and transit times</h2>
<p>All our Kenyan shipments discharge at <strong>Mombasa</strong> (Kilindini), East Africa's main RoRo hub. Typical sailing time is about 27 days from Nagoya, 28 from Yokohama and 26 from Kobe. We have two RoRo sailings a month and container options for buyers who prefer them.</p>
<h2>Inland delivery</h2>
<p>Mombasa to Nairobi is about 485 km on the A109. A car carrier takes one to two days and costs roughly USD 350; many buyers hire a driver for about USD 180 and have the car in Nairobi the same day after clearance. Mombasa is also the gateway for Uganda, Rwanda, Burundi, South Sudan and eastern DR Congo.</p>
<h2>Popular models in Kenya</h2>
<p>Toyota Harrier, Corolla Fielder, Probox, Premio and Land Cruiser Prado; Mazda Demio and CX-5; Nissan Note and X-Trail; Subaru Forester; Toyota Hiace Van and Isuzu Elf for business.</p>
<h2>Tips</h2>
<ul>
<li>Always check the <strong>year of first registration</strong> on the vehicle page: it is the date that counts in Kenya, not the model year.</li>
<li>Buy early in the year if you want the oldest eligible year at the best price; from October, the cut-off risk grows.</li>
<li>Amani Mwangi, our East Africa sales manager, speaks Swahili and English and can explain every step.</li>
</ul>`,
      fr: `<p>Le Kenya est l'un de nos plus anciens marchés : nous expédions à Mombasa depuis les années 1990. Les véhicules japonais à conduite à droite sont parfaitement adaptés aux routes kényanes, et les pièces Toyota, Nissan, Mazda, Subaru ou Isuzu se trouvent facilement.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Limite d'âge : 8 ans à compter de l'année de première immatriculation</strong> (norme KS 1515). L'année limite avance chaque 1er janvier : en 2026, l'année la plus ancienne acceptée est 2019 ; à partir du 1er janvier 2027, ce sera 2020. Un véhicule arrivé après le changement est refusé : les véhicules les plus anciens doivent donc débarquer à Mombasa avant le 31 décembre.</li>
<li><strong>Conduite</strong> : seuls les véhicules à conduite à droite sont acceptés.</li>
<li><strong>Inspection avant expédition</strong> : un certificat de conformité (Certificate of Roadworthiness) délivré par <strong>QISJ</strong> est exigé avant chargement au Japon. Le tarif publié est de 110 USD plus 45 USD par véhicule ; il est inclus dans notre prix CIF. Sans ce certificat, le véhicule est inspecté à l'arrivée pour 5 % de sa valeur en douane.</li>
<li>Les droits sont calculés par l'administration fiscale kényane (KRA) à partir de son propre barème de prix de détail, et non de votre facture : demandez une estimation à votre transitaire avant d'acheter.</li>
</ul>
<h2>Expédition et délais</h2>
<p>Tous nos envois pour le Kenya sont débarqués à <strong>Mombasa</strong> (Kilindini), principal port roulier d'Afrique de l'Est. Comptez environ 27 jours de mer depuis Nagoya, 28 depuis Yokohama et 26 depuis Kobe. Nous avons deux départs rouliers par mois, ainsi qu'une offre en conteneur.</p>
<h2>Acheminement intérieur</h2>
<p>Mombasa–Nairobi représente environ 485 km par l'A109. Un porte-voitures met un à deux jours, pour environ 350 USD ; beaucoup d'acheteurs engagent un chauffeur pour environ 180 USD et récupèrent la voiture à Nairobi le jour même après le dédouanement. Mombasa dessert aussi l'Ouganda, le Rwanda, le Burundi, le Soudan du Sud et l'est de la RD Congo.</p>
<h2>Modèles les plus demandés au Kenya</h2>
<p>Toyota Harrier, Corolla Fielder, Probox, Premio et Land Cruiser Prado ; Mazda Demio et CX-5 ; Nissan Note et X-Trail ; Subaru Forester ; Toyota Hiace Van et Isuzu Elf pour les professionnels.</p>
<h2>Conseils</h2>
<ul>
<li>Vérifiez toujours l'<strong>année de première immatriculation</strong> indiquée sur la fiche : c'est elle qui compte au Kenya, pas l'année-modèle.</li>
<li>Achetez en début d'année si vous visez l'année la plus ancienne acceptée au meilleur prix ; à partir d'octobre, le risque lié à la date limite augmente.</li>
<li>Amani Mwangi, notre responsable Afrique de l'Est, parle swahili et anglais et vous explique chaque étape.</li>
</ul>`,
      pt: `<p>O Quénia é um dos nossos mercados mais antigos: enviamos carros para Mombaça desde os anos 90. As viaturas japonesas com volante à direita adaptam-se muito bem às estradas quenianas, e há peças Toyota, Nissan, Mazda, Subaru e Isuzu em todo o lado.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Limite de idade: 8 anos a contar do ano do primeiro registo</strong> (norma KS 1515). O ano-limite avança a cada 1 de janeiro: em 2026 o ano mais antigo aceite é 2019 e a partir de 1 de janeiro de 2027 passa a ser 2020. Uma viatura que chegue depois da mudança é recusada, por isso as mais antigas têm de chegar a Mombaça antes de 31 de dezembro.</li>
<li><strong>Volante</strong>: só são aceites viaturas com volante à direita.</li>
<li><strong>Inspeção pré-embarque</strong>: é obrigatório um certificado de condições de circulação da <strong>QISJ</strong> antes do carregamento no Japão. A taxa publicada é de 110 USD mais 45 USD por viatura e está incluída no nosso preço CIF. Sem ele, a viatura é inspecionada no destino a 5% do valor aduaneiro.</li>
<li>Os direitos são calculados pela autoridade tributária (KRA) com base na sua própria tabela de preços de retalho e não no valor da fatura; peça uma estimativa ao despachante antes de comprar.</li>
</ul>
<h2>Envio e prazos</h2>
<p>Todos os envios para o Quénia descarregam em <strong>Mombaça</strong> (Kilindini), o principal porto RoRo da África Oriental. A viagem demora cerca de 27 dias a partir de Nagoya, 28 de Yokohama e 26 de Kobe. Temos dois navios RoRo por mês e opção de contentor.</p>
<h2>Transporte interno</h2>
<p>De Mombaça a Nairobi são cerca de 485 km pela A109. Um camião porta-carros demora um a dois dias e custa cerca de 350 USD; muitos compradores contratam um motorista por cerca de 180 USD e têm o carro em Nairobi no próprio dia, depois do desalfandegamento. Mombaça é também a porta de entrada para o Uganda, Ruanda, Burundi, Sudão do Sul e leste da RD Congo.</p>
<h2>Modelos mais procurados no Quénia</h2>
<p>Toyota Harrier, Corolla Fielder, Probox, Premio e Land Cruiser Prado; Mazda Demio e CX-5; Nissan Note e X-Trail; Subaru Forester; Toyota Hiace Van e Isuzu Elf para empresas.</p>
<h2>Conselhos</h2>
<ul>
<li>Confirme sempre o <strong>ano do primeiro registo</strong> na página da viatura: é esse que conta no Quénia, não o ano do modelo.</li>
<li>Compre no início do ano se quer o ano mais antigo aceite ao melhor preço; a partir de outubro o risco do prazo aumenta.</li>
<li>O Amani Mwangi, responsável pela África Oriental, fala suaíli e inglês e explica-lhe cada passo.</li>
</ul>`,
      ru: `<p>Кения — один из наших старейших рынков: мы отправляем машины в Момбасу с 1990-х годов. Японские праворульные автомобили отлично подходят для кенийских дорог, а запчасти на Toyota, Nissan, Mazda, Subaru и Isuzu найти несложно.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст: не старше 8 лет с года первой регистрации</strong> (стандарт KS 1515). Граничный год сдвигается каждое 1 января: в 2026 году самый старый допустимый год — 2019-й, с 1 января 2027 года — 2020-й. Машина, прибывшая после смены года, не допускается, поэтому автомобили «на границе» должны прийти в Момбасу до 31 декабря.</li>
<li><strong>Руль</strong>: принимаются только праворульные автомобили.</li>
<li><strong>Предотгрузочная инспекция</strong>: до погрузки в Японии нужен сертификат технического состояния <strong>QISJ</strong>. Опубликованный тариф — 110 долларов плюс 45 долларов за машину, он входит в нашу цену CIF. Без сертификата автомобиль проверяют на месте за 5% от таможенной стоимости.</li>
<li>Пошлины налоговая служба Кении (KRA) считает по собственной таблице розничных цен, а не по инвойсу, поэтому попросите брокера заранее оценить платежи.</li>
</ul>
<h2>Доставка и сроки</h2>
<p>Все машины в Кению выгружаются в <strong>Момбасе</strong> (Килиндини) — главном порту ро-ро Восточной Африки. В пути около 27 дней из Нагои, 28 — из Иокогамы и 26 — из Кобе. У нас два рейса ро-ро в месяц, есть и контейнерная отправка.</p>
<h2>Доставка по стране</h2>
<p>От Момбасы до Найроби около 485 км по трассе A109. Автовоз идёт один-два дня и стоит примерно 350 долларов; многие нанимают водителя примерно за 180 долларов и получают машину в Найроби в день растаможки. Через Момбасу также идут автомобили в Уганду, Руанду, Бурунди, Южный Судан и на восток ДР Конго.</p>
<h2>Популярные модели в Кении</h2>
<p>Toyota Harrier, Corolla Fielder, Probox, Premio и Land Cruiser Prado; Mazda Demio и CX-5; Nissan Note и X-Trail; Subaru Forester; для бизнеса — Toyota Hiace Van и Isuzu Elf.</p>
<h2>Советы</h2>
<ul>
<li>Всегда смотрите <strong>год первой регистрации</strong> на странице автомобиля: в Кении важен именно он, а не модельный год.</li>
<li>Если хотите самый старый допустимый год по лучшей цене, покупайте в начале года: с октября риск не успеть растёт.</li>
<li>Амани Мванги, наш менеджер по Восточной Африке, говорит на суахили и английском и объяснит каждый шаг.</li>
</ul>`,
    },
  },
  {
    countryCode: 'TZ',
    pageName: 'tanzania',
    title: {
      en: `Importing a used car from Japan to Tanzania`,
      fr: `Importer une voiture d'occasion du Japon en Tanzanie`,
      pt: `Importar um carro usado do Japão para a Tanzânia`,
      ru: `Ввоз подержанного автомобиля из Японии в Танзанию`,
    },
    description: {
      en: `No age limit but higher duties on older cars, EAA pre-shipment inspection, shipping to Dar es Salaam and Zanzibar, and transit to neighbouring countries.`,
      fr: `Pas de limite d'âge mais des droits plus élevés pour les véhicules anciens, inspection EAA, expédition vers Dar es Salaam et Zanzibar, transit vers les pays voisins.`,
      pt: `Sem limite de idade mas com mais impostos para carros antigos, inspeção EAA, envio para Dar es Salaam e Zanzibar e trânsito para os países vizinhos.`,
      ru: `Без ограничения по возрасту, но с повышенными пошлинами на старые машины; инспекция EAA, доставка в Дар-эс-Салам и Занзибар, транзит в соседние страны.`,
    },
    content: {
      en: `<p>Tanzania is both a large market in its own right and the main gateway for Zambia, Malawi, Burundi, Rwanda, eastern DR Congo and part of Uganda. Japanese right-hand-drive cars are the norm on Tanzanian roads.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit</strong>: there is no import age limit, but older vehicles pay additional excise duty. The age bands and rates are set in the annual Finance Act and change from time to time, so ask your clearing agent for the current figures.</li>
<li><strong>Steering</strong>: right-hand drive is the norm.</li>
<li><strong>Pre-shipment inspection</strong>: required before loading in Japan, carried out by <strong>EAA Company Ltd</strong> on behalf of the Tanzania Bureau of Standards. The fee published when the programme resumed in 2022 was USD 150 per vehicle. Uninspected vehicles pay a penalty and are inspected again at destination. EAA inspectors visit our Nagoya yard twice a week.</li>
</ul>
<h2>Shipping and transit times</h2>
<ul>
<li><strong>Dar es Salaam</strong>: RoRo, about 29 days from Nagoya, 30 from Yokohama and 28 from Kobe.</li>
<li><strong>Zanzibar</strong>: no direct RoRo; vehicles are usually transhipped via Dar es Salaam or shipped in containers, about 34 days from Nagoya, with a small extra port charge. Allow extra time for the transhipment.</li>
</ul>
<h2>Transit to neighbouring countries</h2>
<p>From Dar es Salaam, typical road routes are: Lusaka (about 1,950 km via Tunduma/Nakonde), Lilongwe (about 1,550 km via Songwe), Lubumbashi (about 2,300 km via Kasumbalesa), Kigali (about 1,450 km via Rusumo), Bujumbura (about 1,500 km) and Kampala (about 1,650 km via Mutukula). Transit vehicles move under bond; your clearing agent will arrange the transit documents.</p>
<h2>Popular models in Tanzania</h2>
<p>Toyota RAV4, Harrier, Vitz, Noah, Alphard, Land Cruiser Prado and Hiace Van; Subaru Forester; Nissan X-Trail; Mitsubishi Fuso Canter and Isuzu Elf for transport businesses.</p>
<h2>Tips</h2>
<ul>
<li>Because duty rises with age, a slightly newer car can cost less in total. Compare landed costs, not only FOB prices.</li>
<li>If you live in Zanzibar, consider collecting your car in Dar es Salaam and bringing it across by ferry if that is quicker for you.</li>
<li>Amani answers in Swahili or English on WhatsApp.</li>
</ul>`,
      fr: `<p>La Tanzanie est à la fois un grand marché et la principale porte d'entrée pour la Zambie, le Malawi, le Burundi, le Rwanda, l'est de la RD Congo et une partie de l'Ouganda. Les voitures japonaises à conduite à droite y sont la norme.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Âge</strong> : aucune limite d'âge, mais les véhicules anciens paient un droit d'accise supplémentaire. Les tranches d'âge et les taux sont fixés chaque année par la loi de finances et évoluent : demandez les chiffres en vigueur à votre transitaire.</li>
<li><strong>Conduite</strong> : la conduite à droite est la norme.</li>
<li><strong>Inspection avant expédition</strong> : obligatoire avant chargement au Japon, réalisée par <strong>EAA Company Ltd</strong> pour le compte du Tanzania Bureau of Standards. Le tarif publié lors de la reprise du programme en 2022 était de 150 USD par véhicule. Un véhicule non inspecté est pénalisé et réinspecté à l'arrivée. Les inspecteurs d'EAA viennent deux fois par semaine dans notre parc de Nagoya.</li>
</ul>
<h2>Expédition et délais</h2>
<ul>
<li><strong>Dar es Salaam</strong> : roulier, environ 29 jours depuis Nagoya, 30 depuis Yokohama et 28 depuis Kobe.</li>
<li><strong>Zanzibar</strong> : pas de ligne roulière directe ; les véhicules sont en général transbordés à Dar es Salaam ou expédiés en conteneur, environ 34 jours depuis Nagoya, avec un petit supplément portuaire. Prévoyez du temps pour le transbordement.</li>
</ul>
<h2>Transit vers les pays voisins</h2>
<p>Depuis Dar es Salaam, les itinéraires routiers habituels sont : Lusaka (environ 1 950 km via Tunduma/Nakonde), Lilongwe (environ 1 550 km via Songwe), Lubumbashi (environ 2 300 km via Kasumbalesa), Kigali (environ 1 450 km via Rusumo), Bujumbura (environ 1 500 km) et Kampala (environ 1 650 km via Mutukula). Les véhicules en transit circulent sous douane ; votre transitaire s'occupe des documents de transit.</p>
<h2>Modèles les plus demandés en Tanzanie</h2>
<p>Toyota RAV4, Harrier, Vitz, Noah, Alphard, Land Cruiser Prado et Hiace Van ; Subaru Forester ; Nissan X-Trail ; Mitsubishi Fuso Canter et Isuzu Elf pour les transporteurs.</p>
<h2>Conseils</h2>
<ul>
<li>Comme les droits augmentent avec l'âge, un véhicule un peu plus récent peut revenir moins cher au final. Comparez les coûts rendus, pas seulement les prix FOB.</li>
<li>Si vous habitez Zanzibar, il peut être plus rapide de récupérer votre véhicule à Dar es Salaam et de le faire traverser en ferry.</li>
<li>Amani vous répond en swahili ou en anglais sur WhatsApp.</li>
</ul>`,
      pt: `<p>A Tanzânia é um grande mercado e, ao mesmo tempo, a principal porta de entrada para a Zâmbia, o Malawi, o Burundi, o Ruanda, o leste da RD Congo e parte do Uganda. Os carros japoneses com volante à direita são a norma nas estradas tanzanianas.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Idade</strong>: não há limite de idade, mas as viaturas mais antigas pagam imposto especial adicional. Os escalões e as taxas são fixados na lei do orçamento de cada ano e mudam, por isso peça os valores atuais ao seu despachante.</li>
<li><strong>Volante</strong>: o volante à direita é a norma.</li>
<li><strong>Inspeção pré-embarque</strong>: obrigatória antes do carregamento no Japão, feita pela <strong>EAA Company Ltd</strong> em nome do Tanzania Bureau of Standards. A taxa publicada quando o programa foi retomado, em 2022, era de 150 USD por viatura. As viaturas não inspecionadas pagam multa e nova inspeção no destino. Os inspetores da EAA vêm ao nosso parque de Nagoya duas vezes por semana.</li>
</ul>
<h2>Envio e prazos</h2>
<ul>
<li><strong>Dar es Salaam</strong>: RoRo, cerca de 29 dias desde Nagoya, 30 desde Yokohama e 28 desde Kobe.</li>
<li><strong>Zanzibar</strong>: sem RoRo direto; as viaturas são normalmente transbordadas em Dar es Salaam ou enviadas em contentor, cerca de 34 dias desde Nagoya, com uma pequena sobretaxa portuária. Conte com tempo extra para o transbordo.</li>
</ul>
<h2>Trânsito para os países vizinhos</h2>
<p>A partir de Dar es Salaam, as rotas rodoviárias habituais são: Lusaka (cerca de 1 950 km via Tunduma/Nakonde), Lilongwe (cerca de 1 550 km via Songwe), Lubumbashi (cerca de 2 300 km via Kasumbalesa), Kigali (cerca de 1 450 km via Rusumo), Bujumbura (cerca de 1 500 km) e Kampala (cerca de 1 650 km via Mutukula). As viaturas em trânsito circulam sob regime aduaneiro; o despachante trata dos documentos.</p>
<h2>Modelos mais procurados na Tanzânia</h2>
<p>Toyota RAV4, Harrier, Vitz, Noah, Alphard, Land Cruiser Prado e Hiace Van; Subaru Forester; Nissan X-Trail; Mitsubishi Fuso Canter e Isuzu Elf para empresas de transporte.</p>
<h2>Conselhos</h2>
<ul>
<li>Como o imposto sobe com a idade, um carro um pouco mais recente pode sair mais barato no total. Compare o custo final, não só o preço FOB.</li>
<li>Se vive em Zanzibar, pode ser mais rápido levantar o carro em Dar es Salaam e atravessar de ferry.</li>
<li>O Amani responde em suaíli ou inglês pelo WhatsApp.</li>
</ul>`,
      ru: `<p>Танзания — большой самостоятельный рынок и одновременно главные ворота для Замбии, Малави, Бурунди, Руанды, востока ДР Конго и части Уганды. Японские праворульные автомобили — норма на танзанийских дорогах.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст</strong>: ограничения нет, но за более старые автомобили начисляется дополнительный акциз. Возрастные группы и ставки устанавливаются ежегодным законом о бюджете и меняются, поэтому актуальные цифры уточняйте у брокера.</li>
<li><strong>Руль</strong>: нормой является правый руль.</li>
<li><strong>Предотгрузочная инспекция</strong>: обязательна до погрузки в Японии, её проводит <strong>EAA Company Ltd</strong> по поручению Бюро стандартов Танзании. При возобновлении программы в 2022 году опубликованный тариф составлял 150 долларов за машину. За автомобиль без инспекции — штраф и повторная проверка на месте. Инспекторы EAA приезжают на нашу площадку в Нагое дважды в неделю.</li>
</ul>
<h2>Доставка и сроки</h2>
<ul>
<li><strong>Дар-эс-Салам</strong>: ро-ро, около 29 дней из Нагои, 30 — из Иокогамы и 28 — из Кобе.</li>
<li><strong>Занзибар</strong>: прямых рейсов ро-ро нет; машины обычно перегружают в Дар-эс-Саламе или отправляют в контейнерах, около 34 дней из Нагои, с небольшой портовой надбавкой. Заложите время на перевалку.</li>
</ul>
<h2>Транзит в соседние страны</h2>
<p>Из Дар-эс-Салама типичные маршруты: Лусака (около 1950 км через Тундуму/Наконде), Лилонгве (около 1550 км через Сонгве), Лубумбаши (около 2300 км через Касумбалесу), Кигали (около 1450 км через Русумо), Бужумбура (около 1500 км) и Кампала (около 1650 км через Мутукулу). Транзитные машины идут под таможенным контролем; транзитные документы оформляет брокер.</p>
<h2>Популярные модели в Танзании</h2>
<p>Toyota RAV4, Harrier, Vitz, Noah, Alphard, Land Cruiser Prado и Hiace Van; Subaru Forester; Nissan X-Trail; для перевозчиков — Mitsubishi Fuso Canter и Isuzu Elf.</p>
<h2>Советы</h2>
<ul>
<li>Поскольку пошлина растёт с возрастом, чуть более новая машина может обойтись дешевле в итоге. Сравнивайте полную стоимость, а не только цену FOB.</li>
<li>Если вы живёте на Занзибаре, возможно, быстрее забрать машину в Дар-эс-Саламе и переправить её паромом.</li>
<li>Амани отвечает в WhatsApp на суахили и английском.</li>
</ul>`,
    },
  },
  {
    countryCode: 'UG',
    pageName: 'uganda',
    title: {
      en: `Importing a used car from Japan to Uganda`,
      fr: `Importer une voiture d'occasion du Japon en Ouganda`,
      pt: `Importar um carro usado do Japão para o Uganda`,
      ru: `Ввоз подержанного автомобиля из Японии в Уганду`,
    },
    description: {
      en: `Uganda's 15-year limit, UNBS pre-shipment inspection, shipping through Mombasa or Dar es Salaam and the road to Kampala.`,
      fr: `La limite de 15 ans en Ouganda, l'inspection UNBS, l'expédition via Mombasa ou Dar es Salaam et la route jusqu'à Kampala.`,
      pt: `O limite de 15 anos do Uganda, a inspeção UNBS, o envio por Mombaça ou Dar es Salaam e a estrada até Kampala.`,
      ru: `Ограничение 15 лет в Уганде, инспекция UNBS, доставка через Момбасу или Дар-эс-Салам и дорога до Кампалы.`,
    },
    content: {
      en: `<p>Uganda is landlocked, so every vehicle we sell there lands at Mombasa or Dar es Salaam and then travels by road. With good planning the whole journey from Japan to Kampala takes about five to six weeks.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit: less than 15 years from the year of manufacture</strong> for motor vehicles under 4,000 kg (Traffic and Road Safety (Amendment) Act 2018, in force since October 2018). Heavy and special-purpose vehicles are exempt, and an environmental levy applies to older vehicles.</li>
<li><strong>Steering</strong>: right-hand drive is the norm.</li>
<li><strong>Pre-shipment inspection</strong>: required before loading in Japan by an agent appointed by UNBS. Since the 2024 tender these are <strong>Auto Terminal Japan (ATJ), QISJ and Africa Automotive Analysis (AAA)</strong>. The fee under the previous schedule was about USD 140 per vehicle. A vehicle arriving without a certificate pays a penalty of 15% of its CIF value plus a destination inspection. The list of agents changes from time to time; we always use a currently appointed one.</li>
</ul>
<h2>Shipping and inland routes</h2>
<ul>
<li><strong>Via Mombasa</strong> (about 27 days from Nagoya): about 1,150 km to Kampala through the Malaba or Busia border. A car carrier takes four to six days (roughly USD 950); a hired driver takes three to four days (roughly USD 650).</li>
<li><strong>Via Dar es Salaam</strong> (about 29 days from Nagoya): about 1,650 km through the Mutukula border, six to nine days by car carrier (roughly USD 1,350). Useful when Mombasa is congested or for buyers in the south-west.</li>
</ul>
<p>Figures are estimates for a mid-size car and exclude duties, transit bonds and insurance; border queues can add days.</p>
<h2>Popular models in Uganda</h2>
<p>Toyota Premio, Allion, Corolla Fielder, Harrier, RAV4 and Land Cruiser Prado; Subaru Forester; Toyota Hiace Commuter for passenger transport; Isuzu Elf and Mitsubishi Fuso Canter for goods.</p>
<h2>Tips</h2>
<ul>
<li>The limit counts from the <strong>year of manufacture</strong>, not first registration. We show both on each vehicle page.</li>
<li>Make sure your clearing agent handles both the port and the border, or uses a trusted partner at Malaba.</li>
<li>Amani, our East Africa sales manager, has helped hundreds of Ugandan buyers and can recommend transporters.</li>
</ul>`,
      fr: `<p>L'Ouganda n'a pas d'accès à la mer : chaque véhicule que nous y vendons débarque à Mombasa ou à Dar es Salaam avant de poursuivre par la route. Bien organisé, le trajet complet du Japon à Kampala prend environ cinq à six semaines.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Limite d'âge : moins de 15 ans à compter de l'année de fabrication</strong> pour les véhicules de moins de 4 000 kg (Traffic and Road Safety (Amendment) Act de 2018, en vigueur depuis octobre 2018). Les véhicules lourds et spéciaux sont exemptés, et une taxe environnementale s'applique aux véhicules anciens.</li>
<li><strong>Conduite</strong> : la conduite à droite est la norme.</li>
<li><strong>Inspection avant expédition</strong> : obligatoire avant chargement au Japon, par un agent désigné par l'UNBS. Depuis l'appel d'offres de 2024, il s'agit d'<strong>Auto Terminal Japan (ATJ), QISJ et Africa Automotive Analysis (AAA)</strong>. Le tarif du barème précédent était d'environ 140 USD par véhicule. Sans certificat, le véhicule paie une pénalité de 15 % de sa valeur CIF et est réinspecté à l'arrivée. La liste des agents évolue ; nous faisons toujours appel à un agent en cours de désignation.</li>
</ul>
<h2>Expédition et itinéraires terrestres</h2>
<ul>
<li><strong>Via Mombasa</strong> (environ 27 jours depuis Nagoya) : environ 1 150 km jusqu'à Kampala par la frontière de Malaba ou de Busia. En porte-voitures, comptez quatre à six jours (environ 950 USD) ; avec un chauffeur, trois à quatre jours (environ 650 USD).</li>
<li><strong>Via Dar es Salaam</strong> (environ 29 jours depuis Nagoya) : environ 1 650 km par la frontière de Mutukula, six à neuf jours en porte-voitures (environ 1 350 USD). Une bonne option quand Mombasa est encombré ou pour le sud-ouest du pays.</li>
</ul>
<p>Ces chiffres sont des estimations pour une berline moyenne, hors droits, cautions de transit et assurance ; les files d'attente aux frontières peuvent ajouter plusieurs jours.</p>
<h2>Modèles les plus demandés en Ouganda</h2>
<p>Toyota Premio, Allion, Corolla Fielder, Harrier, RAV4 et Land Cruiser Prado ; Subaru Forester ; Toyota Hiace Commuter pour le transport de personnes ; Isuzu Elf et Mitsubishi Fuso Canter pour les marchandises.</p>
<h2>Conseils</h2>
<ul>
<li>La limite se calcule à partir de l'<strong>année de fabrication</strong>, pas de la première immatriculation. Les deux figurent sur chaque fiche.</li>
<li>Assurez-vous que votre transitaire gère à la fois le port et la frontière, ou qu'il travaille avec un partenaire fiable à Malaba.</li>
<li>Amani, notre responsable Afrique de l'Est, a accompagné des centaines d'acheteurs ougandais et peut vous recommander des transporteurs.</li>
</ul>`,
      pt: `<p>O Uganda não tem costa, por isso todas as viaturas que lá vendemos descarregam em Mombaça ou Dar es Salaam e seguem depois por estrada. Com boa organização, a viagem do Japão a Kampala demora cerca de cinco a seis semanas.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Limite de idade: menos de 15 anos a contar do ano de fabrico</strong> para viaturas com menos de 4 000 kg (Traffic and Road Safety (Amendment) Act de 2018, em vigor desde outubro de 2018). Os veículos pesados e especiais estão isentos, e as viaturas mais antigas pagam uma taxa ambiental.</li>
<li><strong>Volante</strong>: o volante à direita é a norma.</li>
<li><strong>Inspeção pré-embarque</strong>: obrigatória antes do carregamento no Japão, feita por um agente nomeado pela UNBS. Desde o concurso de 2024 são a <strong>Auto Terminal Japan (ATJ), a QISJ e a Africa Automotive Analysis (AAA)</strong>. No regime anterior a taxa rondava os 140 USD por viatura. Sem certificado, a viatura paga uma penalização de 15% do valor CIF e nova inspeção no destino. A lista de agentes muda; usamos sempre um agente nomeado em vigor.</li>
</ul>
<h2>Envio e rotas terrestres</h2>
<ul>
<li><strong>Por Mombaça</strong> (cerca de 27 dias desde Nagoya): cerca de 1 150 km até Kampala pela fronteira de Malaba ou Busia. Um porta-carros demora quatro a seis dias (cerca de 950 USD); com motorista contratado, três a quatro dias (cerca de 650 USD).</li>
<li><strong>Por Dar es Salaam</strong> (cerca de 29 dias desde Nagoya): cerca de 1 650 km pela fronteira de Mutukula, seis a nove dias de porta-carros (cerca de 1 350 USD). Útil quando Mombaça está congestionado ou para o sudoeste do país.</li>
</ul>
<p>Os valores são estimativas para um carro médio e não incluem direitos, garantias de trânsito nem seguro; as filas nas fronteiras podem acrescentar dias.</p>
<h2>Modelos mais procurados no Uganda</h2>
<p>Toyota Premio, Allion, Corolla Fielder, Harrier, RAV4 e Land Cruiser Prado; Subaru Forester; Toyota Hiace Commuter para transporte de passageiros; Isuzu Elf e Mitsubishi Fuso Canter para mercadorias.</p>
<h2>Conselhos</h2>
<ul>
<li>O limite conta a partir do <strong>ano de fabrico</strong>, não do primeiro registo. Mostramos os dois em cada página de viatura.</li>
<li>Garanta que o despachante trata do porto e da fronteira, ou que trabalha com um parceiro de confiança em Malaba.</li>
<li>O Amani, responsável pela África Oriental, já ajudou centenas de compradores ugandeses e pode recomendar transportadores.</li>
</ul>`,
      ru: `<p>У Уганды нет выхода к морю, поэтому каждый проданный туда автомобиль выгружается в Момбасе или Дар-эс-Саламе, а дальше едет по дороге. При хорошей организации весь путь из Японии до Кампалы занимает около пяти-шести недель.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст: моложе 15 лет с года выпуска</strong> для транспортных средств массой до 4000 кг (Закон о дорожном движении и безопасности с поправками 2018 года, действует с октября 2018 года). Тяжёлая и специальная техника освобождена от ограничения, на старые машины начисляется экологический сбор.</li>
<li><strong>Руль</strong>: нормой является правый руль.</li>
<li><strong>Предотгрузочная инспекция</strong>: обязательна до погрузки в Японии, её проводит агент, назначенный UNBS. После тендера 2024 года это <strong>Auto Terminal Japan (ATJ), QISJ и Africa Automotive Analysis (AAA)</strong>. По прежнему тарифу инспекция стоила около 140 долларов. Без сертификата — штраф 15% от стоимости CIF и повторная проверка на месте. Список агентов меняется; мы всегда работаем с действующим.</li>
</ul>
<h2>Доставка и наземные маршруты</h2>
<ul>
<li><strong>Через Момбасу</strong> (около 27 дней из Нагои): около 1150 км до Кампалы через погранпереход Малаба или Бусиа. Автовозом — четыре-шесть дней (примерно 950 долларов), с нанятым водителем — три-четыре дня (примерно 650 долларов).</li>
<li><strong>Через Дар-эс-Салам</strong> (около 29 дней из Нагои): около 1650 км через погранпереход Мутукула, шесть-девять дней автовозом (примерно 1350 долларов). Удобно, если Момбаса перегружена, или для юго-запада страны.</li>
</ul>
<p>Цифры ориентировочные для машины среднего класса, без пошлин, транзитных гарантий и страховки; очереди на границе могут добавить несколько дней.</p>
<h2>Популярные модели в Уганде</h2>
<p>Toyota Premio, Allion, Corolla Fielder, Harrier, RAV4 и Land Cruiser Prado; Subaru Forester; Toyota Hiace Commuter для пассажирских перевозок; Isuzu Elf и Mitsubishi Fuso Canter для грузов.</p>
<h2>Советы</h2>
<ul>
<li>Возраст считается от <strong>года выпуска</strong>, а не от первой регистрации. На странице автомобиля указаны оба значения.</li>
<li>Убедитесь, что ваш брокер работает и в порту, и на границе или сотрудничает с надёжным партнёром в Малабе.</li>
<li>Амани, наш менеджер по Восточной Африке, помог сотням покупателей из Уганды и посоветует перевозчиков.</li>
</ul>`,
    },
  },
  {
    countryCode: 'ZM',
    pageName: 'zambia',
    title: {
      en: `Importing a used car from Japan to Zambia`,
      fr: `Importer une voiture d'occasion du Japon en Zambie`,
      pt: `Importar um carro usado do Japão para a Zâmbia`,
      ru: `Ввоз подержанного автомобиля из Японии в Замбию`,
    },
    description: {
      en: `No age limit, carbon emission surtax, right-hand drive only, and four sea routes to Zambia: Dar es Salaam, Durban, Beira and Walvis Bay.`,
      fr: `Pas de limite d'âge, surtaxe carbone, conduite à droite uniquement, et quatre routes maritimes vers la Zambie : Dar es Salaam, Durban, Beira et Walvis Bay.`,
      pt: `Sem limite de idade, sobretaxa de carbono, só volante à direita e quatro rotas marítimas para a Zâmbia: Dar es Salaam, Durban, Beira e Walvis Bay.`,
      ru: `Без возрастных ограничений, углеродный сбор, только правый руль и четыре морских маршрута в Замбию: Дар-эс-Салам, Дурбан, Бейра и Уолфиш-Бей.`,
    },
    content: {
      en: `<p>Zambia has no coastline, but it has a choice of ports. The best route for you depends on your city, the season and current freight rates, and Yuki will compare them for every quotation.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit</strong>: none. A <strong>carbon emission surtax</strong> based on engine size is charged at the border, so smaller engines save money.</li>
<li><strong>Steering</strong>: right-hand drive only. According to exporter guides, left-hand drive is allowed only for special vehicles such as ambulances and fire engines.</li>
<li><strong>Pre-shipment inspection</strong>: we have found no current requirement from the Zambia Bureau of Standards. Some exporter guides mention a JEVIC certificate, so we can arrange one on request; please confirm with your clearing agent.</li>
</ul>
<h2>Ports, transit times and inland routes</h2>
<table>
<thead><tr><th>Port</th><th>Sea time from Nagoya</th><th>Road to Lusaka</th></tr></thead>
<tbody>
<tr><td>Dar es Salaam (Tanzania)</td><td>about 29 days</td><td>about 1,950 km via Tunduma/Nakonde; 5–8 days by car carrier (about USD 1,300) or 4–5 days with a driver (about USD 800)</td></tr>
<tr><td>Durban (South Africa)</td><td>about 29 days</td><td>about 2,100 km via Beitbridge and Chirundu; 6–8 days by car carrier (about USD 1,500)</td></tr>
<tr><td>Beira (Mozambique)</td><td>about 32 days</td><td>about 1,100 km via Harare and Chirundu; 4–6 days (about USD 1,100)</td></tr>
<tr><td>Walvis Bay (Namibia)</td><td>about 34 days</td><td>about 2,100 km via the Trans-Caprivi corridor; 5–8 days (about USD 1,400). Since March 2023 transit vehicles must travel on a car carrier through Namibia.</td></tr>
</tbody>
</table>
<p>Costs are estimates for a mid-size car and exclude duties, bonds and insurance. Queues at Nakonde, Beitbridge or Chirundu can add several days.</p>
<h2>Popular models in Zambia</h2>
<p>Toyota Hiace Van, Noah, Corolla Fielder, Allion and Premio; Honda Fit; Nissan X-Trail; Toyota Land Cruiser Prado and Hilux; Mitsubishi Fuso Canter and Isuzu Elf for business.</p>
<h2>Tips</h2>
<ul>
<li>Compare the total cost to your door: a cheaper sea freight to Durban can be cancelled out by a longer road trip.</li>
<li>Ask your clearing agent for the carbon surtax and duty before choosing between a 1.5-litre and a 2.5-litre car.</li>
<li>Send your clearing agent the DHL documents as soon as they arrive, so transit papers are ready when the ship docks.</li>
</ul>`,
      fr: `<p>La Zambie n'a pas de façade maritime, mais plusieurs ports sont à sa portée. Le meilleur itinéraire dépend de votre ville, de la saison et des tarifs de fret du moment ; Yuki les compare pour chaque devis.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Âge</strong> : aucune limite. Une <strong>surtaxe carbone</strong> calculée selon la cylindrée est perçue à la frontière : un petit moteur coûte moins cher.</li>
<li><strong>Conduite</strong> : uniquement à droite. Selon les guides d'exportateurs, la conduite à gauche n'est admise que pour des véhicules spéciaux comme les ambulances et les camions de pompiers.</li>
<li><strong>Inspection avant expédition</strong> : nous n'avons trouvé aucune obligation actuelle du Zambia Bureau of Standards. Certains guides mentionnent un certificat JEVIC, que nous pouvons fournir sur demande ; vérifiez auprès de votre transitaire.</li>
</ul>
<h2>Ports, délais et itinéraires terrestres</h2>
<table>
<thead><tr><th>Port</th><th>Temps de mer depuis Nagoya</th><th>Route jusqu'à Lusaka</th></tr></thead>
<tbody>
<tr><td>Dar es Salaam (Tanzanie)</td><td>environ 29 jours</td><td>environ 1 950 km via Tunduma/Nakonde ; 5 à 8 jours en porte-voitures (environ 1 300 USD) ou 4 à 5 jours avec chauffeur (environ 800 USD)</td></tr>
<tr><td>Durban (Afrique du Sud)</td><td>environ 29 jours</td><td>environ 2 100 km via Beitbridge et Chirundu ; 6 à 8 jours en porte-voitures (environ 1 500 USD)</td></tr>
<tr><td>Beira (Mozambique)</td><td>environ 32 jours</td><td>environ 1 100 km via Harare et Chirundu ; 4 à 6 jours (environ 1 100 USD)</td></tr>
<tr><td>Walvis Bay (Namibie)</td><td>environ 34 jours</td><td>environ 2 100 km par le corridor de Trans-Caprivi ; 5 à 8 jours (environ 1 400 USD). Depuis mars 2023, les véhicules en transit doivent traverser la Namibie sur porte-voitures.</td></tr>
</tbody>
</table>
<p>Ces coûts sont des estimations pour une berline moyenne, hors droits, cautions et assurance. Les files d'attente à Nakonde, Beitbridge ou Chirundu peuvent ajouter plusieurs jours.</p>
<h2>Modèles les plus demandés en Zambie</h2>
<p>Toyota Hiace Van, Noah, Corolla Fielder, Allion et Premio ; Honda Fit ; Nissan X-Trail ; Toyota Land Cruiser Prado et Hilux ; Mitsubishi Fuso Canter et Isuzu Elf pour les professionnels.</p>
<h2>Conseils</h2>
<ul>
<li>Comparez le coût total jusqu'à chez vous : un fret moins cher vers Durban peut être annulé par une route plus longue.</li>
<li>Demandez à votre transitaire le montant de la surtaxe carbone et des droits avant de choisir entre une 1,5 litre et une 2,5 litres.</li>
<li>Transmettez les documents DHL à votre transitaire dès réception pour que les papiers de transit soient prêts à l'arrivée du navire.</li>
</ul>`,
      pt: `<p>A Zâmbia não tem costa, mas tem vários portos à escolha. A melhor rota depende da sua cidade, da época do ano e dos fretes do momento, e a Yuki compara-as em cada cotação.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Idade</strong>: sem limite. Na fronteira cobra-se uma <strong>sobretaxa de emissões de carbono</strong> conforme a cilindrada, por isso motores mais pequenos poupam dinheiro.</li>
<li><strong>Volante</strong>: só à direita. Segundo guias de exportadores, o volante à esquerda só é permitido em veículos especiais, como ambulâncias e carros de bombeiros.</li>
<li><strong>Inspeção pré-embarque</strong>: não encontrámos nenhuma exigência atual do Zambia Bureau of Standards. Alguns guias referem um certificado JEVIC, que podemos tratar a pedido; confirme com o seu despachante.</li>
</ul>
<h2>Portos, prazos e rotas terrestres</h2>
<table>
<thead><tr><th>Porto</th><th>Tempo de mar desde Nagoya</th><th>Estrada até Lusaka</th></tr></thead>
<tbody>
<tr><td>Dar es Salaam (Tanzânia)</td><td>cerca de 29 dias</td><td>cerca de 1 950 km via Tunduma/Nakonde; 5 a 8 dias de porta-carros (cerca de 1 300 USD) ou 4 a 5 dias com motorista (cerca de 800 USD)</td></tr>
<tr><td>Durban (África do Sul)</td><td>cerca de 29 dias</td><td>cerca de 2 100 km via Beitbridge e Chirundu; 6 a 8 dias de porta-carros (cerca de 1 500 USD)</td></tr>
<tr><td>Beira (Moçambique)</td><td>cerca de 32 dias</td><td>cerca de 1 100 km via Harare e Chirundu; 4 a 6 dias (cerca de 1 100 USD)</td></tr>
<tr><td>Walvis Bay (Namíbia)</td><td>cerca de 34 dias</td><td>cerca de 2 100 km pelo corredor Trans-Caprivi; 5 a 8 dias (cerca de 1 400 USD). Desde março de 2023, as viaturas em trânsito têm de atravessar a Namíbia em porta-carros.</td></tr>
</tbody>
</table>
<p>Os custos são estimativas para um carro médio e não incluem direitos, garantias nem seguro. As filas em Nakonde, Beitbridge ou Chirundu podem acrescentar vários dias.</p>
<h2>Modelos mais procurados na Zâmbia</h2>
<p>Toyota Hiace Van, Noah, Corolla Fielder, Allion e Premio; Honda Fit; Nissan X-Trail; Toyota Land Cruiser Prado e Hilux; Mitsubishi Fuso Canter e Isuzu Elf para empresas.</p>
<h2>Conselhos</h2>
<ul>
<li>Compare o custo total até à sua porta: um frete mais barato para Durban pode ser anulado por uma viagem por estrada mais longa.</li>
<li>Peça ao despachante o valor da sobretaxa de carbono e dos direitos antes de escolher entre um motor de 1,5 e de 2,5 litros.</li>
<li>Entregue os documentos DHL ao despachante logo que cheguem, para ter os papéis de trânsito prontos quando o navio atracar.</li>
</ul>`,
      ru: `<p>У Замбии нет выхода к морю, зато есть выбор портов. Лучший маршрут зависит от вашего города, сезона и текущих ставок фрахта — Юки сравнивает варианты для каждого расчёта.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст</strong>: ограничений нет. На границе взимается <strong>углеродный сбор</strong> в зависимости от объёма двигателя, поэтому небольшие моторы выгоднее.</li>
<li><strong>Руль</strong>: только правый. По данным экспортёров, левый руль допускается лишь для спецтранспорта — скорой помощи и пожарных машин.</li>
<li><strong>Предотгрузочная инспекция</strong>: действующего требования Бюро стандартов Замбии мы не нашли. Некоторые экспортёры упоминают сертификат JEVIC — по запросу мы его оформим; уточните у своего брокера.</li>
</ul>
<h2>Порты, сроки и наземные маршруты</h2>
<table>
<thead><tr><th>Порт</th><th>Морем из Нагои</th><th>Дорога до Лусаки</th></tr></thead>
<tbody>
<tr><td>Дар-эс-Салам (Танзания)</td><td>около 29 дней</td><td>около 1950 км через Тундуму/Наконде; 5–8 дней автовозом (около 1300 долларов) или 4–5 дней с водителем (около 800 долларов)</td></tr>
<tr><td>Дурбан (ЮАР)</td><td>около 29 дней</td><td>около 2100 км через Бейтбридж и Чирунду; 6–8 дней автовозом (около 1500 долларов)</td></tr>
<tr><td>Бейра (Мозамбик)</td><td>около 32 дней</td><td>около 1100 км через Хараре и Чирунду; 4–6 дней (около 1100 долларов)</td></tr>
<tr><td>Уолфиш-Бей (Намибия)</td><td>около 34 дней</td><td>около 2100 км по коридору Транс-Каприви; 5–8 дней (около 1400 долларов). С марта 2023 года транзитные машины через Намибию можно везти только автовозом.</td></tr>
</tbody>
</table>
<p>Стоимость ориентировочная для машины среднего класса, без пошлин, гарантий и страховки. Очереди в Наконде, Бейтбридже или Чирунду могут добавить несколько дней.</p>
<h2>Популярные модели в Замбии</h2>
<p>Toyota Hiace Van, Noah, Corolla Fielder, Allion и Premio; Honda Fit; Nissan X-Trail; Toyota Land Cruiser Prado и Hilux; для бизнеса — Mitsubishi Fuso Canter и Isuzu Elf.</p>
<h2>Советы</h2>
<ul>
<li>Сравнивайте полную стоимость до двери: более дешёвый фрахт до Дурбана может «съесть» более длинная дорога.</li>
<li>Прежде чем выбирать между мотором 1,5 и 2,5 литра, узнайте у брокера размер углеродного сбора и пошлины.</li>
<li>Передавайте брокеру документы DHL сразу по получении, чтобы транзитные бумаги были готовы к приходу судна.</li>
</ul>`,
    },
  },
  {
    countryCode: 'MZ',
    pageName: 'mozambique',
    title: {
      en: `Importing a used car from Japan to Mozambique`,
      fr: `Importer une voiture d'occasion du Japon au Mozambique`,
      pt: `Importar um carro usado do Japão para Moçambique`,
      ru: `Ввоз подержанного автомобиля из Японии в Мозамбик`,
    },
    description: {
      en: `No age limit, compulsory Intertek pre-shipment inspection, RoRo to Maputo and Beira, containers to Nacala.`,
      fr: `Pas de limite d'âge, inspection Intertek obligatoire, roulier vers Maputo et Beira, conteneurs vers Nacala.`,
      pt: `Sem limite de idade, inspeção Intertek obrigatória, RoRo para Maputo e Beira e contentores para Nacala.`,
      ru: `Без ограничения по возрасту, обязательная инспекция Intertek, ро-ро в Мапуту и Бейру, контейнеры в Накалу.`,
    },
    content: {
      en: `<p>Mozambique is a growing market for Japanese vehicles, from Hiace minibuses (the famous chapas) to pickups and family cars. Its three ports also serve Zimbabwe, Malawi, Zambia and Eswatini.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit</strong>: there is no import age limit.</li>
<li><strong>Steering</strong>: right-hand drive is the norm. Some guides say left-hand drive is also accepted, but this is not confirmed; we recommend right-hand-drive vehicles.</li>
<li><strong>Pre-shipment inspection</strong>: compulsory, carried out by <strong>Intertek</strong> in Japan (Ministerial Diploma 244/2011). The published fee is USD 265 plus VAT per vehicle and is paid by the exporter; it is included in every CIF price we show for Mozambique. A vehicle arriving without it is inspected at destination and fined 10% of its CIF value.</li>
<li>The consignee's tax number (NUIT) must appear on the shipping documents; please include it when you send your details.</li>
</ul>
<h2>Ports and transit times</h2>
<ul>
<li><strong>Maputo</strong>: RoRo, about 31 days from Nagoya. Also the route to Eswatini (about 220 km via Namaacha/Lomahasha).</li>
<li><strong>Beira</strong>: RoRo, about 32 days from Nagoya, with less frequent calls than Durban. Gateway to Zimbabwe (Harare about 560 km via Machipanda/Forbes) and southern Malawi (Blantyre about 800 km via Tete).</li>
<li><strong>Nacala</strong>: containers only, about 34 days from Nagoya; rail and road corridor to Malawi.</li>
</ul>
<h2>Popular models in Mozambique</h2>
<p>Toyota Hiace Van and Hiace Commuter, Vitz, Corolla Fielder, Land Cruiser Prado and Hilux; Nissan Note; Isuzu Elf and Mitsubishi Fuso Canter for transport businesses.</p>
<h2>Tips</h2>
<ul>
<li>If you are in the north, a shared container to Nacala can be cheaper than RoRo to Beira plus a long road trip.</li>
<li>Keep the Intertek certificate with the original documents: your despachante will need it for clearance.</li>
<li>Ana Machava speaks Portuguese and handles all our Mozambican customers.</li>
</ul>`,
      fr: `<p>Le Mozambique est un marché en croissance pour les véhicules japonais, des minibus Hiace (les fameux chapas) aux pick-up et voitures familiales. Ses trois ports desservent aussi le Zimbabwe, le Malawi, la Zambie et l'Eswatini.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Âge</strong> : pas de limite d'âge à l'importation.</li>
<li><strong>Conduite</strong> : la conduite à droite est la norme. Certains guides indiquent que la conduite à gauche est aussi acceptée, sans confirmation ; nous recommandons la conduite à droite.</li>
<li><strong>Inspection avant expédition</strong> : obligatoire, réalisée au Japon par <strong>Intertek</strong> (Diploma Ministerial 244/2011). Le tarif publié est de 265 USD HT par véhicule, à la charge de l'exportateur ; il est inclus dans tous nos prix CIF pour le Mozambique. Sans elle, le véhicule est inspecté à destination et frappé d'une amende de 10 % de sa valeur CIF.</li>
<li>Le numéro fiscal du destinataire (NUIT) doit figurer sur les documents d'expédition : pensez à l'indiquer avec vos coordonnées.</li>
</ul>
<h2>Ports et délais</h2>
<ul>
<li><strong>Maputo</strong> : roulier, environ 31 jours depuis Nagoya. C'est aussi la route vers l'Eswatini (environ 220 km via Namaacha/Lomahasha).</li>
<li><strong>Beira</strong> : roulier, environ 32 jours depuis Nagoya, avec des escales moins fréquentes qu'à Durban. Porte d'entrée vers le Zimbabwe (Harare à environ 560 km via Machipanda/Forbes) et le sud du Malawi (Blantyre à environ 800 km via Tete).</li>
<li><strong>Nacala</strong> : conteneurs uniquement, environ 34 jours depuis Nagoya ; corridor ferroviaire et routier vers le Malawi.</li>
</ul>
<h2>Modèles les plus demandés au Mozambique</h2>
<p>Toyota Hiace Van et Hiace Commuter, Vitz, Corolla Fielder, Land Cruiser Prado et Hilux ; Nissan Note ; Isuzu Elf et Mitsubishi Fuso Canter pour les transporteurs.</p>
<h2>Conseils</h2>
<ul>
<li>Dans le nord du pays, un conteneur groupé vers Nacala peut revenir moins cher qu'un roulier vers Beira suivi d'un long trajet routier.</li>
<li>Conservez le certificat Intertek avec les documents originaux : votre transitaire en aura besoin pour le dédouanement.</li>
<li>Ana Machava parle portugais et s'occupe de tous nos clients mozambicains.</li>
</ul>`,
      pt: `<p>Moçambique é um mercado em crescimento para viaturas japonesas, desde as Hiace que circulam como chapas até às pick-ups e aos carros de família. Os seus três portos servem também o Zimbabué, o Malawi, a Zâmbia e o Essuatíni.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Idade</strong>: não há limite de idade para importação.</li>
<li><strong>Volante</strong>: o volante à direita é a norma. Alguns guias dizem que o volante à esquerda também é aceite, mas não está confirmado; recomendamos viaturas com volante à direita.</li>
<li><strong>Inspeção pré-embarque</strong>: obrigatória, feita pela <strong>Intertek</strong> no Japão (Diploma Ministerial 244/2011). A taxa publicada é de 265 USD mais IVA por viatura, paga pelo exportador, e já está incluída em todos os preços CIF que mostramos para Moçambique. Sem ela, a viatura é inspecionada no destino e paga uma multa de 10% do valor CIF.</li>
<li>O NUIT do consignatário tem de constar dos documentos de embarque; indique-o quando nos enviar os seus dados.</li>
</ul>
<h2>Portos e prazos</h2>
<ul>
<li><strong>Maputo</strong>: RoRo, cerca de 31 dias desde Nagoya. É também a rota para o Essuatíni (cerca de 220 km via Namaacha/Lomahasha).</li>
<li><strong>Beira</strong>: RoRo, cerca de 32 dias desde Nagoya, com escalas menos frequentes do que Durban. Porta de entrada para o Zimbabué (Harare a cerca de 560 km via Machipanda/Forbes) e o sul do Malawi (Blantyre a cerca de 800 km via Tete).</li>
<li><strong>Nacala</strong>: só contentores, cerca de 34 dias desde Nagoya; corredor ferroviário e rodoviário para o Malawi.</li>
</ul>
<h2>Modelos mais procurados em Moçambique</h2>
<p>Toyota Hiace Van e Hiace Commuter, Vitz, Corolla Fielder, Land Cruiser Prado e Hilux; Nissan Note; Isuzu Elf e Mitsubishi Fuso Canter para empresas de transporte.</p>
<h2>Conselhos</h2>
<ul>
<li>No norte do país, um contentor partilhado para Nacala pode sair mais barato do que RoRo para a Beira e uma longa viagem por estrada.</li>
<li>Guarde o certificado da Intertek com os documentos originais: o seu despachante vai precisar dele para o desalfandegamento.</li>
<li>A Ana Machava fala português e acompanha todos os nossos clientes moçambicanos.</li>
</ul>`,
      ru: `<p>Мозамбик — растущий рынок японских автомобилей: от микроавтобусов Hiace, которые работают маршрутками (chapas), до пикапов и семейных машин. Его три порта обслуживают также Зимбабве, Малави, Замбию и Эсватини.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст</strong>: ограничения по возрасту нет.</li>
<li><strong>Руль</strong>: нормой является правый руль. Некоторые источники утверждают, что допускается и левый, но подтверждения нет; мы рекомендуем праворульные машины.</li>
<li><strong>Предотгрузочная инспекция</strong>: обязательна, её проводит <strong>Intertek</strong> в Японии (министерский диплом 244/2011). Опубликованный тариф — 265 долларов плюс НДС за машину, платит экспортёр; стоимость уже включена во все наши цены CIF для Мозамбика. Без неё — проверка на месте и штраф 10% от стоимости CIF.</li>
<li>Налоговый номер получателя (NUIT) должен быть указан в товаросопроводительных документах — сообщите его вместе с остальными данными.</li>
</ul>
<h2>Порты и сроки</h2>
<ul>
<li><strong>Мапуту</strong>: ро-ро, около 31 дня из Нагои. Отсюда же дорога в Эсватини (около 220 км через Намаашу/Ломахашу).</li>
<li><strong>Бейра</strong>: ро-ро, около 32 дней из Нагои, суда заходят реже, чем в Дурбан. Ворота в Зимбабве (до Хараре около 560 км через Машипанду/Форбс) и на юг Малави (до Блантайра около 800 км через Тете).</li>
<li><strong>Накала</strong>: только контейнеры, около 34 дней из Нагои; железнодорожный и автомобильный коридор в Малави.</li>
</ul>
<h2>Популярные модели в Мозамбике</h2>
<p>Toyota Hiace Van и Hiace Commuter, Vitz, Corolla Fielder, Land Cruiser Prado и Hilux; Nissan Note; для перевозчиков — Isuzu Elf и Mitsubishi Fuso Canter.</p>
<h2>Советы</h2>
<ul>
<li>На севере страны сборный контейнер до Накалы может оказаться дешевле, чем ро-ро до Бейры плюс долгая дорога.</li>
<li>Храните сертификат Intertek вместе с оригиналами документов: он понадобится брокеру при растаможке.</li>
<li>Ана Машава говорит по-португальски и ведёт всех наших клиентов из Мозамбика.</li>
</ul>`,
    },
  },
  {
    countryCode: 'MW',
    pageName: 'malawi',
    title: {
      en: `Importing a used car from Japan to Malawi`,
      fr: `Importer une voiture d'occasion du Japon au Malawi`,
      pt: `Importar um carro usado do Japão para o Malawi`,
      ru: `Ввоз подержанного автомобиля из Японии в Малави`,
    },
    description: {
      en: `No age limit but excise by age and engine size, right-hand drive, and routes to Lilongwe and Blantyre via Dar es Salaam, Beira, Nacala or Durban.`,
      fr: `Pas de limite d'âge mais une accise selon l'âge et la cylindrée, conduite à droite, et routes vers Lilongwe et Blantyre via Dar es Salaam, Beira, Nacala ou Durban.`,
      pt: `Sem limite de idade mas com imposto conforme idade e cilindrada, volante à direita e rotas para Lilongwe e Blantyre por Dar es Salaam, Beira, Nacala ou Durban.`,
      ru: `Без ограничения по возрасту, но с акцизом по возрасту и объёму двигателя; правый руль; маршруты в Лилонгве и Блантайр через Дар-эс-Салам, Бейру, Накалу или Дурбан.`,
    },
    content: {
      en: `<p>Malawi is landlocked and supplied through four ports. Most of our Malawian customers choose Dar es Salaam for Lilongwe and the north, and Beira or Nacala for Blantyre and the south.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit</strong>: none. Excise duty rises with the vehicle's age and engine size. Exporter guides report age bands of 0–8, 8–12 and more than 12 years; these come from secondary sources, so please check the current Finance Act or ask your clearing agent.</li>
<li><strong>Steering</strong>: right-hand drive only, except special vehicles (according to exporter guides).</li>
<li><strong>Pre-shipment inspection</strong>: exporter guides state that none is required. We can still provide a JEVIC certificate if your agent or bank asks for one.</li>
</ul>
<h2>Ports, transit times and inland routes</h2>
<ul>
<li><strong>Dar es Salaam</strong> (about 29 days from Nagoya): Lilongwe about 1,550 km via Mbeya and the Songwe/Kasumulu border, 4–7 days by car carrier (about USD 1,150) or 3–4 days with a driver (about USD 700); Blantyre about 1,850 km, 5–8 days.</li>
<li><strong>Beira</strong> (about 32 days): Blantyre about 800 km via Tete and Zobue/Mwanza, 3–5 days (about USD 700).</li>
<li><strong>Nacala</strong> (about 34 days, container): Lilongwe about 900 km on the Nacala corridor, 4–6 days by road (about USD 900); rail is possible but slower.</li>
<li><strong>Durban</strong> (about 29 days): Lilongwe about 2,300 km through Zimbabwe and Tete, 7–10 days (about USD 1,700).</li>
</ul>
<p>All road costs are estimates for a mid-size car and exclude duties, bonds and insurance.</p>
<h2>Popular models in Malawi</h2>
<p>Toyota Corolla Fielder, Corolla Axio, Premio, Vitz, Noah and Hiace Van; Mazda Demio; Honda Fit; Nissan X-Trail; Toyota Hilux and Isuzu Elf for work.</p>
<h2>Tips</h2>
<ul>
<li>Because excise depends on age, a car just inside a younger age band can be much cheaper to clear.</li>
<li>Ask us for a comparison of Dar es Salaam and Beira: the cheaper route changes with freight rates.</li>
<li>Ana Machava looks after Malawi and speaks English, Portuguese and Swahili.</li>
</ul>`,
      fr: `<p>Le Malawi est enclavé et approvisionné par quatre ports. La plupart de nos clients malawites choisissent Dar es Salaam pour Lilongwe et le nord, et Beira ou Nacala pour Blantyre et le sud.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Âge</strong> : aucune limite. Le droit d'accise augmente avec l'âge et la cylindrée. Les guides d'exportateurs citent des tranches de 0 à 8 ans, 8 à 12 ans et plus de 12 ans ; ces informations sont de seconde main, vérifiez donc la loi de finances en vigueur ou demandez à votre transitaire.</li>
<li><strong>Conduite</strong> : à droite uniquement, sauf véhicules spéciaux (selon les guides d'exportateurs).</li>
<li><strong>Inspection avant expédition</strong> : d'après les guides d'exportateurs, aucune n'est exigée. Nous pouvons néanmoins fournir un certificat JEVIC si votre transitaire ou votre banque le demande.</li>
</ul>
<h2>Ports, délais et itinéraires terrestres</h2>
<ul>
<li><strong>Dar es Salaam</strong> (environ 29 jours depuis Nagoya) : Lilongwe à environ 1 550 km via Mbeya et la frontière de Songwe/Kasumulu, 4 à 7 jours en porte-voitures (environ 1 150 USD) ou 3 à 4 jours avec chauffeur (environ 700 USD) ; Blantyre à environ 1 850 km, 5 à 8 jours.</li>
<li><strong>Beira</strong> (environ 32 jours) : Blantyre à environ 800 km via Tete et Zobue/Mwanza, 3 à 5 jours (environ 700 USD).</li>
<li><strong>Nacala</strong> (environ 34 jours, conteneur) : Lilongwe à environ 900 km par le corridor de Nacala, 4 à 6 jours par la route (environ 900 USD) ; le train est possible mais plus lent.</li>
<li><strong>Durban</strong> (environ 29 jours) : Lilongwe à environ 2 300 km via le Zimbabwe et Tete, 7 à 10 jours (environ 1 700 USD).</li>
</ul>
<p>Tous les coûts routiers sont des estimations pour une berline moyenne, hors droits, cautions et assurance.</p>
<h2>Modèles les plus demandés au Malawi</h2>
<p>Toyota Corolla Fielder, Corolla Axio, Premio, Vitz, Noah et Hiace Van ; Mazda Demio ; Honda Fit ; Nissan X-Trail ; Toyota Hilux et Isuzu Elf pour le travail.</p>
<h2>Conseils</h2>
<ul>
<li>L'accise dépendant de l'âge, un véhicule qui entre tout juste dans une tranche plus récente peut coûter beaucoup moins cher à dédouaner.</li>
<li>Demandez-nous une comparaison Dar es Salaam / Beira : l'itinéraire le moins cher varie avec le fret.</li>
<li>Ana Machava s'occupe du Malawi et parle anglais, portugais et swahili.</li>
</ul>`,
      pt: `<p>O Malawi não tem costa e é abastecido por quatro portos. A maioria dos nossos clientes malawianos escolhe Dar es Salaam para Lilongwe e o norte, e a Beira ou Nacala para Blantyre e o sul.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Idade</strong>: sem limite. O imposto especial de consumo sobe com a idade e a cilindrada. Os guias de exportadores referem escalões de 0 a 8, 8 a 12 e mais de 12 anos; são fontes secundárias, por isso confirme a lei do orçamento em vigor ou pergunte ao despachante.</li>
<li><strong>Volante</strong>: só à direita, exceto veículos especiais (segundo guias de exportadores).</li>
<li><strong>Inspeção pré-embarque</strong>: segundo os guias de exportadores, não é exigida. Ainda assim, podemos fornecer um certificado JEVIC se o despachante ou o banco o pedirem.</li>
</ul>
<h2>Portos, prazos e rotas terrestres</h2>
<ul>
<li><strong>Dar es Salaam</strong> (cerca de 29 dias desde Nagoya): Lilongwe a cerca de 1 550 km via Mbeya e a fronteira de Songwe/Kasumulu, 4 a 7 dias de porta-carros (cerca de 1 150 USD) ou 3 a 4 dias com motorista (cerca de 700 USD); Blantyre a cerca de 1 850 km, 5 a 8 dias.</li>
<li><strong>Beira</strong> (cerca de 32 dias): Blantyre a cerca de 800 km via Tete e Zóbuè/Mwanza, 3 a 5 dias (cerca de 700 USD).</li>
<li><strong>Nacala</strong> (cerca de 34 dias, contentor): Lilongwe a cerca de 900 km pelo corredor de Nacala, 4 a 6 dias por estrada (cerca de 900 USD); o comboio é possível, mas mais lento.</li>
<li><strong>Durban</strong> (cerca de 29 dias): Lilongwe a cerca de 2 300 km pelo Zimbabué e Tete, 7 a 10 dias (cerca de 1 700 USD).</li>
</ul>
<p>Todos os custos rodoviários são estimativas para um carro médio e não incluem direitos, garantias nem seguro.</p>
<h2>Modelos mais procurados no Malawi</h2>
<p>Toyota Corolla Fielder, Corolla Axio, Premio, Vitz, Noah e Hiace Van; Mazda Demio; Honda Fit; Nissan X-Trail; Toyota Hilux e Isuzu Elf para trabalho.</p>
<h2>Conselhos</h2>
<ul>
<li>Como o imposto depende da idade, um carro que entre à justa num escalão mais recente pode ficar muito mais barato a desalfandegar.</li>
<li>Peça-nos uma comparação entre Dar es Salaam e a Beira: a rota mais barata muda com os fretes.</li>
<li>A Ana Machava acompanha o Malawi e fala inglês, português e suaíli.</li>
</ul>`,
      ru: `<p>Малави не имеет выхода к морю и снабжается через четыре порта. Большинство наших клиентов выбирают Дар-эс-Салам для Лилонгве и севера страны, а Бейру или Накалу — для Блантайра и юга.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст</strong>: ограничений нет. Акциз растёт с возрастом автомобиля и объёмом двигателя. По данным экспортёров, возрастные группы — 0–8, 8–12 и более 12 лет; это вторичные источники, поэтому сверяйтесь с действующим законом о бюджете или уточняйте у брокера.</li>
<li><strong>Руль</strong>: только правый, кроме спецтранспорта (по данным экспортёров).</li>
<li><strong>Предотгрузочная инспекция</strong>: по данным экспортёров, не требуется. При необходимости (например, по просьбе брокера или банка) оформим сертификат JEVIC.</li>
</ul>
<h2>Порты, сроки и наземные маршруты</h2>
<ul>
<li><strong>Дар-эс-Салам</strong> (около 29 дней из Нагои): до Лилонгве около 1550 км через Мбею и погранпереход Сонгве/Касумулу, 4–7 дней автовозом (около 1150 долларов) или 3–4 дня с водителем (около 700 долларов); до Блантайра около 1850 км, 5–8 дней.</li>
<li><strong>Бейра</strong> (около 32 дней): до Блантайра около 800 км через Тете и Зобуэ/Мванзу, 3–5 дней (около 700 долларов).</li>
<li><strong>Накала</strong> (около 34 дней, контейнер): до Лилонгве около 900 км по коридору Накала, 4–6 дней по дороге (около 900 долларов); железная дорога возможна, но медленнее.</li>
<li><strong>Дурбан</strong> (около 29 дней): до Лилонгве около 2300 км через Зимбабве и Тете, 7–10 дней (около 1700 долларов).</li>
</ul>
<p>Все дорожные расходы — ориентировочные для машины среднего класса, без пошлин, гарантий и страховки.</p>
<h2>Популярные модели в Малави</h2>
<p>Toyota Corolla Fielder, Corolla Axio, Premio, Vitz, Noah и Hiace Van; Mazda Demio; Honda Fit; Nissan X-Trail; для работы — Toyota Hilux и Isuzu Elf.</p>
<h2>Советы</h2>
<ul>
<li>Поскольку акциз зависит от возраста, машина, которая едва попадает в более «молодую» группу, может обойтись при растаможке заметно дешевле.</li>
<li>Попросите нас сравнить маршруты через Дар-эс-Салам и Бейру: самый дешёвый меняется вместе с фрахтом.</li>
<li>Малави ведёт Ана Машава — она говорит по-английски, по-португальски и на суахили.</li>
</ul>`,
    },
  },
  {
    countryCode: 'ZW',
    pageName: 'zimbabwe',
    title: {
      en: `Importing a used car from Japan to Zimbabwe`,
      fr: `Importer une voiture d'occasion du Japon au Zimbabwe`,
      pt: `Importar um carro usado do Japão para o Zimbabué`,
      ru: `Ввоз подержанного автомобиля из Японии в Зимбабве`,
    },
    description: {
      en: `Age restrictions for passenger cars under SI 54 and SI 111 of 2024, right-hand drive, and routes via Durban, Beira and Walvis Bay.`,
      fr: `Restrictions d'âge pour les voitures particulières (SI 54 et SI 111 de 2024), conduite à droite, et itinéraires via Durban, Beira et Walvis Bay.`,
      pt: `Restrições de idade para ligeiros (SI 54 e SI 111 de 2024), volante à direita e rotas por Durban, Beira e Walvis Bay.`,
      ru: `Возрастные ограничения для легковых автомобилей (SI 54 и SI 111 от 2024 г.), правый руль и маршруты через Дурбан, Бейру и Уолфиш-Бей.`,
    },
    content: {
      en: `<p>Zimbabwe is one of the biggest buyers of Japanese used cars in Southern Africa. Most vehicles arrive through Durban or Beira and are driven or carried to Harare, Bulawayo and Mutare.</p>
<h2>Import rules (please check before buying)</h2>
<ul>
<li><strong>Age</strong>: Statutory Instrument 54 of 2024 banned imports of second-hand passenger vehicles 10 or more years from the date of manufacture. SI 111 of 2024 (July 2024) then relaxed the rule to allow older vehicles under conditions. Commercial, haulage, mining and construction vehicles are exempt. Because the current position is <strong>uncertain</strong>, we offer passenger cars under ten years old by default and ask you to confirm eligibility with ZIMRA or your clearing agent before buying anything older.</li>
<li><strong>Steering</strong>: right-hand drive is the norm.</li>
<li><strong>Pre-shipment inspection</strong>: we have not found an official requirement. Many exporters supply a JEVIC certificate and some agents like to see one, so we can arrange it on request.</li>
<li><strong>Currency</strong>: the ZiG (ZWG) has been the official currency since April 2024, but US dollars are widely used for vehicle purchases.</li>
</ul>
<h2>Ports, transit times and inland routes</h2>
<ul>
<li><strong>Durban</strong> (about 29 days from Nagoya): Harare about 1,650 km via Beitbridge, 4–6 days by car carrier (about USD 1,000) or about 3 days with a driver (about USD 600). Used vehicles travel through South Africa in bond.</li>
<li><strong>Beira</strong> (about 32 days): Harare about 560 km via Machipanda/Forbes, 2–3 days by car carrier (about USD 500). The shortest road route, but ships call less often.</li>
<li><strong>Walvis Bay</strong> (about 34 days): Harare about 2,000 km via Kazungula and Victoria Falls, 6–9 days; vehicles must travel on a car carrier through Namibia.</li>
</ul>
<h2>Popular models in Zimbabwe</h2>
<p>Honda Fit, Toyota Aqua, Vitz, Corolla Axio and Corolla Fielder; Mazda Demio; Nissan X-Trail; Toyota Hiace Van, Land Cruiser Prado and Hilux.</p>
<h2>Tips</h2>
<ul>
<li>Beitbridge can be very busy around holidays; allow extra days in December and at Easter.</li>
<li>Check the manufacture date on the vehicle page, not only the registration year.</li>
<li>Yuki Sato, who handles Zimbabwe, will send you an estimate for both Durban and Beira.</li>
</ul>`,
      fr: `<p>Le Zimbabwe est l'un des plus gros acheteurs de voitures d'occasion japonaises en Afrique australe. La plupart des véhicules arrivent par Durban ou Beira, puis rejoignent Harare, Bulawayo ou Mutare par la route.</p>
<h2>Règles d'importation (à vérifier avant l'achat)</h2>
<ul>
<li><strong>Âge</strong> : le Statutory Instrument 54 de 2024 a interdit l'importation de voitures particulières d'occasion de 10 ans ou plus à compter de la date de fabrication. Le SI 111 de 2024 (juillet 2024) a ensuite assoupli la règle en autorisant, sous conditions, des véhicules plus anciens. Les véhicules utilitaires, de transport, miniers et de chantier sont exemptés. La situation actuelle étant <strong>incertaine</strong>, nous proposons par défaut des voitures de moins de dix ans et vous demandons de confirmer l'éligibilité auprès de la ZIMRA ou de votre transitaire avant tout achat plus ancien.</li>
<li><strong>Conduite</strong> : la conduite à droite est la norme.</li>
<li><strong>Inspection avant expédition</strong> : nous n'avons pas trouvé d'obligation officielle. Beaucoup d'exportateurs fournissent un certificat JEVIC et certains transitaires l'apprécient ; nous pouvons l'organiser sur demande.</li>
<li><strong>Monnaie</strong> : le ZiG (ZWG) est la monnaie officielle depuis avril 2024, mais le dollar américain reste très utilisé pour l'achat de véhicules.</li>
</ul>
<h2>Ports, délais et itinéraires terrestres</h2>
<ul>
<li><strong>Durban</strong> (environ 29 jours depuis Nagoya) : Harare à environ 1 650 km via Beitbridge, 4 à 6 jours en porte-voitures (environ 1 000 USD) ou environ 3 jours avec chauffeur (environ 600 USD). Les véhicules d'occasion traversent l'Afrique du Sud sous douane.</li>
<li><strong>Beira</strong> (environ 32 jours) : Harare à environ 560 km via Machipanda/Forbes, 2 à 3 jours en porte-voitures (environ 500 USD). Le trajet routier le plus court, mais les escales sont moins fréquentes.</li>
<li><strong>Walvis Bay</strong> (environ 34 jours) : Harare à environ 2 000 km via Kazungula et les chutes Victoria, 6 à 9 jours ; la traversée de la Namibie doit se faire sur porte-voitures.</li>
</ul>
<h2>Modèles les plus demandés au Zimbabwe</h2>
<p>Honda Fit, Toyota Aqua, Vitz, Corolla Axio et Corolla Fielder ; Mazda Demio ; Nissan X-Trail ; Toyota Hiace Van, Land Cruiser Prado et Hilux.</p>
<h2>Conseils</h2>
<ul>
<li>Beitbridge peut être très encombré pendant les fêtes : prévoyez des jours de marge en décembre et à Pâques.</li>
<li>Vérifiez la date de fabrication sur la fiche, et pas seulement l'année d'immatriculation.</li>
<li>Yuki Sato, qui s'occupe du Zimbabwe, vous enverra une estimation via Durban et via Beira.</li>
</ul>`,
      pt: `<p>O Zimbabué é um dos maiores compradores de carros usados japoneses na África Austral. A maioria das viaturas chega por Durban ou pela Beira e segue por estrada para Harare, Bulawayo ou Mutare.</p>
<h2>Regras de importação (confirme antes de comprar)</h2>
<ul>
<li><strong>Idade</strong>: o Statutory Instrument 54 de 2024 proibiu a importação de ligeiros de passageiros usados com 10 ou mais anos desde o fabrico. O SI 111 de 2024 (julho de 2024) aliviou depois a regra, permitindo viaturas mais antigas em certas condições. Os veículos comerciais, de carga, mineiros e de construção estão isentos. Como a situação atual é <strong>incerta</strong>, propomos por defeito ligeiros com menos de dez anos e pedimos que confirme a elegibilidade com a ZIMRA ou o seu despachante antes de comprar algo mais antigo.</li>
<li><strong>Volante</strong>: o volante à direita é a norma.</li>
<li><strong>Inspeção pré-embarque</strong>: não encontrámos exigência oficial. Muitos exportadores fornecem um certificado JEVIC e alguns despachantes gostam de o ver; podemos tratar dele a pedido.</li>
<li><strong>Moeda</strong>: o ZiG (ZWG) é a moeda oficial desde abril de 2024, mas o dólar americano continua muito usado na compra de viaturas.</li>
</ul>
<h2>Portos, prazos e rotas terrestres</h2>
<ul>
<li><strong>Durban</strong> (cerca de 29 dias desde Nagoya): Harare a cerca de 1 650 km via Beitbridge, 4 a 6 dias de porta-carros (cerca de 1 000 USD) ou cerca de 3 dias com motorista (cerca de 600 USD). As viaturas usadas atravessam a África do Sul em regime aduaneiro.</li>
<li><strong>Beira</strong> (cerca de 32 dias): Harare a cerca de 560 km via Machipanda/Forbes, 2 a 3 dias de porta-carros (cerca de 500 USD). É a rota rodoviária mais curta, mas os navios escalam menos vezes.</li>
<li><strong>Walvis Bay</strong> (cerca de 34 dias): Harare a cerca de 2 000 km via Kazungula e Victoria Falls, 6 a 9 dias; a travessia da Namíbia tem de ser feita em porta-carros.</li>
</ul>
<h2>Modelos mais procurados no Zimbabué</h2>
<p>Honda Fit, Toyota Aqua, Vitz, Corolla Axio e Corolla Fielder; Mazda Demio; Nissan X-Trail; Toyota Hiace Van, Land Cruiser Prado e Hilux.</p>
<h2>Conselhos</h2>
<ul>
<li>Beitbridge pode estar muito congestionada nas épocas festivas; conte com dias extra em dezembro e na Páscoa.</li>
<li>Confirme a data de fabrico na página da viatura, não só o ano de registo.</li>
<li>A Yuki Sato, que acompanha o Zimbabué, envia-lhe uma estimativa por Durban e pela Beira.</li>
</ul>`,
      ru: `<p>Зимбабве — один из крупнейших покупателей подержанных японских автомобилей на юге Африки. Большинство машин приходит через Дурбан или Бейру, а затем своим ходом или автовозом едет в Хараре, Булавайо и Мутаре.</p>
<h2>Правила ввоза (проверьте перед покупкой)</h2>
<ul>
<li><strong>Возраст</strong>: постановление SI 54 от 2024 года запретило ввоз подержанных легковых автомобилей старше 10 лет с даты выпуска. Затем SI 111 от 2024 года (июль 2024) смягчило правило, разрешив при определённых условиях ввоз более старых машин. Коммерческий, грузовой, горнодобывающий и строительный транспорт освобождён от ограничения. Поскольку текущая ситуация <strong>неоднозначна</strong>, по умолчанию мы предлагаем легковые машины моложе десяти лет, а перед покупкой более старого автомобиля просим уточнить допустимость в ZIMRA или у брокера.</li>
<li><strong>Руль</strong>: нормой является правый руль.</li>
<li><strong>Предотгрузочная инспекция</strong>: официального требования мы не нашли. Многие экспортёры прикладывают сертификат JEVIC, и некоторым брокерам так спокойнее — по запросу мы его оформим.</li>
<li><strong>Валюта</strong>: с апреля 2024 года официальная валюта — ZiG (ZWG), но при покупке автомобилей широко используется доллар США.</li>
</ul>
<h2>Порты, сроки и наземные маршруты</h2>
<ul>
<li><strong>Дурбан</strong> (около 29 дней из Нагои): до Хараре около 1650 км через Бейтбридж, 4–6 дней автовозом (около 1000 долларов) или около 3 дней с водителем (около 600 долларов). По ЮАР подержанные машины идут транзитом под таможенным контролем.</li>
<li><strong>Бейра</strong> (около 32 дней): до Хараре около 560 км через Машипанду/Форбс, 2–3 дня автовозом (около 500 долларов). Самый короткий путь по суше, но суда заходят реже.</li>
<li><strong>Уолфиш-Бей</strong> (около 34 дней): до Хараре около 2000 км через Казунгулу и водопад Виктория, 6–9 дней; через Намибию машины можно везти только автовозом.</li>
</ul>
<h2>Популярные модели в Зимбабве</h2>
<p>Honda Fit, Toyota Aqua, Vitz, Corolla Axio и Corolla Fielder; Mazda Demio; Nissan X-Trail; Toyota Hiace Van, Land Cruiser Prado и Hilux.</p>
<h2>Советы</h2>
<ul>
<li>В праздники на Бейтбридже бывают большие очереди — в декабре и на Пасху закладывайте запас по времени.</li>
<li>Проверяйте на странице автомобиля дату выпуска, а не только год регистрации.</li>
<li>Юки Сато, которая ведёт Зимбабве, пришлёт расчёт сразу через Дурбан и через Бейру.</li>
</ul>`,
    },
  },
  {
    countryCode: 'GH',
    pageName: 'ghana',
    title: {
      en: `Importing a used car from Japan to Ghana`,
      fr: `Importer une voiture d'occasion du Japon au Ghana`,
      pt: `Importar um carro usado do Japão para o Gana`,
      ru: `Ввоз подержанного автомобиля из Японии в Гану`,
    },
    description: {
      en: `Left-hand drive only, no salvaged vehicles, penalties on over-aged cars, RoRo to Tema and transit to Burkina Faso.`,
      fr: `Conduite à gauche uniquement, véhicules accidentés interdits, pénalités pour les véhicules trop anciens, roulier vers Tema et transit vers le Burkina Faso.`,
      pt: `Só volante à esquerda, viaturas sinistradas proibidas, penalizações para carros antigos, RoRo para Tema e trânsito para o Burkina Faso.`,
      ru: `Только левый руль, аварийные машины запрещены, штрафные сборы за старые автомобили, ро-ро в Тему и транзит в Буркина-Фасо.`,
    },
    content: {
      en: `<p>Ghana drives on the right, and most Japanese cars are right-hand drive, so buying for Ghana means choosing carefully. Japan also sells many European and American vehicles new with <strong>left-hand drive</strong>, and these are the cars we offer for Tema.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Steering</strong>: right-hand-drive vehicles cannot be registered unless specifically authorised by the Minister. When you choose Ghana, the stock list marks right-hand-drive vehicles as not allowed; its steering filter shows left-hand-drive vehicles only.</li>
<li><strong>Salvaged vehicles</strong>: the Customs (Amendment) Act 2020 bans the import of salvaged (seriously accident-damaged) vehicles. We do not offer vehicles with structural repair history (auction grade R or RA) for Ghana.</li>
<li><strong>Age</strong>: the same law allows a ban on vehicles over 10 years old, but the ban was suspended in September 2020; over-aged vehicles pay penalties instead. Ask your clearing agent for the current rates before you buy an older car.</li>
<li><strong>Pre-shipment inspection</strong>: we have found no Japan-side inspection requirement for Ghana.</li>
</ul>
<h2>Ports and transit times</h2>
<ul>
<li><strong>Tema</strong>: RoRo, about 44 days from Nagoya and 45 from Yokohama. When ships avoid the Red Sea and sail round the Cape of Good Hope, add 10 to 15 days.</li>
<li><strong>Takoradi</strong>: container service, about 46 days from Nagoya.</li>
</ul>
<p>Tema is also the gateway to Burkina Faso, Niger and Mali: Ouagadougou is about 1,000 km by road via Kumasi and the Paga border, four to six days by car carrier.</p>
<h2>Popular left-hand-drive models</h2>
<p>Mercedes-Benz C-Class, E-Class and GLE; BMW X5; Volkswagen Touareg; Porsche Cayenne; Jeep Wrangler and Grand Cherokee; Ford Explorer. Japanese-market examples are usually well maintained, with complete service records and low mileage.</p>
<h2>Tips</h2>
<ul>
<li>Ask for the service record booklet and the auction sheet: both are useful when your agent declares the vehicle's condition.</li>
<li>Consider a container for high-value vehicles; it protects them better in port.</li>
<li>Akiko Yamamoto handles Ghana and Nigeria and will confirm every car is left-hand drive and accident-free before invoicing.</li>
</ul>`,
      fr: `<p>Au Ghana, on roule à droite, alors que la plupart des voitures japonaises ont le volant à droite : acheter pour le Ghana demande donc de bien choisir. Le Japon vend aussi neufs de nombreux véhicules européens et américains à <strong>conduite à gauche</strong> ; ce sont eux que nous proposons pour Tema.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Conduite</strong> : les véhicules à conduite à droite ne peuvent pas être immatriculés, sauf autorisation expresse du ministre. Lorsque vous choisissez le Ghana, la liste de stock signale les véhicules à conduite à droite comme non autorisés ; son filtre « conduite » n'affiche que les véhicules à conduite à gauche.</li>
<li><strong>Véhicules accidentés</strong> : le Customs (Amendment) Act de 2020 interdit l'importation de véhicules gravement accidentés. Nous ne proposons pas pour le Ghana de véhicules ayant un historique de réparation de structure (note d'enchère R ou RA).</li>
<li><strong>Âge</strong> : la même loi permet d'interdire les véhicules de plus de 10 ans, mais cette interdiction a été suspendue en septembre 2020 ; les véhicules trop anciens paient des pénalités. Demandez les taux en vigueur à votre transitaire avant d'acheter un véhicule ancien.</li>
<li><strong>Inspection avant expédition</strong> : nous n'avons trouvé aucune obligation côté Japon pour le Ghana.</li>
</ul>
<h2>Ports et délais</h2>
<ul>
<li><strong>Tema</strong> : roulier, environ 44 jours depuis Nagoya et 45 depuis Yokohama. Lorsque les navires évitent la mer Rouge et contournent le cap de Bonne-Espérance, ajoutez 10 à 15 jours.</li>
<li><strong>Takoradi</strong> : service conteneur, environ 46 jours depuis Nagoya.</li>
</ul>
<p>Tema est aussi la porte d'entrée du Burkina Faso, du Niger et du Mali : Ouagadougou est à environ 1 000 km par Kumasi et la frontière de Paga, soit quatre à six jours en porte-voitures.</p>
<h2>Modèles à conduite à gauche les plus demandés</h2>
<p>Mercedes-Benz Classe C, Classe E et GLE ; BMW X5 ; Volkswagen Touareg ; Porsche Cayenne ; Jeep Wrangler et Grand Cherokee ; Ford Explorer. Les exemplaires du marché japonais sont en général bien entretenus, avec un carnet complet et un faible kilométrage.</p>
<h2>Conseils</h2>
<ul>
<li>Demandez le carnet d'entretien et la fiche d'enchère : ils sont utiles lorsque votre transitaire déclare l'état du véhicule.</li>
<li>Pour un véhicule de valeur, pensez au conteneur, qui le protège mieux au port.</li>
<li>Akiko Yamamoto s'occupe du Ghana et du Nigeria et vérifie, avant toute facture, que chaque véhicule est à conduite à gauche et sans historique d'accident.</li>
</ul>`,
      pt: `<p>No Gana circula-se pela direita e a maioria dos carros japoneses tem volante à direita, por isso comprar para o Gana exige escolher bem. O Japão vende também novos muitos veículos europeus e americanos com <strong>volante à esquerda</strong>, e são esses que propomos para Tema.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Volante</strong>: as viaturas com volante à direita não podem ser registadas, salvo autorização expressa do Ministro. Quando escolhe o Gana, a lista de stock assinala as viaturas com volante à direita como não permitidas; o filtro de volante mostra só as de volante à esquerda.</li>
<li><strong>Viaturas sinistradas</strong>: o Customs (Amendment) Act de 2020 proíbe a importação de viaturas gravemente acidentadas. Não propomos para o Gana viaturas com historial de reparação estrutural (classificação de leilão R ou RA).</li>
<li><strong>Idade</strong>: a mesma lei permite proibir viaturas com mais de 10 anos, mas a proibição foi suspensa em setembro de 2020; as viaturas mais antigas pagam penalizações. Pergunte ao despachante os valores atuais antes de comprar um carro mais velho.</li>
<li><strong>Inspeção pré-embarque</strong>: não encontrámos nenhuma exigência do lado japonês para o Gana.</li>
</ul>
<h2>Portos e prazos</h2>
<ul>
<li><strong>Tema</strong>: RoRo, cerca de 44 dias desde Nagoya e 45 desde Yokohama. Quando os navios evitam o mar Vermelho e contornam o cabo da Boa Esperança, acrescente 10 a 15 dias.</li>
<li><strong>Takoradi</strong>: serviço de contentores, cerca de 46 dias desde Nagoya.</li>
</ul>
<p>Tema é também a porta de entrada para o Burkina Faso, o Níger e o Mali: Ouagadougou fica a cerca de 1 000 km por Kumasi e pela fronteira de Paga, quatro a seis dias de porta-carros.</p>
<h2>Modelos com volante à esquerda mais procurados</h2>
<p>Mercedes-Benz Classe C, Classe E e GLE; BMW X5; Volkswagen Touareg; Porsche Cayenne; Jeep Wrangler e Grand Cherokee; Ford Explorer. Os exemplares do mercado japonês costumam estar bem mantidos, com livro de revisões completo e poucos quilómetros.</p>
<h2>Conselhos</h2>
<ul>
<li>Peça o livro de revisões e a folha de leilão: ambos ajudam quando o despachante declara o estado da viatura.</li>
<li>Para viaturas de valor elevado, pondere o contentor, que as protege melhor no porto.</li>
<li>A Akiko Yamamoto acompanha o Gana e a Nigéria e confirma, antes de faturar, que cada viatura tem volante à esquerda e não tem historial de acidente.</li>
</ul>`,
      ru: `<p>В Гане движение правостороннее, а большинство японских машин праворульные, поэтому выбирать автомобиль для Ганы нужно внимательно. В Японии продаётся много европейских и американских машин с <strong>левым рулём</strong> — именно их мы предлагаем для Темы.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Руль</strong>: праворульные автомобили не регистрируются, кроме случаев, специально разрешённых министром. Если выбрать Гану, каталог отметит праворульные машины как не допускаемые; фильтр по рулю покажет только леворульные.</li>
<li><strong>Аварийные автомобили</strong>: таможенный закон с поправками 2020 года запрещает ввоз сильно повреждённых в ДТП машин. Автомобили с историей ремонта силовых элементов (аукционная оценка R или RA) для Ганы мы не предлагаем.</li>
<li><strong>Возраст</strong>: тот же закон позволяет запретить ввоз машин старше 10 лет, но в сентябре 2020 года запрет был приостановлен; вместо этого за слишком старые автомобили взимаются штрафные сборы. Актуальные ставки уточняйте у брокера до покупки.</li>
<li><strong>Предотгрузочная инспекция</strong>: требований к инспекции в Японии для Ганы мы не нашли.</li>
</ul>
<h2>Порты и сроки</h2>
<ul>
<li><strong>Тема</strong>: ро-ро, около 44 дней из Нагои и 45 — из Иокогамы. Если суда обходят Красное море и идут вокруг мыса Доброй Надежды, добавьте 10–15 дней.</li>
<li><strong>Такоради</strong>: контейнерная линия, около 46 дней из Нагои.</li>
</ul>
<p>Через Тему идут машины и в Буркина-Фасо, Нигер и Мали: до Уагадугу около 1000 км через Кумаси и погранпереход Пага, четыре-шесть дней автовозом.</p>
<h2>Популярные леворульные модели</h2>
<p>Mercedes-Benz C-Class, E-Class и GLE; BMW X5; Volkswagen Touareg; Porsche Cayenne; Jeep Wrangler и Grand Cherokee; Ford Explorer. Машины с японского рынка обычно ухожены, с полной сервисной историей и небольшим пробегом.</p>
<h2>Советы</h2>
<ul>
<li>Попросите сервисную книжку и аукционный лист — они пригодятся брокеру при декларировании состояния автомобиля.</li>
<li>Дорогие автомобили лучше отправлять в контейнере — в порту они так лучше защищены.</li>
<li>Гану и Нигерию ведёт Акико Ямамото: до выставления инвойса она проверит, что машина леворульная и не была в серьёзных ДТП.</li>
</ul>`,
    },
  },
  {
    countryCode: 'NG',
    pageName: 'nigeria',
    title: {
      en: `Importing a used car from Japan to Nigeria`,
      fr: `Importer une voiture d'occasion du Japon au Nigeria`,
      pt: `Importar um carro usado do Japão para a Nigéria`,
      ru: `Ввоз подержанного автомобиля из Японии в Нигерию`,
    },
    description: {
      en: `Left-hand drive only, 15-year age limit, RoRo to Lagos (Apapa, Tin Can Island) or via Cotonou, and the most popular left-hand-drive models.`,
      fr: `Conduite à gauche uniquement, limite d'âge de 15 ans, roulier vers Lagos (Apapa, Tin Can Island) ou via Cotonou, et les modèles à conduite à gauche les plus demandés.`,
      pt: `Só volante à esquerda, limite de 15 anos, RoRo para Lagos (Apapa, Tin Can Island) ou via Cotonou, e os modelos com volante à esquerda mais procurados.`,
      ru: `Только левый руль, ограничение 15 лет, ро-ро в Лагос (Апапа, Тин-Кан-Айленд) или через Котону, популярные леворульные модели.`,
    },
    content: {
      en: `<p>Nigeria is Africa's largest car market, and Nigerian buyers value well-kept vehicles with genuine mileage. Because Nigeria drives on the right, we supply only left-hand-drive vehicles, mostly European and American models sold new in Japan.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Steering</strong>: right-hand-drive vehicles are prohibited. When you choose Nigeria, the stock list marks right-hand-drive vehicles as not allowed; its steering filter shows left-hand-drive vehicles only.</li>
<li><strong>Age limit</strong>: used vehicles more than <strong>15 years from the year of manufacture</strong> are on the import prohibition list. This figure comes from exporter tables citing the Customs prohibition list, so please confirm with your clearing agent.</li>
<li><strong>Pre-shipment inspection</strong>: we have found no Japan-side inspection requirement for Nigeria.</li>
<li>Duty and levies are assessed by the Nigeria Customs Service on arrival; your agent can estimate them from the exact model and year.</li>
</ul>
<h2>Ports and transit times</h2>
<ul>
<li><strong>Lagos</strong>: RoRo to the vehicle terminals at Apapa, Tin Can Island and Lekki, about 46 days from Nagoya and 47 from Yokohama. A port surcharge applies and is shown on your quotation. Add 10 to 15 days when ships route round the Cape of Good Hope.</li>
<li><strong>Cotonou (Benin)</strong>: about 45 days from Nagoya. Many Nigeria-bound cars land here and are driven about 120 km to Lagos through the Seme/Krake border. The Beninese port charges and cargo tracking note (ECTN/BESC) are included in our price.</li>
</ul>
<h2>Popular left-hand-drive models</h2>
<p>Mercedes-Benz C-Class, E-Class, GLE and G-Class; BMW X5; Ford Explorer; Jeep Grand Cherokee; Dodge Challenger; Chevrolet Camaro; Cadillac Escalade; Volkswagen Touareg; Porsche Cayenne.</p>
<h2>Tips</h2>
<ul>
<li>For high-value cars, a container to Lagos costs more but protects the vehicle better and avoids handling at transhipment ports.</li>
<li>Decide early whether you will clear in Lagos or Cotonou; it changes the consignee and documents.</li>
<li>Akiko Yamamoto handles Nigeria and can share references from other Nigerian customers on request.</li>
</ul>`,
      fr: `<p>Le Nigeria est le premier marché automobile d'Afrique, et les acheteurs nigérians recherchent des véhicules bien entretenus au kilométrage authentique. Comme on y roule à droite, nous ne fournissons que des véhicules à conduite à gauche, surtout des modèles européens et américains vendus neufs au Japon.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Conduite</strong> : les véhicules à conduite à droite sont interdits. Lorsque vous choisissez le Nigeria, la liste de stock signale les véhicules à conduite à droite comme non autorisés ; son filtre « conduite » n'affiche que les véhicules à conduite à gauche.</li>
<li><strong>Limite d'âge</strong> : les véhicules d'occasion de plus de <strong>15 ans à compter de l'année de fabrication</strong> figurent sur la liste des importations interdites. Ce chiffre provient de tableaux d'exportateurs citant cette liste douanière : confirmez-le auprès de votre transitaire.</li>
<li><strong>Inspection avant expédition</strong> : nous n'avons trouvé aucune obligation côté Japon pour le Nigeria.</li>
<li>Droits et prélèvements sont calculés à l'arrivée par les douanes nigérianes ; votre transitaire peut les estimer à partir du modèle et de l'année exacts.</li>
</ul>
<h2>Ports et délais</h2>
<ul>
<li><strong>Lagos</strong> : roulier vers les terminaux véhicules d'Apapa, de Tin Can Island et de Lekki, environ 46 jours depuis Nagoya et 47 depuis Yokohama. Un supplément portuaire s'applique et figure sur votre devis. Ajoutez 10 à 15 jours lorsque les navires contournent le cap de Bonne-Espérance.</li>
<li><strong>Cotonou (Bénin)</strong> : environ 45 jours depuis Nagoya. De nombreux véhicules destinés au Nigeria y débarquent puis rejoignent Lagos par la route (environ 120 km, frontière de Sèmè/Kraké). Les frais portuaires béninois et le BESC (ECTN) sont inclus dans notre prix.</li>
</ul>
<h2>Modèles à conduite à gauche les plus demandés</h2>
<p>Mercedes-Benz Classe C, Classe E, GLE et Classe G ; BMW X5 ; Ford Explorer ; Jeep Grand Cherokee ; Dodge Challenger ; Chevrolet Camaro ; Cadillac Escalade ; Volkswagen Touareg ; Porsche Cayenne.</p>
<h2>Conseils</h2>
<ul>
<li>Pour un véhicule de valeur, le conteneur vers Lagos coûte plus cher mais protège mieux et évite les manutentions lors des transbordements.</li>
<li>Décidez tôt si vous dédouanez à Lagos ou à Cotonou : cela change le destinataire et les documents.</li>
<li>Akiko Yamamoto s'occupe du Nigeria et peut vous mettre en contact avec d'autres clients nigérians sur demande.</li>
</ul>`,
      pt: `<p>A Nigéria é o maior mercado automóvel de África e os compradores nigerianos valorizam viaturas bem cuidadas e com quilometragem verdadeira. Como na Nigéria se circula pela direita, só fornecemos viaturas com volante à esquerda, sobretudo modelos europeus e americanos vendidos novos no Japão.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Volante</strong>: as viaturas com volante à direita são proibidas. Quando escolhe a Nigéria, a lista de stock assinala as viaturas com volante à direita como não permitidas; o filtro de volante mostra só as de volante à esquerda.</li>
<li><strong>Limite de idade</strong>: as viaturas usadas com mais de <strong>15 anos a contar do ano de fabrico</strong> constam da lista de importações proibidas. O valor vem de tabelas de exportadores que citam essa lista aduaneira, por isso confirme com o seu despachante.</li>
<li><strong>Inspeção pré-embarque</strong>: não encontrámos exigência do lado japonês para a Nigéria.</li>
<li>Os direitos e taxas são calculados à chegada pela alfândega nigeriana; o despachante pode estimá-los com base no modelo e no ano exatos.</li>
</ul>
<h2>Portos e prazos</h2>
<ul>
<li><strong>Lagos</strong>: RoRo para os terminais de viaturas de Apapa, Tin Can Island e Lekki, cerca de 46 dias desde Nagoya e 47 desde Yokohama. Aplica-se uma sobretaxa portuária, indicada na cotação. Acrescente 10 a 15 dias quando os navios contornam o cabo da Boa Esperança.</li>
<li><strong>Cotonou (Benim)</strong>: cerca de 45 dias desde Nagoya. Muitas viaturas para a Nigéria descarregam aqui e seguem por estrada cerca de 120 km até Lagos, pela fronteira de Seme/Krake. As taxas portuárias do Benim e o BESC (ECTN) estão incluídos no nosso preço.</li>
</ul>
<h2>Modelos com volante à esquerda mais procurados</h2>
<p>Mercedes-Benz Classe C, Classe E, GLE e Classe G; BMW X5; Ford Explorer; Jeep Grand Cherokee; Dodge Challenger; Chevrolet Camaro; Cadillac Escalade; Volkswagen Touareg; Porsche Cayenne.</p>
<h2>Conselhos</h2>
<ul>
<li>Para viaturas de valor, o contentor para Lagos custa mais mas protege melhor e evita manuseamentos em portos de transbordo.</li>
<li>Decida cedo se vai desalfandegar em Lagos ou em Cotonou; isso muda o consignatário e os documentos.</li>
<li>A Akiko Yamamoto acompanha a Nigéria e pode pô-lo em contacto com outros clientes nigerianos, se quiser.</li>
</ul>`,
      ru: `<p>Нигерия — крупнейший автомобильный рынок Африки, и нигерийские покупатели ценят ухоженные машины с честным пробегом. Поскольку в Нигерии правостороннее движение, мы поставляем туда только леворульные автомобили — в основном европейские и американские модели, проданные новыми в Японии.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Руль</strong>: праворульные автомобили запрещены. Если выбрать Нигерию, каталог отметит праворульные машины как не допускаемые; фильтр по рулю покажет только леворульные.</li>
<li><strong>Возраст</strong>: подержанные автомобили старше <strong>15 лет с года выпуска</strong> входят в список запрещённых к ввозу. Эта цифра взята из таблиц экспортёров со ссылкой на таможенный список, поэтому уточните её у брокера.</li>
<li><strong>Предотгрузочная инспекция</strong>: требований к инспекции в Японии для Нигерии мы не нашли.</li>
<li>Пошлины и сборы начисляет таможня Нигерии по прибытии; брокер может оценить их по конкретной модели и году.</li>
</ul>
<h2>Порты и сроки</h2>
<ul>
<li><strong>Лагос</strong>: ро-ро до автомобильных терминалов Апапа, Тин-Кан-Айленд и Лекки, около 46 дней из Нагои и 47 — из Иокогамы. Действует портовая надбавка, она указана в расчёте. Если суда идут вокруг мыса Доброй Надежды, добавьте 10–15 дней.</li>
<li><strong>Котону (Бенин)</strong>: около 45 дней из Нагои. Многие машины для Нигерии выгружаются здесь и затем едут около 120 км до Лагоса через погранпереход Семе/Краке. Портовые сборы Бенина и BESC (ECTN) включены в нашу цену.</li>
</ul>
<h2>Популярные леворульные модели</h2>
<p>Mercedes-Benz C-Class, E-Class, GLE и G-Class; BMW X5; Ford Explorer; Jeep Grand Cherokee; Dodge Challenger; Chevrolet Camaro; Cadillac Escalade; Volkswagen Touareg; Porsche Cayenne.</p>
<h2>Советы</h2>
<ul>
<li>Дорогие машины выгоднее везти в контейнере до Лагоса: дороже, но надёжнее и без перегрузок в портах транзита.</li>
<li>Заранее решите, где будете растаможивать — в Лагосе или в Котону: от этого зависят получатель и документы.</li>
<li>Нигерию ведёт Акико Ямамото; по запросу она может связать вас с другими нигерийскими клиентами.</li>
</ul>`,
    },
  },
  {
    countryCode: 'CL',
    pageName: 'chile',
    title: {
      en: `Shipping used vehicles from Japan to Chile (Iquique free zone)`,
      fr: `Expédier des véhicules d'occasion du Japon au Chili (zone franche d'Iquique)`,
      pt: `Enviar viaturas usadas do Japão para o Chile (zona franca de Iquique)`,
      ru: `Доставка подержанных автомобилей из Японии в Чили (свободная зона Икике)`,
    },
    description: {
      en: `Used vehicles enter Chile only through the Iquique free zone (ZOFRI) for re-export to Bolivia, Paraguay and other neighbours. Ports, conversion to left-hand drive and onward routes.`,
      fr: `Les véhicules d'occasion n'entrent au Chili que par la zone franche d'Iquique (ZOFRI), pour réexportation vers la Bolivie, le Paraguay et d'autres voisins. Ports, conversion à la conduite à gauche et itinéraires.`,
      pt: `As viaturas usadas só entram no Chile pela zona franca de Iquique (ZOFRI), para reexportação para a Bolívia, o Paraguai e outros vizinhos. Portos, conversão para volante à esquerda e rotas.`,
      ru: `Подержанные автомобили попадают в Чили только через свободную зону Икике (ZOFRI) для реэкспорта в Боливию, Парагвай и другие страны. Порты, переделка на левый руль и маршруты.`,
    },
    content: {
      en: `<p>Chile is a special case. Used vehicles <strong>cannot be imported into Chile for local registration</strong>. Instead, they enter the <strong>Iquique free zone (ZOFRI)</strong>, where dealers sell them on to Bolivia, Paraguay and other neighbouring countries. Many right-hand-drive vehicles are converted to left-hand drive in free-zone workshops. Our customers here are mostly free-zone dealers.</p>
<h2>Rules to know</h2>
<ul>
<li><strong>Chile</strong>: used imports for local use are prohibited; free-zone entry for re-export only. This summary is based on exporter guides, so dealers should confirm current ZOFRI procedures.</li>
<li><strong>Bolivia</strong>: light passenger vehicles may be at most 1 year old and buses, pickups and trucks 3 years (counted by model year); right-hand-drive vehicles must be converted in an authorised free zone before clearance; salvaged vehicles are banned.</li>
<li><strong>Paraguay</strong>: used vehicles up to 10 years old, with the driver's seat on the left, so right-hand-drive cars are converted before registration.</li>
<li><strong>Peru</strong>, served by the same vessels at Callao, accepts only left-hand-drive vehicles up to 2 years old by model year, with mileage caps and no diesel cars or light trucks.</li>
</ul>
<h2>Ports and transit times</h2>
<ul>
<li><strong>Iquique</strong>: RoRo, about 32 days from Yokohama; home of ZOFRI and its conversion workshops.</li>
<li><strong>Arica</strong>: RoRo, about 33 days from Yokohama; closest port to La Paz.</li>
</ul>
<p>Our monthly west-coast vessel loads in Yokohama and calls at Callao, Iquique and Arica; see the <a href="/pages/shipping-schedule">shipping schedule</a>.</p>
<h2>Onward routes</h2>
<ul>
<li>Iquique to La Paz: about 800 km via Colchane/Pisiga and Oruro, 2–4 days by car carrier.</li>
<li>Arica to La Paz: about 500 km via Chungará/Tambo Quemado, 1–2 days.</li>
<li>Iquique to Asunción: about 2,100 km via Paso de Jama and northern Argentina, or through Bolivia, 5–8 days by car carrier (about USD 1,000; according to 2025 press reports, intermediaries add about USD 400 per car).</li>
</ul>
<h2>Popular models for re-export</h2>
<p>Toyota Hiace Van and Probox, Nissan Note and NV350 Caravan Van, Toyota Vitz, Honda Fit and Suzuki Swift: compact, economical vehicles that convert easily and sell quickly in Paraguay.</p>
<h2>Tips for dealers</h2>
<ul>
<li>Carlos Mendoza speaks Spanish and can select units that are known to convert well.</li>
<li>We offer volume pricing for four or more units on one bill of lading.</li>
</ul>`,
      fr: `<p>Le Chili est un cas particulier : les véhicules d'occasion <strong>ne peuvent pas y être importés pour être immatriculés localement</strong>. Ils entrent dans la <strong>zone franche d'Iquique (ZOFRI)</strong>, où des revendeurs les revendent vers la Bolivie, le Paraguay et d'autres pays voisins. Beaucoup de véhicules à conduite à droite y sont convertis à la conduite à gauche dans des ateliers de la zone franche. Nos clients sont ici surtout des revendeurs de la ZOFRI.</p>
<h2>Les règles à connaître</h2>
<ul>
<li><strong>Chili</strong> : importation de véhicules d'occasion pour usage local interdite ; entrée en zone franche pour réexportation uniquement. Ce résumé repose sur des guides d'exportateurs : les revendeurs doivent vérifier les procédures actuelles de la ZOFRI.</li>
<li><strong>Bolivie</strong> : 1 an maximum pour les véhicules de tourisme légers et 3 ans pour les bus, pick-up et camions (année-modèle) ; les véhicules à conduite à droite doivent être convertis dans une zone franche agréée avant dédouanement ; véhicules accidentés interdits.</li>
<li><strong>Paraguay</strong> : véhicules d'occasion de 10 ans au plus, poste de conduite à gauche ; les voitures à conduite à droite sont donc converties avant immatriculation.</li>
<li>Le <strong>Pérou</strong>, desservi par les mêmes navires à Callao, n'accepte que des véhicules à conduite à gauche de 2 ans au plus (année-modèle), avec plafonds de kilométrage et sans voitures ni camionnettes diesel.</li>
</ul>
<h2>Ports et délais</h2>
<ul>
<li><strong>Iquique</strong> : roulier, environ 32 jours depuis Yokohama ; siège de la ZOFRI et de ses ateliers de conversion.</li>
<li><strong>Arica</strong> : roulier, environ 33 jours depuis Yokohama ; le port le plus proche de La Paz.</li>
</ul>
<p>Notre navire mensuel pour la côte ouest charge à Yokohama et fait escale à Callao, Iquique et Arica ; voir le <a href="/pages/shipping-schedule">calendrier des départs</a>.</p>
<h2>Itinéraires de réexportation</h2>
<ul>
<li>Iquique–La Paz : environ 800 km via Colchane/Pisiga et Oruro, 2 à 4 jours en porte-voitures.</li>
<li>Arica–La Paz : environ 500 km via Chungará/Tambo Quemado, 1 à 2 jours.</li>
<li>Iquique–Asunción : environ 2 100 km par le Paso de Jama et le nord de l'Argentine, ou par la Bolivie, 5 à 8 jours en porte-voitures (environ 1 000 USD ; selon la presse de 2025, les intermédiaires ajoutent environ 400 USD par véhicule).</li>
</ul>
<h2>Modèles les plus demandés pour la réexportation</h2>
<p>Toyota Hiace Van et Probox, Nissan Note et NV350 Caravan Van, Toyota Vitz, Honda Fit et Suzuki Swift : des véhicules compacts et économiques, faciles à convertir et qui se vendent vite au Paraguay.</p>
<h2>Conseils aux revendeurs</h2>
<ul>
<li>Carlos Mendoza parle espagnol et sait sélectionner les véhicules qui se convertissent bien.</li>
<li>Nous proposons des prix de gros à partir de quatre véhicules sur un même connaissement.</li>
</ul>`,
      pt: `<p>O Chile é um caso especial: as viaturas usadas <strong>não podem ser importadas para registo no Chile</strong>. Entram na <strong>zona franca de Iquique (ZOFRI)</strong>, onde os revendedores as vendem para a Bolívia, o Paraguai e outros países vizinhos. Muitas viaturas com volante à direita são convertidas para volante à esquerda em oficinas da zona franca. Aqui, os nossos clientes são sobretudo revendedores da ZOFRI.</p>
<h2>Regras a conhecer</h2>
<ul>
<li><strong>Chile</strong>: importação de usados para uso local proibida; entrada na zona franca só para reexportação. Este resumo baseia-se em guias de exportadores, por isso os revendedores devem confirmar os procedimentos atuais da ZOFRI.</li>
<li><strong>Bolívia</strong>: ligeiros de passageiros com no máximo 1 ano e autocarros, pick-ups e camiões com 3 anos (ano-modelo); as viaturas com volante à direita têm de ser convertidas numa zona franca autorizada antes do desalfandegamento; viaturas sinistradas proibidas.</li>
<li><strong>Paraguai</strong>: usados até 10 anos, com o lugar do condutor à esquerda, por isso os carros com volante à direita são convertidos antes do registo.</li>
<li>O <strong>Peru</strong>, servido pelos mesmos navios em Callao, só aceita viaturas com volante à esquerda até 2 anos (ano-modelo), com limites de quilometragem e sem ligeiros nem comerciais ligeiros a gasóleo.</li>
</ul>
<h2>Portos e prazos</h2>
<ul>
<li><strong>Iquique</strong>: RoRo, cerca de 32 dias desde Yokohama; sede da ZOFRI e das oficinas de conversão.</li>
<li><strong>Arica</strong>: RoRo, cerca de 33 dias desde Yokohama; o porto mais próximo de La Paz.</li>
</ul>
<p>O nosso navio mensal para a costa oeste carrega em Yokohama e escala Callao, Iquique e Arica; veja o <a href="/pages/shipping-schedule">calendário de embarques</a>.</p>
<h2>Rotas de reexportação</h2>
<ul>
<li>Iquique–La Paz: cerca de 800 km via Colchane/Pisiga e Oruro, 2 a 4 dias de porta-carros.</li>
<li>Arica–La Paz: cerca de 500 km via Chungará/Tambo Quemado, 1 a 2 dias.</li>
<li>Iquique–Assunção: cerca de 2 100 km pelo Paso de Jama e norte da Argentina, ou pela Bolívia, 5 a 8 dias de porta-carros (cerca de 1 000 USD; segundo a imprensa de 2025, os intermediários acrescentam cerca de 400 USD por viatura).</li>
</ul>
<h2>Modelos mais procurados para reexportação</h2>
<p>Toyota Hiace Van e Probox, Nissan Note e NV350 Caravan Van, Toyota Vitz, Honda Fit e Suzuki Swift: viaturas compactas e económicas, fáceis de converter e que se vendem depressa no Paraguai.</p>
<h2>Conselhos para revendedores</h2>
<ul>
<li>O Carlos Mendoza fala espanhol e sabe escolher unidades que se convertem bem.</li>
<li>Temos preços de volume a partir de quatro viaturas no mesmo conhecimento de embarque.</li>
</ul>`,
      ru: `<p>Чили — особый случай: подержанные автомобили <strong>нельзя ввозить в Чили для регистрации в стране</strong>. Они поступают в <strong>свободную зону Икике (ZOFRI)</strong>, где дилеры перепродают их в Боливию, Парагвай и другие соседние страны. Многие праворульные машины там же переделывают на левый руль. Наши клиенты здесь — в основном дилеры свободной зоны.</p>
<h2>Что нужно знать</h2>
<ul>
<li><strong>Чили</strong>: ввоз подержанных машин для внутреннего использования запрещён; въезд в свободную зону — только для реэкспорта. Сведения основаны на данных экспортёров, поэтому дилерам стоит уточнять актуальные процедуры ZOFRI.</li>
<li><strong>Боливия</strong>: лёгкие пассажирские автомобили — не старше 1 года, автобусы, пикапы и грузовики — не старше 3 лет (по модельному году); праворульные машины до растаможки переделываются в уполномоченной свободной зоне; аварийные машины запрещены.</li>
<li><strong>Парагвай</strong>: подержанные автомобили не старше 10 лет, руль должен быть слева, поэтому праворульные машины переделывают до регистрации.</li>
<li><strong>Перу</strong>, куда заходят те же суда (порт Кальяо), принимает только леворульные автомобили не старше 2 лет по модельному году, с ограничением пробега; дизельные легковые и лёгкие грузовики запрещены.</li>
</ul>
<h2>Порты и сроки</h2>
<ul>
<li><strong>Икике</strong>: ро-ро, около 32 дней из Иокогамы; здесь находятся ZOFRI и мастерские по переделке руля.</li>
<li><strong>Арика</strong>: ро-ро, около 33 дней из Иокогамы; ближайший порт к Ла-Пасу.</li>
</ul>
<p>Наше ежемесячное судно на западное побережье грузится в Иокогаме и заходит в Кальяо, Икике и Арику — см. <a href="/pages/shipping-schedule">расписание отправок</a>.</p>
<h2>Маршруты реэкспорта</h2>
<ul>
<li>Икике — Ла-Пас: около 800 км через Колчане/Писигу и Оруро, 2–4 дня автовозом.</li>
<li>Арика — Ла-Пас: около 500 км через Чунгару/Тамбо-Кемадо, 1–2 дня.</li>
<li>Икике — Асунсьон: около 2100 км через перевал Хама и север Аргентины или через Боливию, 5–8 дней автовозом (около 1000 долларов; по данным прессы 2025 года, посредники добавляют ещё около 400 долларов за машину).</li>
</ul>
<h2>Популярные модели для реэкспорта</h2>
<p>Toyota Hiace Van и Probox, Nissan Note и NV350 Caravan Van, Toyota Vitz, Honda Fit и Suzuki Swift — компактные экономичные машины, которые легко переделываются и быстро продаются в Парагвае.</p>
<h2>Советы дилерам</h2>
<ul>
<li>Карлос Мендоса говорит по-испански и подберёт машины, которые хорошо поддаются переделке.</li>
<li>При отправке от четырёх машин по одному коносаменту действуют оптовые цены.</li>
</ul>`,
    },
  },
  {
    countryCode: 'JM',
    pageName: 'jamaica',
    title: {
      en: `Importing a used car from Japan to Jamaica`,
      fr: `Importer une voiture d'occasion du Japon en Jamaïque`,
      pt: `Importar um carro usado do Japão para a Jamaica`,
      ru: `Ввоз подержанного автомобиля из Японии на Ямайку`,
    },
    description: {
      en: `Jamaica's age limits (5 years for cars, 6 for light commercials), Trade Board import licence, ATJ pre-shipment inspection and RoRo to Kingston.`,
      fr: `Les limites d'âge jamaïcaines (5 ans pour les voitures, 6 pour les utilitaires légers), la licence du Trade Board, l'inspection ATJ et le roulier vers Kingston.`,
      pt: `Os limites de idade da Jamaica (5 anos para ligeiros, 6 para comerciais ligeiros), a licença do Trade Board, a inspeção ATJ e o RoRo para Kingston.`,
      ru: `Возрастные ограничения Ямайки (5 лет для легковых, 6 — для лёгких коммерческих), лицензия Trade Board, инспекция ATJ и ро-ро в Кингстон.`,
    },
    content: {
      en: `<p>Jamaica has a long tradition of importing Japanese vehicles, from family cars to the Toyota Probox and Hiace that keep small businesses moving. The rules are strict on age and paperwork, so timing matters.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit</strong>: motor cars may be at most <strong>5 years old</strong> from the year of manufacture; light commercial vehicles and pickups <strong>6 years</strong>; heavy trucks 12 years. These limits come from the Motor Vehicle Import Policy, with an amended model-year matrix since November 2019.</li>
<li><strong>Import licence</strong>: you need an import licence from the <strong>Trade Board</strong> before the vehicle is shipped. We send the proforma invoice and vehicle details quickly so you can apply.</li>
<li><strong>Pre-shipment inspection</strong>: required since May 2018, carried out by <strong>Auto Terminal Japan (ATJ)</strong>. Since June 2019 a sanitisation treatment (about USD 70–150) is also required. Both are included in our CIF price.</li>
<li><strong>Steering</strong>: right-hand drive; left-hand drive only in limited categories.</li>
</ul>
<h2>Shipping and transit times</h2>
<p>All vehicles discharge at <strong>Kingston</strong>. Ships sail eastbound through the Panama Canal, so Yokohama is the fastest loading port: about 30 days, compared with about 31 from Nagoya and 32 from Kobe. Our monthly Caribbean vessel also calls at Port of Spain and Georgetown.</p>
<h2>Popular models in Jamaica</h2>
<p>Toyota Probox, Voxy, Noah, Corolla Axio, Corolla Fielder and Hiace Van; Honda Fit and Vezel; Nissan Note and NV350 Caravan Van; Mazda Demio.</p>
<h2>Tips</h2>
<ul>
<li>Apply for your licence as soon as you receive the proforma invoice: the vehicle cannot sail without it, and storage in Japan is free only for 14 days after payment.</li>
<li>Because the age limit is counted by year of manufacture, a car built in December can be a year "older" than one built the following January. Check the manufacture date on the vehicle page.</li>
<li>Kenji Tanaka looks after the Caribbean and knows the Trade Board process well.</li>
</ul>`,
      fr: `<p>La Jamaïque importe depuis longtemps des véhicules japonais, des voitures familiales aux Toyota Probox et Hiace qui font tourner les petites entreprises. Les règles sont strictes sur l'âge et les papiers : le calendrier compte.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Limite d'âge</strong> : les voitures particulières ne doivent pas avoir plus de <strong>5 ans</strong> à compter de l'année de fabrication ; les utilitaires légers et pick-up <strong>6 ans</strong> ; les poids lourds 12 ans. Ces limites découlent de la Motor Vehicle Import Policy, avec une grille par année-modèle modifiée depuis novembre 2019.</li>
<li><strong>Licence d'importation</strong> : il faut une licence du <strong>Trade Board</strong> avant l'expédition du véhicule. Nous vous envoyons rapidement la facture proforma et les caractéristiques du véhicule pour votre demande.</li>
<li><strong>Inspection avant expédition</strong> : obligatoire depuis mai 2018, réalisée par <strong>Auto Terminal Japan (ATJ)</strong>. Depuis juin 2019, un traitement sanitaire (environ 70 à 150 USD) est également exigé. Les deux sont inclus dans notre prix CIF.</li>
<li><strong>Conduite</strong> : à droite ; la conduite à gauche n'est admise que pour certaines catégories.</li>
</ul>
<h2>Expédition et délais</h2>
<p>Tous les véhicules sont débarqués à <strong>Kingston</strong>. Les navires font route vers l'est par le canal de Panama : Yokohama est donc le port de chargement le plus rapide, avec environ 30 jours, contre environ 31 depuis Nagoya et 32 depuis Kobe. Notre navire mensuel pour les Caraïbes dessert aussi Port of Spain et Georgetown.</p>
<h2>Modèles les plus demandés en Jamaïque</h2>
<p>Toyota Probox, Voxy, Noah, Corolla Axio, Corolla Fielder et Hiace Van ; Honda Fit et Vezel ; Nissan Note et NV350 Caravan Van ; Mazda Demio.</p>
<h2>Conseils</h2>
<ul>
<li>Demandez votre licence dès réception de la facture proforma : le véhicule ne peut pas partir sans elle, et le stockage au Japon n'est gratuit que 14 jours après le paiement.</li>
<li>L'âge se comptant par année de fabrication, une voiture construite en décembre peut être « plus vieille » d'un an qu'une voiture construite en janvier suivant. Vérifiez la date de fabrication sur la fiche.</li>
<li>Kenji Tanaka s'occupe des Caraïbes et connaît bien les démarches auprès du Trade Board.</li>
</ul>`,
      pt: `<p>A Jamaica tem uma longa tradição de importar viaturas japonesas, dos carros de família às Toyota Probox e Hiace que mantêm os pequenos negócios a andar. As regras de idade e de papelada são rigorosas, por isso o calendário conta.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Limite de idade</strong>: os automóveis ligeiros podem ter no máximo <strong>5 anos</strong> a contar do ano de fabrico; os comerciais ligeiros e pick-ups <strong>6 anos</strong>; os camiões pesados 12 anos. Estes limites vêm da Motor Vehicle Import Policy, com uma tabela por ano-modelo alterada desde novembro de 2019.</li>
<li><strong>Licença de importação</strong>: é precisa uma licença do <strong>Trade Board</strong> antes do embarque. Enviamos rapidamente a fatura proforma e os dados da viatura para fazer o pedido.</li>
<li><strong>Inspeção pré-embarque</strong>: obrigatória desde maio de 2018, feita pela <strong>Auto Terminal Japan (ATJ)</strong>. Desde junho de 2019 é também exigido um tratamento sanitário (cerca de 70 a 150 USD). Ambos estão incluídos no nosso preço CIF.</li>
<li><strong>Volante</strong>: à direita; volante à esquerda só em categorias limitadas.</li>
</ul>
<h2>Envio e prazos</h2>
<p>Todas as viaturas descarregam em <strong>Kingston</strong>. Os navios seguem para leste pelo Canal do Panamá, por isso Yokohama é o porto de carga mais rápido: cerca de 30 dias, contra cerca de 31 desde Nagoya e 32 desde Kobe. O nosso navio mensal para as Caraíbas escala também Port of Spain e Georgetown.</p>
<h2>Modelos mais procurados na Jamaica</h2>
<p>Toyota Probox, Voxy, Noah, Corolla Axio, Corolla Fielder e Hiace Van; Honda Fit e Vezel; Nissan Note e NV350 Caravan Van; Mazda Demio.</p>
<h2>Conselhos</h2>
<ul>
<li>Peça a licença logo que receber a fatura proforma: a viatura não pode embarcar sem ela, e a armazenagem no Japão só é gratuita durante 14 dias após o pagamento.</li>
<li>Como a idade conta pelo ano de fabrico, um carro feito em dezembro pode ser um ano «mais velho» do que um feito no janeiro seguinte. Confirme a data de fabrico na página da viatura.</li>
<li>O Kenji Tanaka acompanha as Caraíbas e conhece bem o processo do Trade Board.</li>
</ul>`,
      ru: `<p>Ямайка давно ввозит японские автомобили — от семейных машин до Toyota Probox и Hiace, на которых держится малый бизнес. Правила по возрасту и документам строгие, поэтому важно правильно рассчитать время.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст</strong>: легковые автомобили — не старше <strong>5 лет</strong> с года выпуска; лёгкие коммерческие и пикапы — <strong>6 лет</strong>; тяжёлые грузовики — 12 лет. Ограничения установлены политикой импорта транспортных средств (Motor Vehicle Import Policy), с ноября 2019 года действует обновлённая таблица по модельным годам.</li>
<li><strong>Импортная лицензия</strong>: до отправки автомобиля нужна лицензия <strong>Trade Board</strong>. Мы быстро присылаем инвойс и данные машины, чтобы вы могли подать заявку.</li>
<li><strong>Предотгрузочная инспекция</strong>: обязательна с мая 2018 года, её проводит <strong>Auto Terminal Japan (ATJ)</strong>. С июня 2019 года также требуется санитарная обработка (примерно 70–150 долларов). Обе услуги включены в нашу цену CIF.</li>
<li><strong>Руль</strong>: правый; левый допускается лишь для отдельных категорий.</li>
</ul>
<h2>Доставка и сроки</h2>
<p>Все машины выгружаются в <strong>Кингстоне</strong>. Суда идут на восток через Панамский канал, поэтому быстрее всего грузить в Иокогаме: около 30 дней против примерно 31 из Нагои и 32 из Кобе. Наше ежемесячное судно на Карибы заходит также в Порт-оф-Спейн и Джорджтаун.</p>
<h2>Популярные модели на Ямайке</h2>
<p>Toyota Probox, Voxy, Noah, Corolla Axio, Corolla Fielder и Hiace Van; Honda Fit и Vezel; Nissan Note и NV350 Caravan Van; Mazda Demio.</p>
<h2>Советы</h2>
<ul>
<li>Подавайте на лицензию сразу после получения инвойса: без неё машина не уйдёт, а бесплатное хранение в Японии — только 14 дней после оплаты.</li>
<li>Возраст считается по году выпуска, поэтому машина, собранная в декабре, может оказаться «на год старше» собранной в январе следующего года. Смотрите дату выпуска на странице автомобиля.</li>
<li>Карибский регион ведёт Кэндзи Танака — он хорошо знает процедуру Trade Board.</li>
</ul>`,
    },
  },
  {
    countryCode: 'GY',
    pageName: 'guyana',
    title: {
      en: `Importing a used car from Japan to Guyana`,
      fr: `Importer une voiture d'occasion du Japon au Guyana`,
      pt: `Importar um carro usado do Japão para a Guiana`,
      ru: `Ввоз подержанного автомобиля из Японии в Гайану`,
    },
    description: {
      en: `Guyana's 8-year rule, the 6 mm tyre rule, right-hand drive and RoRo to Georgetown via the Panama Canal.`,
      fr: `La règle des 8 ans au Guyana, l'exigence de 6 mm de sculpture des pneus, la conduite à droite et le roulier vers Georgetown via le canal de Panama.`,
      pt: `A regra dos 8 anos da Guiana, a exigência de 6 mm de piso nos pneus, volante à direita e RoRo para Georgetown pelo Canal do Panamá.`,
      ru: `Правило 8 лет в Гайане, требование к протектору 6 мм, правый руль и ро-ро в Джорджтаун через Панамский канал.`,
    },
    content: {
      en: `<p>Guyana's economy is growing fast and so is demand for reliable Japanese cars. Guyana drives on the left and accepts right-hand-drive vehicles only, so our Japanese stock is a natural fit.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit</strong>: cars, vans, buses, pickups and SUVs manufactured <strong>8 or more years before the year of import</strong> are restricted (Guyana Revenue Authority notice, effective 1 January 2018). The GRA defines eight years as the 96 months before 31 December of the year of import.</li>
<li><strong>Tyres</strong>: used tyres must have at least <strong>6 mm of tread</strong>. Where the tyres are below that, we fit new ones before shipping and show the cost on your quotation.</li>
<li><strong>Steering</strong>: right-hand drive only.</li>
<li><strong>Pre-shipment inspection</strong>: we have found no Japan-side inspection requirement for Guyana.</li>
</ul>
<h2>Shipping and transit times</h2>
<p>Vehicles discharge at <strong>Georgetown</strong>. Our monthly Caribbean RoRo sails from Yokohama through the Panama Canal, calling at Kingston and Port of Spain first; sea time to Georgetown is about 38 days from Yokohama and 39 from Nagoya.</p>
<h2>Popular models in Guyana</h2>
<p>Toyota Premio, Allion, Corolla Axio, Harrier, Noah, Vitz, Hiace Van and Land Cruiser Prado; Honda Fit and Vezel; Nissan X-Trail.</p>
<h2>Tips</h2>
<ul>
<li>The age rule is based on the year of import, so a car that qualifies in December may not qualify in January. Plan your purchase so the car arrives in the same calendar year.</li>
<li>Ask for the "new tyres" option on any car with tyres close to the limit; it avoids problems at the wharf.</li>
<li>Kenji Tanaka looks after Guyana and will confirm eligibility before invoicing.</li>
</ul>`,
      fr: `<p>L'économie du Guyana connaît une croissance rapide, tout comme la demande de voitures japonaises fiables. On y roule à gauche et seuls les véhicules à conduite à droite sont acceptés : notre stock japonais convient donc parfaitement.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Limite d'âge</strong> : les voitures, fourgons, bus, pick-up et SUV fabriqués <strong>8 ans ou plus avant l'année d'importation</strong> sont soumis à restriction (avis de la Guyana Revenue Authority, en vigueur depuis le 1er janvier 2018). La GRA définit les huit ans comme les 96 mois précédant le 31 décembre de l'année d'importation.</li>
<li><strong>Pneus</strong> : les pneus d'occasion doivent avoir au moins <strong>6 mm de sculpture</strong>. S'ils sont en dessous, nous montons des pneus neufs avant l'expédition et en indiquons le coût sur votre devis.</li>
<li><strong>Conduite</strong> : à droite uniquement.</li>
<li><strong>Inspection avant expédition</strong> : nous n'avons trouvé aucune obligation côté Japon pour le Guyana.</li>
</ul>
<h2>Expédition et délais</h2>
<p>Les véhicules sont débarqués à <strong>Georgetown</strong>. Notre roulier mensuel pour les Caraïbes part de Yokohama par le canal de Panama et fait d'abord escale à Kingston et Port of Spain ; comptez environ 38 jours de mer depuis Yokohama et 39 depuis Nagoya.</p>
<h2>Modèles les plus demandés au Guyana</h2>
<p>Toyota Premio, Allion, Corolla Axio, Harrier, Noah, Vitz, Hiace Van et Land Cruiser Prado ; Honda Fit et Vezel ; Nissan X-Trail.</p>
<h2>Conseils</h2>
<ul>
<li>La règle d'âge se calcule sur l'année d'importation : un véhicule éligible en décembre peut ne plus l'être en janvier. Organisez votre achat pour que la voiture arrive la même année civile.</li>
<li>Choisissez l'option « pneus neufs » si les pneus sont proches de la limite : vous éviterez des problèmes au port.</li>
<li>Kenji Tanaka s'occupe du Guyana et confirme l'éligibilité avant toute facture.</li>
</ul>`,
      pt: `<p>A economia da Guiana cresce depressa e a procura de carros japoneses fiáveis também. Na Guiana circula-se pela esquerda e só se aceitam viaturas com volante à direita, por isso o nosso stock japonês encaixa na perfeição.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Limite de idade</strong>: automóveis, carrinhas, autocarros, pick-ups e SUV fabricados <strong>8 ou mais anos antes do ano de importação</strong> estão sujeitos a restrição (aviso da Guyana Revenue Authority, em vigor desde 1 de janeiro de 2018). A GRA define os oito anos como os 96 meses anteriores a 31 de dezembro do ano de importação.</li>
<li><strong>Pneus</strong>: os pneus usados têm de ter pelo menos <strong>6 mm de piso</strong>. Quando não têm, montamos pneus novos antes do embarque e indicamos o custo na cotação.</li>
<li><strong>Volante</strong>: só à direita.</li>
<li><strong>Inspeção pré-embarque</strong>: não encontrámos exigência do lado japonês para a Guiana.</li>
</ul>
<h2>Envio e prazos</h2>
<p>As viaturas descarregam em <strong>Georgetown</strong>. O nosso RoRo mensal para as Caraíbas parte de Yokohama pelo Canal do Panamá e escala primeiro Kingston e Port of Spain; a viagem até Georgetown demora cerca de 38 dias desde Yokohama e 39 desde Nagoya.</p>
<h2>Modelos mais procurados na Guiana</h2>
<p>Toyota Premio, Allion, Corolla Axio, Harrier, Noah, Vitz, Hiace Van e Land Cruiser Prado; Honda Fit e Vezel; Nissan X-Trail.</p>
<h2>Conselhos</h2>
<ul>
<li>A regra de idade conta a partir do ano de importação: um carro que cumpre em dezembro pode deixar de cumprir em janeiro. Planeie a compra para que a viatura chegue no mesmo ano civil.</li>
<li>Escolha a opção «pneus novos» se os pneus estiverem perto do limite; evita problemas no porto.</li>
<li>O Kenji Tanaka acompanha a Guiana e confirma a elegibilidade antes de faturar.</li>
</ul>`,
      ru: `<p>Экономика Гайаны быстро растёт, а вместе с ней и спрос на надёжные японские автомобили. В Гайане левостороннее движение и допускаются только праворульные машины, так что наш японский сток подходит идеально.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст</strong>: ввоз легковых, фургонов, автобусов, пикапов и внедорожников, выпущенных <strong>за 8 и более лет до года ввоза</strong>, ограничен (уведомление Налоговой службы Гайаны, действует с 1 января 2018 года). GRA определяет восемь лет как 96 месяцев до 31 декабря года ввоза.</li>
<li><strong>Шины</strong>: остаточная глубина протектора б/у шин — не менее <strong>6 мм</strong>. Если меньше, мы ставим новые шины перед отправкой и указываем их стоимость в расчёте.</li>
<li><strong>Руль</strong>: только правый.</li>
<li><strong>Предотгрузочная инспекция</strong>: требований к инспекции в Японии для Гайаны мы не нашли.</li>
</ul>
<h2>Доставка и сроки</h2>
<p>Машины выгружаются в <strong>Джорджтауне</strong>. Наше ежемесячное судно ро-ро на Карибы идёт из Иокогамы через Панамский канал, сначала заходя в Кингстон и Порт-оф-Спейн; до Джорджтауна около 38 дней из Иокогамы и 39 — из Нагои.</p>
<h2>Популярные модели в Гайане</h2>
<p>Toyota Premio, Allion, Corolla Axio, Harrier, Noah, Vitz, Hiace Van и Land Cruiser Prado; Honda Fit и Vezel; Nissan X-Trail.</p>
<h2>Советы</h2>
<ul>
<li>Возраст считается относительно года ввоза: машина, подходящая в декабре, может уже не подойти в январе. Планируйте покупку так, чтобы автомобиль прибыл в том же календарном году.</li>
<li>Если шины близки к пределу, закажите опцию «новые шины» — это избавит от проблем в порту.</li>
<li>Гайану ведёт Кэндзи Танака; он подтвердит соответствие требованиям до выставления инвойса.</li>
</ul>`,
    },
  },
  {
    countryCode: 'NZ',
    pageName: 'new-zealand',
    title: {
      en: `Importing a used car from Japan to New Zealand`,
      fr: `Importer une voiture d'occasion du Japon en Nouvelle-Zélande`,
      pt: `Importar um carro usado do Japão para a Nova Zelândia`,
      ru: `Ввоз подержанного автомобиля из Японии в Новую Зеландию`,
    },
    description: {
      en: `No age limit but strict emission and safety standards, biosecurity inspection in Japan, stink bug season treatment and RoRo to seven New Zealand ports.`,
      fr: `Pas de limite d'âge mais des normes strictes d'émissions et de sécurité, inspection de biosécurité au Japon, traitement contre la punaise diabolique et roulier vers sept ports néo-zélandais.`,
      pt: `Sem limite de idade mas com normas rigorosas de emissões e segurança, inspeção de biossegurança no Japão, tratamento contra o percevejo e RoRo para sete portos da Nova Zelândia.`,
      ru: `Без ограничения по возрасту, но со строгими нормами выбросов и безопасности, биосанитарной инспекцией в Японии, обработкой от клопа в сезон и ро-ро в семь портов Новой Зеландии.`,
    },
    content: {
      en: `<p>New Zealand was our very first export market in 1991, and Japanese used imports still make up a large share of the cars on New Zealand roads. The process is well organised, with more checks than most countries.</p>
<h2>Import rules</h2>
<ul>
<li><strong>Age limit</strong>: none, but every vehicle must meet New Zealand's <strong>exhaust emission and safety standards</strong>, including electronic stability control (ESC) and frontal impact rules for light passenger vehicles. Check that the model and year qualify before you buy; your compliance agent can confirm.</li>
<li><strong>Border and biosecurity inspection</strong>: vehicles must pass an MPI-approved inspection in Japan (for example by JEVIC) before loading, and entry certification in New Zealand after arrival.</li>
<li><strong>Stink bug season</strong>: from 1 September to 30 April, vehicles must be treated against the brown marmorated stink bug (BMSB) before loading. We arrange heat treatment and show the cost separately.</li>
<li><strong>Steering</strong>: right-hand drive; left-hand drive needs a special permit.</li>
<li>Government charges and fees linked to vehicle emissions change from time to time; check the current position before you order.</li>
</ul>
<h2>Ports and transit times from Nagoya</h2>
<table>
<thead><tr><th>Port</th><th>Approximate sea time</th></tr></thead>
<tbody>
<tr><td>Auckland</td><td>15 days</td></tr>
<tr><td>Tauranga</td><td>16 days</td></tr>
<tr><td>Napier</td><td>17 days</td></tr>
<tr><td>Wellington</td><td>18 days</td></tr>
<tr><td>Lyttelton, Nelson</td><td>19 days</td></tr>
<tr><td>Port Chalmers (Dunedin)</td><td>21 days</td></tr>
</tbody>
</table>
<h2>Popular models in New Zealand</h2>
<p>Toyota Aqua, Prius, Corolla Fielder and Hiace Van; Mazda Demio and CX-5; Honda Fit; Nissan X-Trail and Leaf; Subaru Forester and Outback; Suzuki Swift.</p>
<h2>Tips</h2>
<ul>
<li>During stink bug season, pay promptly after reserving: treated vehicles must be loaded within a short time.</li>
<li>Choose the discharge port closest to your compliance centre to save on domestic transport.</li>
<li>Kenji Tanaka looks after New Zealand and can send treatment and inspection certificates in advance for your compliance agent.</li>
</ul>`,
      fr: `<p>La Nouvelle-Zélande a été notre tout premier marché à l'export, en 1991, et les importations d'occasion japonaises représentent encore une grande partie du parc automobile néo-zélandais. La procédure est bien rodée, avec plus de contrôles que dans la plupart des pays.</p>
<h2>Règles d'importation</h2>
<ul>
<li><strong>Âge</strong> : aucune limite, mais chaque véhicule doit respecter les <strong>normes néo-zélandaises d'émissions et de sécurité</strong>, notamment le contrôle électronique de stabilité (ESC) et les règles de choc frontal pour les véhicules légers. Vérifiez que le modèle et l'année sont conformes avant d'acheter ; votre agent d'homologation (compliance) peut le confirmer.</li>
<li><strong>Inspection frontière et biosécurité</strong> : les véhicules doivent passer au Japon une inspection agréée par le MPI (par exemple par JEVIC) avant chargement, puis une certification d'entrée en Nouvelle-Zélande.</li>
<li><strong>Saison de la punaise diabolique</strong> : du 1er septembre au 30 avril, les véhicules doivent être traités contre la punaise diabolique (BMSB) avant chargement. Nous organisons le traitement thermique et en indiquons le coût à part.</li>
<li><strong>Conduite</strong> : à droite ; la conduite à gauche requiert une autorisation spéciale.</li>
<li>Les taxes et redevances liées aux émissions évoluent régulièrement : vérifiez la situation actuelle avant de commander.</li>
</ul>
<h2>Ports et temps de mer depuis Nagoya</h2>
<table>
<thead><tr><th>Port</th><th>Temps de mer approximatif</th></tr></thead>
<tbody>
<tr><td>Auckland</td><td>15 jours</td></tr>
<tr><td>Tauranga</td><td>16 jours</td></tr>
<tr><td>Napier</td><td>17 jours</td></tr>
<tr><td>Wellington</td><td>18 jours</td></tr>
<tr><td>Lyttelton, Nelson</td><td>19 jours</td></tr>
<tr><td>Port Chalmers (Dunedin)</td><td>21 jours</td></tr>
</tbody>
</table>
<h2>Modèles les plus demandés en Nouvelle-Zélande</h2>
<p>Toyota Aqua, Prius, Corolla Fielder et Hiace Van ; Mazda Demio et CX-5 ; Honda Fit ; Nissan X-Trail et Leaf ; Subaru Forester et Outback ; Suzuki Swift.</p>
<h2>Conseils</h2>
<ul>
<li>En saison de la punaise, payez rapidement après la réservation : un véhicule traité doit être chargé dans un court délai.</li>
<li>Choisissez le port de déchargement le plus proche de votre centre d'homologation pour réduire le transport intérieur.</li>
<li>Kenji Tanaka s'occupe de la Nouvelle-Zélande et peut transmettre à l'avance les certificats de traitement et d'inspection à votre agent.</li>
</ul>`,
      pt: `<p>A Nova Zelândia foi o nosso primeiro mercado de exportação, em 1991, e as importações de usados japoneses continuam a ser uma grande parte dos carros nas estradas neozelandesas. O processo está bem organizado, com mais verificações do que na maioria dos países.</p>
<h2>Regras de importação</h2>
<ul>
<li><strong>Idade</strong>: sem limite, mas cada viatura tem de cumprir as <strong>normas neozelandesas de emissões e segurança</strong>, incluindo o controlo eletrónico de estabilidade (ESC) e as regras de impacto frontal para ligeiros. Confirme que o modelo e o ano cumprem antes de comprar; o seu agente de homologação (compliance) pode ajudar.</li>
<li><strong>Inspeção de fronteira e biossegurança</strong>: as viaturas têm de passar no Japão uma inspeção aprovada pelo MPI (por exemplo, da JEVIC) antes do carregamento, e a certificação de entrada na Nova Zelândia depois da chegada.</li>
<li><strong>Época do percevejo</strong>: de 1 de setembro a 30 de abril, as viaturas têm de ser tratadas contra o percevejo-marmoreado (BMSB) antes do carregamento. Tratamos do tratamento térmico e indicamos o custo à parte.</li>
<li><strong>Volante</strong>: à direita; o volante à esquerda exige autorização especial.</li>
<li>As taxas e encargos ligados às emissões mudam de vez em quando; confirme a situação atual antes de encomendar.</li>
</ul>
<h2>Portos e tempo de mar desde Nagoya</h2>
<table>
<thead><tr><th>Porto</th><th>Tempo de mar aproximado</th></tr></thead>
<tbody>
<tr><td>Auckland</td><td>15 dias</td></tr>
<tr><td>Tauranga</td><td>16 dias</td></tr>
<tr><td>Napier</td><td>17 dias</td></tr>
<tr><td>Wellington</td><td>18 dias</td></tr>
<tr><td>Lyttelton, Nelson</td><td>19 dias</td></tr>
<tr><td>Port Chalmers (Dunedin)</td><td>21 dias</td></tr>
</tbody>
</table>
<h2>Modelos mais procurados na Nova Zelândia</h2>
<p>Toyota Aqua, Prius, Corolla Fielder e Hiace Van; Mazda Demio e CX-5; Honda Fit; Nissan X-Trail e Leaf; Subaru Forester e Outback; Suzuki Swift.</p>
<h2>Conselhos</h2>
<ul>
<li>Na época do percevejo, pague logo depois de reservar: as viaturas tratadas têm de embarcar pouco tempo depois.</li>
<li>Escolha o porto de descarga mais próximo do seu centro de homologação para poupar no transporte interno.</li>
<li>O Kenji Tanaka acompanha a Nova Zelândia e pode enviar antecipadamente os certificados de tratamento e inspeção ao seu agente.</li>
</ul>`,
      ru: `<p>Новая Зеландия стала нашим первым экспортным рынком ещё в 1991 году, и подержанные японские автомобили до сих пор составляют большую долю машин на новозеландских дорогах. Процедура хорошо отлажена, а проверок больше, чем в большинстве стран.</p>
<h2>Правила ввоза</h2>
<ul>
<li><strong>Возраст</strong>: ограничения нет, но каждый автомобиль должен соответствовать <strong>новозеландским нормам по выбросам и безопасности</strong>, включая систему курсовой устойчивости (ESC) и требования к фронтальному удару для лёгких пассажирских машин. Проверьте модель и год до покупки — ваш агент по сертификации (compliance) подтвердит.</li>
<li><strong>Пограничная и биосанитарная инспекция</strong>: перед погрузкой автомобиль проходит в Японии инспекцию, одобренную MPI (например, JEVIC), а после прибытия — сертификацию для допуска в Новой Зеландии.</li>
<li><strong>Сезон мраморного клопа</strong>: с 1 сентября по 30 апреля машины перед погрузкой обязательно обрабатываются от мраморного клопа (BMSB). Мы организуем термообработку и указываем её стоимость отдельно.</li>
<li><strong>Руль</strong>: правый; для леворульных машин нужно специальное разрешение.</li>
<li>Государственные сборы, связанные с выбросами, периодически меняются — проверяйте актуальные условия до заказа.</li>
</ul>
<h2>Порты и время в пути из Нагои</h2>
<table>
<thead><tr><th>Порт</th><th>Примерно в пути</th></tr></thead>
<tbody>
<tr><td>Окленд</td><td>15 дней</td></tr>
<tr><td>Тауранга</td><td>16 дней</td></tr>
<tr><td>Нейпир</td><td>17 дней</td></tr>
<tr><td>Веллингтон</td><td>18 дней</td></tr>
<tr><td>Литтелтон, Нельсон</td><td>19 дней</td></tr>
<tr><td>Порт-Чалмерс (Данидин)</td><td>21 день</td></tr>
</tbody>
</table>
<h2>Популярные модели в Новой Зеландии</h2>
<p>Toyota Aqua, Prius, Corolla Fielder и Hiace Van; Mazda Demio и CX-5; Honda Fit; Nissan X-Trail и Leaf; Subaru Forester и Outback; Suzuki Swift.</p>
<h2>Советы</h2>
<ul>
<li>В сезон клопа оплачивайте бронь сразу: обработанная машина должна быть погружена в короткий срок.</li>
<li>Выбирайте порт выгрузки поближе к вашему центру сертификации, чтобы сэкономить на доставке по стране.</li>
<li>Новую Зеландию ведёт Кэндзи Танака; он заранее пришлёт сертификаты обработки и инспекции вашему агенту.</li>
</ul>`,
    },
  },
  {
    countryCode: 'RU',
    pageName: 'russia',
    title: {
      en: `Buying a used car from Japan for Russia`,
      fr: `Acheter une voiture d'occasion au Japon pour la Russie`,
      pt: `Comprar um carro usado do Japão para a Rússia`,
      ru: `Покупка подержанного автомобиля из Японии в Россию`,
    },
    description: {
      en: `Japan's export ban on cars over 1,900 cc, hybrids and EVs, Russian customs and certification, shipping to Vladivostok and onward delivery.`,
      fr: `L'interdiction japonaise d'exporter vers la Russie les voitures de plus de 1 900 cm³, les hybrides et les électriques, les douanes et la certification russes, l'expédition vers Vladivostok et la suite du trajet.`,
      pt: `A proibição japonesa de exportar para a Rússia carros acima de 1 900 cm³, híbridos e elétricos, a alfândega e certificação russas, o envio para Vladivostok e o transporte seguinte.`,
      ru: `Запрет Японии на вывоз автомобилей объёмом более 1900 см³, гибридов и электромобилей; таможня и сертификация в России; доставка во Владивосток и дальше по стране.`,
    },
    content: {
      en: `<p>For decades, Japanese cars have been the everyday choice in the Russian Far East. Trade continues, but within clear limits set by Japan's export controls. Here is what you need to know before you choose a car.</p>
<h2>What Japan allows us to export</h2>
<ul>
<li>Since <strong>9 August 2023</strong>, the export to Russia of passenger cars with an engine <strong>over 1,900 cc</strong> is prohibited.</li>
<li><strong>All hybrid, plug-in hybrid and electric cars</strong> are prohibited, whatever their engine size.</li>
<li>Cars worth more than <strong>JPY 6 million</strong> have been prohibited since April 2022.</li>
</ul>
<p>So we can ship petrol or diesel cars of 1,900 cc or less. When you choose Russia, the stock list and the price form mark the cars these rules exclude, and we check each order again before accepting payment. We do not arrange shipments through third countries for vehicles that may not go to Russia.</p>
<h2>Russian import rules</h2>
<ul>
<li>There is no age limit. For private buyers, cars <strong>3 to 5 years old</strong> attract the lowest customs duty; younger and older cars pay considerably more.</li>
<li>Registration requires an <strong>SBKTS</strong> safety certificate, an electronic vehicle passport (<strong>EPTS</strong>) and an <strong>ERA-GLONASS</strong> emergency call unit.</li>
<li>The utilisation fee (utilsbor) rose sharply in 2024 and 2025 and may change again, so calculate the landed cost with your broker before ordering.</li>
<li>Right-hand-drive cars are allowed and are very common in the Far East.</li>
</ul>
<h2>Shipping and onward delivery</h2>
<ul>
<li><strong>Vladivostok</strong>: RoRo, usually 2–3 days from Fushiki (Toyama) or Niigata, or about 5 days from Nagoya.</li>
<li><strong>Nakhodka and Vostochny</strong>: container services, about 6 days.</li>
<li>From Vladivostok: Khabarovsk about 760 km (1–2 days by road); Novosibirsk about 5,800 km (12–18 days by rail); Moscow about 9,300 km (14–22 days by rail).</li>
</ul>
<h2>Popular eligible models</h2>
<p>Honda Fit 1.3/1.5 and Freed 1.5 petrol, Toyota Corolla Fielder 1.5 petrol, Sienta 1.5 petrol and Probox, Nissan Note 1.2 petrol, Mazda Demio, Honda Vezel 1.5 petrol, Suzuki Jimny and kei cars such as the Honda N-BOX.</p>
<h2>Tips</h2>
<ul>
<li>Check the engine size and fuel type on the export certificate, not only in the listing: hybrids with the same model name are not allowed.</li>
<li>Olga Ivanova speaks Russian and can prepare a Russian translation of the export certificate for your broker.</li>
</ul>`,
      fr: `<p>Depuis des décennies, la voiture japonaise est le choix quotidien de l'Extrême-Orient russe. Le commerce continue, mais dans des limites claires fixées par le contrôle japonais des exportations. Voici ce qu'il faut savoir avant de choisir un véhicule.</p>
<h2>Ce que le Japon nous autorise à exporter</h2>
<ul>
<li>Depuis le <strong>9 août 2023</strong>, l'exportation vers la Russie des voitures particulières de <strong>plus de 1 900 cm³</strong> est interdite.</li>
<li><strong>Tous les véhicules hybrides, hybrides rechargeables et électriques</strong> sont interdits, quelle que soit leur cylindrée.</li>
<li>Les véhicules d'une valeur supérieure à <strong>6 millions de yens</strong> sont interdits depuis avril 2022.</li>
</ul>
<p>Nous pouvons donc expédier des voitures essence ou diesel de 1 900 cm³ maximum. Lorsque vous choisissez la Russie, la liste de stock et le calcul du prix signalent les véhicules que ces règles excluent, et nous revérifions chaque commande avant d'accepter le paiement. Nous n'organisons aucune expédition via un pays tiers pour des véhicules interdits vers la Russie.</p>
<h2>Règles d'importation russes</h2>
<ul>
<li>Pas de limite d'âge. Pour les particuliers, les voitures de <strong>3 à 5 ans</strong> bénéficient des droits de douane les plus bas ; les plus récentes et les plus anciennes paient nettement plus.</li>
<li>L'immatriculation exige un certificat de sécurité <strong>SBKTS</strong>, un passeport électronique du véhicule (<strong>EPTS</strong>) et un boîtier d'appel d'urgence <strong>ERA-GLONASS</strong>.</li>
<li>La taxe de recyclage (« outilsbor ») a fortement augmenté en 2024 et 2025 et peut encore changer : calculez le coût total avec votre déclarant avant de commander.</li>
<li>Les voitures à conduite à droite sont autorisées et très répandues en Extrême-Orient.</li>
</ul>
<h2>Expédition et acheminement</h2>
<ul>
<li><strong>Vladivostok</strong> : roulier, en général 2 à 3 jours depuis Fushiki (Toyama) ou Niigata, ou environ 5 jours depuis Nagoya.</li>
<li><strong>Nakhodka et Vostotchny</strong> : services conteneurs, environ 6 jours.</li>
<li>Depuis Vladivostok : Khabarovsk à environ 760 km (1 à 2 jours par la route) ; Novossibirsk à environ 5 800 km (12 à 18 jours par le train) ; Moscou à environ 9 300 km (14 à 22 jours par le train).</li>
</ul>
<h2>Modèles autorisés les plus demandés</h2>
<p>Honda Fit 1.3/1.5 et Freed 1.5 essence, Toyota Corolla Fielder 1.5 essence, Sienta 1.5 essence et Probox, Nissan Note 1.2 essence, Mazda Demio, Honda Vezel 1.5 essence, Suzuki Jimny et kei cars comme le Honda N-BOX.</p>
<h2>Conseils</h2>
<ul>
<li>Vérifiez la cylindrée et le carburant sur le certificat d'exportation, pas seulement dans l'annonce : les versions hybrides portant le même nom de modèle sont interdites.</li>
<li>Olga Ivanova parle russe et peut préparer une traduction russe du certificat d'exportation pour votre déclarant.</li>
</ul>`,
      pt: `<p>Há décadas que o carro japonês é a escolha do dia a dia no Extremo Oriente russo. O comércio continua, mas dentro de limites claros definidos pelo controlo de exportações do Japão. Eis o que precisa de saber antes de escolher uma viatura.</p>
<h2>O que o Japão nos permite exportar</h2>
<ul>
<li>Desde <strong>9 de agosto de 2023</strong>, é proibido exportar para a Rússia automóveis ligeiros com motor <strong>acima de 1 900 cm³</strong>.</li>
<li><strong>Todos os híbridos, híbridos plug-in e elétricos</strong> estão proibidos, seja qual for a cilindrada.</li>
<li>As viaturas com valor superior a <strong>6 milhões de ienes</strong> estão proibidas desde abril de 2022.</li>
</ul>
<p>Por isso, podemos enviar carros a gasolina ou gasóleo até 1 900 cm³. Quando escolhe a Rússia, a lista de stock e o cálculo do preço assinalam as viaturas que estas regras excluem, e voltamos a verificar cada encomenda antes de aceitar o pagamento. Não organizamos envios através de países terceiros para viaturas que não podem ir para a Rússia.</p>
<h2>Regras de importação russas</h2>
<ul>
<li>Não há limite de idade. Para particulares, os carros com <strong>3 a 5 anos</strong> pagam os direitos mais baixos; os mais novos e os mais velhos pagam bastante mais.</li>
<li>O registo exige um certificado de segurança <strong>SBKTS</strong>, um passaporte eletrónico do veículo (<strong>EPTS</strong>) e um dispositivo de chamada de emergência <strong>ERA-GLONASS</strong>.</li>
<li>A taxa de reciclagem (utilsbor) subiu muito em 2024 e 2025 e pode voltar a mudar, por isso calcule o custo final com o seu despachante antes de encomendar.</li>
<li>Os carros com volante à direita são permitidos e muito comuns no Extremo Oriente.</li>
</ul>
<h2>Envio e transporte seguinte</h2>
<ul>
<li><strong>Vladivostok</strong>: RoRo, normalmente 2 a 3 dias desde Fushiki (Toyama) ou Niigata, ou cerca de 5 dias desde Nagoya.</li>
<li><strong>Nakhodka e Vostochny</strong>: serviços de contentores, cerca de 6 dias.</li>
<li>A partir de Vladivostok: Khabarovsk a cerca de 760 km (1 a 2 dias por estrada); Novosibirsk a cerca de 5 800 km (12 a 18 dias de comboio); Moscovo a cerca de 9 300 km (14 a 22 dias de comboio).</li>
</ul>
<h2>Modelos autorizados mais procurados</h2>
<p>Honda Fit 1.3/1.5 e Freed 1.5 a gasolina, Toyota Corolla Fielder 1.5 a gasolina, Sienta 1.5 a gasolina e Probox, Nissan Note 1.2 a gasolina, Mazda Demio, Honda Vezel 1.5 a gasolina, Suzuki Jimny e kei cars como o Honda N-BOX.</p>
<h2>Conselhos</h2>
<ul>
<li>Confirme a cilindrada e o combustível no certificado de exportação, não só no anúncio: as versões híbridas com o mesmo nome de modelo não são permitidas.</li>
<li>A Olga Ivanova fala russo e pode preparar uma tradução russa do certificado de exportação para o seu despachante.</li>
</ul>`,
      ru: `<p>Японские автомобили уже несколько десятилетий — повседневный выбор на Дальнем Востоке. Торговля продолжается, но в чётких рамках японского экспортного контроля. Вот что важно знать до выбора машины.</p>
<h2>Что Япония разрешает вывозить</h2>
<ul>
<li>С <strong>9 августа 2023 года</strong> запрещён вывоз в Россию легковых автомобилей с двигателем <strong>более 1900 см³</strong>.</li>
<li>Запрещены <strong>все гибриды, плагин-гибриды и электромобили</strong> — независимо от объёма двигателя.</li>
<li>Автомобили дороже <strong>6 млн иен</strong> запрещены с апреля 2022 года.</li>
</ul>
<p>Таким образом, мы можем отправить бензиновые или дизельные машины объёмом до 1900 см³. Если выбрать Россию, каталог и расчёт цены отмечают машины, которые эти правила исключают, а перед приёмом оплаты мы ещё раз проверяем каждый заказ. Мы не организуем отправку через третьи страны для машин, которые нельзя вывозить в Россию.</p>
<h2>Правила ввоза в России</h2>
<ul>
<li>Возрастного запрета нет. Для физических лиц минимальная пошлина — на автомобили <strong>от 3 до 5 лет</strong>; более новые и более старые облагаются заметно дороже.</li>
<li>Для регистрации нужны <strong>СБКТС</strong>, электронный паспорт транспортного средства (<strong>ЭПТС</strong>) и блок экстренного вызова <strong>ЭРА-ГЛОНАСС</strong>.</li>
<li>Утильсбор резко вырос в 2024 и 2025 годах и может измениться снова, поэтому посчитайте итоговую стоимость с брокером до заказа.</li>
<li>Праворульные автомобили разрешены и очень распространены на Дальнем Востоке.</li>
</ul>
<h2>Доставка по морю и дальше</h2>
<ul>
<li><strong>Владивосток</strong>: ро-ро, обычно 2–3 дня из Фусики (Тояма) или Ниигаты либо около 5 дней из Нагои.</li>
<li><strong>Находка и Восточный</strong>: контейнерные линии, около 6 дней.</li>
<li>Из Владивостока: до Хабаровска около 760 км (1–2 дня своим ходом); до Новосибирска около 5800 км (12–18 дней по железной дороге); до Москвы около 9300 км (14–22 дня по железной дороге).</li>
</ul>
<h2>Популярные разрешённые модели</h2>
<p>Honda Fit 1.3/1.5 и Freed 1.5 (бензин), Toyota Corolla Fielder 1.5 (бензин), Sienta 1.5 (бензин) и Probox, Nissan Note 1.2 (бензин), Mazda Demio, Honda Vezel 1.5 (бензин), Suzuki Jimny и кей-кары, например Honda N-BOX.</p>
<h2>Советы</h2>
<ul>
<li>Сверяйте объём двигателя и тип топлива по экспортному сертификату, а не только по объявлению: гибридные версии с тем же названием модели запрещены.</li>
<li>Ольга Иванова говорит по-русски и может подготовить для вашего брокера перевод экспортного сертификата на русский язык.</li>
</ul>`,
    },
  },
];
