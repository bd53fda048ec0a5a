// News items for the fictional Roro Motors storefront, January 2025 to November 2026.
// Import rules are summarised from shared/data/reference/countries.json; always hedged where not confirmed.
import type { NewsSeed } from './types.ts';

export const news: NewsSeed[] = [
  {
    newsName: '2025-01-new-year-office-reopened',
    publishedAt: '2025-01-08T00:30:00Z',
    title: {
      en: `We are back: office reopened after the New Year holidays`,
      fr: `Nous sommes de retour : réouverture du bureau après les congés du Nouvel An`,
      pt: `Estamos de volta: escritório reaberto após as férias de Ano Novo`,
      ru: `Мы снова на связи: офис открылся после новогодних праздников`,
    },
    content: {
      en: `<p>Happy New Year from everyone at Roro Motors! Our Nagoya office and yard reopened on <strong>Monday 6 January 2025</strong> after the New Year break (28 December – 5 January). Thank you for your patience with messages sent during the holidays: our sales team has now answered the backlog, and if you are still waiting for a reply, please send your enquiry again on WhatsApp.</p>
<p>The first auctions of the year are busy and prices for popular models such as the Toyota Hiace, Corolla Fielder and Honda Fit usually rise in January and February. If you are planning a purchase, reserve early so that we can book space on the January and February sailings.</p>
<p>You can see the next vessels on our <a href="/pages/shipping-schedule">shipping schedule</a>. We look forward to working with you in 2025.</p>`,
      fr: `<p>Toute l'équipe de Roro Motors vous souhaite une bonne et heureuse année ! Notre bureau et notre parc de Nagoya ont rouvert le <strong>lundi 6 janvier 2025</strong> après la pause du Nouvel An (du 28 décembre au 5 janvier). Merci pour votre patience : nous avons répondu à tous les messages reçus pendant les congés. Si vous attendez encore une réponse, n'hésitez pas à nous relancer sur WhatsApp.</p>
<p>Les premières ventes aux enchères de l'année sont très animées et les prix des modèles les plus demandés – Toyota Hiace, Corolla Fielder, Honda Fit – ont tendance à grimper en janvier et février. Si vous avez un projet d'achat, réservez tôt pour que nous puissions vous obtenir une place sur les départs de janvier et février.</p>
<p>Les prochains navires figurent sur notre <a href="/pages/shipping-schedule">calendrier des départs</a>. Au plaisir de travailler avec vous en 2025 !</p>`,
      pt: `<p>Feliz Ano Novo de toda a equipa da Roro Motors! O nosso escritório e o parque de Nagoya reabriram na <strong>segunda-feira, 6 de janeiro de 2025</strong>, depois da pausa de Ano Novo (28 de dezembro a 5 de janeiro). Obrigado pela paciência: já respondemos às mensagens recebidas durante as férias. Se ainda aguarda resposta, volte a escrever-nos pelo WhatsApp.</p>
<p>Os primeiros leilões do ano costumam ser muito concorridos e os preços dos modelos mais procurados, como a Toyota Hiace, o Corolla Fielder e o Honda Fit, sobem normalmente em janeiro e fevereiro. Se está a pensar comprar, reserve cedo para conseguirmos lugar nos navios de janeiro e fevereiro.</p>
<p>Consulte os próximos navios no nosso <a href="/pages/shipping-schedule">calendário de embarques</a>. Contamos consigo em 2025!</p>`,
      ru: `<p>Вся команда Roro Motors поздравляет вас с Новым годом! Наш офис и площадка в Нагое снова работают с <strong>понедельника, 6 января 2025 года</strong> (новогодние выходные длились с 28 декабря по 5 января). Спасибо за терпение: на все сообщения, пришедшие в праздники, мы уже ответили. Если вы всё ещё ждёте ответа, пожалуйста, напишите нам ещё раз в WhatsApp.</p>
<p>Первые аукционы года проходят очень активно, и цены на популярные модели — Toyota Hiace, Corolla Fielder, Honda Fit — в январе и феврале обычно растут. Если планируете покупку, бронируйте заранее, чтобы мы успели забронировать место на январских и февральских рейсах.</p>
<p>Ближайшие суда смотрите в нашем <a href="/pages/shipping-schedule">расписании отправок</a>. Будем рады работать с вами в 2025 году!</p>`,
    },
  },
  {
    newsName: '2025-02-monthly-roro-mombasa-dar-es-salaam',
    publishedAt: '2025-02-10T01:00:00Z',
    title: {
      en: `Two RoRo sailings a month to Mombasa and Dar es Salaam`,
      fr: `Deux départs rouliers par mois vers Mombasa et Dar es Salaam`,
      pt: `Dois navios RoRo por mês para Mombaça e Dar es Salaam`,
      ru: `Два рейса ро-ро в месяц в Момбасу и Дар-эс-Салам`,
    },
    content: {
      en: `<p>From March 2025 we have secured regular space on <strong>two RoRo car carriers a month</strong> to East Africa: one loading in Nagoya and one in Yokohama, both calling at Mombasa and then Dar es Salaam. Typical sailing time is about 27 days from Nagoya to Mombasa and 29 days to Dar es Salaam.</p>
<p>For buyers in Uganda, Rwanda, Burundi, South Sudan and eastern DR Congo, this means shorter waiting times in Japan and a more predictable arrival date at the port, which makes it easier to plan the inland trip and the clearing agent.</p>
<ul>
<li>Cut-off at our yard: usually 6–8 days before departure, after the pre-shipment inspection.</li>
<li>Bill of lading copy by e-mail on the day of sailing; original documents by DHL within a few days.</li>
<li>Container shipping remains available for buyers who prefer it.</li>
</ul>
<p>Dates change from time to time, so always check the <a href="/pages/shipping-schedule">shipping schedule</a> or ask Amani, our East Africa sales manager.</p>`,
      fr: `<p>À partir de mars 2025, nous disposons d'un espace réservé sur <strong>deux navires rouliers par mois</strong> à destination de l'Afrique de l'Est : l'un charge à Nagoya, l'autre à Yokohama, et tous deux font escale à Mombasa puis à Dar es Salaam. Comptez environ 27 jours de mer de Nagoya à Mombasa et 29 jours jusqu'à Dar es Salaam.</p>
<p>Pour nos clients d'Ouganda, du Rwanda, du Burundi, du Soudan du Sud et de l'est de la RD Congo, cela signifie moins d'attente au Japon et une date d'arrivée plus fiable au port, ce qui facilite l'organisation du transport terrestre et du transitaire.</p>
<ul>
<li>Clôture à notre parc : en général 6 à 8 jours avant le départ, après l'inspection avant expédition.</li>
<li>Copie du connaissement par e-mail le jour du départ ; originaux envoyés par DHL dans les jours qui suivent.</li>
<li>L'expédition en conteneur reste possible pour ceux qui la préfèrent.</li>
</ul>
<p>Les dates peuvent changer : consultez toujours le <a href="/pages/shipping-schedule">calendrier des départs</a> ou demandez à Amani, notre responsable Afrique de l'Est.</p>`,
      pt: `<p>A partir de março de 2025 passamos a ter espaço garantido em <strong>dois navios RoRo por mês</strong> para a África Oriental: um carrega em Nagoya e outro em Yokohama, ambos com escala em Mombaça e depois em Dar es Salaam. A viagem demora cerca de 27 dias de Nagoya a Mombaça e 29 dias até Dar es Salaam.</p>
<p>Para quem compra para o Uganda, Ruanda, Burundi, Sudão do Sul ou leste da RD Congo, isto significa menos tempo de espera no Japão e uma data de chegada mais previsível, o que facilita o transporte por estrada e a marcação do despachante.</p>
<ul>
<li>Fecho no nosso parque: normalmente 6 a 8 dias antes da partida, depois da inspeção pré-embarque.</li>
<li>Cópia do conhecimento de embarque (B/L) por e-mail no dia da partida; originais por DHL poucos dias depois.</li>
<li>O envio em contentor continua disponível para quem o preferir.</li>
</ul>
<p>As datas podem mudar, por isso consulte sempre o <a href="/pages/shipping-schedule">calendário de embarques</a> ou fale com o Amani, responsável pela África Oriental.</p>`,
      ru: `<p>С марта 2025 года у нас есть постоянные места на <strong>двух автомобилевозах ро-ро в месяц</strong> в Восточную Африку: один грузится в Нагое, другой — в Иокогаме, оба заходят сначала в Момбасу, затем в Дар-эс-Салам. В пути примерно 27 дней от Нагои до Момбасы и 29 дней до Дар-эс-Салама.</p>
<p>Для покупателей из Уганды, Руанды, Бурунди, Южного Судана и востока ДР Конго это означает меньше ожидания в Японии и более точную дату прибытия в порт — проще заранее договориться с брокером и спланировать перегон.</p>
<ul>
<li>Приём автомобилей на нашей площадке закрывается обычно за 6–8 дней до отхода, после предотгрузочной инспекции.</li>
<li>Копию коносамента присылаем по e-mail в день отхода судна, оригиналы — курьером DHL через несколько дней.</li>
<li>Отправка в контейнере по-прежнему доступна.</li>
</ul>
<p>Даты иногда меняются, поэтому сверяйтесь с <a href="/pages/shipping-schedule">расписанием отправок</a> или уточняйте у Амани, нашего менеджера по Восточной Африке.</p>`,
    },
  },
  {
    newsName: '2025-03-uganda-pre-shipment-inspection-agents',
    publishedAt: '2025-03-03T02:00:00Z',
    title: {
      en: `Uganda: who inspects your car before shipping?`,
      fr: `Ouganda : qui inspecte votre véhicule avant l'expédition ?`,
      pt: `Uganda: quem inspeciona a sua viatura antes do embarque?`,
      ru: `Уганда: кто проводит инспекцию автомобиля перед отправкой?`,
    },
    content: {
      en: `<p>Every used vehicle going to Uganda needs a pre-shipment roadworthiness inspection in Japan under the UNBS programme. After the 2024 tender, inspections in Japan are carried out by the appointed agents <strong>Auto Terminal Japan (ATJ), Quality Inspection Services (QISJ) and Africa Automotive Analysis (AAA)</strong>. The published fee is about USD 140 per vehicle, and we include it in every CIF quotation for Uganda.</p>
<p>Why it matters: a car that arrives without a valid certificate is inspected again at destination and the importer can be charged a penalty of <strong>15% of the CIF value</strong>. That is far more than the fee in Japan.</p>
<p>Remember also the age limit: vehicles under 4 tonnes must be <strong>less than 15 years old from the year of manufacture</strong>. When you choose Uganda as your destination, the stock list marks the cars that do not qualify, and Amani double-checks the manufacture date before issuing the proforma invoice.</p>
<p>Rules and agents change, so please confirm with your clearing agent in Kampala as well; we will post any update here.</p>`,
      fr: `<p>Tout véhicule d'occasion destiné à l'Ouganda doit passer au Japon une inspection de conformité avant expédition, dans le cadre du programme de l'UNBS. Depuis l'appel d'offres de 2024, ces inspections sont assurées par les agents agréés <strong>Auto Terminal Japan (ATJ), Quality Inspection Services (QISJ) et Africa Automotive Analysis (AAA)</strong>. Le tarif publié est d'environ 140 USD par véhicule et il est inclus dans toutes nos offres CIF pour l'Ouganda.</p>
<p>Pourquoi c'est important : un véhicule qui arrive sans certificat valable est réinspecté à destination et l'importateur peut se voir infliger une pénalité de <strong>15 % de la valeur CIF</strong>, bien plus que le coût de l'inspection au Japon.</p>
<p>N'oubliez pas non plus la limite d'âge : les véhicules de moins de 4 tonnes doivent avoir <strong>moins de 15 ans à compter de l'année de fabrication</strong>. Lorsque vous choisissez l'Ouganda comme destination, notre liste de stock signale les véhicules non conformes, et Amani revérifie la date de fabrication avant d'établir la facture proforma.</p>
<p>Les règles et les agents peuvent évoluer : confirmez aussi auprès de votre transitaire à Kampala. Nous publierons ici toute mise à jour.</p>`,
      pt: `<p>Todas as viaturas usadas com destino ao Uganda precisam de uma inspeção de conformidade pré-embarque no Japão, no âmbito do programa da UNBS. Depois do concurso de 2024, as inspeções no Japão são feitas pelos agentes nomeados <strong>Auto Terminal Japan (ATJ), Quality Inspection Services (QISJ) e Africa Automotive Analysis (AAA)</strong>. A taxa publicada ronda os 140 USD por viatura e está incluída em todas as nossas cotações CIF para o Uganda.</p>
<p>Porque é importante: uma viatura que chega sem certificado válido volta a ser inspecionada no destino e o importador pode pagar uma penalização de <strong>15% do valor CIF</strong> — muito mais do que a taxa paga no Japão.</p>
<p>Lembre-se também do limite de idade: as viaturas com menos de 4 toneladas têm de ter <strong>menos de 15 anos a contar do ano de fabrico</strong>. Quando escolhe o Uganda como destino, a nossa lista de stock assinala as viaturas que não cumprem, e o Amani confirma a data de fabrico antes de emitir a fatura proforma.</p>
<p>As regras e os agentes podem mudar, por isso confirme também com o seu despachante em Kampala. Publicaremos aqui qualquer novidade.</p>`,
      ru: `<p>Каждый подержанный автомобиль, который отправляется в Уганду, должен пройти в Японии предотгрузочную инспекцию технического состояния по программе UNBS. После тендера 2024 года инспекции в Японии проводят назначенные агенты: <strong>Auto Terminal Japan (ATJ), Quality Inspection Services (QISJ) и Africa Automotive Analysis (AAA)</strong>. Опубликованный тариф — около 140 долларов США за автомобиль, и мы включаем его во все цены CIF для Уганды.</p>
<p>Почему это важно: машину, прибывшую без действующего сертификата, повторно осматривают на месте, а импортёр может заплатить штраф в размере <strong>15% от стоимости CIF</strong>. Это намного дороже, чем инспекция в Японии.</p>
<p>Помните и об ограничении по возрасту: автомобили массой до 4 тонн должны быть <strong>моложе 15 лет с года выпуска</strong>. Если выбрать Уганду в качестве страны назначения, каталог отмечает неподходящие машины, а Амани дополнительно проверяет год выпуска перед выставлением инвойса.</p>
<p>Правила и список агентов могут меняться, поэтому уточняйте их и у вашего брокера в Кампале. Обо всех изменениях мы сообщим здесь.</p>`,
    },
  },
  {
    newsName: '2025-04-golden-week-office-closure',
    publishedAt: '2025-04-10T02:00:00Z',
    title: {
      en: `Golden Week 2025: office closed 29 April and 3–6 May`,
      fr: `Golden Week 2025 : bureau fermé le 29 avril et du 3 au 6 mai`,
      pt: `Golden Week 2025: escritório fechado a 29 de abril e de 3 a 6 de maio`,
      ru: `«Золотая неделя» 2025: офис не работает 29 апреля и 3–6 мая`,
    },
    content: {
      en: `<p>Japan's Golden Week holidays are coming. Our office and yard in Nagoya will be <strong>closed on Tuesday 29 April and from Saturday 3 May to Tuesday 6 May 2025</strong>. We are open as usual on 30 April, 1 and 2 May, and we reopen on Wednesday 7 May.</p>
<p>During the holidays, auctions, ports, banks and inspection companies are closed too, so vehicles reserved from 25 April onwards may miss the early-May vessels. If you want your car on the ship leaving Nagoya in mid-May, please complete payment by <strong>Friday 25 April</strong>.</p>
<p>You can still browse our stock and send enquiries at any time. Our sales staff will check WhatsApp messages once a day during the break for urgent shipping matters.</p>`,
      fr: `<p>La Golden Week approche au Japon. Notre bureau et notre parc de Nagoya seront <strong>fermés le mardi 29 avril et du samedi 3 au mardi 6 mai 2025</strong>. Nous serons ouverts normalement les 30 avril, 1er et 2 mai, et nous rouvrirons le mercredi 7 mai.</p>
<p>Pendant ces jours fériés, les enchères, les ports, les banques et les sociétés d'inspection sont également fermés : un véhicule réservé à partir du 25 avril risque de manquer les départs de début mai. Si vous souhaitez que votre voiture parte de Nagoya à la mi-mai, merci de régler au plus tard le <strong>vendredi 25 avril</strong>.</p>
<p>Vous pouvez bien sûr consulter notre stock et nous écrire à tout moment. Notre équipe consultera WhatsApp une fois par jour pendant la fermeture pour les questions d'expédition urgentes.</p>`,
      pt: `<p>Aproxima-se a Golden Week no Japão. O nosso escritório e o parque de Nagoya estarão <strong>fechados na terça-feira, 29 de abril, e de sábado, 3 de maio, a terça-feira, 6 de maio de 2025</strong>. Funcionamos normalmente a 30 de abril e a 1 e 2 de maio, e reabrimos na quarta-feira, 7 de maio.</p>
<p>Durante estes feriados também fecham os leilões, os portos, os bancos e as empresas de inspeção, pelo que as viaturas reservadas a partir de 25 de abril podem perder os navios do início de maio. Se quer que o seu carro siga no navio que sai de Nagoya a meio de maio, conclua o pagamento até <strong>sexta-feira, 25 de abril</strong>.</p>
<p>Pode continuar a ver o stock e a enviar pedidos a qualquer hora. A nossa equipa verificará o WhatsApp uma vez por dia durante a pausa para assuntos urgentes de embarque.</p>`,
      ru: `<p>В Японии приближается «Золотая неделя». Наш офис и площадка в Нагое будут <strong>закрыты во вторник, 29 апреля, и с субботы, 3 мая, по вторник, 6 мая 2025 года</strong>. 30 апреля, 1 и 2 мая работаем в обычном режиме, после праздников открываемся в среду, 7 мая.</p>
<p>В эти дни не работают также аукционы, порты, банки и инспекционные компании, поэтому автомобили, забронированные после 25 апреля, могут не успеть на суда начала мая. Если вы хотите отправить машину рейсом из Нагои в середине мая, пожалуйста, оплатите её до <strong>пятницы, 25 апреля</strong>.</p>
<p>Смотреть каталог и отправлять запросы можно в любое время. Во время праздников менеджеры раз в день проверяют WhatsApp по срочным вопросам отгрузки.</p>`,
    },
  },
  {
    newsName: '2025-05-container-consolidation-service',
    publishedAt: '2025-05-19T01:00:00Z',
    title: {
      en: `New: share a container and pay only for your space`,
      fr: `Nouveau : partagez un conteneur et ne payez que votre place`,
      pt: `Novidade: partilhe um contentor e pague só o seu espaço`,
      ru: `Новая услуга: сборный контейнер — платите только за своё место`,
    },
    content: {
      en: `<p>Not every port has a regular RoRo service, and not every buyer wants a whole container. Our new <strong>container consolidation service</strong> puts three or four cars from different buyers in one 40 ft high-cube container, loaded and lashed in our own Nagoya yard.</p>
<p>How it works:</p>
<ul>
<li>Choose "Container (shared)" when you ask for a quote. We show the per-vehicle freight for your port.</li>
<li>We group your car with others going to the same port. Each buyer gets a separate bill of lading (house B/L) and separate documents.</li>
<li>The container closes when it is full or at the latest 21 days after your payment; if it is not full by then, we ship your car at the shared rate anyway.</li>
</ul>
<p>Shared containers are popular for Tianjin (for Mongolia), Matadi, Nacala, Zanzibar and the Pacific islands. Spare parts and tyres can travel in the same container, which is not allowed on most RoRo ships.</p>
<p>Ask your sales contact for the current consolidation dates.</p>`,
      fr: `<p>Tous les ports ne sont pas desservis par des navires rouliers réguliers, et tous les acheteurs ne veulent pas un conteneur entier. Notre nouveau <strong>service de groupage</strong> regroupe trois ou quatre véhicules de clients différents dans un conteneur 40 pieds high-cube, chargé et arrimé dans notre propre parc de Nagoya.</p>
<p>Comment ça marche :</p>
<ul>
<li>Choisissez « Conteneur (partagé) » lors de votre demande de devis : nous affichons le fret par véhicule pour votre port.</li>
<li>Nous regroupons votre véhicule avec d'autres à destination du même port. Chaque acheteur reçoit son propre connaissement (house B/L) et ses propres documents.</li>
<li>Le conteneur part dès qu'il est plein, au plus tard 21 jours après votre paiement ; s'il n'est pas complet, votre véhicule part quand même au tarif groupé.</li>
</ul>
<p>Le groupage est très demandé pour Tianjin (pour la Mongolie), Matadi, Nacala, Zanzibar et les îles du Pacifique. Pièces détachées et pneus peuvent voyager dans le même conteneur, ce qui est interdit sur la plupart des navires rouliers.</p>
<p>Demandez à votre contact commercial les prochaines dates de groupage.</p>`,
      pt: `<p>Nem todos os portos têm serviço RoRo regular, e nem todos os compradores querem um contentor inteiro. O nosso novo <strong>serviço de consolidação em contentor</strong> junta três ou quatro viaturas de clientes diferentes num contentor de 40 pés high-cube, carregado e amarrado no nosso próprio parque de Nagoya.</p>
<p>Como funciona:</p>
<ul>
<li>Escolha «Contentor (partilhado)» quando pedir a cotação. Mostramos o frete por viatura para o seu porto.</li>
<li>Juntamos a sua viatura a outras com o mesmo porto de destino. Cada comprador recebe o seu próprio conhecimento de embarque (house B/L) e a sua documentação.</li>
<li>O contentor fecha quando estiver cheio ou, no máximo, 21 dias depois do seu pagamento; se não estiver cheio, a sua viatura segue na mesma com a tarifa partilhada.</li>
</ul>
<p>Os contentores partilhados são muito usados para Tianjin (Mongólia), Matadi, Nacala, Zanzibar e ilhas do Pacífico. Peças e pneus podem seguir no mesmo contentor, o que não é permitido na maioria dos navios RoRo.</p>
<p>Peça ao seu contacto comercial as próximas datas de consolidação.</p>`,
      ru: `<p>Не во все порты ходят регулярные суда ро-ро, и не каждому покупателю нужен целый контейнер. Наша новая услуга <strong>сборного контейнера</strong>: три-четыре автомобиля разных покупателей загружаются в один 40-футовый high-cube и раскрепляются прямо на нашей площадке в Нагое.</p>
<p>Как это работает:</p>
<ul>
<li>При запросе цены выберите «Контейнер (сборный)» — мы покажем стоимость фрахта за один автомобиль до вашего порта.</li>
<li>Мы собираем в контейнер машины, идущие в один и тот же порт. Каждый покупатель получает свой коносамент (house B/L) и свой комплект документов.</li>
<li>Контейнер отправляется, как только заполнен, но не позднее 21 дня после вашей оплаты; если он не заполнен, ваша машина всё равно уходит по сборному тарифу.</li>
</ul>
<p>Сборные контейнеры востребованы для Тяньцзиня (для Монголии), Матади, Накалы, Занзибара и тихоокеанских островов. В тот же контейнер можно положить запчасти и шины — на большинстве судов ро-ро это запрещено.</p>
<p>Ближайшие даты формирования контейнеров уточняйте у своего менеджера.</p>`,
    },
  },
  {
    newsName: '2025-06-russia-export-restrictions-explained',
    publishedAt: '2025-06-16T03:00:00Z',
    title: {
      en: `Buying for Russia: which cars Japan allows us to export`,
      fr: `Acheter pour la Russie : quels véhicules le Japon autorise à l'export`,
      pt: `Comprar para a Rússia: que viaturas o Japão permite exportar`,
      ru: `Покупка для России: какие автомобили Япония разрешает вывозить`,
    },
    content: {
      en: `<p>We receive many questions from Russia, so here is a clear summary. Since <strong>9 August 2023</strong>, Japanese export controls prohibit the export to Russia of passenger cars with an engine <strong>larger than 1,900 cc</strong>, and of <strong>all hybrid, plug-in hybrid and electric cars</strong>, whatever their size. Cars worth more than JPY 6 million have been banned since April 2022.</p>
<p>What we can still ship to Vladivostok: petrol or diesel cars of 1,900 cc or less, for example the Honda Fit 1.3/1.5, Toyota Corolla Fielder 1.5 petrol, Nissan Note 1.2 petrol (not e-POWER), Toyota Sienta 1.5 petrol, Mazda Demio, Honda Vezel 1.5 petrol and kei cars. The same Toyota Harrier or RAV4 that we sell to Kenya cannot go to Russia.</p>
<p>We check every order against the current rules before accepting payment, and we do not arrange shipments through third countries for vehicles that may not go to Russia. Please do not ask us to change the destination on documents: Japanese customs check this carefully, and so do we.</p>
<p>On the Russian side, cars 3 to 5 years old carry the lowest duty for private buyers, and registration requires an SBKTS certificate, an electronic passport (EPTS) and ERA-GLONASS. The utilisation fee has risen sharply since 2024, so Olga will calculate the landed cost with you before you commit.</p>`,
      fr: `<p>Nous recevons beaucoup de questions de Russie, voici donc un récapitulatif clair. Depuis le <strong>9 août 2023</strong>, le contrôle des exportations japonais interdit l'exportation vers la Russie des voitures particulières dont la cylindrée <strong>dépasse 1 900 cm³</strong>, ainsi que de <strong>tous les véhicules hybrides, hybrides rechargeables et électriques</strong>, quelle que soit leur taille. Les véhicules d'une valeur supérieure à 6 millions de yens sont interdits depuis avril 2022.</p>
<p>Ce que nous pouvons encore expédier à Vladivostok : des voitures essence ou diesel de 1 900 cm³ maximum, par exemple la Honda Fit 1.3/1.5, la Toyota Corolla Fielder 1.5 essence, la Nissan Note 1.2 essence (pas la version e-POWER), la Toyota Sienta 1.5 essence, la Mazda Demio, le Honda Vezel 1.5 essence et les kei cars. Le Toyota Harrier ou le RAV4 que nous vendons au Kenya ne peut pas partir en Russie.</p>
<p>Nous vérifions chaque commande au regard des règles en vigueur avant d'accepter le paiement, et nous n'organisons aucune expédition via un pays tiers pour des véhicules interdits vers la Russie. Merci de ne pas nous demander de modifier la destination sur les documents : les douanes japonaises contrôlent ce point de près, et nous aussi.</p>
<p>Côté russe, les voitures de 3 à 5 ans bénéficient des droits les plus bas pour les particuliers, et l'immatriculation exige un certificat SBKTS, un passeport électronique (EPTS) et l'ERA-GLONASS. La taxe de recyclage a fortement augmenté depuis 2024 : Olga calculera avec vous le coût total avant tout engagement.</p>`,
      pt: `<p>Recebemos muitas perguntas da Rússia, por isso aqui fica um resumo claro. Desde <strong>9 de agosto de 2023</strong>, o controlo de exportações japonês proíbe a exportação para a Rússia de automóveis ligeiros com motor <strong>acima de 1 900 cm³</strong> e de <strong>todos os híbridos, híbridos plug-in e elétricos</strong>, seja qual for o tamanho. Os veículos com valor superior a 6 milhões de ienes estão proibidos desde abril de 2022.</p>
<p>O que ainda podemos enviar para Vladivostok: automóveis a gasolina ou gasóleo até 1 900 cm³, por exemplo o Honda Fit 1.3/1.5, o Toyota Corolla Fielder 1.5 a gasolina, o Nissan Note 1.2 a gasolina (não o e-POWER), o Toyota Sienta 1.5 a gasolina, o Mazda Demio, o Honda Vezel 1.5 a gasolina e os kei cars. O mesmo Toyota Harrier ou RAV4 que vendemos para o Quénia não pode seguir para a Rússia.</p>
<p>Verificamos cada encomenda à luz das regras em vigor antes de aceitar o pagamento e não organizamos envios através de países terceiros para viaturas que não podem ir para a Rússia. Por favor, não nos peça para alterar o destino nos documentos: a alfândega japonesa controla isto com rigor, e nós também.</p>
<p>Do lado russo, os automóveis com 3 a 5 anos pagam os direitos mais baixos para particulares, e o registo exige certificado SBKTS, passaporte eletrónico (EPTS) e ERA-GLONASS. A taxa de reciclagem subiu muito desde 2024, por isso a Olga calcula consigo o custo final antes de avançar.</p>`,
      ru: `<p>Из России приходит много вопросов, поэтому коротко и по делу. С <strong>9 августа 2023 года</strong> японские правила экспортного контроля запрещают вывоз в Россию легковых автомобилей с двигателем <strong>более 1900 см³</strong>, а также <strong>всех гибридов, плагин-гибридов и электромобилей</strong> независимо от объёма. Автомобили дороже 6 млн иен запрещены с апреля 2022 года.</p>
<p>Что мы по-прежнему можем отправить во Владивосток: бензиновые и дизельные машины объёмом до 1900 см³ — например, Honda Fit 1.3/1.5, Toyota Corolla Fielder 1.5 (бензин), Nissan Note 1.2 (бензин, не e-POWER), Toyota Sienta 1.5 (бензин), Mazda Demio, Honda Vezel 1.5 (бензин) и кей-кары. Тот же Toyota Harrier или RAV4, который мы продаём в Кению, в Россию отправить нельзя.</p>
<p>Каждый заказ мы проверяем на соответствие действующим правилам до приёма оплаты и не организуем отправку через третьи страны для машин, которые запрещено вывозить в Россию. Пожалуйста, не просите изменить страну назначения в документах: японская таможня это тщательно проверяет, и мы тоже.</p>
<p>С российской стороны минимальная пошлина для физических лиц — на автомобили от 3 до 5 лет, а для регистрации нужны СБКТС, ЭПТС и ЭРА-ГЛОНАСС. Утильсбор с 2024 года заметно вырос, поэтому Ольга заранее посчитает с вами итоговую стоимость «под ключ».</p>`,
    },
  },
  {
    newsName: '2025-07-paypal-payments-now-accepted',
    publishedAt: '2025-07-07T01:30:00Z',
    title: {
      en: `You can now pay by PayPal (up to USD 3,000)`,
      fr: `Paiement par PayPal désormais possible (jusqu'à 3 000 USD)`,
      pt: `Já pode pagar por PayPal (até 3 000 USD)`,
      ru: `Теперь можно оплатить через PayPal (до 3000 долларов)`,
    },
    content: {
      en: `<p>Many of you asked for a faster way to pay small amounts, so we now accept <strong>PayPal for payments up to USD 3,000</strong> per invoice. This is useful for kei cars and small hatchbacks, for deposits to hold a vehicle while your bank transfer is on its way, and for extras such as spare keys, tyres or the audio change option.</p>
<ul>
<li>A PayPal handling charge of 4% is added to the amount, because PayPal charges us the same.</li>
<li>Payments must come from an account in the buyer's or consignee's name shown on the proforma invoice.</li>
<li>For amounts above USD 3,000, bank transfer (T/T) remains the standard method.</li>
</ul>
<p>Full details are on our <a href="/pages/payments">payments page</a>. As always, we will never ask you to pay to a personal account or to a different company: check the beneficiary name on your proforma invoice before you send money.</p>`,
      fr: `<p>Vous étiez nombreux à demander un moyen plus rapide de régler les petits montants : nous acceptons désormais <strong>PayPal pour les paiements jusqu'à 3 000 USD</strong> par facture. C'est pratique pour les kei cars et les petites citadines, pour un acompte destiné à bloquer un véhicule en attendant votre virement, ou pour des options comme une clé de rechange, des pneus ou le remplacement de l'autoradio.</p>
<ul>
<li>Des frais PayPal de 4 % s'ajoutent au montant, car PayPal nous facture la même chose.</li>
<li>Le paiement doit venir d'un compte au nom de l'acheteur ou du destinataire indiqué sur la facture proforma.</li>
<li>Au-delà de 3 000 USD, le virement bancaire (T/T) reste la règle.</li>
</ul>
<p>Tous les détails figurent sur notre <a href="/pages/payments">page Paiements</a>. Comme toujours, nous ne vous demanderons jamais de payer sur un compte personnel ou au nom d'une autre société : vérifiez le bénéficiaire sur votre facture proforma avant tout envoi.</p>`,
      pt: `<p>Muitos clientes pediram uma forma mais rápida de pagar pequenos valores e por isso passamos a aceitar <strong>PayPal para pagamentos até 3 000 USD</strong> por fatura. É útil para kei cars e utilitários pequenos, para um sinal que segura a viatura enquanto a transferência bancária não chega, e para extras como chave suplente, pneus ou troca do rádio.</p>
<ul>
<li>Acresce uma taxa PayPal de 4%, porque é o que o PayPal nos cobra.</li>
<li>O pagamento tem de vir de uma conta em nome do comprador ou do consignatário que consta da fatura proforma.</li>
<li>Acima de 3 000 USD, a transferência bancária (T/T) continua a ser o método normal.</li>
</ul>
<p>Todos os pormenores estão na nossa <a href="/pages/payments">página de pagamentos</a>. Como sempre, nunca lhe pediremos para pagar para uma conta pessoal ou de outra empresa: confirme o nome do beneficiário na fatura proforma antes de enviar dinheiro.</p>`,
      ru: `<p>Многие просили более быстрый способ оплаты небольших сумм, и теперь мы принимаем <strong>PayPal для платежей до 3000 долларов США</strong> по одному счёту. Это удобно для кей-каров и небольших хэтчбеков, для задатка, чтобы закрепить машину, пока идёт банковский перевод, и для дополнительных опций — запасного ключа, шин или замены магнитолы.</p>
<ul>
<li>К сумме добавляется комиссия PayPal 4% — ровно столько PayPal берёт с нас.</li>
<li>Платёж должен поступить со счёта на имя покупателя или получателя, указанного в инвойсе.</li>
<li>Суммы свыше 3000 долларов по-прежнему оплачиваются банковским переводом (T/T).</li>
</ul>
<p>Подробности — на <a href="/pages/payments">странице оплаты</a>. Напоминаем: мы никогда не просим переводить деньги на личный счёт или на счёт другой компании. Перед оплатой сверяйте получателя с инвойсом.</p>`,
    },
  },
  {
    newsName: '2025-07-obon-holidays-office-closure',
    publishedAt: '2025-07-28T02:00:00Z',
    title: {
      en: `Obon holidays: office closed 13–17 August 2025`,
      fr: `Congés d'Obon : bureau fermé du 13 au 17 août 2025`,
      pt: `Férias do Obon: escritório fechado de 13 a 17 de agosto de 2025`,
      ru: `Праздник Обон: офис закрыт с 13 по 17 августа 2025 года`,
    },
    content: {
      en: `<p>Our office and yard will be closed for the Obon summer holidays from <strong>Wednesday 13 August to Sunday 17 August 2025</strong>. We reopen on Monday 18 August.</p>
<p>Auction houses and many transport companies also stop during this week, so vehicles bought after 6 August will normally be delivered to the port after the holidays. Bank transfers received during the closure will be confirmed on 18 August.</p>
<p>Vessels already scheduled will sail as planned, and DHL document parcels for ships leaving before 12 August will be sent before the break. For urgent matters, message your sales contact on WhatsApp; we check messages once a day.</p>`,
      fr: `<p>Notre bureau et notre parc seront fermés pour les congés d'été d'Obon du <strong>mercredi 13 au dimanche 17 août 2025</strong>. Réouverture le lundi 18 août.</p>
<p>Les salles de vente et de nombreux transporteurs s'arrêtent aussi cette semaine-là : les véhicules achetés après le 6 août seront en principe livrés au port après les congés. Les virements reçus pendant la fermeture seront confirmés le 18 août.</p>
<p>Les navires déjà programmés partiront comme prévu, et les documents des navires quittant le Japon avant le 12 août seront envoyés par DHL avant la pause. Pour toute urgence, écrivez à votre contact sur WhatsApp : nous consultons les messages une fois par jour.</p>`,
      pt: `<p>O nosso escritório e parque estarão fechados para as férias de verão do Obon de <strong>quarta-feira, 13 de agosto, a domingo, 17 de agosto de 2025</strong>. Reabrimos na segunda-feira, 18 de agosto.</p>
<p>As casas de leilão e muitas transportadoras também param nesta semana, pelo que as viaturas compradas depois de 6 de agosto serão normalmente entregues no porto depois das férias. As transferências recebidas durante o fecho serão confirmadas a 18 de agosto.</p>
<p>Os navios já programados partem como previsto, e os documentos dos navios que saem antes de 12 de agosto seguem por DHL antes da pausa. Para assuntos urgentes, escreva ao seu contacto pelo WhatsApp; verificamos as mensagens uma vez por dia.</p>`,
      ru: `<p>Наш офис и площадка будут закрыты на летние праздники Обон <strong>со среды, 13 августа, по воскресенье, 17 августа 2025 года</strong>. Открываемся в понедельник, 18 августа.</p>
<p>На этой неделе не работают аукционы и многие транспортные компании, поэтому автомобили, купленные после 6 августа, как правило, будут доставлены в порт уже после праздников. Платежи, поступившие в эти дни, мы подтвердим 18 августа.</p>
<p>Суда, стоящие в расписании, уйдут по плану, а документы по рейсам, отходящим до 12 августа, мы отправим DHL до начала праздников. По срочным вопросам пишите своему менеджеру в WhatsApp — сообщения проверяем раз в день.</p>`,
    },
  },
  {
    newsName: '2025-09-stink-bug-season-new-zealand',
    publishedAt: '2025-09-01T00:00:00Z',
    title: {
      en: `New Zealand and Australia: stink bug season starts 1 September`,
      fr: `Nouvelle-Zélande et Australie : la saison de la punaise diabolique commence le 1er septembre`,
      pt: `Nova Zelândia e Austrália: a época do percevejo-marmoreado começa a 1 de setembro`,
      ru: `Новая Зеландия и Австралия: с 1 сентября — сезон мраморного клопа`,
    },
    content: {
      en: `<p>From <strong>1 September 2025 to 30 April 2026</strong>, vehicles shipped from Japan to New Zealand and Australia must be treated against the brown marmorated stink bug (BMSB) before loading. Untreated vehicles can be refused or sent for treatment on arrival, which is slow and expensive.</p>
<p>For every vehicle bound for New Zealand we arrange the heat treatment and the biosecurity and border inspection in Japan, and the certificates travel with the other documents by DHL. The cost is shown on your quotation as a separate line, so you always know what you are paying for.</p>
<p>Vehicles should be shipped within a few days of treatment, so please pay promptly once you have reserved a car in this season. Kenji, who looks after New Zealand and Australia, can tell you the treatment date for each sailing.</p>`,
      fr: `<p>Du <strong>1er septembre 2025 au 30 avril 2026</strong>, les véhicules expédiés du Japon vers la Nouvelle-Zélande et l'Australie doivent être traités contre la punaise diabolique (BMSB) avant chargement. Un véhicule non traité peut être refusé ou traité à l'arrivée, ce qui est long et coûteux.</p>
<p>Pour chaque véhicule destiné à la Nouvelle-Zélande, nous organisons au Japon le traitement thermique ainsi que l'inspection de biosécurité et de frontière ; les certificats voyagent avec les autres documents par DHL. Le coût figure sur une ligne séparée de votre devis, pour que vous sachiez exactement ce que vous payez.</p>
<p>Le véhicule doit être chargé dans les jours qui suivent le traitement : merci donc de régler rapidement après avoir réservé pendant cette période. Kenji, qui s'occupe de la Nouvelle-Zélande et de l'Australie, vous indiquera la date de traitement pour chaque départ.</p>`,
      pt: `<p>De <strong>1 de setembro de 2025 a 30 de abril de 2026</strong>, as viaturas enviadas do Japão para a Nova Zelândia e a Austrália têm de ser tratadas contra o percevejo-marmoreado (BMSB) antes do carregamento. As viaturas não tratadas podem ser recusadas ou tratadas à chegada, o que é demorado e caro.</p>
<p>Para cada viatura com destino à Nova Zelândia tratamos no Japão do tratamento térmico e da inspeção de biossegurança e fronteira; os certificados seguem com os restantes documentos por DHL. O custo aparece numa linha à parte na cotação, para saber sempre o que está a pagar.</p>
<p>A viatura deve embarcar poucos dias após o tratamento, por isso pague logo que reservar um carro nesta época. O Kenji, responsável pela Nova Zelândia e pela Austrália, indica-lhe a data de tratamento de cada navio.</p>`,
      ru: `<p>С <strong>1 сентября 2025 года по 30 апреля 2026 года</strong> все автомобили, отправляемые из Японии в Новую Зеландию и Австралию, перед погрузкой должны пройти обработку от мраморного клопа (BMSB). Необработанную машину могут не принять или отправить на обработку по прибытии — это долго и дорого.</p>
<p>Для каждого автомобиля в Новую Зеландию мы организуем в Японии термообработку, а также биосанитарную и пограничную инспекцию; сертификаты отправляются вместе с остальными документами через DHL. Стоимость указана в расчёте отдельной строкой, так что вы всегда знаете, за что платите.</p>
<p>Машина должна уйти в рейс в течение нескольких дней после обработки, поэтому в сезон, пожалуйста, оплачивайте бронь без задержек. Кэндзи, который ведёт Новую Зеландию и Австралию, подскажет дату обработки для каждого рейса.</p>`,
    },
  },
  {
    newsName: '2025-09-tanzania-eaa-inspection-at-our-yard',
    publishedAt: '2025-09-22T01:00:00Z',
    title: {
      en: `Tanzania: EAA inspections now twice a week at our Nagoya yard`,
      fr: `Tanzanie : inspections EAA deux fois par semaine dans notre parc de Nagoya`,
      pt: `Tanzânia: inspeções EAA duas vezes por semana no nosso parque de Nagoya`,
      ru: `Танзания: инспекции EAA дважды в неделю на нашей площадке в Нагое`,
    },
    content: {
      en: `<p>Vehicles for Tanzania must pass a pre-shipment inspection by <strong>EAA Company Ltd</strong>, the agent appointed by the Tanzania Bureau of Standards for Japan. The fee published when the programme resumed in 2022 was USD 150 per vehicle. Until now we had to take each car to an inspection centre, which sometimes cost a sailing.</p>
<p>From October 2025, EAA inspectors will visit our Nagoya yard <strong>every Tuesday and Friday</strong>. Your car is inspected where it is stored, the certificate is issued faster and the vehicle goes straight to the port for the next Dar es Salaam sailing.</p>
<p>A reminder on the rules: Tanzania has no import age limit, but older vehicles pay additional excise duty, and uninspected vehicles pay a penalty and a destination inspection. The inspection fee is always included in our CIF price for Dar es Salaam and Zanzibar.</p>`,
      fr: `<p>Les véhicules destinés à la Tanzanie doivent passer une inspection avant expédition réalisée par <strong>EAA Company Ltd</strong>, l'agent désigné au Japon par le Tanzania Bureau of Standards. Le tarif publié lors de la reprise du programme en 2022 était de 150 USD par véhicule. Jusqu'ici, nous devions conduire chaque véhicule dans un centre d'inspection, ce qui faisait parfois manquer un départ.</p>
<p>À partir d'octobre 2025, les inspecteurs d'EAA viendront dans notre parc de Nagoya <strong>chaque mardi et chaque vendredi</strong>. Votre véhicule est inspecté sur place, le certificat est délivré plus vite et la voiture part directement au port pour le prochain navire vers Dar es Salaam.</p>
<p>Pour rappel : la Tanzanie n'impose pas de limite d'âge, mais les véhicules plus anciens paient un droit d'accise supplémentaire, et un véhicule non inspecté est pénalisé et réinspecté à l'arrivée. Le coût de l'inspection est toujours inclus dans notre prix CIF pour Dar es Salaam et Zanzibar.</p>`,
      pt: `<p>As viaturas para a Tanzânia têm de passar uma inspeção pré-embarque feita pela <strong>EAA Company Ltd</strong>, o agente nomeado para o Japão pelo Tanzania Bureau of Standards. A taxa publicada quando o programa foi retomado, em 2022, era de 150 USD por viatura. Até agora tínhamos de levar cada carro a um centro de inspeção, o que por vezes fazia perder um navio.</p>
<p>A partir de outubro de 2025, os inspetores da EAA passam a vir ao nosso parque de Nagoya <strong>todas as terças e sextas-feiras</strong>. A viatura é inspecionada onde está guardada, o certificado sai mais depressa e o carro segue diretamente para o porto para o próximo navio para Dar es Salaam.</p>
<p>Lembramos as regras: a Tanzânia não tem limite de idade, mas as viaturas mais antigas pagam um imposto especial adicional, e as viaturas não inspecionadas pagam multa e nova inspeção no destino. A inspeção está sempre incluída no nosso preço CIF para Dar es Salaam e Zanzibar.</p>`,
      ru: `<p>Автомобили для Танзании должны пройти предотгрузочную инспекцию компании <strong>EAA Company Ltd</strong> — агента, назначенного Бюро стандартов Танзании (TBS) для Японии. Когда программа возобновилась в 2022 году, опубликованный тариф составлял 150 долларов за машину. До сих пор нам приходилось возить каждый автомобиль в инспекционный центр, и иногда из-за этого машина пропускала рейс.</p>
<p>С октября 2025 года инспекторы EAA приезжают на нашу площадку в Нагое <strong>каждый вторник и пятницу</strong>. Машину осматривают там, где она стоит, сертификат выдаётся быстрее, и автомобиль сразу едет в порт к ближайшему рейсу на Дар-эс-Салам.</p>
<p>Напоминаем правила: ограничения по возрасту в Танзании нет, но на более старые машины начисляется дополнительный акциз, а за автомобиль без инспекции — штраф и повторная проверка на месте. Стоимость инспекции всегда включена в нашу цену CIF до Дар-эс-Салама и Занзибара.</p>`,
    },
  },
  {
    newsName: '2025-10-kenya-eight-year-cut-off-2026',
    publishedAt: '2025-10-15T00:30:00Z',
    title: {
      en: `Kenya: the 8-year cut-off moves on 1 January 2026 – ship 2018 cars now`,
      fr: `Kenya : la limite des 8 ans change le 1er janvier 2026 – expédiez vite les véhicules de 2018`,
      pt: `Quénia: o limite de 8 anos muda a 1 de janeiro de 2026 – envie já os carros de 2018`,
      ru: `Кения: 1 января 2026 года сдвигается 8-летний порог — автомобили 2018 года отправляйте сейчас`,
    },
    content: {
      en: `<p>Kenya accepts used vehicles that are <strong>no more than eight years old counted from the year of first registration</strong> (KS 1515). The cut-off year rolls forward every 1 January, and KEBS rejects vehicles that arrive after the change.</p>
<p>In practice: from <strong>1 January 2026</strong>, only vehicles first registered in <strong>2019 or later</strong> can enter. A car first registered in 2018 must reach Mombasa before the end of December 2025. With about 27 days at sea from Nagoya, the last sailings we recommend for 2018 vehicles leave Japan in the <strong>first half of November</strong>; after that we will only offer 2019 and newer cars for Kenya.</p>
<ul>
<li>The year of first registration is printed on the export certificate; we show it on every vehicle page.</li>
<li>The QISJ pre-shipment inspection must also be completed before loading.</li>
<li>If a vessel is delayed, a 2018 car may arrive too late. We will not ship a borderline car unless you accept that risk in writing.</li>
</ul>
<p>Amani will confirm the eligibility of any car before issuing your proforma invoice.</p>`,
      fr: `<p>Le Kenya accepte les véhicules d'occasion <strong>de huit ans au plus, comptés à partir de l'année de première immatriculation</strong> (norme KS 1515). L'année limite avance chaque 1er janvier, et le KEBS refuse les véhicules qui arrivent après ce changement.</p>
<p>Concrètement : à partir du <strong>1er janvier 2026</strong>, seuls les véhicules immatriculés pour la première fois en <strong>2019 ou après</strong> pourront entrer. Une voiture immatriculée en 2018 doit arriver à Mombasa avant fin décembre 2025. Avec environ 27 jours de mer depuis Nagoya, les derniers départs que nous recommandons pour les véhicules de 2018 quittent le Japon dans la <strong>première quinzaine de novembre</strong> ; ensuite, nous ne proposerons plus pour le Kenya que des véhicules de 2019 et plus récents.</p>
<ul>
<li>L'année de première immatriculation figure sur le certificat d'exportation ; nous l'indiquons sur chaque fiche véhicule.</li>
<li>L'inspection avant expédition QISJ doit aussi être faite avant le chargement.</li>
<li>En cas de retard du navire, une voiture de 2018 peut arriver trop tard. Nous n'expédions un véhicule limite que si vous acceptez ce risque par écrit.</li>
</ul>
<p>Amani confirmera l'éligibilité de chaque véhicule avant d'établir votre facture proforma.</p>`,
      pt: `<p>O Quénia aceita viaturas usadas <strong>com no máximo oito anos, contados a partir do ano do primeiro registo</strong> (norma KS 1515). O ano-limite avança a cada 1 de janeiro e o KEBS recusa as viaturas que chegam depois da mudança.</p>
<p>Na prática: a partir de <strong>1 de janeiro de 2026</strong>, só entram viaturas registadas pela primeira vez em <strong>2019 ou depois</strong>. Um carro registado em 2018 tem de chegar a Mombaça antes do fim de dezembro de 2025. Com cerca de 27 dias de mar desde Nagoya, os últimos navios que recomendamos para viaturas de 2018 saem do Japão na <strong>primeira quinzena de novembro</strong>; depois disso, para o Quénia só propomos viaturas de 2019 ou mais recentes.</p>
<ul>
<li>O ano do primeiro registo consta do certificado de exportação e aparece em todas as páginas de viatura.</li>
<li>A inspeção pré-embarque da QISJ também tem de estar feita antes do carregamento.</li>
<li>Se o navio se atrasar, um carro de 2018 pode chegar tarde demais. Só enviamos uma viatura no limite se aceitar esse risco por escrito.</li>
</ul>
<p>O Amani confirma a elegibilidade de cada viatura antes de emitir a sua fatura proforma.</p>`,
      ru: `<p>Кения принимает подержанные автомобили <strong>не старше восьми лет, считая от года первой регистрации</strong> (стандарт KS 1515). Граничный год сдвигается каждое 1 января, и KEBS не пропускает машины, прибывшие после этой даты.</p>
<p>На практике: с <strong>1 января 2026 года</strong> ввезти можно только автомобили с первой регистрацией в <strong>2019 году и позже</strong>. Машина 2018 года регистрации должна прийти в Момбасу до конца декабря 2025 года. Морем от Нагои около 27 дней, поэтому последние рекомендуемые рейсы для автомобилей 2018 года уходят из Японии в <strong>первой половине ноября</strong>; после этого для Кении мы предлагаем только машины 2019 года и новее.</p>
<ul>
<li>Год первой регистрации указан в экспортном сертификате; мы показываем его на странице каждого автомобиля.</li>
<li>До погрузки также нужно пройти предотгрузочную инспекцию QISJ.</li>
<li>Если судно задержится, машина 2018 года может опоздать. Пограничные автомобили мы отправляем только при письменном согласии покупателя на этот риск.</li>
</ul>
<p>Амани проверит соответствие требованиям до выставления инвойса.</p>`,
    },
  },
  {
    newsName: '2025-11-suv-price-drop',
    publishedAt: '2025-11-05T01:00:00Z',
    title: {
      en: `Price drop on SUVs: RAV4, Harrier, X-Trail, Forester and Prado`,
      fr: `Baisse de prix sur les SUV : RAV4, Harrier, X-Trail, Forester et Prado`,
      pt: `Descida de preços nos SUV: RAV4, Harrier, X-Trail, Forester e Prado`,
      ru: `Снижение цен на кроссоверы и внедорожники: RAV4, Harrier, X-Trail, Forester и Prado`,
    },
    content: {
      en: `<p>Good news for SUV buyers. Auction prices for mid-size SUVs in Japan eased this autumn, and we have lowered the FOB price of <strong>more than 120 SUVs</strong> in our stock, by JPY 30,000 to JPY 180,000 depending on the vehicle.</p>
<p>The reductions cover popular models such as the Toyota RAV4 and Harrier, Nissan X-Trail, Subaru Forester, Mazda CX-5 and a selection of Toyota Land Cruiser Prado. Cars already reserved keep the price on their proforma invoice.</p>
<p>Before choosing, please check your country's rules: Kenya counts eight years from first registration, Uganda 15 years from manufacture, and Russia cannot receive hybrids or engines over 1,900 cc, which excludes most of these SUVs. Our stock list applies these rules automatically when you choose your destination.</p>
<p><a href="/stocklist?type=Suv">See all SUVs in stock</a>.</p>`,
      fr: `<p>Bonne nouvelle pour les amateurs de SUV. Les prix des SUV moyens aux enchères japonaises ont baissé cet automne, et nous avons réduit le prix FOB de <strong>plus de 120 SUV</strong> de notre stock, de 30 000 à 180 000 yens selon le véhicule.</p>
<p>Les baisses concernent des modèles très demandés comme les Toyota RAV4 et Harrier, le Nissan X-Trail, le Subaru Forester, le Mazda CX-5 et une sélection de Toyota Land Cruiser Prado. Les véhicules déjà réservés conservent le prix de leur facture proforma.</p>
<p>Avant de choisir, vérifiez les règles de votre pays : le Kenya compte huit ans depuis la première immatriculation, l'Ouganda 15 ans depuis la fabrication, et la Russie ne peut recevoir ni hybride ni moteur de plus de 1 900 cm³, ce qui exclut la plupart de ces SUV. Notre liste de stock applique ces règles automatiquement dès que vous choisissez votre destination.</p>
<p><a href="/stocklist?type=Suv">Voir tous les SUV en stock</a>.</p>`,
      pt: `<p>Boas notícias para quem procura um SUV. Os preços dos SUV médios nos leilões japoneses baixaram neste outono e reduzimos o preço FOB de <strong>mais de 120 SUV</strong> do nosso stock, entre 30 000 e 180 000 ienes conforme a viatura.</p>
<p>As reduções abrangem modelos muito procurados como os Toyota RAV4 e Harrier, o Nissan X-Trail, o Subaru Forester, o Mazda CX-5 e uma seleção de Toyota Land Cruiser Prado. As viaturas já reservadas mantêm o preço da fatura proforma.</p>
<p>Antes de escolher, confirme as regras do seu país: o Quénia conta oito anos desde o primeiro registo, o Uganda 15 anos desde o fabrico, e a Rússia não pode receber híbridos nem motores acima de 1 900 cm³, o que exclui a maioria destes SUV. A nossa lista de stock aplica estas regras automaticamente quando escolhe o destino.</p>
<p><a href="/stocklist?type=Suv">Ver todos os SUV em stock</a>.</p>`,
      ru: `<p>Хорошие новости для тех, кто выбирает кроссовер. Осенью аукционные цены на среднеразмерные SUV в Японии снизились, и мы уменьшили цену FOB <strong>более чем на 120 внедорожников и кроссоверов</strong> в нашем стоке — на 30 000–180 000 иен в зависимости от автомобиля.</p>
<p>Снижение коснулось популярных моделей: Toyota RAV4 и Harrier, Nissan X-Trail, Subaru Forester, Mazda CX-5 и части Toyota Land Cruiser Prado. Для уже забронированных машин сохраняется цена из инвойса.</p>
<p>Перед выбором проверьте правила своей страны: в Кении считают восемь лет с первой регистрации, в Уганде — 15 лет с года выпуска, а в Россию нельзя отправлять гибриды и машины с двигателем более 1900 см³, что исключает большинство этих моделей. Каталог применяет эти правила автоматически, когда вы указываете страну назначения.</p>
<p><a href="/stocklist?type=Suv">Все внедорожники в наличии</a>.</p>`,
    },
  },
  {
    newsName: '2025-11-senegal-new-age-limits',
    publishedAt: '2025-11-20T02:00:00Z',
    title: {
      en: `Senegal: new age limits for used vehicle imports`,
      fr: `Sénégal : nouvelles limites d'âge pour l'importation de véhicules d'occasion`,
      pt: `Senegal: novos limites de idade para importação de viaturas usadas`,
      ru: `Сенегал: новые возрастные ограничения на ввоз подержанных автомобилей`,
    },
    content: {
      en: `<p>A decree signed on 24 October 2025 changes the age limits for used vehicles imported into Senegal. According to the reports published so far, <strong>passenger cars and light utility vehicles under 3.5 tonnes may now be up to 10 years old</strong> (previously 8), while trucks over 3.5 tonnes and passenger-transport vehicles may be up to 15 years old, counted from the date of manufacture.</p>
<p>Senegal still requires <strong>left-hand-drive</strong> vehicles, so we only offer left-hand-drive stock for Dakar, mostly European and American models sold new in Japan. A BSC/ECTN cargo tracking note is also needed for the shipment; we arrange it and include the cost in your CIF quotation.</p>
<p>Implementation details may still change, so please confirm with your transitaire in Dakar before you buy. Jean-Pierre follows the news closely and can advise in French.</p>`,
      fr: `<p>Un décret signé le 24 octobre 2025 modifie les limites d'âge des véhicules d'occasion importés au Sénégal. D'après les informations publiées à ce jour, <strong>les voitures particulières et les utilitaires légers de moins de 3,5 tonnes peuvent désormais avoir jusqu'à 10 ans</strong> (contre 8 auparavant), et les camions de plus de 3,5 tonnes ainsi que les véhicules de transport de personnes jusqu'à 15 ans, à compter de la date de fabrication.</p>
<p>Le Sénégal exige toujours la <strong>conduite à gauche</strong> : nous ne proposons donc pour Dakar que des véhicules à conduite à gauche, principalement des modèles européens et américains vendus neufs au Japon. Un BSC (ECTN) est également requis pour l'expédition ; nous nous en chargeons et l'incluons dans votre offre CIF.</p>
<p>Les modalités d'application peuvent encore évoluer : confirmez auprès de votre transitaire à Dakar avant d'acheter. Jean-Pierre suit l'actualité de près et vous conseille volontiers.</p>`,
      pt: `<p>Um decreto assinado a 24 de outubro de 2025 altera os limites de idade das viaturas usadas importadas para o Senegal. Segundo as notícias publicadas até agora, <strong>os automóveis ligeiros e comerciais ligeiros com menos de 3,5 toneladas podem ter até 10 anos</strong> (antes eram 8), e os camiões com mais de 3,5 toneladas e os veículos de transporte de passageiros até 15 anos, contados a partir da data de fabrico.</p>
<p>O Senegal continua a exigir <strong>volante à esquerda</strong>, por isso para Dacar só propomos viaturas com volante à esquerda, sobretudo modelos europeus e americanos vendidos novos no Japão. O embarque precisa também de um BSC/ECTN; tratamos dele e incluímos o custo na cotação CIF.</p>
<p>A aplicação pode ainda mudar, por isso confirme com o seu despachante em Dacar antes de comprar. O Jean-Pierre acompanha o assunto de perto e pode ajudar em francês.</p>`,
      ru: `<p>Указ, подписанный 24 октября 2025 года, меняет возрастные ограничения для подержанных автомобилей, ввозимых в Сенегал. По опубликованным на сегодня сообщениям, <strong>легковые автомобили и лёгкие коммерческие машины до 3,5 т теперь могут быть не старше 10 лет</strong> (раньше — 8), а грузовики свыше 3,5 т и пассажирский транспорт — не старше 15 лет с даты выпуска.</p>
<p>В Сенегале по-прежнему требуется <strong>левый руль</strong>, поэтому для Дакара мы предлагаем только леворульные автомобили — в основном европейские и американские модели, проданные новыми в Японии. Для отправки также нужен BSC (ECTN); мы оформляем его и включаем стоимость в цену CIF.</p>
<p>Порядок применения ещё может уточняться, поэтому перед покупкой проконсультируйтесь со своим брокером в Дакаре. Жан-Пьер следит за новостями и поможет на французском языке.</p>`,
    },
  },
  {
    newsName: '2025-12-year-end-closure-and-last-sailings',
    publishedAt: '2025-12-05T01:00:00Z',
    title: {
      en: `Year-end holidays: office closed 27 December – 4 January`,
      fr: `Fêtes de fin d'année : bureau fermé du 27 décembre au 4 janvier`,
      pt: `Fim de ano: escritório fechado de 27 de dezembro a 4 de janeiro`,
      ru: `Новогодние праздники: офис закрыт с 27 декабря по 4 января`,
    },
    content: {
      en: `<p>Our office and yard will close for the New Year holidays from <strong>Saturday 27 December 2025 to Sunday 4 January 2026</strong>. We reopen on Monday 5 January.</p>
<p>To make the last sailings of the year, please note these dates:</p>
<ul>
<li><strong>12 December</strong>: last day to pay for vehicles that need a pre-shipment inspection (Kenya, Tanzania, Uganda, Mozambique, Jamaica, Mauritius) and should sail in December.</li>
<li><strong>19 December</strong>: last day to pay for other destinations for December loading.</li>
<li><strong>24 December</strong>: last DHL document dispatch of 2025.</li>
</ul>
<p>Buyers in Kenya: remember that vehicles first registered in 2018 must reach Mombasa before 1 January 2026. Thank you all for a great year, and see you in 2026!</p>`,
      fr: `<p>Notre bureau et notre parc fermeront pour les fêtes du <strong>samedi 27 décembre 2025 au dimanche 4 janvier 2026</strong>. Réouverture le lundi 5 janvier.</p>
<p>Pour embarquer sur les derniers navires de l'année, retenez ces dates :</p>
<ul>
<li><strong>12 décembre</strong> : dernier jour de paiement pour les véhicules soumis à une inspection avant expédition (Kenya, Tanzanie, Ouganda, Mozambique, Jamaïque, Maurice) devant partir en décembre.</li>
<li><strong>19 décembre</strong> : dernier jour de paiement pour les autres destinations avec chargement en décembre.</li>
<li><strong>24 décembre</strong> : dernier envoi de documents par DHL en 2025.</li>
</ul>
<p>Clients du Kenya : les véhicules immatriculés pour la première fois en 2018 doivent arriver à Mombasa avant le 1er janvier 2026. Merci à tous pour cette belle année, et rendez-vous en 2026 !</p>`,
      pt: `<p>O escritório e o parque fecham para as festas de <strong>sábado, 27 de dezembro de 2025, a domingo, 4 de janeiro de 2026</strong>. Reabrimos na segunda-feira, 5 de janeiro.</p>
<p>Para apanhar os últimos navios do ano, tome nota destas datas:</p>
<ul>
<li><strong>12 de dezembro</strong>: último dia de pagamento para viaturas que precisam de inspeção pré-embarque (Quénia, Tanzânia, Uganda, Moçambique, Jamaica, Maurícia) e devem embarcar em dezembro.</li>
<li><strong>19 de dezembro</strong>: último dia de pagamento para os restantes destinos com carregamento em dezembro.</li>
<li><strong>24 de dezembro</strong>: último envio de documentos por DHL em 2025.</li>
</ul>
<p>Clientes do Quénia: as viaturas registadas pela primeira vez em 2018 têm de chegar a Mombaça antes de 1 de janeiro de 2026. Obrigado a todos por um excelente ano e até 2026!</p>`,
      ru: `<p>Офис и площадка закрываются на новогодние праздники <strong>с субботы, 27 декабря 2025 года, по воскресенье, 4 января 2026 года</strong>. Открываемся в понедельник, 5 января.</p>
<p>Чтобы успеть на последние рейсы года, обратите внимание на даты:</p>
<ul>
<li><strong>12 декабря</strong> — последний день оплаты автомобилей, которым нужна предотгрузочная инспекция (Кения, Танзания, Уганда, Мозамбик, Ямайка, Маврикий), для отправки в декабре.</li>
<li><strong>19 декабря</strong> — последний день оплаты для остальных направлений с погрузкой в декабре.</li>
<li><strong>24 декабря</strong> — последняя отправка документов DHL в 2025 году.</li>
</ul>
<p>Покупателям из Кении: автомобили с первой регистрацией в 2018 году должны прибыть в Момбасу до 1 января 2026 года. Спасибо всем за отличный год, до встречи в 2026-м!</p>`,
    },
  },
  {
    newsName: '2026-01-west-coast-south-america-sailings',
    publishedAt: '2026-01-19T02:00:00Z',
    title: {
      en: `New monthly RoRo sailing to Callao, Iquique and Arica`,
      fr: `Nouveau départ roulier mensuel vers Callao, Iquique et Arica`,
      pt: `Novo navio RoRo mensal para Callao, Iquique e Arica`,
      ru: `Новый ежемесячный рейс ро-ро в Кальяо, Икике и Арику`,
    },
    content: {
      en: `<p>From February 2026 we ship every month from Yokohama to the west coast of South America, calling at <strong>Callao, Iquique and Arica</strong>. Sailing time is about 28 days to Callao and 32–33 days to Iquique and Arica.</p>
<p>Please read the rules carefully, because this region is different:</p>
<ul>
<li><strong>Chile</strong> does not allow used vehicles to be imported for local use. Cars enter the Iquique free zone (ZOFRI) for re-export, and right-hand-drive units are converted there for Paraguay and Bolivia.</li>
<li><strong>Bolivia</strong> accepts only very young vehicles (1 year for light passenger vehicles, 3 years for buses, pickups and trucks), converted to left-hand drive in an authorised free zone.</li>
<li><strong>Paraguay</strong> accepts vehicles up to 10 years old that have been converted to left-hand drive.</li>
<li><strong>Peru</strong> accepts only left-hand-drive vehicles no more than 2 years old by model year, and no diesel cars or light trucks.</li>
</ul>
<p>Carlos, our Spanish-speaking sales manager, works mainly with free-zone dealers and can explain which units convert well.</p>`,
      fr: `<p>À partir de février 2026, un navire part chaque mois de Yokohama vers la côte ouest de l'Amérique du Sud, avec escales à <strong>Callao, Iquique et Arica</strong>. Comptez environ 28 jours jusqu'à Callao et 32 à 33 jours jusqu'à Iquique et Arica.</p>
<p>Lisez bien les règles, car cette région est particulière :</p>
<ul>
<li>Le <strong>Chili</strong> n'autorise pas l'importation de véhicules d'occasion pour usage local. Les véhicules entrent dans la zone franche d'Iquique (ZOFRI) pour être réexportés ; les véhicules à conduite à droite y sont convertis pour le Paraguay et la Bolivie.</li>
<li>La <strong>Bolivie</strong> n'accepte que des véhicules très récents (1 an pour les véhicules de tourisme légers, 3 ans pour les bus, pick-up et camions), convertis à la conduite à gauche en zone franche agréée.</li>
<li>Le <strong>Paraguay</strong> accepte les véhicules de 10 ans au plus, convertis à la conduite à gauche.</li>
<li>Le <strong>Pérou</strong> n'accepte que des véhicules à conduite à gauche de 2 ans au plus (année-modèle), et aucune voiture ni camionnette diesel.</li>
</ul>
<p>Carlos, notre commercial hispanophone, travaille surtout avec les revendeurs de la zone franche et sait quels véhicules se convertissent bien.</p>`,
      pt: `<p>A partir de fevereiro de 2026 temos um navio por mês de Yokohama para a costa oeste da América do Sul, com escalas em <strong>Callao, Iquique e Arica</strong>. A viagem demora cerca de 28 dias até Callao e 32 a 33 dias até Iquique e Arica.</p>
<p>Leia as regras com atenção, porque esta região é diferente:</p>
<ul>
<li>O <strong>Chile</strong> não permite importar viaturas usadas para uso local. Os carros entram na zona franca de Iquique (ZOFRI) para reexportação, e as unidades com volante à direita são aí convertidas para o Paraguai e a Bolívia.</li>
<li>A <strong>Bolívia</strong> só aceita viaturas muito recentes (1 ano para ligeiros de passageiros, 3 anos para autocarros, pick-ups e camiões), convertidas para volante à esquerda numa zona franca autorizada.</li>
<li>O <strong>Paraguai</strong> aceita viaturas até 10 anos, convertidas para volante à esquerda.</li>
<li>O <strong>Peru</strong> só aceita viaturas com volante à esquerda com no máximo 2 anos (ano-modelo) e não aceita ligeiros nem comerciais ligeiros a gasóleo.</li>
</ul>
<p>O Carlos, o nosso comercial de língua espanhola, trabalha sobretudo com revendedores da zona franca e sabe que unidades se convertem bem.</p>`,
      ru: `<p>С февраля 2026 года раз в месяц отправляем судно из Иокогамы на западное побережье Южной Америки с заходом в <strong>Кальяо, Икике и Арику</strong>. В пути около 28 дней до Кальяо и 32–33 дня до Икике и Арики.</p>
<p>Внимательно изучите правила — регион особенный:</p>
<ul>
<li><strong>Чили</strong> не разрешает ввоз подержанных автомобилей для внутреннего использования. Машины поступают в свободную зону Икике (ZOFRI) для реэкспорта, а праворульные там переделываются под левый руль для Парагвая и Боливии.</li>
<li><strong>Боливия</strong> принимает только очень новые автомобили (1 год для лёгких пассажирских, 3 года для автобусов, пикапов и грузовиков), переоборудованные на левый руль в уполномоченной свободной зоне.</li>
<li><strong>Парагвай</strong> принимает машины не старше 10 лет после переделки на левый руль.</li>
<li><strong>Перу</strong> принимает только леворульные автомобили не старше 2 лет по модельному году; дизельные легковые и лёгкие грузовики запрещены.</li>
</ul>
<p>Карлос, наш испаноязычный менеджер, работает в основном с дилерами свободной зоны и подскажет, какие модели хорошо переделываются.</p>`,
    },
  },
  {
    newsName: '2026-02-new-tobishima-yard-opens',
    publishedAt: '2026-02-16T00:00:00Z',
    title: {
      en: `Our new Tobishima yard is open: room for 4,000 vehicles`,
      fr: `Notre nouveau parc de Tobishima est ouvert : 4 000 places`,
      pt: `Abriu o nosso novo parque de Tobishima: espaço para 4 000 viaturas`,
      ru: `Открыта новая площадка в Тобисиме: 4000 машино-мест`,
    },
    content: {
      en: `<p>We are proud to announce the opening of our second yard, in <strong>Tobishima on the west side of Nagoya port</strong>, only a few minutes from the car-carrier berths. The new yard has space for 4,000 vehicles, a covered inspection hall with two lifts, a photo studio and a washing bay.</p>
<p>What it means for you:</p>
<ul>
<li>Cars bought at auction reach our yard and are photographed within two working days.</li>
<li>Underbody photos are now taken on the lift for every vehicle: ask your sales contact for them.</li>
<li>Pre-shipment inspectors (QISJ, EAA, Intertek, JEVIC) can inspect on site, so fewer cars miss a sailing.</li>
<li>Container vanning for our shared-container service is done under cover, protected from rain.</li>
</ul>
<p>Our original yard in Minato-ku stays open for trucks, buses and machinery. Customers visiting Japan are welcome to see both yards; please book a visit through your sales contact.</p>`,
      fr: `<p>Nous avons le plaisir d'annoncer l'ouverture de notre deuxième parc, à <strong>Tobishima, à l'ouest du port de Nagoya</strong>, à quelques minutes des quais des navires rouliers. Il peut accueillir 4 000 véhicules et dispose d'un hall d'inspection couvert avec deux ponts élévateurs, d'un studio photo et d'une aire de lavage.</p>
<p>Ce que cela change pour vous :</p>
<ul>
<li>Les véhicules achetés aux enchères arrivent au parc et sont photographiés en deux jours ouvrés.</li>
<li>Les photos du soubassement sont désormais prises sur pont élévateur pour chaque véhicule : demandez-les à votre commercial.</li>
<li>Les inspecteurs avant expédition (QISJ, EAA, Intertek, JEVIC) peuvent travailler sur place : moins de véhicules manquent leur départ.</li>
<li>L'empotage des conteneurs groupés se fait à l'abri de la pluie.</li>
</ul>
<p>Notre parc historique de Minato-ku reste ouvert pour les camions, bus et engins. Si vous venez au Japon, vous êtes les bienvenus dans nos deux parcs : prenez rendez-vous auprès de votre commercial.</p>`,
      pt: `<p>Temos o prazer de anunciar a abertura do nosso segundo parque, em <strong>Tobishima, no lado oeste do porto de Nagoya</strong>, a poucos minutos dos cais dos navios RoRo. O novo parque tem espaço para 4 000 viaturas, um pavilhão de inspeção coberto com dois elevadores, um estúdio fotográfico e uma zona de lavagem.</p>
<p>O que muda para si:</p>
<ul>
<li>As viaturas compradas em leilão chegam ao parque e são fotografadas em dois dias úteis.</li>
<li>Todas as viaturas passam a ter fotografias da parte de baixo tiradas no elevador: peça-as ao seu contacto comercial.</li>
<li>Os inspetores pré-embarque (QISJ, EAA, Intertek, JEVIC) podem inspecionar no local, por isso menos carros perdem o navio.</li>
<li>A carga dos contentores partilhados é feita em zona coberta, protegida da chuva.</li>
</ul>
<p>O nosso parque original em Minato-ku continua aberto para camiões, autocarros e máquinas. Se vier ao Japão, terá todo o gosto em visitar os dois parques; marque a visita com o seu contacto comercial.</p>`,
      ru: `<p>Рады сообщить об открытии нашей второй площадки — в <strong>Тобисиме, на западной стороне порта Нагоя</strong>, в нескольких минутах от причалов автомобилевозов. Площадка вмещает 4000 автомобилей; есть крытый инспекционный цех с двумя подъёмниками, фотостудия и мойка.</p>
<p>Что это даёт вам:</p>
<ul>
<li>Машины, купленные на аукционе, доставляются на площадку и фотографируются в течение двух рабочих дней.</li>
<li>Фото днища теперь делаются на подъёмнике для каждого автомобиля — менеджер пришлёт их по запросу.</li>
<li>Инспекторы (QISJ, EAA, Intertek, JEVIC) проводят проверку на месте, поэтому машины реже пропускают рейс.</li>
<li>Загрузка сборных контейнеров идёт под крышей, без риска попасть под дождь.</li>
</ul>
<p>Прежняя площадка в районе Минато продолжает работать для грузовиков, автобусов и спецтехники. Если вы будете в Японии, приезжайте посмотреть обе площадки — визит можно согласовать с вашим менеджером.</p>`,
    },
  },
  {
    newsName: '2026-03-customer-meetups-nairobi-dar-es-salaam',
    publishedAt: '2026-03-09T03:00:00Z',
    title: {
      en: `Meet us in Nairobi (21 March) and Dar es Salaam (28 March)`,
      fr: `Rencontrons-nous à Nairobi (21 mars) et à Dar es Salaam (28 mars)`,
      pt: `Encontre-nos em Nairobi (21 de março) e em Dar es Salaam (28 de março)`,
      ru: `Встречи с клиентами в Найроби (21 марта) и Дар-эс-Саламе (28 марта)`,
    },
    content: {
      en: `<p>For the first time, our team is travelling to East Africa to meet customers in person. Amani Mwangi and our managing director will host two free afternoon meetings:</p>
<ul>
<li><strong>Nairobi</strong>: Saturday 21 March 2026, 14:00–18:00, at a hotel conference room in Westlands.</li>
<li><strong>Dar es Salaam</strong>: Saturday 28 March 2026, 14:00–18:00, at a hotel conference room in Masaki.</li>
</ul>
<p>We will talk about how we choose cars at auction, how to read an auction sheet, the Kenyan age rule and the Tanzanian inspection, and what to check when your car arrives at the port. Clearing agents are welcome too. There will be time for individual questions about your next order.</p>
<p>Places are limited to 60 people per city. Register by sending your name, city and phone number to Amani on WhatsApp or to <a href="mailto:sales@roro-motors.example">sales@roro-motors.example</a>; we will send the exact address with your confirmation.</p>`,
      fr: `<p>Pour la première fois, notre équipe se rend en Afrique de l'Est pour rencontrer ses clients. Amani Mwangi et notre directeur général animeront deux après-midi gratuits :</p>
<ul>
<li><strong>Nairobi</strong> : samedi 21 mars 2026, de 14 h à 18 h, dans la salle de conférence d'un hôtel de Westlands.</li>
<li><strong>Dar es Salaam</strong> : samedi 28 mars 2026, de 14 h à 18 h, dans la salle de conférence d'un hôtel de Masaki.</li>
</ul>
<p>Au programme : comment nous choisissons les véhicules aux enchères, comment lire une fiche d'enchère, la règle d'âge au Kenya et l'inspection pour la Tanzanie, et ce qu'il faut vérifier à l'arrivée de votre véhicule au port. Les transitaires sont aussi les bienvenus, et nous prendrons le temps de répondre individuellement à vos questions.</p>
<p>Les places sont limitées à 60 personnes par ville. Inscrivez-vous en envoyant votre nom, votre ville et votre numéro à Amani sur WhatsApp ou à <a href="mailto:sales@roro-motors.example">sales@roro-motors.example</a> ; l'adresse exacte vous sera communiquée avec la confirmation.</p>`,
      pt: `<p>Pela primeira vez, a nossa equipa vai à África Oriental para conhecer os clientes pessoalmente. O Amani Mwangi e o nosso diretor-geral vão receber-vos em duas tardes gratuitas:</p>
<ul>
<li><strong>Nairobi</strong>: sábado, 21 de março de 2026, das 14h00 às 18h00, na sala de conferências de um hotel em Westlands.</li>
<li><strong>Dar es Salaam</strong>: sábado, 28 de março de 2026, das 14h00 às 18h00, na sala de conferências de um hotel em Masaki.</li>
</ul>
<p>Vamos falar de como escolhemos as viaturas nos leilões, como ler uma folha de leilão, a regra de idade do Quénia e a inspeção da Tanzânia, e o que verificar quando o carro chega ao porto. Os despachantes também são bem-vindos e haverá tempo para perguntas individuais sobre a sua próxima encomenda.</p>
<p>Há 60 lugares por cidade. Inscreva-se enviando o nome, a cidade e o número de telefone ao Amani pelo WhatsApp ou para <a href="mailto:sales@roro-motors.example">sales@roro-motors.example</a>; o endereço exato segue com a confirmação.</p>`,
      ru: `<p>Впервые наша команда едет в Восточную Африку, чтобы лично встретиться с клиентами. Амани Мванги и генеральный директор компании проведут две бесплатные встречи:</p>
<ul>
<li><strong>Найроби</strong>: суббота, 21 марта 2026 года, 14:00–18:00, конференц-зал отеля в районе Вестлендс.</li>
<li><strong>Дар-эс-Салам</strong>: суббота, 28 марта 2026 года, 14:00–18:00, конференц-зал отеля в районе Масаки.</li>
</ul>
<p>Расскажем, как мы выбираем автомобили на аукционах, как читать аукционный лист, как работает возрастное правило Кении и инспекция для Танзании и что проверить, когда машина пришла в порт. Приглашаем и таможенных брокеров. Будет время ответить на вопросы о ваших следующих заказах.</p>
<p>Количество мест — 60 в каждом городе. Чтобы записаться, пришлите имя, город и номер телефона Амани в WhatsApp или на <a href="mailto:sales@roro-motors.example">sales@roro-motors.example</a>; точный адрес пришлём вместе с подтверждением.</p>`,
    },
  },
  {
    newsName: '2026-04-golden-week-office-closure',
    publishedAt: '2026-04-06T02:00:00Z',
    title: {
      en: `Golden Week 2026: office closed 29 April and 2–6 May`,
      fr: `Golden Week 2026 : bureau fermé le 29 avril et du 2 au 6 mai`,
      pt: `Golden Week 2026: escritório fechado a 29 de abril e de 2 a 6 de maio`,
      ru: `«Золотая неделя» 2026: офис не работает 29 апреля и 2–6 мая`,
    },
    content: {
      en: `<p>Our Nagoya office and both yards will be <strong>closed on Wednesday 29 April and from Saturday 2 May to Wednesday 6 May 2026</strong> for the Golden Week holidays. We are open on 30 April and 1 May, and we reopen on Thursday 7 May.</p>
<p>Please pay for reserved vehicles by <strong>Friday 24 April</strong> if you want them on the mid-May sailings. Vehicles that need a pre-shipment inspection should be paid even earlier, because inspection companies also close.</p>
<p>Our website and stock list stay online throughout, and your sales contact will check WhatsApp once a day for urgent shipping questions.</p>`,
      fr: `<p>Notre bureau de Nagoya et nos deux parcs seront <strong>fermés le mercredi 29 avril et du samedi 2 au mercredi 6 mai 2026</strong> pour la Golden Week. Nous serons ouverts les 30 avril et 1er mai, et nous rouvrirons le jeudi 7 mai.</p>
<p>Merci de régler vos véhicules réservés avant le <strong>vendredi 24 avril</strong> si vous souhaitez un départ à la mi-mai. Pour les véhicules soumis à une inspection avant expédition, mieux vaut payer encore plus tôt, car les sociétés d'inspection ferment aussi.</p>
<p>Le site et la liste de stock restent accessibles, et votre commercial consultera WhatsApp une fois par jour pour les questions d'expédition urgentes.</p>`,
      pt: `<p>O nosso escritório de Nagoya e os dois parques estarão <strong>fechados na quarta-feira, 29 de abril, e de sábado, 2 de maio, a quarta-feira, 6 de maio de 2026</strong>, por causa da Golden Week. Funcionamos a 30 de abril e a 1 de maio, e reabrimos na quinta-feira, 7 de maio.</p>
<p>Pague as viaturas reservadas até <strong>sexta-feira, 24 de abril</strong>, se as quiser nos navios de meados de maio. As viaturas que precisam de inspeção pré-embarque devem ser pagas ainda mais cedo, porque as empresas de inspeção também fecham.</p>
<p>O site e a lista de stock continuam disponíveis e o seu contacto comercial verifica o WhatsApp uma vez por dia para questões urgentes de embarque.</p>`,
      ru: `<p>Офис в Нагое и обе площадки будут <strong>закрыты в среду, 29 апреля, и с субботы, 2 мая, по среду, 6 мая 2026 года</strong> в связи с «Золотой неделей». 30 апреля и 1 мая работаем, после праздников открываемся в четверг, 7 мая.</p>
<p>Если хотите отправить забронированную машину рейсами середины мая, оплатите её до <strong>пятницы, 24 апреля</strong>. Автомобили, которым нужна предотгрузочная инспекция, лучше оплатить ещё раньше: инспекционные компании тоже уходят на праздники.</p>
<p>Сайт и каталог работают всё время, а менеджеры раз в день проверяют WhatsApp по срочным вопросам отгрузки.</p>`,
    },
  },
  {
    newsName: '2026-05-euro-payments-and-letters-of-credit',
    publishedAt: '2026-05-11T01:00:00Z',
    title: {
      en: `New payment options: euro transfers and simpler letters of credit`,
      fr: `Nouveaux moyens de paiement : virements en euros et lettres de crédit simplifiées`,
      pt: `Novas opções de pagamento: transferências em euros e cartas de crédito mais simples`,
      ru: `Новые способы оплаты: переводы в евро и упрощённые аккредитивы`,
    },
    content: {
      en: `<p>From 1 June 2026 you can pay by bank transfer in <strong>euros (EUR)</strong> as well as US dollars and Japanese yen. Many of our customers in Francophone Africa, the Indian Ocean islands and Europe receive income in euros, and paying in the same currency avoids a double conversion. The exchange rate is fixed on the proforma invoice and stays valid for seven days.</p>
<p>For registered dealers, we have also simplified <strong>letters of credit</strong>: the minimum is now three vehicles or USD 20,000 per L/C (previously five vehicles), and we accept irrevocable sight L/Cs confirmed by a bank acceptable to our bank in Japan.</p>
<p>Nothing changes for USD and JPY transfers or for PayPal (up to USD 3,000). See the <a href="/pages/payments">payments page</a> for details, and ask your sales contact for an L/C draft wording before you apply at your bank.</p>`,
      fr: `<p>À partir du 1er juin 2026, vous pourrez payer par virement en <strong>euros (EUR)</strong>, en plus du dollar américain et du yen. Beaucoup de nos clients d'Afrique francophone, de l'océan Indien et d'Europe perçoivent leurs revenus en euros : payer dans la même devise évite une double conversion. Le taux de change est fixé sur la facture proforma et reste valable sept jours.</p>
<p>Pour les revendeurs enregistrés, nous avons aussi simplifié les <strong>lettres de crédit</strong> : le minimum passe à trois véhicules ou 20 000 USD par L/C (contre cinq véhicules auparavant), et nous acceptons les crédits documentaires irrévocables à vue, confirmés par une banque agréée par notre banque au Japon.</p>
<p>Rien ne change pour les virements en USD et en JPY ni pour PayPal (jusqu'à 3 000 USD). Tous les détails sont sur la <a href="/pages/payments">page Paiements</a> ; demandez à votre commercial un projet de texte de L/C avant d'aller voir votre banque.</p>`,
      pt: `<p>A partir de 1 de junho de 2026 pode pagar por transferência bancária em <strong>euros (EUR)</strong>, além de dólares americanos e ienes. Muitos clientes da África francófona, das ilhas do Índico e da Europa recebem em euros, e pagar na mesma moeda evita uma dupla conversão. A taxa de câmbio fica fixada na fatura proforma e é válida durante sete dias.</p>
<p>Para revendedores registados, simplificámos também as <strong>cartas de crédito</strong>: o mínimo passa a ser três viaturas ou 20 000 USD por L/C (antes eram cinco viaturas), e aceitamos cartas de crédito irrevogáveis à vista, confirmadas por um banco aceite pelo nosso banco no Japão.</p>
<p>Nada muda nas transferências em USD e JPY nem no PayPal (até 3 000 USD). Veja os pormenores na <a href="/pages/payments">página de pagamentos</a> e peça ao seu contacto comercial uma minuta de L/C antes de falar com o seu banco.</p>`,
      ru: `<p>С 1 июня 2026 года оплатить автомобиль банковским переводом можно не только в долларах США и иенах, но и в <strong>евро (EUR)</strong>. Многие наши клиенты во франкоязычной Африке, на островах Индийского океана и в Европе получают доход в евро, и оплата в той же валюте избавляет от двойной конвертации. Курс фиксируется в инвойсе и действует семь дней.</p>
<p>Для зарегистрированных дилеров мы также упростили <strong>аккредитивы</strong>: минимум теперь три автомобиля или 20 000 долларов на один аккредитив (раньше — пять автомобилей). Принимаем безотзывные аккредитивы с платежом по предъявлении, подтверждённые банком, который устраивает наш банк в Японии.</p>
<p>Для переводов в USD и JPY и для PayPal (до 3000 долларов) ничего не меняется. Подробности — на <a href="/pages/payments">странице оплаты</a>; перед обращением в банк попросите у менеджера образец текста аккредитива.</p>`,
    },
  },
  {
    newsName: '2026-06-caribbean-monthly-sailing',
    publishedAt: '2026-06-01T00:00:00Z',
    title: {
      en: `Caribbean: monthly RoRo to Kingston, Port of Spain and Georgetown`,
      fr: `Caraïbes : départ roulier mensuel vers Kingston, Port of Spain et Georgetown`,
      pt: `Caraíbas: navio RoRo mensal para Kingston, Port of Spain e Georgetown`,
      ru: `Карибы: ежемесячный рейс ро-ро в Кингстон, Порт-оф-Спейн и Джорджтаун`,
    },
    content: {
      en: `<p>Our Caribbean customers asked for more regular sailings, and we listened. From July 2026 a car carrier leaves <strong>Yokohama every month via the Panama Canal</strong>, calling at Kingston (about 30 days), Port of Spain (about 35 days) and Georgetown (about 38 days).</p>
<p>Each market has its own rules; when you choose your country, the stock list marks the vehicles they exclude:</p>
<ul>
<li><strong>Jamaica</strong>: cars up to 5 years old, light commercials up to 6 years, a Trade Board import licence before shipping and an ATJ pre-shipment inspection.</li>
<li><strong>Trinidad and Tobago</strong>: used right-hand-drive cars up to 3 years from manufacture (2 years for electric), with an import licence.</li>
<li><strong>Guyana</strong>: vehicles manufactured less than 8 years before the year of import, and used tyres with at least 6 mm of tread; we fit new tyres where needed.</li>
</ul>
<p>Kenji will send your proforma invoice quickly so you can apply for your licence in good time.</p>`,
      fr: `<p>Nos clients des Caraïbes demandaient des départs plus réguliers : c'est chose faite. À partir de juillet 2026, un navire roulier quitte <strong>Yokohama chaque mois via le canal de Panama</strong>, avec escales à Kingston (environ 30 jours), Port of Spain (environ 35 jours) et Georgetown (environ 38 jours).</p>
<p>Chaque marché a ses propres règles ; dès que vous choisissez votre pays, la liste de stock signale les véhicules qu'elles excluent :</p>
<ul>
<li><strong>Jamaïque</strong> : voitures de 5 ans au plus, utilitaires légers de 6 ans au plus, licence d'importation du Trade Board avant l'expédition et inspection ATJ avant chargement.</li>
<li><strong>Trinité-et-Tobago</strong> : voitures d'occasion à conduite à droite de 3 ans au plus depuis la fabrication (2 ans pour les électriques), avec licence d'importation.</li>
<li><strong>Guyana</strong> : véhicules fabriqués moins de 8 ans avant l'année d'importation, pneus d'occasion avec au moins 6 mm de sculpture ; nous montons des pneus neufs si nécessaire.</li>
</ul>
<p>Kenji vous enverra rapidement votre facture proforma pour que vous puissiez demander votre licence à temps.</p>`,
      pt: `<p>Os nossos clientes das Caraíbas pediam navios mais regulares, e assim será. A partir de julho de 2026, um navio RoRo sai de <strong>Yokohama todos os meses pelo Canal do Panamá</strong>, com escalas em Kingston (cerca de 30 dias), Port of Spain (cerca de 35 dias) e Georgetown (cerca de 38 dias).</p>
<p>Cada mercado tem as suas regras; quando escolhe o país, a lista de stock assinala as viaturas que elas excluem:</p>
<ul>
<li><strong>Jamaica</strong>: automóveis até 5 anos, comerciais ligeiros até 6 anos, licença de importação do Trade Board antes do embarque e inspeção pré-embarque da ATJ.</li>
<li><strong>Trindade e Tobago</strong>: automóveis usados com volante à direita até 3 anos desde o fabrico (2 anos para elétricos), com licença de importação.</li>
<li><strong>Guiana</strong>: viaturas fabricadas menos de 8 anos antes do ano de importação e pneus usados com pelo menos 6 mm de piso; montamos pneus novos quando é preciso.</li>
</ul>
<p>O Kenji envia-lhe a fatura proforma rapidamente para poder pedir a licença a tempo.</p>`,
      ru: `<p>Клиенты с Карибских островов просили более регулярных рейсов — и мы их организовали. С июля 2026 года автомобилевоз <strong>ежемесячно выходит из Иокогамы через Панамский канал</strong> с заходами в Кингстон (около 30 дней), Порт-оф-Спейн (около 35 дней) и Джорджтаун (около 38 дней).</p>
<p>У каждого рынка свои правила; когда вы выбираете страну, каталог отмечает машины, которые они исключают:</p>
<ul>
<li><strong>Ямайка</strong>: легковые не старше 5 лет, лёгкие коммерческие — не старше 6 лет; до отправки нужна импортная лицензия Trade Board и инспекция ATJ.</li>
<li><strong>Тринидад и Тобаго</strong>: праворульные подержанные легковые не старше 3 лет с даты выпуска (электромобили — 2 года), нужна импортная лицензия.</li>
<li><strong>Гайана</strong>: автомобили, выпущенные менее чем за 8 лет до года ввоза; остаточный протектор б/у шин — не менее 6 мм. При необходимости ставим новые шины.</li>
</ul>
<p>Кэндзи быстро пришлёт инвойс, чтобы вы успели вовремя оформить лицензию.</p>`,
    },
  },
  {
    newsName: '2026-07-obon-holidays-office-closure',
    publishedAt: '2026-07-15T01:00:00Z',
    title: {
      en: `Obon 2026: office closed 13–16 August`,
      fr: `Obon 2026 : bureau fermé du 13 au 16 août`,
      pt: `Obon 2026: escritório fechado de 13 a 16 de agosto`,
      ru: `Обон 2026: офис закрыт 13–16 августа`,
    },
    content: {
      en: `<p>Our office and yards will be closed for the Obon holidays from <strong>Thursday 13 August to Sunday 16 August 2026</strong>, reopening on Monday 17 August.</p>
<p>Auctions, transport companies and inspection agencies slow down from around 8 August, so vehicles paid after 7 August may not reach the port until the following week. For the sailings in the second half of August, please complete payment by <strong>Friday 7 August</strong>.</p>
<p>Vessels will sail as scheduled, and documents for ships leaving before 12 August will be sent by DHL before the break.</p>`,
      fr: `<p>Notre bureau et nos parcs seront fermés pour Obon du <strong>jeudi 13 au dimanche 16 août 2026</strong>, avec réouverture le lundi 17 août.</p>
<p>Les enchères, transporteurs et sociétés d'inspection tournent au ralenti dès le 8 août environ : un véhicule payé après le 7 août risque de n'arriver au port que la semaine suivante. Pour les départs de la seconde quinzaine d'août, merci de régler au plus tard le <strong>vendredi 7 août</strong>.</p>
<p>Les navires partiront comme prévu, et les documents des navires quittant le Japon avant le 12 août seront envoyés par DHL avant la fermeture.</p>`,
      pt: `<p>O escritório e os parques estarão fechados para o Obon de <strong>quinta-feira, 13 de agosto, a domingo, 16 de agosto de 2026</strong>, e reabrem na segunda-feira, 17 de agosto.</p>
<p>Os leilões, as transportadoras e as empresas de inspeção abrandam a partir de cerca de 8 de agosto, por isso as viaturas pagas depois de 7 de agosto podem só chegar ao porto na semana seguinte. Para os navios da segunda quinzena de agosto, pague até <strong>sexta-feira, 7 de agosto</strong>.</p>
<p>Os navios partem como previsto e os documentos dos navios que saem antes de 12 de agosto seguem por DHL antes da pausa.</p>`,
      ru: `<p>Офис и площадки будут закрыты на праздник Обон <strong>с четверга, 13 августа, по воскресенье, 16 августа 2026 года</strong>; открываемся в понедельник, 17 августа.</p>
<p>Примерно с 8 августа аукционы, перевозчики и инспекционные компании работают в замедленном режиме, поэтому машины, оплаченные после 7 августа, могут попасть в порт только через неделю. Чтобы успеть на рейсы второй половины августа, оплатите автомобиль до <strong>пятницы, 7 августа</strong>.</p>
<p>Суда уйдут по расписанию, а документы по рейсам, отходящим до 12 августа, мы отправим DHL до праздников.</p>`,
    },
  },
  {
    newsName: '2026-08-mozambique-intertek-included-in-cif',
    publishedAt: '2026-08-24T02:00:00Z',
    title: {
      en: `Mozambique: Intertek inspection now shown in every CIF price`,
      fr: `Mozambique : l'inspection Intertek désormais incluse dans chaque prix CIF`,
      pt: `Moçambique: inspeção da Intertek já incluída em todos os preços CIF`,
      ru: `Мозамбик: инспекция Intertek теперь включена в каждую цену CIF`,
    },
    content: {
      en: `<p>All used vehicles shipped to Mozambique need a pre-shipment inspection by <strong>Intertek</strong> in Japan. The published fee is USD 265 plus VAT per vehicle and is paid by the exporter. Vehicles that arrive without it face a destination inspection and a fine of 10% of the CIF value.</p>
<p>Until now we added the inspection to the proforma invoice after you had chosen a car. From today, the stock list shows <strong>a CIF price that already includes the Intertek inspection</strong> when you choose Maputo, Beira or Nacala, so the price you see is the price you pay to the port.</p>
<p>Mozambique has no import age limit, and we ship RoRo to Maputo and Beira and by container to Nacala. Ana answers in Portuguese on WhatsApp and by e-mail.</p>`,
      fr: `<p>Tous les véhicules d'occasion expédiés au Mozambique doivent passer au Japon une inspection avant expédition réalisée par <strong>Intertek</strong>. Le tarif publié est de 265 USD HT par véhicule, à la charge de l'exportateur. Un véhicule qui arrive sans cette inspection est réinspecté à destination et pénalisé d'une amende de 10 % de la valeur CIF.</p>
<p>Jusqu'ici, nous ajoutions l'inspection sur la facture proforma une fois le véhicule choisi. Désormais, la liste de stock affiche <strong>un prix CIF qui inclut déjà l'inspection Intertek</strong> lorsque vous choisissez Maputo, Beira ou Nacala : le prix affiché est le prix payé jusqu'au port.</p>
<p>Le Mozambique n'impose pas de limite d'âge ; nous expédions en roulier vers Maputo et Beira, et en conteneur vers Nacala. Ana vous répond en portugais sur WhatsApp et par e-mail.</p>`,
      pt: `<p>Todas as viaturas usadas enviadas para Moçambique precisam de uma inspeção pré-embarque da <strong>Intertek</strong> no Japão. A taxa publicada é de 265 USD mais IVA por viatura e é paga pelo exportador. Sem ela, a viatura é inspecionada no destino e paga uma multa de 10% do valor CIF.</p>
<p>Até agora acrescentávamos a inspeção à fatura proforma depois de escolher o carro. A partir de hoje, a lista de stock mostra <strong>um preço CIF que já inclui a inspeção da Intertek</strong> quando escolhe Maputo, Beira ou Nacala, por isso o preço que vê é o preço que paga até ao porto.</p>
<p>Moçambique não tem limite de idade para importação; enviamos em RoRo para Maputo e Beira e em contentor para Nacala. A Ana responde em português pelo WhatsApp e por e-mail.</p>`,
      ru: `<p>Все подержанные автомобили, отправляемые в Мозамбик, должны пройти в Японии предотгрузочную инспекцию <strong>Intertek</strong>. Опубликованный тариф — 265 долларов плюс НДС за машину, его оплачивает экспортёр. Без сертификата автомобиль проверяют на месте и штрафуют на 10% от стоимости CIF.</p>
<p>Раньше мы добавляли инспекцию в инвойс после выбора машины. С сегодняшнего дня каталог показывает <strong>цену CIF, в которую уже включена инспекция Intertek</strong>, если выбран Мапуту, Бейра или Накала: вы видите ровно ту сумму, которую заплатите до порта.</p>
<p>Ограничения по возрасту в Мозамбике нет; в Мапуту и Бейру отправляем судами ро-ро, в Накалу — в контейнерах. Ана отвечает на португальском в WhatsApp и по электронной почте.</p>`,
    },
  },
  {
    newsName: '2026-10-kenya-eight-year-cut-off-2027',
    publishedAt: '2026-10-12T00:30:00Z',
    title: {
      en: `Kenya: cut-off rolls on 1 January 2027 – last ships for 2019 cars`,
      fr: `Kenya : la limite change le 1er janvier 2027 – derniers navires pour les véhicules de 2019`,
      pt: `Quénia: o limite muda a 1 de janeiro de 2027 – últimos navios para carros de 2019`,
      ru: `Кения: 1 января 2027 года порог сдвигается — последние рейсы для машин 2019 года`,
    },
    content: {
      en: `<p>It is that time of year again. Under Kenya's eight-year rule, counted from the year of first registration, the accepted years change on <strong>1 January 2027</strong>: from that date, only vehicles first registered in <strong>2020 or later</strong> can be imported. Vehicles first registered in 2019 must arrive in Mombasa by 31 December 2026.</p>
<p>Our last recommended sailings for 2019 vehicles are:</p>
<ul>
<li>Nagoya, departing around <strong>4 November</strong>, arriving Mombasa around 1 December.</li>
<li>Yokohama, departing around <strong>18 November</strong>, arriving Mombasa around 16 December.</li>
</ul>
<p>After 18 November the stock list and the price form mark vehicles older than 2020 as not allowed in Kenya. Each car still needs its QISJ inspection before loading, so please pay at least ten days before departure. If your vehicle is on a delayed ship, Amani will contact you immediately to discuss options.</p>
<p>For 2020 and newer cars, there is no rush: they remain eligible throughout 2027.</p>`,
      fr: `<p>C'est à nouveau la période. Avec la règle kényane des huit ans, comptés à partir de l'année de première immatriculation, les années acceptées changent le <strong>1er janvier 2027</strong> : à partir de cette date, seuls les véhicules immatriculés pour la première fois en <strong>2020 ou après</strong> pourront être importés. Les véhicules immatriculés en 2019 doivent arriver à Mombasa au plus tard le 31 décembre 2026.</p>
<p>Nos derniers départs recommandés pour les véhicules de 2019 :</p>
<ul>
<li>Nagoya, départ vers le <strong>4 novembre</strong>, arrivée à Mombasa vers le 1er décembre.</li>
<li>Yokohama, départ vers le <strong>18 novembre</strong>, arrivée à Mombasa vers le 16 décembre.</li>
</ul>
<p>Après le 18 novembre, la liste de stock et le calcul du prix signalent comme non autorisés au Kenya les véhicules antérieurs à 2020. Chaque voiture doit encore passer l'inspection QISJ avant chargement : merci de payer au moins dix jours avant le départ. Si votre véhicule se trouve sur un navire retardé, Amani vous contactera immédiatement pour étudier les solutions.</p>
<p>Pour les véhicules de 2020 et plus récents, rien ne presse : ils resteront éligibles toute l'année 2027.</p>`,
      pt: `<p>Chegou outra vez a altura. Com a regra queniana dos oito anos, contados a partir do ano do primeiro registo, os anos aceites mudam a <strong>1 de janeiro de 2027</strong>: a partir dessa data só podem ser importadas viaturas registadas pela primeira vez em <strong>2020 ou depois</strong>. As viaturas registadas em 2019 têm de chegar a Mombaça até 31 de dezembro de 2026.</p>
<p>Os últimos navios que recomendamos para viaturas de 2019 são:</p>
<ul>
<li>Nagoya, partida por volta de <strong>4 de novembro</strong>, chegada a Mombaça por volta de 1 de dezembro.</li>
<li>Yokohama, partida por volta de <strong>18 de novembro</strong>, chegada a Mombaça por volta de 16 de dezembro.</li>
</ul>
<p>Depois de 18 de novembro, a lista de stock e o cálculo do preço assinalam como não permitidas no Quénia as viaturas anteriores a 2020. Cada carro precisa ainda da inspeção da QISJ antes do carregamento, por isso pague pelo menos dez dias antes da partida. Se a sua viatura estiver num navio atrasado, o Amani contacta-o de imediato para ver as alternativas.</p>
<p>Para viaturas de 2020 ou mais recentes não há pressa: continuam elegíveis durante todo o ano de 2027.</p>`,
      ru: `<p>Снова наступает это время года. По кенийскому правилу восьми лет, которые считаются от года первой регистрации, <strong>1 января 2027 года</strong> меняется допустимый год: с этой даты ввезти можно только автомобили с первой регистрацией в <strong>2020 году и позже</strong>. Машины 2019 года регистрации должны прибыть в Момбасу до 31 декабря 2026 года.</p>
<p>Последние рекомендуемые рейсы для автомобилей 2019 года:</p>
<ul>
<li>Нагоя — отход около <strong>4 ноября</strong>, прибытие в Момбасу около 1 декабря.</li>
<li>Иокогама — отход около <strong>18 ноября</strong>, прибытие в Момбасу около 16 декабря.</li>
</ul>
<p>После 18 ноября каталог и расчёт цены отмечают машины старше 2020 года как не допускаемые в Кению. Перед погрузкой каждый автомобиль проходит инспекцию QISJ, поэтому оплачивайте не позднее чем за десять дней до отхода. Если судно с вашей машиной задержится, Амани сразу свяжется с вами и обсудит варианты.</p>
<p>Автомобили 2020 года и новее торопиться не заставляют: они остаются допустимыми весь 2027 год.</p>`,
    },
  },
  {
    newsName: '2026-11-year-end-sale-closure-and-free-inspection',
    publishedAt: '2026-11-15T00:00:00Z',
    title: {
      en: `Year-end sale, holiday closure and free inspections in January`,
      fr: `Soldes de fin d'année, fermeture des fêtes et inspection offerte en janvier`,
      pt: `Promoção de fim de ano, fecho para as festas e inspeção grátis em janeiro`,
      ru: `Новогодняя распродажа, праздничный график и бесплатная инспекция в январе`,
    },
    content: {
      en: `<p>Our <strong>Year-End Sale</strong> starts today. Until <strong>25 December 2026</strong>, more than 300 vehicles carry reductions of up to JPY 150,000 on the FOB price. Look for the "Best deal" label or <a href="/stocklist?bestDeals=true">open the sale list</a>. Sale prices apply to reservations made and paid within seven days.</p>
<p><strong>Holiday closure:</strong> our office and yards will be closed from <strong>Tuesday 29 December 2026 to Sunday 3 January 2027</strong>. We reopen on Monday 4 January. The last DHL document dispatch of the year is on 25 December.</p>
<p><strong>Free inspection in January:</strong> for every vehicle to Kenya, Tanzania or Uganda reserved between 4 and 31 January 2027, we pay the pre-shipment inspection fee (QISJ, EAA or the UNBS agent). The saving is shown on your proforma invoice.</p>
<p>Kenyan buyers: remember that from 1 January 2027 only vehicles first registered in 2020 or later are accepted. Thank you for your trust in 2026!</p>`,
      fr: `<p>Nos <strong>soldes de fin d'année</strong> commencent aujourd'hui. Jusqu'au <strong>25 décembre 2026</strong>, plus de 300 véhicules bénéficient de remises allant jusqu'à 150 000 yens sur le prix FOB. Repérez l'étiquette « Bonne affaire » ou <a href="/stocklist?bestDeals=true">ouvrez la liste des soldes</a>. Les prix soldés s'appliquent aux réservations payées dans les sept jours.</p>
<p><strong>Fermeture des fêtes :</strong> notre bureau et nos parcs seront fermés du <strong>mardi 29 décembre 2026 au dimanche 3 janvier 2027</strong>. Réouverture le lundi 4 janvier. Le dernier envoi de documents par DHL de l'année aura lieu le 25 décembre.</p>
<p><strong>Inspection offerte en janvier :</strong> pour tout véhicule à destination du Kenya, de la Tanzanie ou de l'Ouganda réservé entre le 4 et le 31 janvier 2027, nous prenons en charge les frais d'inspection avant expédition (QISJ, EAA ou agent de l'UNBS). La remise apparaît sur votre facture proforma.</p>
<p>Clients kényans : à partir du 1er janvier 2027, seuls les véhicules immatriculés pour la première fois en 2020 ou après sont acceptés. Merci de votre confiance en 2026 !</p>`,
      pt: `<p>A nossa <strong>Promoção de Fim de Ano</strong> começa hoje. Até <strong>25 de dezembro de 2026</strong>, mais de 300 viaturas têm descontos até 150 000 ienes no preço FOB. Procure a etiqueta «Boa oportunidade» ou <a href="/stocklist?bestDeals=true">abra a lista da promoção</a>. Os preços promocionais aplicam-se a reservas pagas no prazo de sete dias.</p>
<p><strong>Fecho para as festas:</strong> o escritório e os parques estarão fechados de <strong>terça-feira, 29 de dezembro de 2026, a domingo, 3 de janeiro de 2027</strong>. Reabrimos na segunda-feira, 4 de janeiro. O último envio de documentos por DHL do ano é a 25 de dezembro.</p>
<p><strong>Inspeção grátis em janeiro:</strong> para cada viatura com destino ao Quénia, à Tanzânia ou ao Uganda reservada entre 4 e 31 de janeiro de 2027, pagamos a taxa de inspeção pré-embarque (QISJ, EAA ou agente da UNBS). A poupança aparece na sua fatura proforma.</p>
<p>Clientes do Quénia: a partir de 1 de janeiro de 2027 só são aceites viaturas registadas pela primeira vez em 2020 ou depois. Obrigado pela confiança em 2026!</p>`,
      ru: `<p>Сегодня стартует наша <strong>новогодняя распродажа</strong>. До <strong>25 декабря 2026 года</strong> более чем на 300 автомобилей действуют скидки до 150 000 иен от цены FOB. Ищите отметку «Выгодное предложение» или <a href="/stocklist?bestDeals=true">откройте список распродажи</a>. Цены распродажи действуют для броней, оплаченных в течение семи дней.</p>
<p><strong>Праздничный график:</strong> офис и площадки закрыты <strong>со вторника, 29 декабря 2026 года, по воскресенье, 3 января 2027 года</strong>. Открываемся в понедельник, 4 января. Последняя в этом году отправка документов DHL — 25 декабря.</p>
<p><strong>Бесплатная инспекция в январе:</strong> для каждого автомобиля в Кению, Танзанию или Уганду, забронированного с 4 по 31 января 2027 года, мы оплачиваем предотгрузочную инспекцию (QISJ, EAA или агент UNBS). Экономия будет видна в инвойсе.</p>
<p>Покупателям из Кении: с 1 января 2027 года принимаются только автомобили с первой регистрацией в 2020 году и позже. Спасибо за доверие в 2026 году!</p>`,
    },
  },
];
