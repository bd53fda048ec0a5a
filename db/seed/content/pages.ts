// Static pages for the fictional Roro Motors storefront (/pages/{pageName}), in English, French, Portuguese and Russian.
// All company details, bank details, phone numbers and addresses are fictional.
import type { PageSeed } from './types.ts';

export const pages: PageSeed[] = [
  {
    pageName: 'shipping-schedule',
    title: {
      en: `Shipping schedule`,
      fr: `Calendrier des départs`,
      pt: `Calendário de embarques`,
      ru: `Расписание отправок`,
    },
    description: {
      en: `Upcoming RoRo and container sailings from Nagoya, Yokohama and Kobe to Africa, the Caribbean, South America, Oceania and Asia, December 2026 to February 2027.`,
      fr: `Prochains départs rouliers et conteneurs de Nagoya, Yokohama et Kobe vers l'Afrique, les Caraïbes, l'Amérique du Sud, l'Océanie et l'Asie, de décembre 2026 à février 2027.`,
      pt: `Próximos navios RoRo e contentores de Nagoya, Yokohama e Kobe para África, Caraíbas, América do Sul, Oceânia e Ásia, de dezembro de 2026 a fevereiro de 2027.`,
      ru: `Ближайшие рейсы ро-ро и контейнерные отправки из Нагои, Иокогамы и Кобе в Африку, Карибский бассейн, Южную Америку, Океанию и Азию, декабрь 2026 — февраль 2027.`,
    },
    content: {
      en: `<p>Below are the vessels on which we have booked space for our customers' vehicles between December 2026 and February 2027. Dates are the shipping lines' estimates at the time of publishing and can move by several days because of weather, port congestion or route changes. We update this page every week, and your sales contact will always confirm the exact vessel on your shipping advice.</p>
<h2>How to read the table</h2>
<ul>
<li><strong>Cut-off</strong>: the last day your vehicle can be delivered to the loading port. To make a cut-off, payment must reach us earlier: allow at least 7 days for most destinations and 10 days when a pre-shipment inspection is required (Kenya, Tanzania, Uganda, Mozambique, Mauritius, Jamaica, New Zealand in stink bug season).</li>
<li><strong>ETD</strong>: estimated time of departure from the loading port.</li>
<li><strong>ETA</strong>: estimated time of arrival at each destination port. Add time for unloading, customs clearance and, for landlocked countries, the inland trip.</li>
</ul>
<table>
<thead><tr><th>Vessel / voyage</th><th>Route</th><th>Loading port</th><th>Cut-off at port</th><th>ETD</th><th>ETA at destination</th></tr></thead>
<tbody>
<tr><td>Kiso Voyager V.2612W</td><td>East Africa (RoRo)</td><td>Nagoya</td><td>27 Nov 2026</td><td>4 Dec 2026</td><td>Mombasa: 31 Dec 2026; Dar es Salaam: 2 Jan 2027</td></tr>
<tr><td>Pacific Camellia V.118S</td><td>New Zealand (RoRo)</td><td>Nagoya</td><td>3 Dec 2026</td><td>8 Dec 2026</td><td>Auckland: 23 Dec 2026; Wellington: 26 Dec 2026; Lyttelton: 27 Dec 2026</td></tr>
<tr><td>Toyama Bay Express V.2650</td><td>Russian Far East (RoRo)</td><td>Fushiki (Toyama)</td><td>4 Dec 2026</td><td>9 Dec 2026</td><td>Vladivostok: 12 Dec 2026</td></tr>
<tr><td>Southern Kirin V.068S</td><td>Southern Africa (RoRo)</td><td>Nagoya</td><td>5 Dec 2026</td><td>10 Dec 2026</td><td>Durban: 8 Jan 2027; Maputo: 10 Jan 2027; Beira: 11 Jan 2027</td></tr>
<tr><td>Gulf Sakura V.52W</td><td>Middle East and Pakistan (RoRo)</td><td>Kobe</td><td>4 Dec 2026</td><td>11 Dec 2026</td><td>Jebel Ali: 29 Dec 2026; Karachi: 31 Dec 2026</td></tr>
<tr><td>Chubu Navigator V.45E</td><td>Caribbean via Panama (RoRo)</td><td>Yokohama</td><td>9 Dec 2026</td><td>14 Dec 2026</td><td>Kingston: 13 Jan 2027; Port of Spain: 18 Jan 2027; Georgetown: 21 Jan 2027</td></tr>
<tr><td>Ise Horizon V.77A</td><td>West Africa (RoRo)</td><td>Nagoya</td><td>12 Dec 2026</td><td>17 Dec 2026</td><td>Tema: 30 Jan 2027; Lomé: 31 Jan 2027; Cotonou: 1 Feb 2027; Tin Can Island (Lagos): 3 Feb 2027</td></tr>
<tr><td>Atsuta Star V.2701W</td><td>East Africa (RoRo)</td><td>Yokohama</td><td>14 Dec 2026</td><td>19 Dec 2026</td><td>Mombasa: 16 Jan 2027; Dar es Salaam: 18 Jan 2027</td></tr>
<tr><td>Andes Pioneer V.23E</td><td>South America west coast (RoRo)</td><td>Yokohama</td><td>17 Dec 2026</td><td>22 Dec 2026</td><td>Callao: 19 Jan 2027; Iquique: 23 Jan 2027; Arica: 24 Jan 2027</td></tr>
<tr><td>Bengal Maple V.15W</td><td>Bangladesh (RoRo)</td><td>Nagoya</td><td>28 Dec 2026</td><td>6 Jan 2027</td><td>Chattogram: 25 Jan 2027</td></tr>
<tr><td>Cape Tsubaki V.031S</td><td>Southern Africa (RoRo)</td><td>Kobe</td><td>28 Dec 2026</td><td>8 Jan 2027</td><td>Durban: 5 Feb 2027; Maputo: 7 Feb 2027; Beira: 8 Feb 2027</td></tr>
<tr><td>Kaede Bridge V.0127N</td><td>North China for Mongolia (shared container)</td><td>Nagoya</td><td>28 Dec 2026</td><td>9 Jan 2027</td><td>Tianjin Xingang: 13 Jan 2027</td></tr>
<tr><td>Pacific Camellia V.119S</td><td>New Zealand (RoRo)</td><td>Nagoya</td><td>7 Jan 2027</td><td>12 Jan 2027</td><td>Auckland: 27 Jan 2027; Wellington: 30 Jan 2027; Lyttelton: 31 Jan 2027</td></tr>
<tr><td>Amur Link V.0113</td><td>Russian Far East (container)</td><td>Nagoya</td><td>6 Jan 2027</td><td>13 Jan 2027</td><td>Vladivostok: 18 Jan 2027</td></tr>
<tr><td>Kiso Voyager V.2702W</td><td>East Africa (RoRo)</td><td>Kobe</td><td>8 Jan 2027</td><td>15 Jan 2027</td><td>Mombasa: 10 Feb 2027; Dar es Salaam: 12 Feb 2027</td></tr>
<tr><td>Mascarene Breeze V.09W</td><td>Indian Ocean (RoRo)</td><td>Nagoya</td><td>15 Jan 2027</td><td>20 Jan 2027</td><td>Port Louis: 13 Feb 2027</td></tr>
<tr><td>Chubu Navigator V.46E</td><td>Caribbean via Panama (RoRo)</td><td>Yokohama</td><td>20 Jan 2027</td><td>25 Jan 2027</td><td>Kingston: 24 Feb 2027; Port of Spain: 1 Mar 2027; Georgetown: 4 Mar 2027</td></tr>
<tr><td>Ise Horizon V.78A</td><td>West Africa (RoRo)</td><td>Kobe</td><td>22 Jan 2027</td><td>29 Jan 2027</td><td>Tema: 13 Mar 2027; Lomé: 14 Mar 2027; Cotonou: 15 Mar 2027; Tin Can Island (Lagos): 17 Mar 2027</td></tr>
<tr><td>Ise Bay Leader V.2703W</td><td>East Africa (RoRo)</td><td>Nagoya</td><td>29 Jan 2027</td><td>5 Feb 2027</td><td>Mombasa: 4 Mar 2027; Dar es Salaam: 6 Mar 2027</td></tr>
<tr><td>Tasman Hibiscus V.204S</td><td>New Zealand (RoRo)</td><td>Yokohama</td><td>4 Feb 2027</td><td>9 Feb 2027</td><td>Auckland: 25 Feb 2027; Wellington: 28 Feb 2027; Lyttelton: 1 Mar 2027</td></tr>
<tr><td>Southern Kirin V.069S</td><td>Southern Africa (RoRo)</td><td>Yokohama</td><td>5 Feb 2027</td><td>12 Feb 2027</td><td>Durban: 14 Mar 2027; Maputo: 16 Mar 2027; Beira: 17 Mar 2027</td></tr>
<tr><td>Andes Pioneer V.24E</td><td>South America west coast (RoRo)</td><td>Yokohama</td><td>11 Feb 2027</td><td>16 Feb 2027</td><td>Callao: 16 Mar 2027; Iquique: 20 Mar 2027; Arica: 21 Mar 2027</td></tr>
<tr><td>Atsuta Star V.2704W</td><td>East Africa (RoRo)</td><td>Yokohama</td><td>19 Feb 2027</td><td>24 Feb 2027</td><td>Mombasa: 24 Mar 2027; Dar es Salaam: 26 Mar 2027</td></tr>
</tbody>
</table>
<h2>Important notes</h2>
<ul>
<li><strong>Kenya</strong>: from 1 January 2027 only vehicles first registered in 2020 or later are accepted. We load 2020 and newer vehicles only on the sailings above, because the 4 December ship reaches Mombasa too close to the deadline for 2019 cars.</li>
<li><strong>Uganda, Rwanda, Burundi, South Sudan, eastern DR Congo</strong>: use the East Africa sailings to Mombasa or Dar es Salaam.</li>
<li><strong>Zambia, Malawi, Zimbabwe, Botswana</strong>: use Dar es Salaam, Durban or Beira depending on your city; ask us for the cheapest route.</li>
<li><strong>Russia</strong>: only vehicles of 1,900 cc or less that are not hybrid or electric can be exported. Most cars go RoRo from Fushiki (Toyama) in two to three days.</li>
<li><strong>Mongolia</strong>: vehicles travel in shared containers to Tianjin Xingang and then by rail via Erenhot and Zamyn-Uud.</li>
<li>Destinations not listed, such as Matadi, Douala, Dakar, Nacala, Suva or Apia, are served by container or by transhipment. Ask for a quote and we will give you the next available date.</li>
</ul>
<p>The office is closed from 29 December 2026 to 3 January 2027; vehicles paid during that time are delivered to the port from 4 January.</p>`,
      fr: `<p>Voici les navires sur lesquels nous avons réservé de la place pour les véhicules de nos clients entre décembre 2026 et février 2027. Les dates sont les estimations des compagnies maritimes au moment de la publication ; elles peuvent varier de plusieurs jours selon la météo, l'encombrement des ports ou un changement de route. Cette page est mise à jour chaque semaine, et votre commercial vous confirme toujours le navire exact dans votre avis d'expédition.</p>
<h2>Comment lire le tableau</h2>
<ul>
<li><strong>Clôture</strong> : dernier jour pour livrer votre véhicule au port de chargement. Pour tenir cette date, le paiement doit nous parvenir plus tôt : comptez au moins 7 jours pour la plupart des destinations, et 10 jours lorsqu'une inspection avant expédition est obligatoire (Kenya, Tanzanie, Ouganda, Mozambique, Maurice, Jamaïque, Nouvelle-Zélande en saison de la punaise diabolique).</li>
<li><strong>ETD</strong> : date estimée de départ du port de chargement.</li>
<li><strong>ETA</strong> : date estimée d'arrivée dans chaque port de destination. Prévoyez ensuite le déchargement, le dédouanement et, pour les pays enclavés, le trajet routier.</li>
</ul>
<table>
<thead><tr><th>Navire / voyage</th><th>Ligne</th><th>Port de chargement</th><th>Clôture au port</th><th>ETD (départ)</th><th>ETA (arrivée) à destination</th></tr></thead>
<tbody>
<tr><td>Kiso Voyager V.2612W</td><td>Afrique de l'Est (roulier)</td><td>Nagoya</td><td>27 nov. 2026</td><td>4 déc. 2026</td><td>Mombasa : 31 déc. 2026; Dar es Salaam : 2 janv. 2027</td></tr>
<tr><td>Pacific Camellia V.118S</td><td>Nouvelle-Zélande (roulier)</td><td>Nagoya</td><td>3 déc. 2026</td><td>8 déc. 2026</td><td>Auckland : 23 déc. 2026; Wellington : 26 déc. 2026; Lyttelton : 27 déc. 2026</td></tr>
<tr><td>Toyama Bay Express V.2650</td><td>Extrême-Orient russe (roulier)</td><td>Fushiki (Toyama)</td><td>4 déc. 2026</td><td>9 déc. 2026</td><td>Vladivostok : 12 déc. 2026</td></tr>
<tr><td>Southern Kirin V.068S</td><td>Afrique australe (roulier)</td><td>Nagoya</td><td>5 déc. 2026</td><td>10 déc. 2026</td><td>Durban : 8 janv. 2027; Maputo : 10 janv. 2027; Beira : 11 janv. 2027</td></tr>
<tr><td>Gulf Sakura V.52W</td><td>Moyen-Orient et Pakistan (roulier)</td><td>Kobe</td><td>4 déc. 2026</td><td>11 déc. 2026</td><td>Jebel Ali : 29 déc. 2026; Karachi : 31 déc. 2026</td></tr>
<tr><td>Chubu Navigator V.45E</td><td>Caraïbes via Panama (roulier)</td><td>Yokohama</td><td>9 déc. 2026</td><td>14 déc. 2026</td><td>Kingston : 13 janv. 2027; Port of Spain : 18 janv. 2027; Georgetown : 21 janv. 2027</td></tr>
<tr><td>Ise Horizon V.77A</td><td>Afrique de l'Ouest (roulier)</td><td>Nagoya</td><td>12 déc. 2026</td><td>17 déc. 2026</td><td>Tema : 30 janv. 2027; Lomé : 31 janv. 2027; Cotonou : 1 févr. 2027; Tin Can Island (Lagos) : 3 févr. 2027</td></tr>
<tr><td>Atsuta Star V.2701W</td><td>Afrique de l'Est (roulier)</td><td>Yokohama</td><td>14 déc. 2026</td><td>19 déc. 2026</td><td>Mombasa : 16 janv. 2027; Dar es Salaam : 18 janv. 2027</td></tr>
<tr><td>Andes Pioneer V.23E</td><td>Côte ouest de l'Amérique du Sud (roulier)</td><td>Yokohama</td><td>17 déc. 2026</td><td>22 déc. 2026</td><td>Callao : 19 janv. 2027; Iquique : 23 janv. 2027; Arica : 24 janv. 2027</td></tr>
<tr><td>Bengal Maple V.15W</td><td>Bangladesh (roulier)</td><td>Nagoya</td><td>28 déc. 2026</td><td>6 janv. 2027</td><td>Chittagong : 25 janv. 2027</td></tr>
<tr><td>Cape Tsubaki V.031S</td><td>Afrique australe (roulier)</td><td>Kobe</td><td>28 déc. 2026</td><td>8 janv. 2027</td><td>Durban : 5 févr. 2027; Maputo : 7 févr. 2027; Beira : 8 févr. 2027</td></tr>
<tr><td>Kaede Bridge V.0127N</td><td>Chine du Nord pour la Mongolie (conteneur groupé)</td><td>Nagoya</td><td>28 déc. 2026</td><td>9 janv. 2027</td><td>Tianjin Xingang : 13 janv. 2027</td></tr>
<tr><td>Pacific Camellia V.119S</td><td>Nouvelle-Zélande (roulier)</td><td>Nagoya</td><td>7 janv. 2027</td><td>12 janv. 2027</td><td>Auckland : 27 janv. 2027; Wellington : 30 janv. 2027; Lyttelton : 31 janv. 2027</td></tr>
<tr><td>Amur Link V.0113</td><td>Extrême-Orient russe (conteneur)</td><td>Nagoya</td><td>6 janv. 2027</td><td>13 janv. 2027</td><td>Vladivostok : 18 janv. 2027</td></tr>
<tr><td>Kiso Voyager V.2702W</td><td>Afrique de l'Est (roulier)</td><td>Kobe</td><td>8 janv. 2027</td><td>15 janv. 2027</td><td>Mombasa : 10 févr. 2027; Dar es Salaam : 12 févr. 2027</td></tr>
<tr><td>Mascarene Breeze V.09W</td><td>Océan Indien (roulier)</td><td>Nagoya</td><td>15 janv. 2027</td><td>20 janv. 2027</td><td>Port-Louis : 13 févr. 2027</td></tr>
<tr><td>Chubu Navigator V.46E</td><td>Caraïbes via Panama (roulier)</td><td>Yokohama</td><td>20 janv. 2027</td><td>25 janv. 2027</td><td>Kingston : 24 févr. 2027; Port of Spain : 1 mars 2027; Georgetown : 4 mars 2027</td></tr>
<tr><td>Ise Horizon V.78A</td><td>Afrique de l'Ouest (roulier)</td><td>Kobe</td><td>22 janv. 2027</td><td>29 janv. 2027</td><td>Tema : 13 mars 2027; Lomé : 14 mars 2027; Cotonou : 15 mars 2027; Tin Can Island (Lagos) : 17 mars 2027</td></tr>
<tr><td>Ise Bay Leader V.2703W</td><td>Afrique de l'Est (roulier)</td><td>Nagoya</td><td>29 janv. 2027</td><td>5 févr. 2027</td><td>Mombasa : 4 mars 2027; Dar es Salaam : 6 mars 2027</td></tr>
<tr><td>Tasman Hibiscus V.204S</td><td>Nouvelle-Zélande (roulier)</td><td>Yokohama</td><td>4 févr. 2027</td><td>9 févr. 2027</td><td>Auckland : 25 févr. 2027; Wellington : 28 févr. 2027; Lyttelton : 1 mars 2027</td></tr>
<tr><td>Southern Kirin V.069S</td><td>Afrique australe (roulier)</td><td>Yokohama</td><td>5 févr. 2027</td><td>12 févr. 2027</td><td>Durban : 14 mars 2027; Maputo : 16 mars 2027; Beira : 17 mars 2027</td></tr>
<tr><td>Andes Pioneer V.24E</td><td>Côte ouest de l'Amérique du Sud (roulier)</td><td>Yokohama</td><td>11 févr. 2027</td><td>16 févr. 2027</td><td>Callao : 16 mars 2027; Iquique : 20 mars 2027; Arica : 21 mars 2027</td></tr>
<tr><td>Atsuta Star V.2704W</td><td>Afrique de l'Est (roulier)</td><td>Yokohama</td><td>19 févr. 2027</td><td>24 févr. 2027</td><td>Mombasa : 24 mars 2027; Dar es Salaam : 26 mars 2027</td></tr>
</tbody>
</table>
<h2>À savoir</h2>
<ul>
<li><strong>Kenya</strong> : à partir du 1er janvier 2027, seuls les véhicules immatriculés pour la première fois en 2020 ou après sont acceptés. Sur les départs ci-dessus, nous ne chargeons que des véhicules de 2020 et plus récents, car le navire du 4 décembre arrive à Mombasa trop près de la date limite pour les véhicules de 2019.</li>
<li><strong>Ouganda, Rwanda, Burundi, Soudan du Sud, est de la RD Congo</strong> : utilisez les départs Afrique de l'Est vers Mombasa ou Dar es Salaam.</li>
<li><strong>Zambie, Malawi, Zimbabwe, Botswana</strong> : passez par Dar es Salaam, Durban ou Beira selon votre ville ; demandez-nous l'itinéraire le moins cher.</li>
<li><strong>Russie</strong> : seuls les véhicules de 1 900 cm³ maximum, ni hybrides ni électriques, peuvent être exportés. La plupart partent en roulier de Fushiki (Toyama), en deux ou trois jours.</li>
<li><strong>Mongolie</strong> : les véhicules voyagent en conteneur groupé jusqu'à Tianjin Xingang, puis par train via Erenhot et Zamyn-Uud.</li>
<li>Les destinations absentes du tableau – Matadi, Douala, Dakar, Nacala, Suva ou Apia par exemple – sont desservies en conteneur ou par transbordement. Demandez un devis et nous vous indiquerons la prochaine date disponible.</li>
</ul>
<p>Le bureau est fermé du 29 décembre 2026 au 3 janvier 2027 ; les véhicules payés pendant cette période seront livrés au port à partir du 4 janvier.</p>`,
      pt: `<p>Estes são os navios em que reservámos espaço para as viaturas dos nossos clientes entre dezembro de 2026 e fevereiro de 2027. As datas são estimativas das companhias marítimas à data da publicação e podem mudar vários dias por causa do mau tempo, do congestionamento dos portos ou de alterações de rota. Atualizamos esta página todas as semanas e o seu contacto comercial confirma sempre o navio exato no aviso de embarque.</p>
<h2>Como ler a tabela</h2>
<ul>
<li><strong>Fecho</strong>: último dia para entregar a viatura no porto de carga. Para cumprir o fecho, o pagamento tem de chegar antes: conte pelo menos 7 dias para a maioria dos destinos e 10 dias quando é obrigatória uma inspeção pré-embarque (Quénia, Tanzânia, Uganda, Moçambique, Maurícia, Jamaica, Nova Zelândia na época do percevejo).</li>
<li><strong>ETD</strong>: data prevista de partida do porto de carga.</li>
<li><strong>ETA</strong>: data prevista de chegada a cada porto de destino. Acrescente o tempo de descarga, desalfandegamento e, nos países sem costa, a viagem por estrada.</li>
</ul>
<table>
<thead><tr><th>Navio / viagem</th><th>Linha</th><th>Porto de carga</th><th>Fecho no porto</th><th>ETD (partida)</th><th>ETA (chegada) ao destino</th></tr></thead>
<tbody>
<tr><td>Kiso Voyager V.2612W</td><td>África Oriental (RoRo)</td><td>Nagoya</td><td>27 nov. 2026</td><td>4 dez. 2026</td><td>Mombaça: 31 dez. 2026; Dar es Salaam: 2 jan. 2027</td></tr>
<tr><td>Pacific Camellia V.118S</td><td>Nova Zelândia (RoRo)</td><td>Nagoya</td><td>3 dez. 2026</td><td>8 dez. 2026</td><td>Auckland: 23 dez. 2026; Wellington: 26 dez. 2026; Lyttelton: 27 dez. 2026</td></tr>
<tr><td>Toyama Bay Express V.2650</td><td>Extremo Oriente russo (RoRo)</td><td>Fushiki (Toyama)</td><td>4 dez. 2026</td><td>9 dez. 2026</td><td>Vladivostok: 12 dez. 2026</td></tr>
<tr><td>Southern Kirin V.068S</td><td>África Austral (RoRo)</td><td>Nagoya</td><td>5 dez. 2026</td><td>10 dez. 2026</td><td>Durban: 8 jan. 2027; Maputo: 10 jan. 2027; Beira: 11 jan. 2027</td></tr>
<tr><td>Gulf Sakura V.52W</td><td>Médio Oriente e Paquistão (RoRo)</td><td>Kobe</td><td>4 dez. 2026</td><td>11 dez. 2026</td><td>Jebel Ali: 29 dez. 2026; Carachi: 31 dez. 2026</td></tr>
<tr><td>Chubu Navigator V.45E</td><td>Caraíbas via Panamá (RoRo)</td><td>Yokohama</td><td>9 dez. 2026</td><td>14 dez. 2026</td><td>Kingston: 13 jan. 2027; Port of Spain: 18 jan. 2027; Georgetown: 21 jan. 2027</td></tr>
<tr><td>Ise Horizon V.77A</td><td>África Ocidental (RoRo)</td><td>Nagoya</td><td>12 dez. 2026</td><td>17 dez. 2026</td><td>Tema: 30 jan. 2027; Lomé: 31 jan. 2027; Cotonou: 1 fev. 2027; Tin Can Island (Lagos): 3 fev. 2027</td></tr>
<tr><td>Atsuta Star V.2701W</td><td>África Oriental (RoRo)</td><td>Yokohama</td><td>14 dez. 2026</td><td>19 dez. 2026</td><td>Mombaça: 16 jan. 2027; Dar es Salaam: 18 jan. 2027</td></tr>
<tr><td>Andes Pioneer V.23E</td><td>Costa oeste da América do Sul (RoRo)</td><td>Yokohama</td><td>17 dez. 2026</td><td>22 dez. 2026</td><td>Callao: 19 jan. 2027; Iquique: 23 jan. 2027; Arica: 24 jan. 2027</td></tr>
<tr><td>Bengal Maple V.15W</td><td>Bangladesh (RoRo)</td><td>Nagoya</td><td>28 dez. 2026</td><td>6 jan. 2027</td><td>Chittagong: 25 jan. 2027</td></tr>
<tr><td>Cape Tsubaki V.031S</td><td>África Austral (RoRo)</td><td>Kobe</td><td>28 dez. 2026</td><td>8 jan. 2027</td><td>Durban: 5 fev. 2027; Maputo: 7 fev. 2027; Beira: 8 fev. 2027</td></tr>
<tr><td>Kaede Bridge V.0127N</td><td>Norte da China para a Mongólia (contentor partilhado)</td><td>Nagoya</td><td>28 dez. 2026</td><td>9 jan. 2027</td><td>Tianjin Xingang: 13 jan. 2027</td></tr>
<tr><td>Pacific Camellia V.119S</td><td>Nova Zelândia (RoRo)</td><td>Nagoya</td><td>7 jan. 2027</td><td>12 jan. 2027</td><td>Auckland: 27 jan. 2027; Wellington: 30 jan. 2027; Lyttelton: 31 jan. 2027</td></tr>
<tr><td>Amur Link V.0113</td><td>Extremo Oriente russo (contentor)</td><td>Nagoya</td><td>6 jan. 2027</td><td>13 jan. 2027</td><td>Vladivostok: 18 jan. 2027</td></tr>
<tr><td>Kiso Voyager V.2702W</td><td>África Oriental (RoRo)</td><td>Kobe</td><td>8 jan. 2027</td><td>15 jan. 2027</td><td>Mombaça: 10 fev. 2027; Dar es Salaam: 12 fev. 2027</td></tr>
<tr><td>Mascarene Breeze V.09W</td><td>Oceano Índico (RoRo)</td><td>Nagoya</td><td>15 jan. 2027</td><td>20 jan. 2027</td><td>Port Louis: 13 fev. 2027</td></tr>
<tr><td>Chubu Navigator V.46E</td><td>Caraíbas via Panamá (RoRo)</td><td>Yokohama</td><td>20 jan. 2027</td><td>25 jan. 2027</td><td>Kingston: 24 fev. 2027; Port of Spain: 1 mar. 2027; Georgetown: 4 mar. 2027</td></tr>
<tr><td>Ise Horizon V.78A</td><td>África Ocidental (RoRo)</td><td>Kobe</td><td>22 jan. 2027</td><td>29 jan. 2027</td><td>Tema: 13 mar. 2027; Lomé: 14 mar. 2027; Cotonou: 15 mar. 2027; Tin Can Island (Lagos): 17 mar. 2027</td></tr>
<tr><td>Ise Bay Leader V.2703W</td><td>África Oriental (RoRo)</td><td>Nagoya</td><td>29 jan. 2027</td><td>5 fev. 2027</td><td>Mombaça: 4 mar. 2027; Dar es Salaam: 6 mar. 2027</td></tr>
<tr><td>Tasman Hibiscus V.204S</td><td>Nova Zelândia (RoRo)</td><td>Yokohama</td><td>4 fev. 2027</td><td>9 fev. 2027</td><td>Auckland: 25 fev. 2027; Wellington: 28 fev. 2027; Lyttelton: 1 mar. 2027</td></tr>
<tr><td>Southern Kirin V.069S</td><td>África Austral (RoRo)</td><td>Yokohama</td><td>5 fev. 2027</td><td>12 fev. 2027</td><td>Durban: 14 mar. 2027; Maputo: 16 mar. 2027; Beira: 17 mar. 2027</td></tr>
<tr><td>Andes Pioneer V.24E</td><td>Costa oeste da América do Sul (RoRo)</td><td>Yokohama</td><td>11 fev. 2027</td><td>16 fev. 2027</td><td>Callao: 16 mar. 2027; Iquique: 20 mar. 2027; Arica: 21 mar. 2027</td></tr>
<tr><td>Atsuta Star V.2704W</td><td>África Oriental (RoRo)</td><td>Yokohama</td><td>19 fev. 2027</td><td>24 fev. 2027</td><td>Mombaça: 24 mar. 2027; Dar es Salaam: 26 mar. 2027</td></tr>
</tbody>
</table>
<h2>Notas importantes</h2>
<ul>
<li><strong>Quénia</strong>: a partir de 1 de janeiro de 2027 só são aceites viaturas registadas pela primeira vez em 2020 ou depois. Nos navios acima só carregamos viaturas de 2020 ou mais recentes, porque o navio de 4 de dezembro chega a Mombaça demasiado perto do prazo para os carros de 2019.</li>
<li><strong>Uganda, Ruanda, Burundi, Sudão do Sul, leste da RD Congo</strong>: use os navios da África Oriental para Mombaça ou Dar es Salaam.</li>
<li><strong>Zâmbia, Malawi, Zimbabué, Botsuana</strong>: use Dar es Salaam, Durban ou Beira conforme a sua cidade; pergunte-nos qual é a rota mais barata.</li>
<li><strong>Moçambique</strong>: os navios para a África Austral escalam Maputo e a Beira; para Nacala enviamos em contentor.</li>
<li><strong>Rússia</strong>: só podem ser exportadas viaturas até 1 900 cm³ que não sejam híbridas nem elétricas. A maioria segue em RoRo a partir de Fushiki (Toyama), em dois a três dias.</li>
<li><strong>Mongólia</strong>: as viaturas seguem em contentor partilhado até Tianjin Xingang e depois por comboio via Erenhot e Zamyn-Uud.</li>
<li>Destinos que não constam da tabela, como Matadi, Douala, Dacar, Suva ou Apia, são servidos por contentor ou por transbordo. Peça uma cotação e indicamos a próxima data disponível.</li>
</ul>
<p>O escritório está fechado de 29 de dezembro de 2026 a 3 de janeiro de 2027; as viaturas pagas nesse período são entregues no porto a partir de 4 de janeiro.</p>`,
      ru: `<p>Ниже — суда, на которых мы забронировали места для автомобилей наших клиентов с декабря 2026 по февраль 2027 года. Даты — оценки судоходных линий на момент публикации; из-за погоды, загруженности портов или изменения маршрута они могут сдвигаться на несколько дней. Мы обновляем страницу каждую неделю, а точное судно менеджер всегда подтверждает в уведомлении об отгрузке.</p>
<h2>Как читать таблицу</h2>
<ul>
<li><strong>Приём в порту до</strong> — последний день, когда автомобиль может быть доставлен в порт погрузки. Чтобы успеть, оплата должна поступить раньше: не менее чем за 7 дней для большинства направлений и за 10 дней, если нужна предотгрузочная инспекция (Кения, Танзания, Уганда, Мозамбик, Маврикий, Ямайка, Новая Зеландия в сезон мраморного клопа).</li>
<li><strong>ETD</strong> — ожидаемая дата отхода из порта погрузки.</li>
<li><strong>ETA</strong> — ожидаемая дата прибытия в каждый порт назначения. К ней добавьте выгрузку, таможенное оформление и, для стран без выхода к морю, перегон или доставку автовозом.</li>
</ul>
<table>
<thead><tr><th>Судно / рейс</th><th>Линия</th><th>Порт погрузки</th><th>Приём в порту до</th><th>Отход (ETD)</th><th>Прибытие (ETA)</th></tr></thead>
<tbody>
<tr><td>Kiso Voyager V.2612W</td><td>Восточная Африка (ро-ро)</td><td>Нагоя</td><td>27 нояб. 2026</td><td>4 дек. 2026</td><td>Момбаса: 31 дек. 2026; Дар-эс-Салам: 2 янв. 2027</td></tr>
<tr><td>Pacific Camellia V.118S</td><td>Новая Зеландия (ро-ро)</td><td>Нагоя</td><td>3 дек. 2026</td><td>8 дек. 2026</td><td>Окленд: 23 дек. 2026; Веллингтон: 26 дек. 2026; Литтелтон: 27 дек. 2026</td></tr>
<tr><td>Toyama Bay Express V.2650</td><td>Дальний Восток России (ро-ро)</td><td>Фусики (Тояма)</td><td>4 дек. 2026</td><td>9 дек. 2026</td><td>Владивосток: 12 дек. 2026</td></tr>
<tr><td>Southern Kirin V.068S</td><td>Юг Африки (ро-ро)</td><td>Нагоя</td><td>5 дек. 2026</td><td>10 дек. 2026</td><td>Дурбан: 8 янв. 2027; Мапуту: 10 янв. 2027; Бейра: 11 янв. 2027</td></tr>
<tr><td>Gulf Sakura V.52W</td><td>Ближний Восток и Пакистан (ро-ро)</td><td>Кобе</td><td>4 дек. 2026</td><td>11 дек. 2026</td><td>Джебель-Али: 29 дек. 2026; Карачи: 31 дек. 2026</td></tr>
<tr><td>Chubu Navigator V.45E</td><td>Карибы через Панаму (ро-ро)</td><td>Иокогама</td><td>9 дек. 2026</td><td>14 дек. 2026</td><td>Кингстон: 13 янв. 2027; Порт-оф-Спейн: 18 янв. 2027; Джорджтаун: 21 янв. 2027</td></tr>
<tr><td>Ise Horizon V.77A</td><td>Западная Африка (ро-ро)</td><td>Нагоя</td><td>12 дек. 2026</td><td>17 дек. 2026</td><td>Тема: 30 янв. 2027; Ломе: 31 янв. 2027; Котону: 1 февр. 2027; Тин-Кан-Айленд (Лагос): 3 февр. 2027</td></tr>
<tr><td>Atsuta Star V.2701W</td><td>Восточная Африка (ро-ро)</td><td>Иокогама</td><td>14 дек. 2026</td><td>19 дек. 2026</td><td>Момбаса: 16 янв. 2027; Дар-эс-Салам: 18 янв. 2027</td></tr>
<tr><td>Andes Pioneer V.23E</td><td>Западное побережье Южной Америки (ро-ро)</td><td>Иокогама</td><td>17 дек. 2026</td><td>22 дек. 2026</td><td>Кальяо: 19 янв. 2027; Икике: 23 янв. 2027; Арика: 24 янв. 2027</td></tr>
<tr><td>Bengal Maple V.15W</td><td>Бангладеш (ро-ро)</td><td>Нагоя</td><td>28 дек. 2026</td><td>6 янв. 2027</td><td>Читтагонг: 25 янв. 2027</td></tr>
<tr><td>Cape Tsubaki V.031S</td><td>Юг Африки (ро-ро)</td><td>Кобе</td><td>28 дек. 2026</td><td>8 янв. 2027</td><td>Дурбан: 5 февр. 2027; Мапуту: 7 февр. 2027; Бейра: 8 февр. 2027</td></tr>
<tr><td>Kaede Bridge V.0127N</td><td>Северный Китай для Монголии (сборный контейнер)</td><td>Нагоя</td><td>28 дек. 2026</td><td>9 янв. 2027</td><td>Тяньцзинь (Синьган): 13 янв. 2027</td></tr>
<tr><td>Pacific Camellia V.119S</td><td>Новая Зеландия (ро-ро)</td><td>Нагоя</td><td>7 янв. 2027</td><td>12 янв. 2027</td><td>Окленд: 27 янв. 2027; Веллингтон: 30 янв. 2027; Литтелтон: 31 янв. 2027</td></tr>
<tr><td>Amur Link V.0113</td><td>Дальний Восток России (контейнер)</td><td>Нагоя</td><td>6 янв. 2027</td><td>13 янв. 2027</td><td>Владивосток: 18 янв. 2027</td></tr>
<tr><td>Kiso Voyager V.2702W</td><td>Восточная Африка (ро-ро)</td><td>Кобе</td><td>8 янв. 2027</td><td>15 янв. 2027</td><td>Момбаса: 10 февр. 2027; Дар-эс-Салам: 12 февр. 2027</td></tr>
<tr><td>Mascarene Breeze V.09W</td><td>Индийский океан (ро-ро)</td><td>Нагоя</td><td>15 янв. 2027</td><td>20 янв. 2027</td><td>Порт-Луи: 13 февр. 2027</td></tr>
<tr><td>Chubu Navigator V.46E</td><td>Карибы через Панаму (ро-ро)</td><td>Иокогама</td><td>20 янв. 2027</td><td>25 янв. 2027</td><td>Кингстон: 24 февр. 2027; Порт-оф-Спейн: 1 марта 2027; Джорджтаун: 4 марта 2027</td></tr>
<tr><td>Ise Horizon V.78A</td><td>Западная Африка (ро-ро)</td><td>Кобе</td><td>22 янв. 2027</td><td>29 янв. 2027</td><td>Тема: 13 марта 2027; Ломе: 14 марта 2027; Котону: 15 марта 2027; Тин-Кан-Айленд (Лагос): 17 марта 2027</td></tr>
<tr><td>Ise Bay Leader V.2703W</td><td>Восточная Африка (ро-ро)</td><td>Нагоя</td><td>29 янв. 2027</td><td>5 февр. 2027</td><td>Момбаса: 4 марта 2027; Дар-эс-Салам: 6 марта 2027</td></tr>
<tr><td>Tasman Hibiscus V.204S</td><td>Новая Зеландия (ро-ро)</td><td>Иокогама</td><td>4 февр. 2027</td><td>9 февр. 2027</td><td>Окленд: 25 февр. 2027; Веллингтон: 28 февр. 2027; Литтелтон: 1 марта 2027</td></tr>
<tr><td>Southern Kirin V.069S</td><td>Юг Африки (ро-ро)</td><td>Иокогама</td><td>5 февр. 2027</td><td>12 февр. 2027</td><td>Дурбан: 14 марта 2027; Мапуту: 16 марта 2027; Бейра: 17 марта 2027</td></tr>
<tr><td>Andes Pioneer V.24E</td><td>Западное побережье Южной Америки (ро-ро)</td><td>Иокогама</td><td>11 февр. 2027</td><td>16 февр. 2027</td><td>Кальяо: 16 марта 2027; Икике: 20 марта 2027; Арика: 21 марта 2027</td></tr>
<tr><td>Atsuta Star V.2704W</td><td>Восточная Африка (ро-ро)</td><td>Иокогама</td><td>19 февр. 2027</td><td>24 февр. 2027</td><td>Момбаса: 24 марта 2027; Дар-эс-Салам: 26 марта 2027</td></tr>
</tbody>
</table>
<h2>Обратите внимание</h2>
<ul>
<li><strong>Россия</strong>: вывозить можно только автомобили объёмом до 1900 см³, не гибриды и не электромобили. Большинство машин уходит судами ро-ро из Фусики (Тояма), в пути два-три дня; из Нагои возможна отправка в контейнере.</li>
<li><strong>Кения</strong>: с 1 января 2027 года принимаются только автомобили с первой регистрацией в 2020 году и позже. На рейсы из таблицы мы грузим только такие машины — судно 4 декабря приходит в Момбасу слишком близко к предельной дате для автомобилей 2019 года.</li>
<li><strong>Уганда, Руанда, Бурунди, Южный Судан, восток ДР Конго</strong>: используйте рейсы в Восточную Африку до Момбасы или Дар-эс-Салама.</li>
<li><strong>Замбия, Малави, Зимбабве, Ботсвана</strong>: через Дар-эс-Салам, Дурбан или Бейру — в зависимости от вашего города; спросите нас о самом выгодном маршруте.</li>
<li><strong>Монголия</strong>: автомобили идут в сборных контейнерах до Тяньцзиня (Синьган), далее по железной дороге через Эрэн-Хото и Замын-Ууд.</li>
<li>Направления, которых нет в таблице (например, Матади, Дуала, Дакар, Накала, Сува или Апиа), обслуживаются контейнерами или с перевалкой. Запросите расчёт — мы назовём ближайшую дату.</li>
</ul>
<p>Офис не работает с 29 декабря 2026 года по 3 января 2027 года; автомобили, оплаченные в эти дни, будут доставлены в порт начиная с 4 января.</p>`,
    },
  },
  {
    pageName: 'aboutus',
    title: {
      en: `About Roro Motors`,
      fr: `Qui sommes-nous`,
      pt: `Quem somos`,
      ru: `О компании`,
    },
    description: {
      en: `Roro Motors Co., Ltd. has exported used Japanese vehicles from Nagoya since 1991. Our history, our yards, our team and what we stand for.`,
      fr: `Roro Motors Co., Ltd. exporte des véhicules d'occasion japonais depuis Nagoya depuis 1991. Notre histoire, nos parcs, notre équipe et nos engagements.`,
      pt: `A Roro Motors Co., Ltd. exporta viaturas usadas japonesas a partir de Nagoya desde 1991. A nossa história, os nossos parques, a nossa equipa e os nossos compromissos.`,
      ru: `Roro Motors Co., Ltd. экспортирует подержанные японские автомобили из Нагои с 1991 года. Наша история, площадки, команда и принципы работы.`,
    },
    content: {
      en: `<p>Roro Motors Co., Ltd. is a family-run exporter of used Japanese vehicles based in Nagoya, Japan's largest car-exporting port. For more than three decades we have helped dealers, businesses and private buyers around the world bring home reliable Japanese cars, vans and trucks at fair prices.</p>
<h2>Our story</h2>
<p>Shigeru Okada opened a small used-car lot in Minato-ku, Nagoya, in <strong>April 1988</strong>, a short drive from the port. Three years later a customer from New Zealand asked him to ship a Toyota Corolla to Auckland, and Roro Motors made its first export. Through the 1990s we added Kenya, Tanzania and the Caribbean, and in 2004 we launched our first English website with a live stock list.</p>
<p>Since 2015 the company has been led by Haruka Okada, Shigeru's daughter, who built our multilingual sales team and moved our customer service to WhatsApp. In 2026 we opened our second yard in Tobishima, beside the car-carrier berths of Nagoya port. The name of the company has never changed: "Roro" stands for the roll-on/roll-off ships that carry most of our cars.</p>
<h2>Roro Motors in numbers</h2>
<ul>
<li>Founded in 1988; exporting since 1991.</li>
<li>More than 150,000 vehicles shipped to over 70 countries.</li>
<li>About 8,000 vehicles exported each year.</li>
<li>46 employees, including 8 sales staff who together speak Japanese, English, French, Portuguese, Russian, Spanish, Swahili and Lingala.</li>
<li>Two yards with space for 5,200 vehicles: Minato yard (1,200 vehicles, trucks and buses) and Tobishima yard (4,000 vehicles, covered inspection hall).</li>
</ul>
<h2>How we work</h2>
<p>Our buyers attend the major Japanese auctions every week and also buy directly from dealers, leasing companies and fleet owners. Every vehicle comes to our own yard before it is listed: we photograph it, check it on a lift, translate the auction sheet and give it our own quality grade. What you see on the website is what we have in the yard, not a list copied from elsewhere.</p>
<p>We believe that buying a car from the other side of the world should not be a gamble. That is why we send you the full auction sheet with a translation when you ask for it, write the known defects in each vehicle's remarks, check your country's import rules before we issue an invoice, and only accept payment to our company bank account in Japan.</p>
<h2>Our promise</h2>
<ul>
<li>Honest descriptions, including scratches, dents and repairs.</li>
<li>Clear prices: FOB, C&amp;F or CIF to your port, with inspection and other charges shown separately.</li>
<li>A named sales contact who speaks your language and follows your car from reservation to arrival.</li>
<li>Documents sent by DHL as soon as your vehicle sails.</li>
</ul>
<p>Visitors are always welcome in Nagoya. If you are travelling to Japan, ask your sales contact to arrange a tour of our yards.</p>`,
      fr: `<p>Roro Motors Co., Ltd. est une entreprise familiale d'exportation de véhicules d'occasion japonais installée à Nagoya, premier port automobile du Japon. Depuis plus de trente ans, nous aidons revendeurs, entreprises et particuliers du monde entier à acquérir des voitures, fourgons et camions japonais fiables, à un prix juste.</p>
<h2>Notre histoire</h2>
<p>En <strong>avril 1988</strong>, Shigeru Okada ouvre un petit parc de voitures d'occasion à Minato-ku, à quelques minutes du port de Nagoya. Trois ans plus tard, un client néo-zélandais lui demande d'expédier une Toyota Corolla à Auckland : c'est la première exportation de Roro Motors. Au cours des années 1990, le Kenya, la Tanzanie et les Caraïbes s'ajoutent à la liste, et en 2004 nous lançons notre premier site web en anglais avec un stock consultable en ligne.</p>
<p>Depuis 2015, l'entreprise est dirigée par Haruka Okada, la fille du fondateur, qui a constitué notre équipe commerciale multilingue et fait de WhatsApp notre principal canal de service client. En 2026, nous avons ouvert un deuxième parc à Tobishima, à côté des quais des navires rouliers du port de Nagoya. Le nom, lui, n'a jamais changé : « Roro » fait référence aux navires rouliers (roll-on/roll-off) qui transportent la plupart de nos véhicules.</p>
<h2>Roro Motors en chiffres</h2>
<ul>
<li>Fondée en 1988 ; exportatrice depuis 1991.</li>
<li>Plus de 150 000 véhicules expédiés dans plus de 70 pays.</li>
<li>Environ 8 000 véhicules exportés chaque année.</li>
<li>46 salariés, dont 8 commerciaux qui parlent à eux tous japonais, anglais, français, portugais, russe, espagnol, swahili et lingala.</li>
<li>Deux parcs d'une capacité totale de 5 200 véhicules : le parc de Minato (1 200 véhicules, camions et bus) et celui de Tobishima (4 000 véhicules, hall d'inspection couvert).</li>
</ul>
<h2>Notre façon de travailler</h2>
<p>Nos acheteurs participent chaque semaine aux grandes ventes aux enchères japonaises et achètent aussi directement auprès de concessionnaires, de loueurs et de gestionnaires de flottes. Chaque véhicule passe par notre propre parc avant d'être mis en ligne : nous le photographions, l'examinons sur pont élévateur, traduisons la fiche d'enchère et lui attribuons notre propre note de qualité. Ce que vous voyez sur le site se trouve réellement chez nous ; ce n'est pas une liste recopiée ailleurs.</p>
<p>Acheter une voiture à l'autre bout du monde ne doit pas être un pari. C'est pourquoi nous vous envoyons sur demande la fiche d'enchère complète avec sa traduction, indiquons les défauts connus dans les remarques de chaque véhicule, vérifions les règles d'importation de votre pays avant d'établir une facture et n'acceptons les paiements que sur le compte bancaire de notre société au Japon.</p>
<h2>Nos engagements</h2>
<ul>
<li>Des descriptions honnêtes, rayures, bosses et réparations comprises.</li>
<li>Des prix clairs : FOB, C&amp;F ou CIF jusqu'à votre port, avec inspection et autres frais détaillés.</li>
<li>Un interlocuteur attitré qui parle votre langue et suit votre véhicule de la réservation jusqu'à l'arrivée.</li>
<li>Des documents envoyés par DHL dès le départ du navire.</li>
</ul>
<p>Vous êtes toujours les bienvenus à Nagoya. Si vous venez au Japon, demandez à votre commercial d'organiser une visite de nos parcs.</p>`,
      pt: `<p>A Roro Motors Co., Ltd. é uma empresa familiar de exportação de viaturas usadas japonesas com sede em Nagoya, o maior porto exportador de automóveis do Japão. Há mais de trinta anos que ajudamos revendedores, empresas e particulares de todo o mundo a comprar carros, carrinhas e camiões japoneses fiáveis a preços justos.</p>
<h2>A nossa história</h2>
<p>Em <strong>abril de 1988</strong>, Shigeru Okada abriu um pequeno stand de carros usados em Minato-ku, Nagoya, a poucos minutos do porto. Três anos depois, um cliente da Nova Zelândia pediu-lhe para enviar um Toyota Corolla para Auckland — foi a primeira exportação da Roro Motors. Nos anos 90 juntaram-se o Quénia, a Tanzânia e as Caraíbas, e em 2004 lançámos o primeiro site em inglês com stock disponível online.</p>
<p>Desde 2015 a empresa é dirigida por Haruka Okada, filha do fundador, que criou a nossa equipa comercial multilingue e passou o apoio ao cliente para o WhatsApp. Em 2026 abrimos o segundo parque, em Tobishima, junto aos cais dos navios RoRo do porto de Nagoya. O nome nunca mudou: «Roro» vem dos navios roll-on/roll-off que transportam a maior parte das nossas viaturas.</p>
<h2>A Roro Motors em números</h2>
<ul>
<li>Fundada em 1988; exporta desde 1991.</li>
<li>Mais de 150 000 viaturas enviadas para mais de 70 países.</li>
<li>Cerca de 8 000 viaturas exportadas por ano.</li>
<li>46 colaboradores, entre eles 8 comerciais que, no conjunto, falam japonês, inglês, francês, português, russo, espanhol, suaíli e lingala.</li>
<li>Dois parques com capacidade para 5 200 viaturas: o parque de Minato (1 200 viaturas, camiões e autocarros) e o de Tobishima (4 000 viaturas, pavilhão de inspeção coberto).</li>
</ul>
<h2>Como trabalhamos</h2>
<p>Os nossos compradores participam todas as semanas nos principais leilões japoneses e compram também diretamente a concessionários, empresas de leasing e donos de frotas. Todas as viaturas passam pelo nosso parque antes de serem anunciadas: fotografamos, verificamos no elevador, traduzimos a folha de leilão e atribuímos a nossa própria classificação de qualidade. O que vê no site está mesmo no nosso parque; não é uma lista copiada de outro lado.</p>
<p>Acreditamos que comprar um carro do outro lado do mundo não deve ser uma aposta. Por isso enviamos-lhe a pedido a folha de leilão completa com tradução, indicamos os defeitos conhecidos nas observações de cada viatura, confirmamos as regras de importação do seu país antes de emitir a fatura e só aceitamos pagamentos na conta bancária da empresa no Japão.</p>
<h2>O nosso compromisso</h2>
<ul>
<li>Descrições honestas, incluindo riscos, amolgadelas e reparações.</li>
<li>Preços claros: FOB, C&amp;F ou CIF até ao seu porto, com inspeção e outros encargos discriminados.</li>
<li>Um contacto comercial fixo, que fala a sua língua e acompanha a viatura da reserva até à chegada.</li>
<li>Documentos enviados por DHL logo que o navio parte.</li>
</ul>
<p>As visitas a Nagoya são sempre bem-vindas. Se vier ao Japão, peça ao seu contacto comercial para organizar uma visita aos nossos parques.</p>`,
      ru: `<p>Roro Motors Co., Ltd. — семейная компания-экспортёр подержанных японских автомобилей из Нагои, крупнейшего автомобильного порта Японии. Уже более тридцати лет мы помогаем дилерам, компаниям и частным покупателям по всему миру приобретать надёжные японские легковые автомобили, фургоны и грузовики по честной цене.</p>
<h2>Наша история</h2>
<p>В <strong>апреле 1988 года</strong> Сигэру Окада открыл небольшую площадку подержанных автомобилей в районе Минато в Нагое, в нескольких минутах от порта. Через три года клиент из Новой Зеландии попросил отправить ему Toyota Corolla в Окленд — так состоялся первый экспорт Roro Motors. В 1990-е годы к нашим направлениям добавились Кения, Танзания и страны Карибского бассейна, а в 2004 году мы запустили первый англоязычный сайт с каталогом автомобилей в наличии.</p>
<p>С 2015 года компанией руководит дочь основателя Харука Окада. Она собрала многоязычную команду продаж и перевела общение с клиентами в WhatsApp. В 2026 году мы открыли вторую площадку — в Тобисиме, рядом с причалами автомобилевозов порта Нагоя. Название компании не менялось с самого начала: «Roro» — это суда ро-ро (roll-on/roll-off), на которых едет большинство наших машин.</p>
<h2>Roro Motors в цифрах</h2>
<ul>
<li>Основана в 1988 году, экспортирует с 1991 года.</li>
<li>Более 150 000 автомобилей отправлено в более чем 70 стран.</li>
<li>Около 8000 автомобилей экспортируется ежегодно.</li>
<li>46 сотрудников, в том числе 8 менеджеров по продажам, которые вместе говорят на японском, английском, французском, португальском, русском, испанском, суахили и лингала.</li>
<li>Две площадки общей вместимостью 5200 автомобилей: Минато (1200 мест, грузовики и автобусы) и Тобисима (4000 мест, крытый инспекционный цех).</li>
</ul>
<h2>Как мы работаем</h2>
<p>Наши закупщики каждую неделю участвуют в крупнейших японских аукционах, а также покупают автомобили напрямую у дилеров, лизинговых компаний и владельцев автопарков. Каждая машина, прежде чем попасть в каталог, приезжает на нашу площадку: мы фотографируем её, осматриваем на подъёмнике, переводим аукционный лист и присваиваем собственную оценку качества. Всё, что вы видите на сайте, действительно стоит у нас, а не скопировано из чужих списков.</p>
<p>Мы считаем, что покупка автомобиля на другом конце света не должна быть лотереей. Поэтому мы по запросу присылаем аукционный лист полностью с переводом, указываем известные дефекты в примечаниях к каждому автомобилю, проверяем правила ввоза в вашей стране до выставления инвойса и принимаем оплату только на банковский счёт компании в Японии.</p>
<h2>Наши обязательства</h2>
<ul>
<li>Честные описания — с царапинами, вмятинами и следами ремонта.</li>
<li>Понятные цены: FOB, C&amp;F или CIF до вашего порта; инспекция и прочие расходы указаны отдельно.</li>
<li>Персональный менеджер, который говорит на вашем языке и ведёт автомобиль от брони до прибытия.</li>
<li>Отправка документов DHL сразу после выхода судна.</li>
</ul>
<p>Мы всегда рады гостям в Нагое. Если планируете поездку в Японию, попросите своего менеджера организовать экскурсию по нашим площадкам.</p>`,
    },
  },
  {
    pageName: 'payments',
    title: {
      en: `Payment methods`,
      fr: `Moyens de paiement`,
      pt: `Formas de pagamento`,
      ru: `Способы оплаты`,
    },
    description: {
      en: `Pay for your vehicle by bank transfer (T/T) in USD, JPY or EUR, by PayPal up to USD 3,000, or by letter of credit for registered dealers. Deadlines, bank charges and what happens after payment.`,
      fr: `Réglez votre véhicule par virement (T/T) en USD, JPY ou EUR, par PayPal jusqu'à 3 000 USD, ou par lettre de crédit pour les revendeurs enregistrés. Délais, frais bancaires et suite du processus.`,
      pt: `Pague a sua viatura por transferência bancária (T/T) em USD, JPY ou EUR, por PayPal até 3 000 USD ou por carta de crédito para revendedores registados. Prazos, encargos bancários e o que acontece depois.`,
      ru: `Оплата банковским переводом (T/T) в USD, JPY или EUR, через PayPal до 3000 долларов или аккредитивом для зарегистрированных дилеров. Сроки, банковские комиссии и что происходит после оплаты.`,
    },
    content: {
      en: `<p>We offer three ways to pay. Whichever you choose, the amount, the currency and our bank details are always printed on your <strong>proforma invoice</strong>, and payment must come from the buyer or consignee named on that invoice (or from a company or person you have told us about in advance).</p>
<h2>1. Bank transfer (T/T)</h2>
<p>Telegraphic transfer is the standard method and is accepted for any amount. We accept <strong>US dollars (USD), Japanese yen (JPY) and euros (EUR)</strong>. Prices are set in Japanese yen; the website can show them in your currency at the day's rate, as a guide. Your proforma invoice states the amount in yen; if you pay in USD or EUR, ask your sales contact for the amount, which holds for seven days.</p>
<p>The example below shows the type of information you will find on your invoice. <strong>It is an example only: do not send money to these details.</strong> Always use the account printed on your own proforma invoice.</p>
<table>
<tbody>
<tr><th>Beneficiary</th><td>Roro Motors Co., Ltd.</td></tr>
<tr><th>Beneficiary address</th><td>3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi, Japan</td></tr>
<tr><th>Bank (example)</th><td>Chubu Example Bank, Ltd., Nagoya Port Branch</td></tr>
<tr><th>SWIFT code (example)</th><td>CXBKJPJN</td></tr>
<tr><th>Account number (example)</th><td>408-2731 (USD account)</td></tr>
<tr><th>Reference</th><td>Your order number, e.g. RO001457</td></tr>
</tbody>
</table>
<ul>
<li>Please choose the charge option <strong>"OUR"</strong> so that your bank pays all transfer fees. If intermediary banks deduct charges, the shortfall is added to your next invoice or collected before shipping.</li>
<li>After sending, e-mail or WhatsApp us the bank's remittance slip (SWIFT copy). It helps us match your payment quickly.</li>
<li>International transfers usually take 1 to 4 banking days to reach Japan.</li>
</ul>
<h2>2. PayPal (up to USD 3,000)</h2>
<p>PayPal is accepted for invoices up to <strong>USD 3,000</strong>: kei cars and small hatchbacks, deposits, and extras such as spare keys, tyres or audio changes. A 4% handling charge is added. The PayPal account must belong to the buyer or consignee on the invoice. We send a PayPal payment request by e-mail; please do not pay to any other PayPal address.</p>
<h2>3. Letter of credit (registered dealers)</h2>
<p>Registered dealers can pay by irrevocable <strong>letter of credit at sight</strong>, confirmed by a bank acceptable to our bank in Japan. The minimum is three vehicles or USD 20,000 per L/C. Ask for our draft L/C wording before you apply, so that the documents required (commercial invoice, bill of lading, export certificate with translation, inspection certificate, insurance certificate for CIF) match what we can present. Bank charges outside Japan are for the applicant's account.</p>
<h2>Payment deadline</h2>
<p>Full payment must reach us <strong>within 7 calendar days of the proforma invoice date</strong>. If you need more time, tell your sales contact before the deadline: we can hold a vehicle for up to 14 days against a deposit of USD 300, which is deducted from the price. If payment is not received in time, the order lapses and the vehicle returns to sale.</p>
<h2>What happens after payment</h2>
<ul>
<li>We confirm receipt within one Japanese banking day of the money arriving, and the vehicle is marked as sold.</li>
<li>We book space on the next suitable vessel and send you a shipping advice with the vessel name and dates.</li>
<li>The vehicle is deregistered for export, inspected if your country requires it, and delivered to the port.</li>
<li>After sailing, we send a copy of the bill of lading by e-mail and the original documents by DHL with a tracking number.</li>
</ul>
<h2>Protect yourself from fraud</h2>
<p>Our bank details never change by e-mail or chat. If you receive a message saying that our account has changed, do not pay: call our office on <a href="tel:+81520001988">+81-52-000-1988</a> or write to <a href="mailto:accounts@roro-motors.example">accounts@roro-motors.example</a> first. We never ask for payment to a personal account, a mobile-money number or a company other than Roro Motors Co., Ltd.</p>`,
      fr: `<p>Trois moyens de paiement sont possibles. Quel que soit votre choix, le montant, la devise et nos coordonnées bancaires figurent toujours sur votre <strong>facture proforma</strong>, et le paiement doit provenir de l'acheteur ou du destinataire indiqué sur cette facture (ou d'une personne ou société que vous nous avez signalée à l'avance).</p>
<h2>1. Virement bancaire (T/T)</h2>
<p>Le virement international est le moyen standard, accepté quel que soit le montant. Nous acceptons les <strong>dollars américains (USD), les yens (JPY) et les euros (EUR)</strong>. Les prix sont fixés en yens ; le site peut les afficher dans votre devise au cours du jour, à titre indicatif. Votre facture proforma indique le montant en yens ; si vous payez en USD ou en EUR, demandez le montant à votre commercial : il reste valable sept jours.</p>
<p>Le tableau ci-dessous montre le type d'informations figurant sur votre facture. <strong>Il s'agit d'un exemple : n'envoyez pas d'argent à ces coordonnées.</strong> Utilisez toujours le compte imprimé sur votre propre facture proforma.</p>
<table>
<tbody>
<tr><th>Bénéficiaire</th><td>Roro Motors Co., Ltd.</td></tr>
<tr><th>Adresse du bénéficiaire</th><td>3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi, Japon</td></tr>
<tr><th>Banque (exemple)</th><td>Chubu Example Bank, Ltd., agence Nagoya Port</td></tr>
<tr><th>Code SWIFT (exemple)</th><td>CXBKJPJN</td></tr>
<tr><th>Numéro de compte (exemple)</th><td>408-2731 (compte en USD)</td></tr>
<tr><th>Référence</th><td>Votre numéro de commande, par ex. RO001457</td></tr>
</tbody>
</table>
<ul>
<li>Choisissez l'option de frais <strong>« OUR »</strong> pour que votre banque prenne en charge tous les frais de transfert. Si des banques intermédiaires prélèvent des frais, la différence sera ajoutée à votre prochaine facture ou réglée avant l'expédition.</li>
<li>Une fois le virement effectué, envoyez-nous l'avis d'opéré (copie SWIFT) par e-mail ou WhatsApp : cela nous permet d'identifier votre paiement plus vite.</li>
<li>Un virement international met en général 1 à 4 jours ouvrés bancaires pour arriver au Japon.</li>
</ul>
<h2>2. PayPal (jusqu'à 3 000 USD)</h2>
<p>PayPal est accepté pour les factures jusqu'à <strong>3 000 USD</strong> : kei cars et petites citadines, acomptes, et options comme une clé de rechange, des pneus ou le changement d'autoradio. Des frais de 4 % s'ajoutent. Le compte PayPal doit appartenir à l'acheteur ou au destinataire de la facture. Nous vous envoyons une demande de paiement PayPal par e-mail ; ne payez jamais vers une autre adresse PayPal.</p>
<h2>3. Lettre de crédit (revendeurs enregistrés)</h2>
<p>Les revendeurs enregistrés peuvent régler par <strong>crédit documentaire irrévocable, payable à vue</strong>, confirmé par une banque agréée par notre banque au Japon. Minimum : trois véhicules ou 20 000 USD par L/C. Demandez-nous notre projet de texte avant d'ouvrir le crédit, afin que les documents exigés (facture commerciale, connaissement, certificat d'exportation traduit, certificat d'inspection, certificat d'assurance en CIF) correspondent à ce que nous pouvons présenter. Les frais bancaires hors du Japon sont à la charge du donneur d'ordre.</p>
<h2>Délai de paiement</h2>
<p>Le paiement intégral doit nous parvenir <strong>dans les 7 jours calendaires suivant la date de la facture proforma</strong>. Si vous avez besoin de plus de temps, prévenez votre commercial avant l'échéance : nous pouvons bloquer un véhicule jusqu'à 14 jours contre un acompte de 300 USD, déduit du prix. Sans paiement dans les délais, la commande expire et le véhicule est remis en vente.</p>
<h2>Après le paiement</h2>
<ul>
<li>Nous confirmons la réception dans un délai d'un jour ouvré bancaire japonais après l'arrivée des fonds ; le véhicule passe alors au statut « vendu ».</li>
<li>Nous réservons une place sur le prochain navire adapté et vous envoyons un avis d'expédition avec le nom du navire et les dates.</li>
<li>Le véhicule est radié pour l'export, inspecté si votre pays l'exige, puis livré au port.</li>
<li>Après le départ, vous recevez une copie du connaissement par e-mail et les documents originaux par DHL, avec un numéro de suivi.</li>
</ul>
<h2>Protégez-vous contre la fraude</h2>
<p>Nos coordonnées bancaires ne changent jamais par e-mail ou par messagerie. Si l'on vous annonce un changement de compte, ne payez pas : appelez d'abord notre bureau au <a href="tel:+81520001988">+81-52-000-1988</a> ou écrivez à <a href="mailto:accounts@roro-motors.example">accounts@roro-motors.example</a>. Nous ne demandons jamais de paiement sur un compte personnel, un numéro de mobile money ou au nom d'une autre société que Roro Motors Co., Ltd.</p>`,
      pt: `<p>Há três formas de pagamento. Seja qual for a escolhida, o valor, a moeda e os nossos dados bancários vêm sempre impressos na sua <strong>fatura proforma</strong>, e o pagamento tem de ser feito pelo comprador ou pelo consignatário indicado nessa fatura (ou por uma pessoa ou empresa que nos tenha indicado previamente).</p>
<h2>1. Transferência bancária (T/T)</h2>
<p>A transferência internacional é o método normal e aceita-se para qualquer valor. Aceitamos <strong>dólares americanos (USD), ienes (JPY) e euros (EUR)</strong>. Os preços são fixados em ienes; o site pode mostrá-los na sua moeda ao câmbio do dia, a título indicativo. A fatura proforma indica o valor em ienes; se pagar em USD ou EUR, peça o valor ao seu contacto comercial, que se mantém durante sete dias.</p>
<p>A tabela abaixo mostra o tipo de informação que encontra na fatura. <strong>É apenas um exemplo: não envie dinheiro para estes dados.</strong> Use sempre a conta impressa na sua própria fatura proforma.</p>
<table>
<tbody>
<tr><th>Beneficiário</th><td>Roro Motors Co., Ltd.</td></tr>
<tr><th>Morada do beneficiário</th><td>3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi, Japão</td></tr>
<tr><th>Banco (exemplo)</th><td>Chubu Example Bank, Ltd., balcão Nagoya Port</td></tr>
<tr><th>Código SWIFT (exemplo)</th><td>CXBKJPJN</td></tr>
<tr><th>Número de conta (exemplo)</th><td>408-2731 (conta em USD)</td></tr>
<tr><th>Referência</th><td>O número da sua encomenda, p. ex. RO001457</td></tr>
</tbody>
</table>
<ul>
<li>Escolha a opção de encargos <strong>«OUR»</strong>, para que o seu banco pague todas as comissões. Se bancos intermediários descontarem encargos, a diferença é acrescentada à próxima fatura ou cobrada antes do embarque.</li>
<li>Depois de transferir, envie-nos o comprovativo (cópia SWIFT) por e-mail ou WhatsApp. Assim identificamos o pagamento mais depressa.</li>
<li>Uma transferência internacional demora normalmente 1 a 4 dias úteis bancários a chegar ao Japão.</li>
</ul>
<h2>2. PayPal (até 3 000 USD)</h2>
<p>Aceitamos PayPal em faturas até <strong>3 000 USD</strong>: kei cars e utilitários pequenos, sinais e extras como chave suplente, pneus ou troca do rádio. Acresce uma taxa de 4%. A conta PayPal tem de pertencer ao comprador ou ao consignatário da fatura. Enviamos um pedido de pagamento PayPal por e-mail; não pague para nenhum outro endereço PayPal.</p>
<h2>3. Carta de crédito (revendedores registados)</h2>
<p>Os revendedores registados podem pagar por <strong>carta de crédito irrevogável à vista</strong>, confirmada por um banco aceite pelo nosso banco no Japão. O mínimo é de três viaturas ou 20 000 USD por L/C. Peça-nos a minuta antes de abrir a carta de crédito, para que os documentos exigidos (fatura comercial, conhecimento de embarque, certificado de exportação traduzido, certificado de inspeção e, em CIF, apólice de seguro) correspondam ao que podemos apresentar. Os encargos bancários fora do Japão são por conta do ordenante.</p>
<h2>Prazo de pagamento</h2>
<p>O pagamento total tem de chegar <strong>no prazo de 7 dias de calendário a contar da data da fatura proforma</strong>. Se precisar de mais tempo, avise o seu contacto comercial antes do fim do prazo: podemos reservar uma viatura até 14 dias mediante um sinal de 300 USD, descontado no preço. Se o pagamento não chegar a tempo, a encomenda caduca e a viatura volta à venda.</p>
<h2>Depois do pagamento</h2>
<ul>
<li>Confirmamos a receção no prazo de um dia útil bancário japonês após a chegada do dinheiro, e a viatura passa a «vendida».</li>
<li>Reservamos lugar no próximo navio adequado e enviamos o aviso de embarque com o nome do navio e as datas.</li>
<li>A viatura é cancelada no registo japonês para exportação, inspecionada se o seu país o exigir e entregue no porto.</li>
<li>Depois da partida, enviamos uma cópia do conhecimento de embarque por e-mail e os documentos originais por DHL, com número de seguimento.</li>
</ul>
<h2>Proteja-se contra fraudes</h2>
<p>Os nossos dados bancários nunca mudam por e-mail ou mensagem. Se receber uma mensagem a dizer que a conta mudou, não pague: ligue primeiro para o escritório, <a href="tel:+81520001988">+81-52-000-1988</a>, ou escreva para <a href="mailto:accounts@roro-motors.example">accounts@roro-motors.example</a>. Nunca pedimos pagamentos para contas pessoais, números de dinheiro móvel (como M-Pesa) ou empresas que não sejam a Roro Motors Co., Ltd.</p>`,
      ru: `<p>Оплатить автомобиль можно тремя способами. Какой бы вы ни выбрали, сумма, валюта и наши банковские реквизиты всегда указаны в вашем <strong>инвойсе (proforma invoice)</strong>, а платёж должен поступить от покупателя или получателя, указанного в инвойсе (либо от лица или компании, о которых вы предупредили нас заранее).</p>
<h2>1. Банковский перевод (T/T)</h2>
<p>Международный перевод — основной способ оплаты, подходит для любой суммы. Мы принимаем <strong>доллары США (USD), японские иены (JPY) и евро (EUR)</strong>. Цены установлены в японских иенах; сайт может показать их в вашей валюте по курсу дня — для ориентира. В инвойсе сумма указана в иенах; если платите в долларах или евро, уточните сумму у менеджера — она действует семь дней.</p>
<p>В таблице ниже показано, какие данные вы увидите в инвойсе. <strong>Это только образец — не отправляйте деньги по этим реквизитам.</strong> Всегда используйте счёт, указанный в вашем собственном инвойсе.</p>
<table>
<tbody>
<tr><th>Получатель</th><td>Roro Motors Co., Ltd.</td></tr>
<tr><th>Адрес получателя</th><td>3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi, Japan</td></tr>
<tr><th>Банк (образец)</th><td>Chubu Example Bank, Ltd., Nagoya Port Branch</td></tr>
<tr><th>SWIFT (образец)</th><td>CXBKJPJN</td></tr>
<tr><th>Номер счёта (образец)</th><td>408-2731 (счёт в USD)</td></tr>
<tr><th>Назначение платежа</th><td>Номер вашего заказа, например RO001457</td></tr>
</tbody>
</table>
<ul>
<li>Выбирайте вариант комиссий <strong>«OUR»</strong>, чтобы все расходы по переводу оплатил ваш банк. Если банки-посредники удержат комиссию, недостающая сумма будет добавлена к следующему инвойсу или оплачена до отгрузки.</li>
<li>После отправки пришлите нам по e-mail или в WhatsApp платёжное поручение (копию SWIFT) — так мы быстрее найдём ваш платёж.</li>
<li>Международный перевод обычно идёт в Японию от 1 до 4 банковских дней.</li>
</ul>
<h2>2. PayPal (до 3000 долларов)</h2>
<p>PayPal принимается для счетов до <strong>3000 долларов США</strong>: кей-кары и небольшие хэтчбеки, задатки, а также дополнительные опции — запасной ключ, шины, замена магнитолы. Добавляется комиссия 4%. Счёт PayPal должен принадлежать покупателю или получателю из инвойса. Запрос на оплату через PayPal мы присылаем по e-mail; не платите на другие адреса PayPal.</p>
<h2>3. Аккредитив (для зарегистрированных дилеров)</h2>
<p>Зарегистрированные дилеры могут оплачивать <strong>безотзывным аккредитивом с платежом по предъявлении</strong>, подтверждённым банком, который устраивает наш банк в Японии. Минимум — три автомобиля или 20 000 долларов на один аккредитив. Перед открытием попросите у нас образец текста, чтобы список документов (коммерческий инвойс, коносамент, экспортный сертификат с переводом, сертификат инспекции, для CIF — страховой полис) совпадал с тем, что мы можем предоставить. Банковские комиссии за пределами Японии оплачивает приказодатель.</p>
<h2>Срок оплаты</h2>
<p>Полная оплата должна поступить <strong>в течение 7 календарных дней с даты инвойса</strong>. Если нужно больше времени, предупредите менеджера до истечения срока: мы можем удерживать автомобиль до 14 дней при задатке 300 долларов, который засчитывается в цену. Если оплата не поступила вовремя, заказ аннулируется и машина возвращается в продажу.</p>
<h2>Что происходит после оплаты</h2>
<ul>
<li>В течение одного японского банковского дня после поступления денег мы подтверждаем получение, и автомобиль получает статус «продан».</li>
<li>Мы бронируем место на ближайшем подходящем судне и присылаем уведомление об отгрузке с названием судна и датами.</li>
<li>Автомобиль снимается с учёта для экспорта, при необходимости проходит инспекцию и доставляется в порт.</li>
<li>После выхода судна мы присылаем копию коносамента по e-mail, а оригиналы документов — курьером DHL с номером для отслеживания.</li>
</ul>
<h2>Как не стать жертвой мошенников</h2>
<p>Наши реквизиты никогда не меняются по электронной почте или в мессенджере. Если вам сообщают о «новом счёте», не платите — сначала позвоните в офис по номеру <a href="tel:+81520001988">+81-52-000-1988</a> или напишите на <a href="mailto:accounts@roro-motors.example">accounts@roro-motors.example</a>. Мы никогда не просим переводить деньги на личный счёт, на номер мобильного кошелька или на другую компанию, кроме Roro Motors Co., Ltd.</p>`,
    },
  },
  {
    pageName: 'contact',
    title: {
      en: `Contact us`,
      fr: `Nous contacter`,
      pt: `Contactos`,
      ru: `Контакты`,
    },
    description: {
      en: `Office address in Nagoya, opening hours (Japan time), telephone, e-mail and WhatsApp contacts of Roro Motors Co., Ltd.`,
      fr: `Adresse du bureau à Nagoya, horaires (heure du Japon), téléphone, e-mail et WhatsApp de Roro Motors Co., Ltd.`,
      pt: `Morada do escritório em Nagoya, horário (hora do Japão), telefone, e-mail e WhatsApp da Roro Motors Co., Ltd.`,
      ru: `Адрес офиса в Нагое, часы работы (по японскому времени), телефон, e-mail и WhatsApp компании Roro Motors Co., Ltd.`,
    },
    content: {
      en: `<p>The fastest way to reach us is through your sales contact on WhatsApp. If you do not have one yet, use the <a href="/pages/whatsapp">WhatsApp page</a> to choose a person who speaks your language, or write to our general sales address below. We answer most messages within a few hours during office time.</p>
<h2>Head office</h2>
<p><strong>Roro Motors Co., Ltd.</strong>, 3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi 455-0028, Japan</p>
<ul>
<li>Telephone: <a href="tel:+81520001988">+81-52-000-1988</a> (English and Japanese)</li>
<li>Sales: <a href="mailto:sales@roro-motors.example">sales@roro-motors.example</a></li>
<li>Shipping and documents: <a href="mailto:docs@roro-motors.example">docs@roro-motors.example</a></li>
<li>Payments and accounts: <a href="mailto:accounts@roro-motors.example">accounts@roro-motors.example</a></li>
<li>Personal data questions: <a href="mailto:privacy@roro-motors.example">privacy@roro-motors.example</a></li>
</ul>
<h2>Opening hours (Japan Standard Time, UTC+9)</h2>
<table>
<tbody>
<tr><th>Monday to Friday</th><td>9:00 – 18:00</td></tr>
<tr><th>Saturday</th><td>9:00 – 13:00 (sales by WhatsApp and e-mail only; yards closed)</td></tr>
<tr><th>Sunday and Japanese public holidays</th><td>Closed</td></tr>
</tbody>
</table>
<p>Japan does not use daylight saving time. When it is 9:00 in Nagoya, it is 3:00 in Nairobi and Dar es Salaam, 2:00 in Lusaka, Harare and Maputo, 1:00 in Lagos and midnight in Accra, while in Kingston it is still 19:00 the previous evening. Our East Africa and Southern Africa staff start early, so messages sent in your morning are usually answered the same day.</p>
<h2>Our yards</h2>
<ul>
<li><strong>Tobishima yard</strong>, Tobishima-mura, Ama-gun, Aichi: passenger cars, SUVs and vans; inspection hall and photo studio.</li>
<li><strong>Minato yard</strong>, next to the head office: trucks, buses and machinery.</li>
</ul>
<p>Yard visits are by appointment on weekdays. Please bring photo identification; for safety reasons, children under 16 cannot enter the yards.</p>
<h2>Before you write</h2>
<p>To help us answer quickly, please include the stock number of the vehicle (for example RR100457), your destination country and port, and whether you need an FOB or CIF price. For questions about an existing order, quote your order number (for example RO001457).</p>`,
      fr: `<p>Le moyen le plus rapide de nous joindre est de contacter votre commercial sur WhatsApp. Si vous n'en avez pas encore, choisissez un interlocuteur qui parle votre langue sur la <a href="/pages/whatsapp">page WhatsApp</a>, ou écrivez à notre adresse commerciale générale ci-dessous. Pendant les heures de bureau, nous répondons à la plupart des messages en quelques heures.</p>
<h2>Siège</h2>
<p><strong>Roro Motors Co., Ltd.</strong>, 3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi 455-0028, Japon</p>
<ul>
<li>Téléphone : <a href="tel:+81520001988">+81-52-000-1988</a> (anglais et japonais)</li>
<li>Ventes : <a href="mailto:sales@roro-motors.example">sales@roro-motors.example</a></li>
<li>Expédition et documents : <a href="mailto:docs@roro-motors.example">docs@roro-motors.example</a></li>
<li>Paiements et comptabilité : <a href="mailto:accounts@roro-motors.example">accounts@roro-motors.example</a></li>
<li>Données personnelles : <a href="mailto:privacy@roro-motors.example">privacy@roro-motors.example</a></li>
</ul>
<h2>Horaires (heure normale du Japon, UTC+9)</h2>
<table>
<tbody>
<tr><th>Du lundi au vendredi</th><td>9 h – 18 h</td></tr>
<tr><th>Samedi</th><td>9 h – 13 h (ventes par WhatsApp et e-mail uniquement ; parcs fermés)</td></tr>
<tr><th>Dimanche et jours fériés japonais</th><td>Fermé</td></tr>
</tbody>
</table>
<p>Le Japon n'applique pas d'heure d'été. Quand il est 9 h à Nagoya, il est 1 h à Kinshasa, Douala, Cotonou et Lagos, et minuit à Dakar et Lomé. Jean-Pierre, qui s'occupe de l'Afrique francophone, commence tôt et reste joignable en fin de journée au Japon, ce qui correspond à votre matinée.</p>
<h2>Nos parcs</h2>
<ul>
<li><strong>Parc de Tobishima</strong>, Tobishima-mura, Ama-gun, Aichi : voitures, SUV et fourgons ; hall d'inspection et studio photo.</li>
<li><strong>Parc de Minato</strong>, à côté du siège : camions, bus et engins.</li>
</ul>
<p>Les visites se font sur rendez-vous en semaine. Munissez-vous d'une pièce d'identité avec photo ; pour des raisons de sécurité, les enfants de moins de 16 ans ne peuvent pas entrer dans les parcs.</p>
<h2>Avant de nous écrire</h2>
<p>Pour une réponse rapide, indiquez le numéro de stock du véhicule (par exemple RR100457), votre pays et votre port de destination, et précisez si vous souhaitez un prix FOB ou CIF. Pour une commande en cours, rappelez votre numéro de commande (par exemple RO001457).</p>`,
      pt: `<p>A forma mais rápida de nos contactar é falar com o seu contacto comercial pelo WhatsApp. Se ainda não tem um, escolha na <a href="/pages/whatsapp">página do WhatsApp</a> alguém que fale a sua língua, ou escreva para o endereço geral de vendas abaixo. Em horário de expediente respondemos à maioria das mensagens em poucas horas.</p>
<h2>Sede</h2>
<p><strong>Roro Motors Co., Ltd.</strong>, 3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi 455-0028, Japão</p>
<ul>
<li>Telefone: <a href="tel:+81520001988">+81-52-000-1988</a> (inglês e japonês)</li>
<li>Vendas: <a href="mailto:sales@roro-motors.example">sales@roro-motors.example</a></li>
<li>Embarques e documentos: <a href="mailto:docs@roro-motors.example">docs@roro-motors.example</a></li>
<li>Pagamentos e contabilidade: <a href="mailto:accounts@roro-motors.example">accounts@roro-motors.example</a></li>
<li>Dados pessoais: <a href="mailto:privacy@roro-motors.example">privacy@roro-motors.example</a></li>
</ul>
<h2>Horário (hora do Japão, UTC+9)</h2>
<table>
<tbody>
<tr><th>Segunda a sexta-feira</th><td>9h00 – 18h00</td></tr>
<tr><th>Sábado</th><td>9h00 – 13h00 (vendas só por WhatsApp e e-mail; parques fechados)</td></tr>
<tr><th>Domingos e feriados japoneses</th><td>Fechado</td></tr>
</tbody>
</table>
<p>O Japão não tem hora de verão. Quando são 9h00 em Nagoya, são 2h00 em Maputo, na Beira e em Lilongwe. A Ana, que acompanha Moçambique e o Malawi, começa cedo e continua disponível ao fim do dia no Japão, que corresponde à sua manhã.</p>
<h2>Os nossos parques</h2>
<ul>
<li><strong>Parque de Tobishima</strong>, Tobishima-mura, Ama-gun, Aichi: ligeiros, SUV e carrinhas; pavilhão de inspeção e estúdio fotográfico.</li>
<li><strong>Parque de Minato</strong>, junto à sede: camiões, autocarros e máquinas.</li>
</ul>
<p>As visitas aos parques são por marcação, nos dias úteis. Traga um documento de identificação com fotografia; por razões de segurança, não é permitida a entrada a menores de 16 anos.</p>
<h2>Antes de nos escrever</h2>
<p>Para responder mais depressa, indique o número de stock da viatura (por exemplo RR100457), o país e o porto de destino, e se pretende preço FOB ou CIF. Para encomendas em curso, indique o número da encomenda (por exemplo RO001457).</p>`,
      ru: `<p>Быстрее всего связаться с нами через вашего менеджера в WhatsApp. Если у вас его ещё нет, выберите сотрудника, говорящего на вашем языке, на <a href="/pages/whatsapp">странице WhatsApp</a> или напишите на общий адрес отдела продаж. В рабочее время мы отвечаем на большинство сообщений в течение нескольких часов.</p>
<h2>Головной офис</h2>
<p><strong>Roro Motors Co., Ltd.</strong>, 3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi 455-0028, Япония</p>
<ul>
<li>Телефон: <a href="tel:+81520001988">+81-52-000-1988</a> (английский и японский)</li>
<li>Отдел продаж: <a href="mailto:sales@roro-motors.example">sales@roro-motors.example</a></li>
<li>Отгрузка и документы: <a href="mailto:docs@roro-motors.example">docs@roro-motors.example</a></li>
<li>Оплата и бухгалтерия: <a href="mailto:accounts@roro-motors.example">accounts@roro-motors.example</a></li>
<li>Вопросы о персональных данных: <a href="mailto:privacy@roro-motors.example">privacy@roro-motors.example</a></li>
</ul>
<h2>Часы работы (японское время, UTC+9)</h2>
<table>
<tbody>
<tr><th>Понедельник — пятница</th><td>9:00–18:00</td></tr>
<tr><th>Суббота</th><td>9:00–13:00 (продажи только через WhatsApp и e-mail; площадки закрыты)</td></tr>
<tr><th>Воскресенье и праздничные дни в Японии</th><td>Выходной</td></tr>
</tbody>
</table>
<p>В Японии нет перехода на летнее время. Разница с Владивостоком — всего один час (во Владивостоке на час больше), с Москвой — шесть часов: когда в Нагое 9:00, в Москве 3:00. Ольга отвечает и в японские вечерние часы, так что до вечера по московскому времени ответ, как правило, приходит в тот же день.</p>
<h2>Наши площадки</h2>
<ul>
<li><strong>Площадка Тобисима</strong>, Tobishima-mura, Ama-gun, Aichi: легковые автомобили, кроссоверы и фургоны; инспекционный цех и фотостудия.</li>
<li><strong>Площадка Минато</strong>, рядом с офисом: грузовики, автобусы и спецтехника.</li>
</ul>
<p>Посещение площадок — по предварительной записи в будние дни. Возьмите с собой документ с фотографией; по соображениям безопасности дети младше 16 лет на площадки не допускаются.</p>
<h2>Прежде чем написать</h2>
<p>Чтобы мы ответили быстрее, укажите стоковый номер автомобиля (например, RR100457), страну и порт назначения, а также какая цена вам нужна — FOB или CIF. По текущему заказу укажите номер заказа (например, RO001457).</p>`,
    },
  },
  {
    pageName: 'faq',
    title: {
      en: `Frequently asked questions`,
      fr: `Questions fréquentes`,
      pt: `Perguntas frequentes`,
      ru: `Частые вопросы`,
    },
    description: {
      en: `Answers about FOB and CIF prices, shipping times, documents, pre-shipment inspection, age limits, steering, payment, reservations, damage and insurance.`,
      fr: `Réponses sur les prix FOB et CIF, les délais d'acheminement, les documents, l'inspection avant expédition, les limites d'âge, le côté de conduite, le paiement, les réservations, les dommages et l'assurance.`,
      pt: `Respostas sobre preços FOB e CIF, prazos de envio, documentos, inspeção pré-embarque, limites de idade, posição do volante, pagamento, reservas, danos e seguro.`,
      ru: `Ответы о ценах FOB и CIF, сроках доставки, документах, предотгрузочной инспекции, возрастных ограничениях, расположении руля, оплате, бронировании, повреждениях и страховке.`,
    },
    content: {
      en: `<h2>Prices</h2>
<h3>What is the difference between FOB, C&amp;F and CIF?</h3>
<p><strong>FOB</strong> (Free On Board) is the price of the vehicle delivered on board the ship in Japan, including transport to the port, export deregistration and port charges. You arrange and pay the ocean freight yourself. <strong>C&amp;F</strong> (also written CFR) adds the ocean freight to your port. <strong>CIF</strong> adds marine insurance as well. Most of our customers choose CIF because we can book freight at better rates than individuals. Duties, taxes and clearing costs in your country are never included.</p>
<h3>Why is your price higher than the auction price I saw?</h3>
<p>The auction hammer price is only part of the cost. On top of it come the auction fee, transport from the auction to our yard and to the port, export deregistration, our inspection and cleaning, port handling and our margin. We show one clear FOB price so you can compare like with like.</p>
<h3>Are there any hidden charges?</h3>
<p>No. Your proforma invoice lists every charge: vehicle, freight, insurance, pre-shipment inspection, cargo tracking notes where required (for example ECTN/BESC for several West and Central African countries), options you ordered and document courier. After that, the only costs are in your country: duties, taxes, port charges and your clearing agent.</p>
<h2>Shipping</h2>
<h3>How long does shipping take?</h3>
<p>It depends on your port and the vessel. Typical sailing times from Nagoya are about 5 days to Vladivostok, 15 days to Auckland, 24 days to Port Louis, 27 days to Mombasa, 29 days to Dar es Salaam and Durban, 31 days to Kingston, 44 days to Tema and 46 days to Lagos. Add one to three weeks between payment and departure for inspection, deregistration and the vessel cut-off. See the <a href="/pages/shipping-schedule">shipping schedule</a> for current dates.</p>
<h3>RoRo or container: which is better?</h3>
<p>RoRo (roll-on/roll-off) is usually cheaper and faster for a single car: the vehicle is driven onto a car carrier. A container protects the car better and allows spare parts and tyres to travel inside it; it is the only option for ports without RoRo service. Our shared-container service lets you pay only for your space.</p>
<h3>Can I put personal items or spare parts inside the car?</h3>
<p>Not on RoRo ships: shipping lines require the vehicle to be empty apart from its standard tools and spare wheel. In a container, parts and tyres can be loaded if they are declared.</p>
<h2>Documents and inspection</h2>
<h3>Which documents will I receive?</h3>
<p>The original <strong>export certificate</strong> (with an English translation), the <strong>commercial invoice</strong>, the <strong>bill of lading</strong>, the pre-shipment <strong>inspection certificate</strong> when your country requires one, and the <strong>insurance certificate</strong> for CIF shipments. Some countries need extra documents, such as a radiation certificate or a cargo tracking note; we prepare them when needed.</p>
<h3>How and when are the documents sent?</h3>
<p>We e-mail you a copy of the bill of lading on the day the ship sails and send the originals by DHL Express, usually within three working days, with a tracking number. Documents normally arrive long before the ship. If you prefer, we can issue a surrendered bill of lading (telex release), so that your agent can collect the car without the original B/L.</p>
<h3>Does my car need a pre-shipment inspection?</h3>
<p>Several countries require an inspection in Japan before loading: Kenya (QISJ), Tanzania (EAA), Uganda (ATJ, QISJ or AAA), Mozambique and Mauritius (Intertek), Jamaica (ATJ), Bangladesh (JAAI), Sri Lanka (JAAI, JEVIC or Bureau Veritas), Fiji and Papua New Guinea (JEVIC), and New Zealand (biosecurity and border inspection). We book it and include the cost in your CIF price. Cars arriving without it can face penalties of 5% to 15% of their value plus a second inspection.</p>
<h2>Rules in your country</h2>
<h3>Is there an age limit for imported cars?</h3>
<p>Many countries have one, and they are counted in different ways. Kenya accepts cars up to 8 years from first registration, Uganda up to 15 years from manufacture, Jamaica 5 years for cars, Guyana 8 years, Mauritius less than 4 years, Trinidad and Tobago 3 years, and Nigeria 15 years. Tanzania, Zambia, Malawi and Mozambique have no age limit but tax older cars more heavily. Rules change, so once you choose your country at the top of the page, the stock list marks the vehicles it does not allow, the price form on each vehicle page shows its rules, and your sales contact confirms eligibility before invoicing. Our country guides explain the details for each market.</p>
<h3>Right-hand drive or left-hand drive?</h3>
<p>Almost all Japanese cars are right-hand drive. They suit countries that drive on the left, such as Kenya, Tanzania, Uganda, Zambia, Mozambique, Jamaica and New Zealand. Ghana, Nigeria, Senegal, Benin, Togo, Cameroon and many others do not register right-hand-drive cars, so for them we offer only left-hand-drive stock, mostly European and American models sold new in Japan. Choose your country at the top of the page and the stock list marks the vehicles it does not allow; the steering filter shows left-hand-drive vehicles only.</p>
<h3>Can you ship to Russia?</h3>
<p>Yes, within Japanese export rules: since August 2023 Japan does not allow the export to Russia of passenger cars over 1,900 cc or of any hybrid or electric car, and cars worth over JPY 6 million have been banned since 2022. We ship only eligible vehicles and never through third countries to avoid these rules.</p>
<h2>Payment and reservation</h2>
<h3>How do I pay?</h3>
<p>By bank transfer (T/T) in USD, JPY or EUR; by PayPal for invoices up to USD 3,000; or by letter of credit for registered dealers. Full payment is due within 7 days of the proforma invoice. Details are on the <a href="/pages/payments">payments page</a>.</p>
<h3>Can I reserve a car before paying?</h3>
<p>Yes. Price the car to your port on its page and press "Order this vehicle", or ask your sales contact. The car is held for you for 7 days, your order page shows the payment deadline, and your proforma invoice is on that page at once, with our bank details (you order from your account). Unpaid by the deadline, the order lapses and the car goes back on sale. If you need more time, a USD 300 deposit holds the car for up to 14 days.</p>
<h3>Can I cancel after paying?</h3>
<p>Before the vehicle has been deregistered or inspected for you, we can cancel and refund the payment minus bank charges and any costs already incurred. After that, we can usually offer another vehicle of the same value instead. Once the car has sailed, the sale cannot be cancelled.</p>
<h2>Condition, damage and insurance</h2>
<h3>How do I know the real condition of the car?</h3>
<p>Every vehicle page shows photos of the car, its specification and equipment, the condition of its tyres, our own quality grade (A, B or Csc) and remarks with the known defects. Ask your sales contact for the auction sheet with its translation, more photos (the underbody, close-ups of marks) or a video of the engine running. Read more on our <a href="/pages/qchecks">quality checks</a> page.</p>
<h3>Is the mileage genuine?</h3>
<p>We compare the odometer with the auction record, maintenance records and, where available, the history of Japan's roadworthiness tests. If we are not confident in a reading, we say so on the vehicle page, or we do not sell the vehicle.</p>
<h3>What happens if my car arrives damaged?</h3>
<p>Before loading we photograph every vehicle, so we can compare its condition at departure and on arrival. If you find damage, ask your clearing agent to have it noted by the terminal or the shipping line's agent at discharge, take photos and tell us <strong>within 3 days of discharge</strong>. We will help you claim from the shipping line or the insurer. Minor scratches from handling are normal on RoRo ships and are not usually covered.</p>
<h3>Is insurance included?</h3>
<p>CIF prices include marine insurance for 110% of the C&amp;F value on Institute Cargo Clauses (C), which covers major events such as sinking, fire, collision or the loss of the vehicle. All-risks cover (Institute Cargo Clauses (A)) is available for about 1% of the value; ask for it when you request a quote. With FOB or C&amp;F, insurance is your responsibility.</p>
<h3>Do you give a warranty?</h3>
<p>Our vehicles are used and sold in the condition described, without a mechanical warranty. What we guarantee is an honest description: if a vehicle arrives with a significant defect that we knew of and did not disclose, we will make it right with a refund or repair contribution.</p>`,
      fr: `<h2>Prix</h2>
<h3>Quelle différence entre FOB, C&amp;F et CIF ?</h3>
<p>Le prix <strong>FOB</strong> (Free On Board, « franco à bord ») correspond au véhicule livré à bord du navire au Japon, transport jusqu'au port, radiation pour l'export et frais portuaires compris. Le fret maritime est alors à votre charge. Le prix <strong>C&amp;F</strong> (ou CFR) ajoute le fret jusqu'à votre port, et le prix <strong>CIF</strong> y ajoute l'assurance maritime. La plupart de nos clients choisissent le CIF, car nous obtenons de meilleurs tarifs de fret qu'un particulier. Les droits, taxes et frais de dédouanement dans votre pays ne sont jamais inclus.</p>
<h3>Pourquoi votre prix est-il plus élevé que le prix d'enchère que j'ai vu ?</h3>
<p>Le prix d'adjudication n'est qu'une partie du coût. S'y ajoutent les frais de la salle de vente, le transport jusqu'à notre parc puis jusqu'au port, la radiation pour l'export, notre contrôle et le nettoyage, la manutention portuaire et notre marge. Nous affichons un prix FOB unique et clair pour que vous puissiez comparer ce qui est comparable.</p>
<h3>Y a-t-il des frais cachés ?</h3>
<p>Non. Votre facture proforma détaille chaque poste : véhicule, fret, assurance, inspection avant expédition, bordereau de suivi des cargaisons si nécessaire (ECTN/BESC pour plusieurs pays d'Afrique de l'Ouest et centrale), options commandées et envoi des documents. Ensuite, il ne reste que les frais dans votre pays : droits, taxes, frais de port et honoraires de votre transitaire.</p>
<h2>Expédition</h2>
<h3>Combien de temps dure le transport ?</h3>
<p>Cela dépend de votre port et du navire. Depuis Nagoya, comptez environ 27 jours pour Mombasa, 29 jours pour Dar es Salaam et Durban, 44 jours pour Tema, 45 jours pour Lomé et Cotonou, 46 jours pour Lagos et 49 jours pour Douala. Pour Matadi et Boma, il faut compter une cinquantaine de jours en conteneur. Ajoutez une à trois semaines entre le paiement et le départ (inspection, radiation, date de clôture du navire). Consultez le <a href="/pages/shipping-schedule">calendrier des départs</a>.</p>
<h3>Roulier ou conteneur : que choisir ?</h3>
<p>Le roulier (RoRo) est généralement moins cher et plus rapide pour un seul véhicule : la voiture monte à bord par ses propres moyens. Le conteneur protège mieux le véhicule et permet d'y charger des pièces et des pneus ; c'est la seule solution pour les ports sans ligne roulière. Notre service de groupage vous permet de ne payer que votre place.</p>
<h3>Puis-je mettre des affaires ou des pièces dans la voiture ?</h3>
<p>Pas sur un navire roulier : les compagnies exigent un véhicule vide, hormis l'outillage d'origine et la roue de secours. En conteneur, des pièces et des pneus peuvent être chargés s'ils sont déclarés.</p>
<h2>Documents et inspection</h2>
<h3>Quels documents vais-je recevoir ?</h3>
<p>L'original du <strong>certificat d'exportation</strong> (avec traduction anglaise), la <strong>facture commerciale</strong>, le <strong>connaissement</strong> (B/L), le <strong>certificat d'inspection</strong> lorsque votre pays en exige un et le <strong>certificat d'assurance</strong> pour les envois CIF. Certains pays demandent d'autres documents, comme un certificat de non-radioactivité ou un bordereau de suivi (ECTN) ; nous les préparons si besoin.</p>
<h3>Comment et quand les documents sont-ils envoyés ?</h3>
<p>Nous vous envoyons par e-mail une copie du connaissement le jour du départ, puis les originaux par DHL Express, en général sous trois jours ouvrés, avec un numéro de suivi. Les documents arrivent normalement bien avant le navire. Sur demande, nous pouvons émettre un connaissement « surrendered » (télex release), ce qui permet à votre transitaire de retirer le véhicule sans l'original.</p>
<h3>Mon véhicule doit-il être inspecté avant l'expédition ?</h3>
<p>Plusieurs pays l'exigent : Kenya (QISJ), Tanzanie (EAA), Ouganda (ATJ, QISJ ou AAA), Mozambique et Maurice (Intertek), Jamaïque (ATJ), Bangladesh (JAAI), Sri Lanka, Fidji, Papouasie-Nouvelle-Guinée et Nouvelle-Zélande. Pour la RD Congo, un certificat de contrôle technique d'un centre agréé est demandé. Nous réservons l'inspection et l'incluons dans votre prix CIF. Sans elle, le véhicule peut subir une pénalité de 5 à 15 % de sa valeur et une seconde inspection.</p>
<h2>Règles de votre pays</h2>
<h3>Existe-t-il une limite d'âge ?</h3>
<p>Souvent, oui, et elle se calcule de façons différentes. Le Sénégal accepte depuis fin 2025 les voitures et utilitaires légers de 10 ans au plus, la RD Congo les véhicules de 20 ans au plus, le Nigeria 15 ans, le Kenya 8 ans à compter de la première immatriculation, l'Ouganda 15 ans à compter de la fabrication. Au Cameroun, les voitures de plus de 10 ans paient un droit d'accise supplémentaire. Les règles évoluent : une fois votre pays choisi en haut de la page, la liste de stock signale les véhicules qu'il n'autorise pas, le calcul du prix sur chaque fiche rappelle ses règles, et votre commercial confirme l'éligibilité avant toute facture.</p>
<h3>Conduite à droite ou à gauche ?</h3>
<p>Presque toutes les voitures japonaises ont le volant à droite. Or le Sénégal, le Bénin, le Togo, le Cameroun, la Guinée, le Burkina Faso, le Niger, le Mali, Madagascar et bien d'autres n'immatriculent pas les véhicules à conduite à droite. Pour ces pays, nous ne proposons que des véhicules à <strong>conduite à gauche</strong>, surtout des modèles européens et américains vendus neufs au Japon. Choisissez votre pays en haut de la page : la liste de stock signale les véhicules qu'il n'autorise pas, et le filtre « conduite » n'affiche que les véhicules à conduite à gauche.</p>
<h3>Expédiez-vous en Russie ?</h3>
<p>Oui, dans le cadre des règles japonaises : depuis août 2023, le Japon interdit l'exportation vers la Russie des voitures de plus de 1 900 cm³ ainsi que de tous les hybrides et électriques, et les véhicules de plus de 6 millions de yens sont interdits depuis 2022. Nous n'expédions que des véhicules autorisés et jamais via un pays tiers pour contourner ces règles.</p>
<h2>Paiement et réservation</h2>
<h3>Comment payer ?</h3>
<p>Par virement (T/T) en USD, JPY ou EUR ; par PayPal pour les factures jusqu'à 3 000 USD ; ou par lettre de crédit pour les revendeurs enregistrés. Le paiement intégral est dû dans les 7 jours suivant la facture proforma. Détails sur la <a href="/pages/payments">page Paiements</a>.</p>
<h3>Puis-je réserver un véhicule avant de payer ?</h3>
<p>Oui. Calculez le prix jusqu'à votre port sur la fiche du véhicule et cliquez sur « Commander ce véhicule », ou demandez à votre commercial. Le véhicule vous est réservé 7 jours, la page de votre commande indique l'échéance de paiement, et votre facture proforma y est disponible aussitôt, avec nos coordonnées bancaires (la commande se fait depuis votre compte). Sans paiement à l'échéance, la commande expire et le véhicule est remis en vente. S'il vous faut plus de temps, un acompte de 300 USD bloque le véhicule jusqu'à 14 jours.</p>
<h3>Puis-je annuler après avoir payé ?</h3>
<p>Tant que le véhicule n'a pas été radié ou inspecté pour vous, nous pouvons annuler et rembourser, déduction faite des frais bancaires et des dépenses déjà engagées. Ensuite, nous pouvons en général vous proposer un autre véhicule de même valeur. Une fois le navire parti, la vente ne peut plus être annulée.</p>
<h2>État, dommages et assurance</h2>
<h3>Comment connaître l'état réel du véhicule ?</h3>
<p>Chaque fiche présente des photos du véhicule, sa fiche technique et ses équipements, l'état des pneus, notre propre note de qualité (A, B ou Csc) et des remarques avec les défauts connus. Demandez à votre commercial la fiche d'enchère traduite, d'autres photos (soubassement, gros plans des marques) ou une vidéo du moteur en marche. Plus d'informations sur la page <a href="/pages/qchecks">Contrôle qualité</a>.</p>
<h3>Le kilométrage est-il authentique ?</h3>
<p>Nous comparons le compteur avec le relevé d'enchère, les carnets d'entretien et, lorsque c'est possible, l'historique des contrôles techniques japonais. Si un relevé nous semble douteux, nous l'indiquons sur la fiche ou nous renonçons à vendre le véhicule.</p>
<h3>Que faire si mon véhicule arrive endommagé ?</h3>
<p>Chaque véhicule est photographié avant chargement, ce qui permet de comparer son état au départ et à l'arrivée. Si vous constatez un dommage, demandez à votre transitaire de le faire consigner par le terminal ou l'agent de la compagnie lors du déchargement, prenez des photos et prévenez-nous <strong>dans les 3 jours suivant le déchargement</strong>. Nous vous aiderons à réclamer auprès de la compagnie ou de l'assureur. De petites rayures de manutention sont courantes sur les navires rouliers et ne sont généralement pas couvertes.</p>
<h3>L'assurance est-elle comprise ?</h3>
<p>Nos prix CIF incluent une assurance maritime à hauteur de 110 % de la valeur C&amp;F, selon les Institute Cargo Clauses (C) : elle couvre les événements majeurs (naufrage, incendie, abordage, perte du véhicule). Une couverture tous risques (clauses A) est disponible pour environ 1 % de la valeur ; demandez-la lors de votre devis. En FOB ou C&amp;F, l'assurance est à votre charge.</p>
<h3>Offrez-vous une garantie ?</h3>
<p>Nos véhicules sont d'occasion et vendus dans l'état décrit, sans garantie mécanique. Ce que nous garantissons, c'est une description honnête : si un véhicule arrive avec un défaut important que nous connaissions sans l'avoir signalé, nous vous dédommagerons par un remboursement ou une participation aux réparations.</p>`,
      pt: `<h2>Preços</h2>
<h3>Qual é a diferença entre FOB, C&amp;F e CIF?</h3>
<p>O preço <strong>FOB</strong> (Free On Board) é o da viatura entregue a bordo do navio no Japão, já com transporte até ao porto, cancelamento da matrícula para exportação e despesas portuárias. O frete marítimo fica por sua conta. O <strong>C&amp;F</strong> (ou CFR) inclui o frete até ao seu porto e o <strong>CIF</strong> inclui também o seguro marítimo. A maioria dos clientes escolhe CIF, porque conseguimos fretes mais baratos do que um particular. Direitos, impostos e despesas de desalfandegamento no seu país nunca estão incluídos.</p>
<h3>Porque é que o vosso preço é mais alto do que o preço de leilão que vi?</h3>
<p>O valor de arrematação é só uma parte do custo. Acrescem a comissão do leilão, o transporte até ao nosso parque e depois até ao porto, o cancelamento da matrícula, a nossa verificação e limpeza, o manuseamento no porto e a nossa margem. Mostramos um preço FOB único e claro para poder comparar com justiça.</p>
<h3>Há encargos escondidos?</h3>
<p>Não. A fatura proforma discrimina tudo: viatura, frete, seguro, inspeção pré-embarque, documentos de carga quando exigidos, opções encomendadas e envio dos documentos. Depois disso, só há custos no seu país: direitos, impostos, taxas portuárias e o despachante.</p>
<h2>Envio</h2>
<h3>Quanto tempo demora o transporte?</h3>
<p>Depende do porto e do navio. A partir de Nagoya, conte com cerca de 27 dias até Mombaça, 29 dias até Dar es Salaam e Durban, 31 dias até Maputo, 32 dias até à Beira e 34 dias até Nacala. Para Luanda ou outros portos fora da nossa lista, pergunte-nos. Acrescente uma a três semanas entre o pagamento e a partida para a inspeção, o cancelamento da matrícula e o fecho do navio. Veja o <a href="/pages/shipping-schedule">calendário de embarques</a>.</p>
<h3>RoRo ou contentor: o que é melhor?</h3>
<p>O RoRo (roll-on/roll-off) é normalmente mais barato e rápido para uma só viatura: o carro entra no navio pelos próprios meios. O contentor protege melhor a viatura e permite levar peças e pneus; é a única opção para portos sem serviço RoRo, como Nacala. Com o nosso contentor partilhado paga apenas o seu espaço.</p>
<h3>Posso levar objetos pessoais ou peças dentro do carro?</h3>
<p>Em navios RoRo, não: as companhias exigem a viatura vazia, com exceção das ferramentas de origem e da roda suplente. Em contentor, pode levar peças e pneus desde que sejam declarados.</p>
<h2>Documentos e inspeção</h2>
<h3>Que documentos vou receber?</h3>
<p>O original do <strong>certificado de exportação</strong> (com tradução em inglês), a <strong>fatura comercial</strong>, o <strong>conhecimento de embarque</strong> (B/L), o <strong>certificado de inspeção</strong> quando o seu país o exige e a <strong>apólice ou certificado de seguro</strong> nos envios CIF. Alguns países pedem outros documentos; preparamo-los quando é preciso.</p>
<h3>Como e quando são enviados os documentos?</h3>
<p>Enviamos por e-mail uma cópia do B/L no dia em que o navio parte, e os originais por DHL Express, normalmente em três dias úteis, com número de seguimento. Os documentos chegam quase sempre muito antes do navio. Se preferir, emitimos um B/L «surrendered» (telex release), para o despachante levantar a viatura sem o original.</p>
<h3>A minha viatura precisa de inspeção pré-embarque?</h3>
<p>Vários países exigem inspeção no Japão antes do carregamento: Moçambique e Maurícia (Intertek), Quénia (QISJ), Tanzânia (EAA), Uganda (ATJ, QISJ ou AAA), Jamaica (ATJ), Bangladesh (JAAI), entre outros. Para Moçambique, a taxa publicada é de 265 USD mais IVA e a falta de inspeção dá multa de 10% do valor CIF. Tratamos da marcação e incluímos o custo no preço CIF.</p>
<h2>Regras do seu país</h2>
<h3>Há limite de idade para importar?</h3>
<p>Depende do país. Moçambique, o Malawi, a Zâmbia e a Tanzânia não têm limite de idade, mas o imposto sobe com a idade e a cilindrada. O Quénia aceita viaturas até 8 anos a contar do primeiro registo, o Uganda até 15 anos desde o fabrico, e o Zimbabué tem restrições para ligeiros com 10 ou mais anos. As regras mudam: depois de escolher o seu país no topo da página, a lista de stock assinala as viaturas que ele não permite, o cálculo do preço em cada página mostra as regras, e o seu contacto confirma a elegibilidade antes de faturar.</p>
<h3>Volante à direita ou à esquerda?</h3>
<p>Quase todos os carros japoneses têm volante à direita, o que serve em Moçambique, no Malawi, na Zâmbia, no Zimbabué, no Quénia e noutros países em que se circula pela esquerda. Países como o Gana, a Nigéria, o Senegal, o Benim, o Togo, os Camarões ou Madagáscar não registam viaturas com volante à direita; para esses destinos só propomos viaturas com <strong>volante à esquerda</strong>, sobretudo modelos europeus e americanos vendidos novos no Japão. Confirme sempre as regras com o seu despachante.</p>
<h3>Enviam para a Rússia?</h3>
<p>Sim, dentro das regras japonesas: desde agosto de 2023 o Japão proíbe exportar para a Rússia automóveis acima de 1 900 cm³ e todos os híbridos e elétricos, e desde 2022 também os de valor superior a 6 milhões de ienes. Só enviamos viaturas autorizadas e nunca através de países terceiros para contornar as regras.</p>
<h2>Pagamento e reserva</h2>
<h3>Como posso pagar?</h3>
<p>Por transferência bancária (T/T) em USD, JPY ou EUR; por PayPal em faturas até 3 000 USD; ou por carta de crédito, para revendedores registados. O pagamento total deve ser feito em 7 dias a contar da fatura proforma. Veja a <a href="/pages/payments">página de pagamentos</a>.</p>
<h3>Posso reservar uma viatura antes de pagar?</h3>
<p>Pode. Calcule o preço até ao seu porto na página da viatura e carregue em «Encomendar este veículo», ou fale com o seu contacto comercial. A viatura fica reservada para si durante 7 dias, a página da encomenda mostra o prazo de pagamento e a fatura proforma fica logo disponível nessa página, com os nossos dados bancários (a encomenda faz-se a partir da sua conta). Sem pagamento até ao prazo, a encomenda caduca e a viatura volta à venda. Se precisar de mais tempo, um sinal de 300 USD segura a viatura até 14 dias.</p>
<h3>Posso cancelar depois de pagar?</h3>
<p>Enquanto a viatura não tiver sido cancelada no registo nem inspecionada para si, podemos cancelar e devolver o pagamento, descontando os encargos bancários e as despesas já feitas. Depois disso, normalmente propomos outra viatura de valor igual. Depois de o navio partir, a venda já não pode ser cancelada.</p>
<h2>Estado, danos e seguro</h2>
<h3>Como sei o estado real da viatura?</h3>
<p>Cada página mostra fotografias da viatura, as características e o equipamento, o estado dos pneus, a nossa classificação de qualidade (A, B ou Csc) e observações com os defeitos conhecidos. Peça ao seu contacto a folha de leilão traduzida, mais fotografias (a parte de baixo, pormenores das marcas) ou um vídeo com o motor a trabalhar. Saiba mais na página de <a href="/pages/qchecks">controlo de qualidade</a>.</p>
<h3>A quilometragem é verdadeira?</h3>
<p>Comparamos o conta-quilómetros com o registo do leilão, os registos de manutenção e, quando possível, o histórico das inspeções periódicas japonesas. Se não confiamos numa leitura, dizemo-lo na página da viatura ou não a vendemos.</p>
<h3>E se a viatura chegar danificada?</h3>
<p>Fotografamos todas as viaturas antes do carregamento, para comparar o estado à partida e à chegada. Se encontrar danos, peça ao despachante que os faça registar pelo terminal ou pelo agente da companhia na descarga, tire fotografias e avise-nos <strong>nos 3 dias seguintes à descarga</strong>. Ajudamos a reclamar junto da companhia ou da seguradora. Pequenos riscos de manuseamento são normais em navios RoRo e não costumam estar cobertos.</p>
<h3>O seguro está incluído?</h3>
<p>Os preços CIF incluem seguro marítimo de 110% do valor C&amp;F segundo as Institute Cargo Clauses (C), que cobrem acontecimentos graves como afundamento, incêndio, colisão ou perda da viatura. A cobertura contra todos os riscos (cláusulas A) custa cerca de 1% do valor; peça-a na cotação. Em FOB ou C&amp;F, o seguro é por sua conta.</p>
<h3>Dão garantia?</h3>
<p>As nossas viaturas são usadas e vendidas no estado descrito, sem garantia mecânica. O que garantimos é uma descrição honesta: se uma viatura chegar com um defeito importante que conhecíamos e não indicámos, compensamos com um reembolso ou uma participação na reparação.</p>`,
      ru: `<h2>Цены</h2>
<h3>Чем отличаются FOB, C&amp;F и CIF?</h3>
<p><strong>FOB</strong> (Free On Board) — цена автомобиля, погруженного на судно в Японии: сюда входят доставка в порт, снятие с учёта для экспорта и портовые сборы. Морской фрахт вы оплачиваете сами. <strong>C&amp;F</strong> (CFR) — цена с фрахтом до вашего порта, <strong>CIF</strong> — ещё и с морской страховкой. Большинство клиентов выбирают CIF: мы бронируем фрахт дешевле, чем частное лицо. Пошлины, налоги и расходы на растаможку в вашей стране в цену не входят никогда.</p>
<h3>Почему ваша цена выше аукционной?</h3>
<p>Цена на аукционе — лишь часть затрат. К ней добавляются аукционный сбор, доставка на нашу площадку и в порт, снятие с учёта, осмотр и мойка, портовые расходы и наша комиссия. Мы показываем одну понятную цену FOB, чтобы вы могли честно сравнивать предложения.</p>
<h3>Есть ли скрытые платежи?</h3>
<p>Нет. В инвойсе расписаны все позиции: автомобиль, фрахт, страховка, предотгрузочная инспекция (если нужна), заказанные опции и отправка документов. Кроме этого остаются только расходы в вашей стране: пошлины, утильсбор, налоги, портовые сборы и услуги брокера.</p>
<h2>Доставка</h2>
<h3>Сколько идёт автомобиль?</h3>
<p>Зависит от порта и судна. Во Владивосток — около 2–3 дней из Фусики (Тояма) и около 5 дней из Нагои; в Грузию (Поти) — около 44 дней; в Тяньцзинь для Монголии — около 4 дней плюс железная дорога. Между оплатой и отходом судна добавьте от одной до трёх недель на снятие с учёта, инспекцию и сроки приёма груза. Актуальные даты — в <a href="/pages/shipping-schedule">расписании отправок</a>.</p>
<h3>Ро-ро или контейнер — что лучше?</h3>
<p>Ро-ро (roll-on/roll-off) обычно дешевле и быстрее для одной машины: автомобиль заезжает на автомобилевоз своим ходом. Контейнер лучше защищает машину, и в него можно положить запчасти и шины; для портов без линий ро-ро это единственный вариант. В сборном контейнере вы платите только за своё место.</p>
<h3>Можно ли положить в машину личные вещи или запчасти?</h3>
<p>На судах ро-ро — нельзя: перевозчики требуют, чтобы в машине был только штатный инструмент и запасное колесо. В контейнере можно перевозить задекларированные запчасти и шины.</p>
<h2>Документы и инспекция</h2>
<h3>Какие документы я получу?</h3>
<p>Оригинал <strong>экспортного сертификата</strong> (с переводом на английский), <strong>коммерческий инвойс</strong>, <strong>коносамент</strong> (B/L), <strong>сертификат инспекции</strong>, если его требует ваша страна, и <strong>страховой сертификат</strong> при поставке CIF. Для России по запросу делаем перевод экспортного сертификата на русский язык.</p>
<h3>Как и когда отправляются документы?</h3>
<p>В день выхода судна мы присылаем по e-mail копию коносамента, а оригиналы — курьером DHL Express, обычно в течение трёх рабочих дней, с трек-номером. Как правило, документы приходят раньше машины. По желанию оформим «surrendered B/L» (telex release), чтобы брокер мог получить автомобиль без оригинала коносамента.</p>
<h3>Нужна ли предотгрузочная инспекция?</h3>
<p>Для России — нет: сертификация (СБКТС) и оформление ЭПТС проводятся уже в России. Но многие страны требуют инспекцию в Японии: Кения (QISJ), Танзания (EAA), Уганда (ATJ, QISJ или AAA), Мозамбик и Маврикий (Intertek), Ямайка (ATJ), Бангладеш (JAAI) и другие. Мы записываем машину на инспекцию и включаем её стоимость в цену CIF.</p>
<h2>Правила вашей страны</h2>
<h3>Есть ли ограничения по возрасту?</h3>
<p>В России запрета по возрасту нет, но для физических лиц самая низкая пошлина — на автомобили от 3 до 5 лет; более молодые и более старые машины облагаются заметно дороже. В других странах ограничения бывают жёсткими: Кения — 8 лет с первой регистрации, Уганда — 15 лет с года выпуска, Ямайка — 5 лет. Когда вы выберете страну вверху страницы, каталог отметит машины, которые она не допускает, расчёт цены на странице автомобиля покажет её правила, а менеджер проверит всё до выставления инвойса.</p>
<h3>Правый или левый руль?</h3>
<p>Почти все японские автомобили праворульные. В России праворульные машины разрешены и очень распространены на Дальнем Востоке. В Киргизии с 2015 года праворульные автомобили не регистрируются, а в Грузии для них действуют дополнительные ограничения и сборы — для этих стран мы подбираем <strong>леворульные</strong> машины из японского стока (в основном европейские и американские модели).</p>
<h3>Отправляете ли вы автомобили в Россию?</h3>
<p>Да, в рамках японских правил: с августа 2023 года запрещён вывоз в Россию легковых автомобилей с двигателем более 1900 см³, а также всех гибридов и электромобилей; с 2022 года запрещены машины дороже 6 млн иен. Мы отправляем только разрешённые автомобили и никогда не используем схемы через третьи страны.</p>
<h2>Оплата и бронирование</h2>
<h3>Как оплатить?</h3>
<p>Банковским переводом (T/T) в USD, JPY или EUR; через PayPal — для счетов до 3000 долларов; дилеры — аккредитивом. Полная оплата — в течение 7 дней с даты инвойса. Подробности — на <a href="/pages/payments">странице оплаты</a>.</p>
<h3>Можно ли забронировать машину до оплаты?</h3>
<p>Да. Рассчитайте цену до вашего порта на странице автомобиля и нажмите «Заказать этот автомобиль» или напишите менеджеру. Машина закрепляется за вами на 7 дней, срок оплаты виден на странице заказа, а инвойс с нашими банковскими реквизитами сразу появляется на этой странице (заказ оформляется из вашего аккаунта). Если оплаты к сроку нет, заказ аннулируется и машина снова поступает в продажу. Если нужно больше времени, задаток 300 долларов удерживает машину до 14 дней.</p>
<h3>Можно ли отказаться после оплаты?</h3>
<p>Пока автомобиль не снят с учёта и не прошёл инспекцию под ваш заказ, мы можем отменить сделку и вернуть деньги за вычетом банковских комиссий и уже понесённых расходов. Позже, как правило, предлагаем заменить его другим автомобилем той же стоимости. После выхода судна отменить сделку нельзя.</p>
<h2>Состояние, повреждения и страховка</h2>
<h3>Как узнать реальное состояние машины?</h3>
<p>На странице каждого автомобиля — фотографии, характеристики и оснащение, состояние шин, наша оценка качества (A, B или Csc) и примечания с известными дефектами. Аукционный лист с переводом, дополнительные фото (днище, крупные планы дефектов) или видео работы двигателя пришлёт менеджер по запросу. Подробнее — на странице <a href="/pages/qchecks">«Проверка качества»</a>.</p>
<h3>Пробег настоящий?</h3>
<p>Мы сверяем показания одометра с данными аукциона, сервисной книжкой и, где возможно, с историей японских техосмотров (сякэн). Если показания вызывают сомнения, мы пишем об этом на странице автомобиля или вовсе не продаём его.</p>
<h3>Что делать, если машина пришла с повреждениями?</h3>
<p>Перед погрузкой мы фотографируем каждый автомобиль, чтобы можно было сравнить состояние при отправке и по прибытии. Если обнаружили повреждение, попросите брокера зафиксировать его в акте терминала или у агента линии при выгрузке, сделайте фото и сообщите нам <strong>в течение 3 дней после выгрузки</strong>. Мы поможем предъявить претензию перевозчику или страховщику. Мелкие царапины при погрузке на суда ро-ро — обычное дело и, как правило, страховкой не покрываются.</p>
<h3>Входит ли страховка в цену?</h3>
<p>Цена CIF включает морскую страховку на 110% от стоимости C&amp;F по условиям Institute Cargo Clauses (C): она покрывает крупные события — гибель судна, пожар, столкновение, утрату автомобиля. Страхование «от всех рисков» (условия A) стоит около 1% от стоимости — попросите его при запросе цены. При FOB и C&amp;F страхование — на вас.</p>
<h3>Даёте ли вы гарантию?</h3>
<p>Автомобили подержанные и продаются в описанном состоянии, без технической гарантии. Мы гарантируем честное описание: если машина пришла с существенным дефектом, о котором мы знали и не сообщили, мы компенсируем это возвратом части денег или участием в ремонте.</p>`,
    },
  },
  {
    pageName: 'qchecks',
    title: {
      en: `Quality checks`,
      fr: `Contrôle qualité`,
      pt: `Controlo de qualidade`,
      ru: `Проверка качества`,
    },
    description: {
      en: `How we check every vehicle: auction sheet grades explained, our 25-point yard inspection, photos and video, official pre-shipment inspections (JEVIC, QISJ, EAA, Intertek, ATJ) and our A / B / Csc quality grades.`,
      fr: `Comment nous contrôlons chaque véhicule : notes des fiches d'enchère, inspection en 25 points dans notre parc, photos et vidéo, inspections officielles avant expédition (JEVIC, QISJ, EAA, Intertek, ATJ) et nos notes de qualité A / B / Csc.`,
      pt: `Como verificamos cada viatura: classificações das folhas de leilão, inspeção de 25 pontos no nosso parque, fotografias e vídeo, inspeções oficiais pré-embarque (JEVIC, QISJ, EAA, Intertek, ATJ) e as nossas classificações A / B / Csc.`,
      ru: `Как мы проверяем каждый автомобиль: оценки аукционного листа, осмотр по 25 пунктам на нашей площадке, фото и видео, официальные предотгрузочные инспекции (JEVIC, QISJ, EAA, Intertek, ATJ) и наши оценки качества A / B / Csc.`,
    },
    content: {
      en: `<p>You cannot walk around the car before you buy it, so we do it for you. Every vehicle on our website has passed through our own yard in Nagoya and has been checked in the same way. This page explains what we look at and how to read the information on each vehicle page.</p>
<h2>1. The auction sheet</h2>
<p>Most of our vehicles are bought at Japanese auctions, where an independent inspector examines each car and writes an <strong>auction sheet</strong>. Ask your sales contact for a vehicle's sheet: we send the original with an English translation. The overall grade gives a quick idea of the condition:</p>
<table>
<thead><tr><th>Grade</th><th>Meaning</th></tr></thead>
<tbody>
<tr><td>S or 6</td><td>New or as new, very low mileage</td></tr>
<tr><td>5</td><td>Excellent, almost no marks</td></tr>
<tr><td>4.5</td><td>Very good, only very light marks</td></tr>
<tr><td>4</td><td>Good, small scratches or dents normal for the age</td></tr>
<tr><td>3.5</td><td>Average, several marks, may need some touch-up</td></tr>
<tr><td>3 and below</td><td>Below average: visible damage, rust or wear</td></tr>
<tr><td>R or RA</td><td>Repair history: a body panel or structural part has been repaired or replaced</td></tr>
</tbody>
</table>
<p>The interior is graded separately from A (excellent) to E (poor). On the body diagram, letters mark defects and numbers their size from 1 (small) to 3 (large): <strong>A</strong> scratch, <strong>U</strong> dent, <strong>B</strong> dent with scratch, <strong>W</strong> repaired or wavy panel, <strong>S</strong> rust, <strong>C</strong> corrosion, <strong>P</strong> paint mark, <strong>Y</strong> crack or hole, <strong>X</strong> needs replacement, <strong>XX</strong> replaced, <strong>G</strong> stone chip in the windscreen. For example, "A2 U1" on the rear door means a medium scratch and a small dent.</p>
<h2>2. Our yard inspection (25 points)</h2>
<p>When the vehicle arrives in our Tobishima yard, our staff check:</p>
<ul>
<li>Engine start from cold, idle, unusual noises, smoke and oil leaks.</li>
<li>Gearbox engagement and, for 4WD models, the transfer case and 4WD indicator.</li>
<li>Warning lights on the dashboard with the engine running.</li>
<li>Air conditioning, heater, power windows, mirrors, central locking and keys.</li>
<li>Brakes, steering play and suspension noises on a short drive in the yard.</li>
<li>Tyre tread depth and age, spare wheel and tools.</li>
<li>Underbody on the lift: rust, oil leaks, exhaust, damaged or repaired chassis members.</li>
<li>Signs of flood damage: silt, corrosion under the seats and in the boot.</li>
<li>Odometer reading compared with the auction record and maintenance records.</li>
<li>Chassis number and model code compared with the export documents.</li>
</ul>
<p>Anything we find is written in the remarks on the vehicle page. If we find a serious problem that the auction sheet did not mention, we return the car to the auction or do not list it at all.</p>
<h2>3. Photos and video</h2>
<p>Each vehicle page shows photos taken in our studio: the front, the side, the rear and the interior. In the yard we also photograph the engine bay, the dashboard with the engine running, the odometer, the seats, the boot, the underbody on the lift and, close up, the scratches and dents we know of. Ask your sales contact for any of them, or for a video of the engine running and the car moving; we usually send them within one working day.</p>
<h2>4. Our quality grades: A, B and Csc</h2>
<table>
<thead><tr><th>Grade</th><th>What it means</th></tr></thead>
<tbody>
<tr><td><strong>A</strong></td><td>Excellent. Auction grade 4.5 or higher, interior A or B, no repair history, only light marks. Mechanically sound on our check.</td></tr>
<tr><td><strong>B</strong></td><td>Good. Auction grade 3.5 to 4, normal wear for its age and mileage, small scratches or dents, possibly a repainted panel. Mechanically sound on our check.</td></tr>
<tr><td><strong>Csc</strong></td><td>"Sold as checked". Auction grade 3 or lower, or repair history (R/RA), visible damage or corrosion, or a known mechanical or electrical fault. Every fault we found is listed and the price reflects it. Best for buyers with their own workshop.</td></tr>
</tbody>
</table>
<p>Please note that vehicles with accident repair history (R/RA) may not be accepted in some countries; for example, Ghana prohibits salvaged vehicles. The stock list does not hide them: check with your sales contact before ordering one for such a destination.</p>
<h2>5. Official pre-shipment inspections</h2>
<p>Some countries require an inspection by an appointed agency before the vehicle leaves Japan. These are independent of our own checks and are booked by us:</p>
<ul>
<li><strong>QISJ</strong> (Quality Inspection Services Japan): Kenya, and one of the agents for Uganda.</li>
<li><strong>EAA</strong> (EAA Company Ltd): Tanzania.</li>
<li><strong>ATJ</strong> (Auto Terminal Japan) and <strong>AAA</strong> (Africa Automotive Analysis): Uganda; ATJ also for Jamaica.</li>
<li><strong>Intertek</strong>: Mozambique and Mauritius.</li>
<li><strong>JEVIC</strong> (Japan Export Vehicle Inspection Center): Fiji, Papua New Guinea and others; also on request for any destination.</li>
<li><strong>JAAI</strong> (Japan Auto Appraisal Institute): Bangladesh and Sri Lanka.</li>
</ul>
<p>These inspections typically cover roadworthiness, mileage, age and a radiation check. The cost is shown on your quotation. A certificate from one of these agencies does not replace our own check, and our check does not replace the official inspection.</p>
<h2>What we cannot check</h2>
<p>We are honest about limits: a yard inspection cannot measure internal engine wear, predict the life of a hybrid battery or guarantee that an electrical fault will not appear months later. That is why we describe what we see, show you the evidence and let you decide.</p>`,
      fr: `<p>Vous ne pouvez pas faire le tour du véhicule avant de l'acheter : nous le faisons pour vous. Chaque véhicule présent sur notre site est passé par notre propre parc de Nagoya et a été contrôlé selon la même méthode. Cette page explique ce que nous vérifions et comment lire les informations de chaque fiche.</p>
<h2>1. La fiche d'enchère</h2>
<p>La plupart de nos véhicules sont achetés aux enchères au Japon, où un inspecteur indépendant examine chaque voiture et rédige une <strong>fiche d'enchère</strong>. Demandez la fiche d'un véhicule à votre commercial : nous envoyons l'original avec sa traduction. La note globale donne une première idée de l'état :</p>
<table>
<thead><tr><th>Note</th><th>Signification</th></tr></thead>
<tbody>
<tr><td>S ou 6</td><td>Neuf ou comme neuf, kilométrage très faible</td></tr>
<tr><td>5</td><td>Excellent, presque aucune trace</td></tr>
<tr><td>4,5</td><td>Très bon, traces très légères</td></tr>
<tr><td>4</td><td>Bon, petites rayures ou bosses normales pour l'âge</td></tr>
<tr><td>3,5</td><td>Moyen, plusieurs traces, quelques retouches à prévoir</td></tr>
<tr><td>3 et moins</td><td>En dessous de la moyenne : dommages visibles, rouille ou usure</td></tr>
<tr><td>R ou RA</td><td>Historique de réparation : un élément de carrosserie ou de structure a été réparé ou remplacé</td></tr>
</tbody>
</table>
<p>L'intérieur est noté à part, de A (excellent) à E (mauvais). Sur le schéma de carrosserie, des lettres indiquent les défauts et des chiffres leur taille, de 1 (petit) à 3 (grand) : <strong>A</strong> rayure, <strong>U</strong> bosse, <strong>B</strong> bosse avec rayure, <strong>W</strong> élément réparé ou ondulé, <strong>S</strong> rouille, <strong>C</strong> corrosion, <strong>P</strong> trace de peinture, <strong>Y</strong> fissure ou trou, <strong>X</strong> à remplacer, <strong>XX</strong> remplacé, <strong>G</strong> impact sur le pare-brise. Par exemple, « A2 U1 » sur la porte arrière signifie une rayure moyenne et une petite bosse.</p>
<h2>2. Notre inspection au parc (25 points)</h2>
<p>À l'arrivée du véhicule dans notre parc de Tobishima, notre équipe vérifie :</p>
<ul>
<li>Démarrage à froid, ralenti, bruits anormaux, fumée et fuites d'huile.</li>
<li>Passage des rapports et, sur les 4x4, la boîte de transfert et le témoin de transmission intégrale.</li>
<li>Voyants du tableau de bord moteur tournant.</li>
<li>Climatisation, chauffage, lève-vitres, rétroviseurs, verrouillage centralisé et clés.</li>
<li>Freins, jeu de direction et bruits de suspension lors d'un court essai dans le parc.</li>
<li>Profondeur et âge des pneus, roue de secours et outillage.</li>
<li>Soubassement sur pont élévateur : rouille, fuites, échappement, longerons endommagés ou réparés.</li>
<li>Traces d'inondation : limon, corrosion sous les sièges et dans le coffre.</li>
<li>Kilométrage comparé au relevé d'enchère et aux carnets d'entretien.</li>
<li>Numéro de châssis et code modèle comparés aux documents d'exportation.</li>
</ul>
<p>Tout ce que nous relevons figure dans les remarques de la fiche. Si nous découvrons un problème grave que la fiche d'enchère ne mentionnait pas, nous rendons le véhicule à la salle de vente ou nous ne le mettons pas en ligne.</p>
<h2>3. Photos et vidéo</h2>
<p>Chaque fiche présente des photos prises dans notre studio : l'avant, le côté, l'arrière et l'intérieur. Au parc, nous photographions aussi le compartiment moteur, le tableau de bord moteur tournant, le compteur, les sièges, le coffre, le soubassement sur le pont et, en gros plan, les rayures et bosses connues. Demandez-les à votre commercial, ou une vidéo du moteur et du véhicule en mouvement : il vous les envoie en général sous un jour ouvré.</p>
<h2>4. Nos notes de qualité : A, B et Csc</h2>
<table>
<thead><tr><th>Note</th><th>Signification</th></tr></thead>
<tbody>
<tr><td><strong>A</strong></td><td>Excellent. Note d'enchère 4,5 ou plus, intérieur A ou B, aucun historique de réparation, seulement de légères traces. Mécanique saine lors de notre contrôle.</td></tr>
<tr><td><strong>B</strong></td><td>Bon. Note d'enchère 3,5 à 4, usure normale pour l'âge et le kilométrage, petites rayures ou bosses, éventuellement un élément repeint. Mécanique saine lors de notre contrôle.</td></tr>
<tr><td><strong>Csc</strong></td><td>« Vendu en l'état constaté ». Note d'enchère 3 ou moins, ou historique de réparation (R/RA), dommages ou corrosion visibles, ou panne mécanique ou électrique connue. Tous les défauts relevés sont listés et le prix en tient compte. Idéal pour les acheteurs disposant de leur propre atelier.</td></tr>
</tbody>
</table>
<p>Attention : les véhicules accidentés puis réparés (R/RA) peuvent être refusés dans certains pays ; le Ghana, par exemple, interdit les véhicules accidentés. La liste de stock ne les masque pas : vérifiez auprès de votre commercial avant d'en commander un pour ces destinations.</p>
<h2>5. Inspections officielles avant expédition</h2>
<p>Certains pays exigent une inspection par un organisme agréé avant que le véhicule ne quitte le Japon. Elle est indépendante de notre propre contrôle et c'est nous qui la réservons :</p>
<ul>
<li><strong>QISJ</strong> (Quality Inspection Services Japan) : Kenya, et l'un des agents pour l'Ouganda.</li>
<li><strong>EAA</strong> (EAA Company Ltd) : Tanzanie.</li>
<li><strong>ATJ</strong> (Auto Terminal Japan) et <strong>AAA</strong> (Africa Automotive Analysis) : Ouganda ; ATJ aussi pour la Jamaïque.</li>
<li><strong>Intertek</strong> : Mozambique et Maurice.</li>
<li><strong>JEVIC</strong> (Japan Export Vehicle Inspection Center) : Fidji, Papouasie-Nouvelle-Guinée et autres, et sur demande pour toute destination.</li>
<li><strong>JAAI</strong> (Japan Auto Appraisal Institute) : Bangladesh et Sri Lanka.</li>
</ul>
<p>Ces inspections portent en général sur l'aptitude à circuler, le kilométrage, l'âge et la radioactivité. Leur coût figure sur votre devis. Un certificat de ces organismes ne remplace pas notre contrôle, et notre contrôle ne remplace pas l'inspection officielle.</p>
<h2>Ce que nous ne pouvons pas vérifier</h2>
<p>Soyons francs : un contrôle au parc ne permet pas de mesurer l'usure interne d'un moteur, de prédire la durée de vie d'une batterie hybride ou de garantir qu'aucune panne électrique n'apparaîtra des mois plus tard. C'est pourquoi nous décrivons ce que nous voyons, vous montrons les preuves et vous laissons décider.</p>`,
      pt: `<p>Não pode dar a volta ao carro antes de o comprar, por isso fazemo-lo por si. Todas as viaturas do nosso site passaram pelo nosso parque em Nagoya e foram verificadas da mesma maneira. Esta página explica o que verificamos e como ler a informação de cada viatura.</p>
<h2>1. A folha de leilão</h2>
<p>A maioria das viaturas é comprada em leilões japoneses, onde um inspetor independente examina cada carro e preenche uma <strong>folha de leilão</strong>. Peça a folha de uma viatura ao seu contacto: enviamos o original com tradução. A classificação geral dá uma ideia rápida do estado:</p>
<table>
<thead><tr><th>Classificação</th><th>Significado</th></tr></thead>
<tbody>
<tr><td>S ou 6</td><td>Novo ou como novo, quilometragem muito baixa</td></tr>
<tr><td>5</td><td>Excelente, quase sem marcas</td></tr>
<tr><td>4,5</td><td>Muito bom, só marcas muito ligeiras</td></tr>
<tr><td>4</td><td>Bom, pequenos riscos ou amolgadelas normais para a idade</td></tr>
<tr><td>3,5</td><td>Médio, várias marcas, pode precisar de retoques</td></tr>
<tr><td>3 ou menos</td><td>Abaixo da média: danos visíveis, ferrugem ou desgaste</td></tr>
<tr><td>R ou RA</td><td>Historial de reparação: um painel ou elemento estrutural foi reparado ou substituído</td></tr>
</tbody>
</table>
<p>O interior tem uma classificação à parte, de A (excelente) a E (mau). No esquema da carroçaria, as letras indicam defeitos e os números o tamanho, de 1 (pequeno) a 3 (grande): <strong>A</strong> risco, <strong>U</strong> amolgadela, <strong>B</strong> amolgadela com risco, <strong>W</strong> painel reparado ou ondulado, <strong>S</strong> ferrugem, <strong>C</strong> corrosão, <strong>P</strong> marca de tinta, <strong>Y</strong> fissura ou furo, <strong>X</strong> a substituir, <strong>XX</strong> substituído, <strong>G</strong> impacto no para-brisas. Por exemplo, «A2 U1» na porta traseira quer dizer um risco médio e uma pequena amolgadela.</p>
<h2>2. A nossa inspeção no parque (25 pontos)</h2>
<p>Quando a viatura chega ao parque de Tobishima, a nossa equipa verifica:</p>
<ul>
<li>Arranque a frio, ralenti, ruídos estranhos, fumo e fugas de óleo.</li>
<li>Engrenar das mudanças e, nos 4x4, a caixa de transferência e o indicador de tração.</li>
<li>Luzes de aviso no painel com o motor a trabalhar.</li>
<li>Ar condicionado, aquecimento, vidros elétricos, espelhos, fecho centralizado e chaves.</li>
<li>Travões, folga da direção e ruídos de suspensão numa volta curta no parque.</li>
<li>Piso e idade dos pneus, roda suplente e ferramentas.</li>
<li>Parte de baixo no elevador: ferrugem, fugas, escape, longarinas danificadas ou reparadas.</li>
<li>Sinais de inundação: lodo, corrosão por baixo dos bancos e na bagageira.</li>
<li>Quilometragem comparada com o registo do leilão e os registos de manutenção.</li>
<li>Número de quadro e código do modelo comparados com os documentos de exportação.</li>
</ul>
<p>Tudo o que encontramos fica escrito nas observações da página da viatura. Se descobrirmos um problema grave que a folha de leilão não referia, devolvemos o carro ao leilão ou nem sequer o anunciamos.</p>
<h2>3. Fotografias e vídeo</h2>
<p>Cada página mostra fotografias tiradas no nosso estúdio: a frente, o lado, a traseira e o interior. No parque fotografamos também o compartimento do motor, o painel com o motor a trabalhar, o conta-quilómetros, os bancos, a bagageira, a parte de baixo no elevador e, de perto, os riscos e amolgadelas conhecidos. Peça-as ao seu contacto comercial, ou um vídeo do motor e do carro em andamento: normalmente envia-as num dia útil.</p>
<h2>4. As nossas classificações: A, B e Csc</h2>
<table>
<thead><tr><th>Classificação</th><th>O que significa</th></tr></thead>
<tbody>
<tr><td><strong>A</strong></td><td>Excelente. Leilão 4,5 ou mais, interior A ou B, sem historial de reparação, só marcas ligeiras. Mecanicamente em ordem na nossa verificação.</td></tr>
<tr><td><strong>B</strong></td><td>Bom. Leilão 3,5 a 4, desgaste normal para a idade e quilometragem, pequenos riscos ou amolgadelas, eventualmente um painel repintado. Mecanicamente em ordem na nossa verificação.</td></tr>
<tr><td><strong>Csc</strong></td><td>«Vendido conforme verificado». Leilão 3 ou menos, ou historial de reparação (R/RA), danos ou corrosão visíveis, ou avaria mecânica ou elétrica conhecida. Todos os defeitos encontrados estão listados e o preço reflete-os. Indicado para quem tem oficina própria.</td></tr>
</tbody>
</table>
<p>Atenção: as viaturas com historial de acidente reparado (R/RA) podem não ser aceites em alguns países; o Gana, por exemplo, proíbe viaturas sinistradas. A lista de stock não as esconde: confirme com o seu contacto antes de encomendar uma para esses destinos.</p>
<h2>5. Inspeções oficiais pré-embarque</h2>
<p>Alguns países exigem uma inspeção por uma entidade nomeada antes de a viatura sair do Japão. É independente da nossa verificação e somos nós que a marcamos:</p>
<ul>
<li><strong>QISJ</strong> (Quality Inspection Services Japan): Quénia, e um dos agentes do Uganda.</li>
<li><strong>EAA</strong> (EAA Company Ltd): Tanzânia.</li>
<li><strong>ATJ</strong> (Auto Terminal Japan) e <strong>AAA</strong> (Africa Automotive Analysis): Uganda; a ATJ também para a Jamaica.</li>
<li><strong>Intertek</strong>: Moçambique e Maurícia.</li>
<li><strong>JEVIC</strong> (Japan Export Vehicle Inspection Center): Fiji, Papua-Nova Guiné e outros; a pedido, para qualquer destino.</li>
<li><strong>JAAI</strong> (Japan Auto Appraisal Institute): Bangladesh e Sri Lanka.</li>
</ul>
<p>Estas inspeções verificam normalmente o estado para circulação, a quilometragem, a idade e a radioatividade. O custo aparece na cotação. Um certificado destas entidades não substitui a nossa verificação, e a nossa verificação não substitui a inspeção oficial.</p>
<h2>O que não conseguimos verificar</h2>
<p>Somos honestos quanto aos limites: uma inspeção no parque não mede o desgaste interno do motor, não prevê a duração de uma bateria híbrida nem garante que uma avaria elétrica não apareça meses depois. Por isso descrevemos o que vemos, mostramos as provas e deixamos a decisão consigo.</p>`,
      ru: `<p>Вы не можете обойти машину вокруг перед покупкой — поэтому это делаем мы. Каждый автомобиль на сайте прошёл через нашу площадку в Нагое и проверен по одной и той же схеме. На этой странице рассказываем, что мы проверяем и как читать информацию на странице автомобиля.</p>
<h2>1. Аукционный лист</h2>
<p>Большинство машин мы покупаем на японских аукционах, где независимый эксперт осматривает каждый автомобиль и составляет <strong>аукционный лист</strong>. Лист на конкретную машину пришлёт менеджер по запросу — оригинал с переводом. Общая оценка даёт быстрое представление о состоянии:</p>
<table>
<thead><tr><th>Оценка</th><th>Что означает</th></tr></thead>
<tbody>
<tr><td>S или 6</td><td>Новый или как новый, очень малый пробег</td></tr>
<tr><td>5</td><td>Отличное состояние, следов почти нет</td></tr>
<tr><td>4,5</td><td>Очень хорошее, только едва заметные следы</td></tr>
<tr><td>4</td><td>Хорошее, мелкие царапины и вмятины, обычные для возраста</td></tr>
<tr><td>3,5</td><td>Среднее, заметные следы, возможно, потребуется подкраска</td></tr>
<tr><td>3 и ниже</td><td>Ниже среднего: видимые повреждения, ржавчина или износ</td></tr>
<tr><td>R или RA</td><td>Был ремонт: кузовная или силовая деталь отремонтирована или заменена</td></tr>
</tbody>
</table>
<p>Салон оценивается отдельно — от A (отлично) до E (плохо). На схеме кузова буквы обозначают дефекты, а цифры — их размер от 1 (мелкий) до 3 (крупный): <strong>A</strong> — царапина, <strong>U</strong> — вмятина, <strong>B</strong> — вмятина с царапиной, <strong>W</strong> — ремонт или волна, <strong>S</strong> — ржавчина, <strong>C</strong> — коррозия, <strong>P</strong> — след краски, <strong>Y</strong> — трещина или отверстие, <strong>X</strong> — требует замены, <strong>XX</strong> — заменено, <strong>G</strong> — скол на лобовом стекле. Например, «A2 U1» на задней двери — средняя царапина и небольшая вмятина.</p>
<h2>2. Наш осмотр на площадке (25 пунктов)</h2>
<p>Когда машина приезжает на площадку в Тобисиме, наши сотрудники проверяют:</p>
<ul>
<li>Холодный пуск, холостой ход, посторонние шумы, дым и течи масла.</li>
<li>Включение передач, а у полноприводных — раздаточную коробку и индикацию полного привода.</li>
<li>Контрольные лампы на приборной панели при работающем двигателе.</li>
<li>Кондиционер, печку, стеклоподъёмники, зеркала, центральный замок и ключи.</li>
<li>Тормоза, люфт руля и стуки подвески при коротком проезде по площадке.</li>
<li>Остаток протектора и возраст шин, запасное колесо и инструмент.</li>
<li>Днище на подъёмнике: ржавчину, течи, выхлопную систему, повреждённые или ремонтированные лонжероны.</li>
<li>Признаки «утопленника»: ил, коррозию под сиденьями и в багажнике.</li>
<li>Пробег — в сравнении с данными аукциона и сервисной историей.</li>
<li>Номер кузова и код модели — в сравнении с экспортными документами.</li>
</ul>
<p>Всё найденное мы указываем в примечаниях на странице автомобиля. Если обнаруживается серьёзная проблема, не отражённая в аукционном листе, мы возвращаем машину аукциону или вообще не выставляем её в продажу.</p>
<h2>3. Фото и видео</h2>
<p>На странице автомобиля — фотографии из нашей студии: спереди, сбоку, сзади и салон. На площадке мы также снимаем моторный отсек, приборную панель при работающем двигателе, одометр, сиденья, багажник, днище на подъёмнике и крупным планом известные царапины и вмятины. Всё это, а также видео работы двигателя и движения автомобиля, менеджер пришлёт по запросу — обычно в течение одного рабочего дня.</p>
<h2>4. Наши оценки качества: A, B и Csc</h2>
<table>
<thead><tr><th>Оценка</th><th>Что означает</th></tr></thead>
<tbody>
<tr><td><strong>A</strong></td><td>Отлично. Аукционная оценка 4,5 и выше, салон A или B, без истории ремонта, только лёгкие следы эксплуатации. По нашей проверке техника в порядке.</td></tr>
<tr><td><strong>B</strong></td><td>Хорошо. Аукционная оценка 3,5–4, нормальный для возраста и пробега износ, мелкие царапины или вмятины, возможно, один перекрашенный элемент. По нашей проверке техника в порядке.</td></tr>
<tr><td><strong>Csc</strong></td><td>«Продаётся в проверенном состоянии». Аукционная оценка 3 и ниже или история ремонта (R/RA), видимые повреждения или коррозия, либо известная механическая или электрическая неисправность. Все найденные дефекты перечислены, цена их учитывает. Подходит покупателям со своим сервисом.</td></tr>
</tbody>
</table>
<p>Учтите: автомобили с отремонтированными повреждениями (R/RA) в некоторых странах могут не принять — например, Гана запрещает ввоз аварийных машин. Каталог их не скрывает: перед заказом такой машины в эти страны уточните у менеджера.</p>
<h2>5. Официальные предотгрузочные инспекции</h2>
<p>Ряд стран требует инспекции уполномоченной организацией до того, как машина покинет Японию. Она не зависит от нашей проверки, записываем на неё мы:</p>
<ul>
<li><strong>QISJ</strong> (Quality Inspection Services Japan): Кения и один из агентов для Уганды.</li>
<li><strong>EAA</strong> (EAA Company Ltd): Танзания.</li>
<li><strong>ATJ</strong> (Auto Terminal Japan) и <strong>AAA</strong> (Africa Automotive Analysis): Уганда; ATJ — также для Ямайки.</li>
<li><strong>Intertek</strong>: Мозамбик и Маврикий.</li>
<li><strong>JEVIC</strong> (Japan Export Vehicle Inspection Center): Фиджи, Папуа — Новая Гвинея и другие; по запросу — для любой страны.</li>
<li><strong>JAAI</strong> (Japan Auto Appraisal Institute): Бангладеш и Шри-Ланка.</li>
</ul>
<p>Обычно такие инспекции проверяют техническую исправность, пробег, возраст и радиационный фон. Стоимость указывается в расчёте. Сертификат этих организаций не заменяет нашу проверку, а наша проверка не заменяет официальную инспекцию.</p>
<h2>Чего мы проверить не можем</h2>
<p>Честно о границах: осмотр на площадке не покажет внутренний износ двигателя, не предскажет ресурс гибридной батареи и не гарантирует, что электрическая неисправность не проявится через несколько месяцев. Поэтому мы описываем то, что видим, показываем доказательства и оставляем решение за вами.</p>`,
    },
  },
  {
    pageName: 'how-to-buy',
    title: {
      en: `How to buy`,
      fr: `Comment acheter`,
      pt: `Como comprar`,
      ru: `Как купить`,
    },
    description: {
      en: `Buying a used car from Japan in eight steps: search, quote, reserve, proforma invoice, payment, shipping, documents by DHL and clearance at your port.`,
      fr: `Acheter une voiture d'occasion au Japon en huit étapes : recherche, devis, réservation, facture proforma, paiement, expédition, documents par DHL et dédouanement.`,
      pt: `Comprar um carro usado do Japão em oito passos: pesquisa, cotação, reserva, fatura proforma, pagamento, embarque, documentos por DHL e desalfandegamento.`,
      ru: `Покупка подержанного автомобиля из Японии в восемь шагов: поиск, расчёт цены, бронь, инвойс, оплата, отгрузка, документы DHL и растаможка.`,
    },
    content: {
      en: `<p>Buying a car from Japan is easier than most people think. Thousands of our customers do it every year, many of them for the first time. Here is the whole process, step by step. Your sales contact will guide you at each stage, in your language.</p>
<h2>Step 1. Search our stock</h2>
<p>Open the <a href="/stocklist">stock list</a> and choose your <strong>destination country and port</strong> first, at the top of the page. The list then shows each vehicle's total price to your port and marks the vehicles your country does not accept (for example because of age or steering side). Filter by maker, model, year, body type, fuel, transmission, steering or price. Each vehicle page has photos, the specification, our quality grade and remarks with the known defects; the auction sheet is sent on request.</p>
<h2>Step 2. Ask for a quote</h2>
<p>The price form on the vehicle page gives the total to your port at once: choose your country and port, FOB or CIF, RoRo or container, any options (new tyres, spare key, audio change, maintenance package) and your coupon code if you have one. Press "Ask about this price" to send us that quote with your questions, or send the stock number to your sales contact on WhatsApp. We confirm the quotation, including the pre-shipment inspection if your country needs one. Ask as many questions as you like: extra photos and videos are free.</p>
<h2>Step 3. Reserve the vehicle</h2>
<p>When you have decided, press "Order this vehicle" under the total price, or tell your sales contact. The vehicle is taken off sale for you. We check once more that it meets your country's rules before we issue the invoice.</p>
<h2>Step 4. Receive the proforma invoice</h2>
<p>Your <strong>proforma invoice</strong> is on your order's page in your account as soon as you order, as a page and a PDF; for security, no e-mail of ours ever carries bank details. Check the consignee name and address, the notify party, the destination port, the price and the options carefully: these details will appear on the bill of lading and are difficult to change later. The invoice also shows our company bank details and the payment deadline (7 days).</p>
<h2>Step 5. Pay</h2>
<p>Pay by bank transfer (USD, JPY or EUR), by PayPal for amounts up to USD 3,000, or by letter of credit if you are a registered dealer. Send us the bank's remittance slip. We confirm receipt within one Japanese banking day of the money arriving. See the <a href="/pages/payments">payments page</a> for details.</p>
<h2>Step 6. Shipping</h2>
<p>After payment we deregister the vehicle for export, arrange the pre-shipment inspection if needed, book space on the next suitable vessel and deliver the car to the port. You receive a shipping advice with the vessel name, the loading port and the estimated arrival date. We photograph the car before loading. Typical time from payment to departure is one to three weeks; see the <a href="/pages/shipping-schedule">shipping schedule</a>.</p>
<h2>Step 7. Documents by DHL</h2>
<p>On the day the ship sails, we e-mail you a copy of the bill of lading. Within about three working days we send the original documents by <strong>DHL Express</strong> with a tracking number: export certificate with translation, commercial invoice, bill of lading, inspection certificate and insurance certificate (CIF). Give them to your clearing agent as soon as they arrive, so that the customs entry can be prepared before the ship reaches port.</p>
<h2>Step 8. Clearance and collection</h2>
<p>When the vessel arrives, your clearing agent presents the documents, pays the duties and taxes and collects the vehicle from the port. Check the car on collection and report any damage within 3 days. For landlocked countries, the vehicle then travels by road or rail under transit rules; ask us to recommend a reliable transporter on your route.</p>
<h2>Tips for first-time buyers</h2>
<ul>
<li>Choose a clearing agent before you buy and ask them for an estimate of duties on the exact model and year.</li>
<li>Check your country's age limit and steering rules; our country guides summarise them.</li>
<li>Keep all messages with your sales contact in one WhatsApp chat, so the history is easy to follow.</li>
<li>Never send money to an account that is not on your proforma invoice.</li>
</ul>`,
      fr: `<p>Acheter une voiture au Japon est plus simple qu'on ne le croit. Des milliers de nos clients le font chaque année, souvent pour la première fois. Voici tout le processus, étape par étape. Votre commercial vous accompagne à chaque étape, dans votre langue.</p>
<h2>Étape 1. Cherchez dans notre stock</h2>
<p>Ouvrez la <a href="/stocklist">liste de stock</a> et choisissez d'abord votre <strong>pays et votre port de destination</strong>, en haut de la page. La liste affiche alors le prix total de chaque véhicule jusqu'à votre port et signale ceux que votre pays refuse (à cause de l'âge ou du côté de conduite, par exemple). Filtrez ensuite par marque, modèle, année, carrosserie, carburant, boîte, conduite ou prix. Chaque fiche présente les photos, la fiche technique, notre note de qualité et des remarques avec les défauts connus ; la fiche d'enchère est envoyée sur demande.</p>
<h2>Étape 2. Demandez un devis</h2>
<p>Le calcul du prix sur la fiche du véhicule donne aussitôt le total jusqu'à votre port : choisissez votre pays et votre port, FOB ou CIF, roulier ou conteneur, les options éventuelles (pneus neufs, double de clé, changement d'autoradio, forfait entretien) et votre code coupon si vous en avez un. Cliquez sur « Poser une question sur ce prix » pour nous envoyer ce devis avec vos questions, ou envoyez le numéro de stock à votre commercial sur WhatsApp. Nous confirmons le devis, inspection avant expédition comprise si votre pays l'exige. Posez toutes vos questions : photos et vidéos supplémentaires sont gratuites.</p>
<h2>Étape 3. Réservez le véhicule</h2>
<p>Une fois décidé, cliquez sur « Commander ce véhicule » sous le prix total, ou prévenez votre commercial. Le véhicule est retiré de la vente pour vous. Nous vérifions une dernière fois qu'il respecte les règles de votre pays avant d'émettre la facture.</p>
<h2>Étape 4. Recevez la facture proforma</h2>
<p>Votre <strong>facture proforma</strong> est sur la page de votre commande, dans votre compte, dès la commande passée, en page web et en PDF ; par sécurité, aucun de nos e-mails ne contient de coordonnées bancaires. Vérifiez attentivement le nom et l'adresse du destinataire, la partie à notifier, le port de destination, le prix et les options : ces informations figureront sur le connaissement et sont difficiles à modifier ensuite. La facture indique aussi les coordonnées bancaires de notre société et l'échéance de paiement (7 jours).</p>
<h2>Étape 5. Payez</h2>
<p>Réglez par virement (USD, JPY ou EUR), par PayPal jusqu'à 3 000 USD, ou par lettre de crédit si vous êtes revendeur enregistré. Envoyez-nous l'avis de virement de votre banque. Nous confirmons la réception dans un délai d'un jour ouvré bancaire japonais après l'arrivée des fonds. Voir la <a href="/pages/payments">page Paiements</a>.</p>
<h2>Étape 6. Expédition</h2>
<p>Après le paiement, nous radions le véhicule pour l'export, organisons l'inspection avant expédition si nécessaire, réservons une place sur le prochain navire adapté et livrons le véhicule au port. Vous recevez un avis d'expédition avec le nom du navire, le port de chargement et la date d'arrivée estimée. Le véhicule est photographié avant chargement. Comptez en général une à trois semaines entre le paiement et le départ ; voir le <a href="/pages/shipping-schedule">calendrier des départs</a>.</p>
<h2>Étape 7. Documents par DHL</h2>
<p>Le jour du départ, nous vous envoyons par e-mail une copie du connaissement. Dans les trois jours ouvrés environ, les originaux partent par <strong>DHL Express</strong> avec un numéro de suivi : certificat d'exportation traduit, facture commerciale, connaissement, certificat d'inspection et certificat d'assurance (CIF). Remettez-les à votre transitaire dès réception pour qu'il prépare la déclaration en douane avant l'arrivée du navire.</p>
<h2>Étape 8. Dédouanement et enlèvement</h2>
<p>À l'arrivée du navire, votre transitaire présente les documents, acquitte les droits et taxes et retire le véhicule au port. Vérifiez le véhicule à l'enlèvement et signalez tout dommage dans les 3 jours. Pour les pays enclavés, le véhicule poursuit ensuite sa route par camion ou par train sous régime de transit ; demandez-nous un transporteur fiable sur votre itinéraire.</p>
<h2>Conseils pour un premier achat</h2>
<ul>
<li>Choisissez votre transitaire avant d'acheter et demandez-lui une estimation des droits pour le modèle et l'année exacts.</li>
<li>Vérifiez la limite d'âge et les règles de conduite de votre pays ; nos guides par pays les résument.</li>
<li>Gardez tous vos échanges avec votre commercial dans une seule conversation WhatsApp, pour retrouver facilement l'historique.</li>
<li>N'envoyez jamais d'argent sur un compte qui ne figure pas sur votre facture proforma.</li>
</ul>`,
      pt: `<p>Comprar um carro do Japão é mais fácil do que parece. Milhares de clientes fazem-no todos os anos, muitos pela primeira vez. Aqui está o processo completo, passo a passo. O seu contacto comercial acompanha-o em cada fase, na sua língua.</p>
<h2>Passo 1. Pesquise o nosso stock</h2>
<p>Abra a <a href="/stocklist">lista de stock</a> e escolha primeiro o <strong>país e o porto de destino</strong>, no topo da página. A lista mostra então o preço total de cada viatura até ao seu porto e assinala as que o seu país não aceita (por exemplo, por causa da idade ou do lado do volante). Filtre por marca, modelo, ano, carroçaria, combustível, caixa, volante ou preço. Cada página tem fotografias, as características, a nossa classificação de qualidade e observações com os defeitos conhecidos; a folha de leilão é enviada a pedido.</p>
<h2>Passo 2. Peça uma cotação</h2>
<p>O cálculo do preço na página da viatura dá logo o total até ao seu porto: escolha o país e o porto, FOB ou CIF, RoRo ou contentor, as opções que deseja (pneus novos, chave suplente, troca do rádio, pacote de manutenção) e o código do cupão, se tiver. Carregue em «Perguntar sobre este preço» para nos enviar essa cotação com as suas perguntas, ou envie o número de stock ao seu contacto pelo WhatsApp. Confirmamos a cotação, incluindo a inspeção pré-embarque se o seu país a exigir. Pergunte tudo o que quiser: fotografias e vídeos extra são gratuitos.</p>
<h2>Passo 3. Reserve a viatura</h2>
<p>Quando se decidir, carregue em «Encomendar este veículo» por baixo do preço total, ou avise o seu contacto. A viatura sai de venda para si. Antes de emitir a fatura confirmamos mais uma vez que cumpre as regras do seu país.</p>
<h2>Passo 4. Receba a fatura proforma</h2>
<p>A <strong>fatura proforma</strong> fica na página da sua encomenda, na sua conta, logo que encomenda, como página e em PDF; por segurança, nenhum e-mail nosso contém dados bancários. Verifique bem o nome e a morada do consignatário, a parte a notificar, o porto de destino, o preço e as opções: estes dados vão constar do conhecimento de embarque e são difíceis de alterar depois. A fatura indica também os dados bancários da empresa e o prazo de pagamento (7 dias).</p>
<h2>Passo 5. Pague</h2>
<p>Pague por transferência bancária (USD, JPY ou EUR), por PayPal até 3 000 USD ou por carta de crédito, se for revendedor registado. Envie-nos o comprovativo do banco. Confirmamos a receção no prazo de um dia útil bancário japonês após a chegada do dinheiro. Veja a <a href="/pages/payments">página de pagamentos</a>.</p>
<h2>Passo 6. Embarque</h2>
<p>Depois do pagamento, cancelamos a matrícula japonesa para exportação, tratamos da inspeção pré-embarque se for necessária, reservamos lugar no próximo navio adequado e entregamos a viatura no porto. Recebe um aviso de embarque com o nome do navio, o porto de carga e a data prevista de chegada. Fotografamos a viatura antes do carregamento. Entre o pagamento e a partida passam normalmente uma a três semanas; veja o <a href="/pages/shipping-schedule">calendário de embarques</a>.</p>
<h2>Passo 7. Documentos por DHL</h2>
<p>No dia em que o navio parte, enviamos-lhe uma cópia do conhecimento de embarque por e-mail. Em cerca de três dias úteis seguem os originais por <strong>DHL Express</strong>, com número de seguimento: certificado de exportação com tradução, fatura comercial, conhecimento de embarque, certificado de inspeção e certificado de seguro (CIF). Entregue-os ao despachante assim que chegarem, para que a declaração aduaneira fique pronta antes de o navio chegar.</p>
<h2>Passo 8. Desalfandegamento e levantamento</h2>
<p>Quando o navio chega, o despachante apresenta os documentos, paga os direitos e impostos e levanta a viatura no porto. Verifique o carro no levantamento e comunique qualquer dano nos 3 dias seguintes. Para países sem costa, a viatura segue depois por estrada ou comboio em regime de trânsito; peça-nos a indicação de um transportador de confiança na sua rota.</p>
<h2>Conselhos para a primeira compra</h2>
<ul>
<li>Escolha o despachante antes de comprar e peça-lhe uma estimativa dos direitos para o modelo e o ano exatos.</li>
<li>Confirme o limite de idade e as regras do volante no seu país; os nossos guias por país resumem-nas.</li>
<li>Mantenha todas as mensagens com o seu contacto numa única conversa de WhatsApp, para ter o historial à mão.</li>
<li>Nunca envie dinheiro para uma conta que não conste da sua fatura proforma.</li>
</ul>`,
      ru: `<p>Купить автомобиль в Японии проще, чем кажется. Тысячи наших клиентов делают это каждый год, многие — впервые. Ниже весь процесс по шагам. На каждом этапе вас сопровождает менеджер, говорящий на вашем языке.</p>
<h2>Шаг 1. Найдите автомобиль</h2>
<p>Откройте <a href="/stocklist">каталог</a> и сначала выберите <strong>страну и порт назначения</strong> вверху страницы. Каталог покажет полную цену каждой машины до вашего порта и отметит те, которые ваша страна не принимает (например, по возрасту, объёму двигателя или расположению руля). Затем фильтруйте по марке, модели, году, типу кузова, топливу, КПП, рулю или цене. На странице каждого автомобиля — фото, характеристики, наша оценка качества и примечания с известными дефектами; аукционный лист менеджер пришлёт по запросу.</p>
<h2>Шаг 2. Запросите расчёт</h2>
<p>Расчёт цены на странице автомобиля сразу показывает полную стоимость до вашего порта: выберите страну и порт, условия (FOB или CIF), способ перевозки (ро-ро или контейнер), опции (новые шины, запасной ключ, замена магнитолы, пакет ТО) и код купона, если он есть. Нажмите «Спросить об этой цене», чтобы отправить нам этот расчёт с вашими вопросами, или отправьте стоковый номер менеджеру в WhatsApp. Мы подтвердим расчёт, включая инспекцию, если она требуется. Спрашивайте всё, что хотите: дополнительные фото и видео — бесплатно.</p>
<h2>Шаг 3. Забронируйте автомобиль</h2>
<p>Когда решение принято, нажмите «Заказать этот автомобиль» под итоговой ценой или напишите менеджеру. Машина снимается с продажи для вас. Перед выставлением инвойса мы ещё раз проверяем, что она соответствует правилам вашей страны и японским экспортным ограничениям.</p>
<h2>Шаг 4. Получите инвойс</h2>
<p><strong>Инвойс (proforma invoice)</strong> появляется на странице заказа в вашем аккаунте сразу после заказа — в виде страницы и PDF; из соображений безопасности наши письма никогда не содержат банковских реквизитов. Внимательно проверьте имя и адрес получателя (consignee), уведомляемую сторону (notify party), порт назначения, цену и опции: эти данные попадут в коносамент, и изменить их потом сложно. В инвойсе также указаны банковские реквизиты компании и срок оплаты (7 дней).</p>
<h2>Шаг 5. Оплатите</h2>
<p>Оплатите банковским переводом (USD, JPY или EUR), через PayPal — если сумма не больше 3000 долларов, или аккредитивом, если вы зарегистрированный дилер. Пришлите нам платёжное поручение. Мы подтвердим поступление в течение одного японского банковского дня после зачисления денег. Подробнее — на <a href="/pages/payments">странице оплаты</a>.</p>
<h2>Шаг 6. Отгрузка</h2>
<p>После оплаты мы снимаем автомобиль с учёта для экспорта, при необходимости проводим инспекцию, бронируем место на ближайшем подходящем судне и доставляем машину в порт. Вы получаете уведомление об отгрузке с названием судна, портом погрузки и ожидаемой датой прибытия. Перед погрузкой мы фотографируем автомобиль. Обычно от оплаты до отхода судна проходит от одной до трёх недель — см. <a href="/pages/shipping-schedule">расписание отправок</a>.</p>
<h2>Шаг 7. Документы через DHL</h2>
<p>В день выхода судна мы присылаем по e-mail копию коносамента. Примерно в течение трёх рабочих дней оригиналы уходят курьером <strong>DHL Express</strong> с трек-номером: экспортный сертификат с переводом, коммерческий инвойс, коносамент, сертификат инспекции (если нужен) и страховой сертификат (CIF). Передайте их брокеру сразу по получении, чтобы он подготовил декларацию до прихода судна.</p>
<h2>Шаг 8. Растаможка и получение</h2>
<p>Когда судно приходит, брокер подаёт документы, оплачивает пошлины и сборы и забирает автомобиль из порта. Осмотрите машину при получении и сообщите о повреждениях в течение 3 дней. Для стран без выхода к морю машина дальше едет автовозом или по железной дороге в режиме транзита; спросите нас, кого из перевозчиков мы рекомендуем на вашем маршруте.</p>
<h2>Советы для первой покупки</h2>
<ul>
<li>Выберите брокера до покупки и попросите его посчитать пошлины для конкретной модели и года.</li>
<li>Проверьте возрастные ограничения и правила по рулю в своей стране — наши страновые справки их кратко описывают.</li>
<li>Ведите всю переписку с менеджером в одном чате WhatsApp, чтобы история заказа была под рукой.</li>
<li>Никогда не переводите деньги на счёт, которого нет в вашем инвойсе.</li>
</ul>`,
    },
  },
  {
    pageName: 'privacy-policy',
    title: {
      en: `Privacy policy`,
      fr: `Politique de confidentialité`,
      pt: `Política de privacidade`,
      ru: `Политика конфиденциальности`,
    },
    description: {
      en: `How Roro Motors Co., Ltd. collects, uses, shares and protects your personal information, and how to exercise your rights.`,
      fr: `Comment Roro Motors Co., Ltd. collecte, utilise, partage et protège vos données personnelles, et comment exercer vos droits.`,
      pt: `Como a Roro Motors Co., Ltd. recolhe, utiliza, partilha e protege os seus dados pessoais, e como exercer os seus direitos.`,
      ru: `Как Roro Motors Co., Ltd. собирает, использует, передаёт и защищает ваши персональные данные и как воспользоваться своими правами.`,
    },
    content: {
      en: `<p>Last updated: 1 October 2026.</p>
<p>Roro Motors Co., Ltd. ("we", "us"), 3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi, Japan, respects your privacy. This policy explains how we handle personal information in accordance with Japan's Act on the Protection of Personal Information (APPI) and, where they apply to you, the data protection laws of your country.</p>
<h2>1. Information we collect</h2>
<ul>
<li><strong>Contact details</strong>: name, company name, postal address, telephone and WhatsApp number, e-mail address.</li>
<li><strong>Order details</strong>: consignee and notify party details, destination port, vehicles enquired about or bought, and identification or tax numbers that customs in your country require on shipping documents (for example a tax PIN or company registration number).</li>
<li><strong>Payment records</strong>: amounts, dates, the name of the paying bank account or PayPal account, and remittance slips you send us. We do not receive or store your card numbers.</li>
<li><strong>Communications</strong>: messages you send us by e-mail, WhatsApp, our website or social media.</li>
<li><strong>Website data</strong>: pages viewed, language and destination settings, device and browser type, IP address and cookies (see section 6).</li>
</ul>
<h2>2. Why we use it</h2>
<ul>
<li>To answer enquiries, prepare quotations and sell and ship vehicles to you.</li>
<li>To carry out export procedures, pre-shipment inspections, shipping bookings and document delivery.</li>
<li>To verify payments and protect you and us against fraud.</li>
<li>To meet legal obligations, including tax record-keeping, export control screening and requests from authorities.</li>
<li>To send you our newsletter (news and offers) when you have asked for it. You can unsubscribe at any time.</li>
<li>To improve our website and services using aggregated statistics.</li>
</ul>
<h2>3. Who we share it with</h2>
<p>We share only what is needed for each purpose with: shipping lines, freight forwarders and port operators; customs brokers in Japan; pre-shipment inspection agencies (such as QISJ, EAA, ATJ, AAA, Intertek, JEVIC and JAAI); courier companies such as DHL; banks and PayPal; and IT providers who host our website and e-mail. Shipping documents carrying your details are also presented to customs in your country. We disclose information to public authorities when the law requires it. <strong>We never sell your personal information.</strong></p>
<h2>4. Transfers outside Japan</h2>
<p>Because we export vehicles, your information is necessarily sent to organisations in your country and in countries of transhipment. Some of our IT providers store data outside Japan. Where the APPI requires it, we take steps to ensure that recipients protect personal information to an equivalent standard, and we will give you information about the countries concerned on request.</p>
<h2>5. How long we keep it</h2>
<p>Records of sales and payments are kept for seven years, as required by Japanese tax law. Enquiries that did not lead to a purchase are deleted after two years. Marketing preferences are kept until you unsubscribe.</p>
<h2>6. Cookies</h2>
<p>We use only the cookies the website needs: to keep you signed in, to remember your currency, destination country and port and your light or dark theme, and to remember the campaign code or advertising click id of the link you came from, so that a campaign's discount reaches you. We use no analytics or advertising cookies. You can refuse or delete cookies in your browser settings; the website will still work, but some preferences will not be remembered.</p>
<h2>7. Security</h2>
<p>Access to customer information is limited to staff who need it for their work, protected by personal passwords and two-step verification. Our website uses encrypted connections. No system is perfectly secure, so please never send passwords or full card numbers by e-mail or chat.</p>
<h2>8. Your rights</h2>
<p>You can ask us to tell you what personal information we hold about you, to correct it, to stop using it, to delete it, or to stop providing it to third parties, and you can ask for records of what we have provided to third parties. Write to <a href="mailto:privacy@roro-motors.example">privacy@roro-motors.example</a>. We will check your identity and reply within two weeks. Some information must be kept for legal reasons even if you ask us to delete it; we will explain this in our reply.</p>
<h2>9. Children</h2>
<p>Our services are for adults and businesses. We do not knowingly collect information from anyone under 18.</p>
<h2>10. Changes</h2>
<p>We may update this policy. The date at the top shows the latest version, and important changes will be announced on our news page.</p>`,
      fr: `<p>Dernière mise à jour : 1er octobre 2026.</p>
<p>Roro Motors Co., Ltd. (« nous »), 3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi, Japon, respecte votre vie privée. La présente politique explique comment nous traitons vos données personnelles conformément à la loi japonaise sur la protection des informations personnelles (APPI) et, lorsqu'elles vous sont applicables, aux lois de protection des données de votre pays.</p>
<h2>1. Les données que nous collectons</h2>
<ul>
<li><strong>Coordonnées</strong> : nom, raison sociale, adresse postale, numéro de téléphone et de WhatsApp, adresse e-mail.</li>
<li><strong>Données de commande</strong> : informations sur le destinataire et la partie à notifier, port de destination, véhicules demandés ou achetés, et numéros d'identification ou fiscaux exigés par les douanes de votre pays sur les documents d'expédition (numéro d'identifiant fiscal, RCCM, etc.).</li>
<li><strong>Paiements</strong> : montants, dates, nom du compte bancaire ou PayPal payeur, avis de virement que vous nous transmettez. Nous ne recevons ni ne conservons vos numéros de carte.</li>
<li><strong>Échanges</strong> : messages envoyés par e-mail, WhatsApp, via notre site ou les réseaux sociaux.</li>
<li><strong>Données de navigation</strong> : pages consultées, langue et destination choisies, type d'appareil et de navigateur, adresse IP et cookies (voir point 6).</li>
</ul>
<h2>2. Pourquoi nous les utilisons</h2>
<ul>
<li>Répondre à vos demandes, établir des devis, vous vendre et vous expédier des véhicules.</li>
<li>Accomplir les formalités d'exportation, les inspections avant expédition, les réservations maritimes et l'envoi des documents.</li>
<li>Vérifier les paiements et vous protéger, comme nous, contre la fraude.</li>
<li>Respecter nos obligations légales : conservation des pièces comptables, contrôle des exportations, demandes des autorités.</li>
<li>Vous envoyer notre lettre d'information (actualités et offres) si vous l'avez demandée. Vous pouvez vous désabonner à tout moment.</li>
<li>Améliorer notre site et nos services grâce à des statistiques agrégées.</li>
</ul>
<h2>3. Avec qui nous les partageons</h2>
<p>Nous ne transmettons que le strict nécessaire : aux compagnies maritimes, transitaires et opérateurs portuaires ; aux commissionnaires en douane au Japon ; aux organismes d'inspection (QISJ, EAA, ATJ, AAA, Intertek, JEVIC, JAAI…) ; aux sociétés de messagerie comme DHL ; aux banques et à PayPal ; et aux prestataires informatiques qui hébergent notre site et notre messagerie. Les documents d'expédition portant vos coordonnées sont aussi présentés aux douanes de votre pays, et le cas échéant aux organismes gérant le BESC/ECTN. Nous communiquons des données aux autorités lorsque la loi l'exige. <strong>Nous ne vendons jamais vos données personnelles.</strong></p>
<h2>4. Transferts hors du Japon</h2>
<p>Parce que nous exportons des véhicules, vos données sont forcément transmises à des organismes de votre pays et des pays de transbordement. Certains de nos prestataires informatiques stockent des données hors du Japon. Lorsque l'APPI l'exige, nous veillons à ce que les destinataires protègent les données de façon équivalente, et nous vous indiquerons sur demande les pays concernés.</p>
<h2>5. Durée de conservation</h2>
<p>Les pièces relatives aux ventes et aux paiements sont conservées sept ans, comme l'exige le droit fiscal japonais. Les demandes n'ayant pas abouti à un achat sont supprimées au bout de deux ans. Vos préférences marketing sont conservées jusqu'à votre désabonnement.</p>
<h2>6. Cookies</h2>
<p>Nous utilisons uniquement les cookies nécessaires au site : pour vous garder connecté(e), retenir votre devise, votre pays et votre port de destination et votre thème clair ou sombre, et retenir le code de campagne ou l'identifiant de clic publicitaire du lien qui vous a amené(e), afin que la remise d'une campagne vous parvienne. Nous n'utilisons aucun cookie de mesure d'audience ni de publicité. Vous pouvez refuser ou supprimer les cookies dans votre navigateur ; le site reste utilisable, mais certaines préférences ne seront pas mémorisées.</p>
<h2>7. Sécurité</h2>
<p>L'accès aux données clients est réservé aux salariés qui en ont besoin, avec mot de passe personnel et double authentification. Notre site utilise des connexions chiffrées. Aucun système n'étant infaillible, n'envoyez jamais de mot de passe ni de numéro de carte complet par e-mail ou messagerie.</p>
<h2>8. Vos droits</h2>
<p>Vous pouvez nous demander de vous communiquer les données que nous détenons sur vous, de les rectifier, d'en cesser l'utilisation, de les effacer ou de ne plus les transmettre à des tiers, ainsi que l'historique des transmissions à des tiers. Écrivez à <a href="mailto:privacy@roro-motors.example">privacy@roro-motors.example</a>. Après vérification de votre identité, nous répondons sous deux semaines. Certaines données doivent être conservées pour des raisons légales même si vous en demandez l'effacement ; nous vous l'expliquerons dans notre réponse.</p>
<h2>9. Mineurs</h2>
<p>Nos services s'adressent aux adultes et aux entreprises. Nous ne collectons pas sciemment de données concernant des personnes de moins de 18 ans.</p>
<h2>10. Modifications</h2>
<p>Cette politique peut évoluer. La date indiquée en haut correspond à la dernière version, et les changements importants seront annoncés dans nos actualités.</p>`,
      pt: `<p>Última atualização: 1 de outubro de 2026.</p>
<p>A Roro Motors Co., Ltd. («nós»), 3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi, Japão, respeita a sua privacidade. Esta política explica como tratamos os dados pessoais de acordo com a Lei japonesa de Proteção de Informações Pessoais (APPI) e, quando se apliquem, as leis de proteção de dados do seu país.</p>
<h2>1. Que dados recolhemos</h2>
<ul>
<li><strong>Contactos</strong>: nome, nome da empresa, morada, telefone e WhatsApp, endereço de e-mail.</li>
<li><strong>Dados da encomenda</strong>: dados do consignatário e da parte a notificar, porto de destino, viaturas pedidas ou compradas, e números de identificação ou fiscais que a alfândega do seu país exige nos documentos de embarque (por exemplo, o NUIT em Moçambique).</li>
<li><strong>Pagamentos</strong>: valores, datas, titular da conta bancária ou PayPal que pagou e comprovativos que nos envia. Não recebemos nem guardamos números de cartão.</li>
<li><strong>Comunicações</strong>: mensagens enviadas por e-mail, WhatsApp, pelo site ou pelas redes sociais.</li>
<li><strong>Dados de navegação</strong>: páginas visitadas, língua e destino escolhidos, tipo de dispositivo e navegador, endereço IP e cookies (ver ponto 6).</li>
</ul>
<h2>2. Para que os usamos</h2>
<ul>
<li>Responder a pedidos, preparar cotações, vender e enviar-lhe viaturas.</li>
<li>Tratar das formalidades de exportação, inspeções pré-embarque, reservas de navio e envio de documentos.</li>
<li>Verificar pagamentos e protegê-lo, e a nós, contra fraudes.</li>
<li>Cumprir obrigações legais, como a conservação de registos fiscais, o controlo de exportações e pedidos das autoridades.</li>
<li>Enviar a nossa newsletter (notícias e promoções) quando a tenha pedido. Pode cancelar a subscrição a qualquer momento.</li>
<li>Melhorar o site e os serviços com estatísticas agregadas.</li>
</ul>
<h2>3. Com quem os partilhamos</h2>
<p>Partilhamos apenas o necessário com: companhias marítimas, transitários e operadores portuários; despachantes no Japão; entidades de inspeção (como QISJ, EAA, ATJ, AAA, Intertek, JEVIC e JAAI); empresas de correio expresso como a DHL; bancos e PayPal; e fornecedores informáticos que alojam o nosso site e o e-mail. Os documentos de embarque com os seus dados são também apresentados à alfândega do seu país. Comunicamos dados às autoridades quando a lei o exige. <strong>Nunca vendemos os seus dados pessoais.</strong></p>
<h2>4. Transferências para fora do Japão</h2>
<p>Como exportamos viaturas, os seus dados seguem necessariamente para entidades do seu país e dos países de transbordo. Alguns fornecedores informáticos guardam dados fora do Japão. Quando a APPI o exige, garantimos que os destinatários protegem os dados de forma equivalente e, a pedido, informamos sobre os países envolvidos.</p>
<h2>5. Durante quanto tempo os guardamos</h2>
<p>Os registos de vendas e pagamentos são guardados durante sete anos, como exige a lei fiscal japonesa. Os pedidos que não deram origem a compra são apagados ao fim de dois anos. As preferências de marketing mantêm-se até cancelar a subscrição.</p>
<h2>6. Cookies</h2>
<p>Usamos apenas os cookies de que o site precisa: para manter a sua sessão iniciada, lembrar a moeda, o país e o porto de destino e o tema claro ou escuro, e lembrar o código de campanha ou o identificador de clique publicitário da ligação por onde chegou, para que o desconto de uma campanha lhe chegue. Não usamos cookies de estatística nem de publicidade. Pode recusar ou apagar os cookies no navegador; o site continua a funcionar, mas algumas preferências não ficam guardadas.</p>
<h2>7. Segurança</h2>
<p>O acesso aos dados dos clientes é limitado aos colaboradores que deles precisam, com palavra-passe pessoal e verificação em dois passos. O site usa ligações cifradas. Nenhum sistema é infalível, por isso nunca envie palavras-passe ou números de cartão completos por e-mail ou mensagem.</p>
<h2>8. Os seus direitos</h2>
<p>Pode pedir-nos que lhe indiquemos os dados que temos sobre si, que os corrijamos, que deixemos de os usar, que os apaguemos ou que deixemos de os transmitir a terceiros, e pode pedir o registo do que transmitimos a terceiros. Escreva para <a href="mailto:privacy@roro-motors.example">privacy@roro-motors.example</a>. Depois de confirmarmos a sua identidade, respondemos em duas semanas. Alguns dados têm de ser guardados por razões legais mesmo que peça para os apagar; explicaremos isso na resposta.</p>
<h2>9. Menores</h2>
<p>Os nossos serviços destinam-se a adultos e empresas. Não recolhemos conscientemente dados de menores de 18 anos.</p>
<h2>10. Alterações</h2>
<p>Podemos atualizar esta política. A data no topo indica a versão mais recente e as alterações importantes serão anunciadas nas nossas notícias.</p>`,
      ru: `<p>Дата последнего обновления: 1 октября 2026 года.</p>
<p>Roro Motors Co., Ltd. («мы»), 3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi, Япония, уважает вашу частную жизнь. Эта политика объясняет, как мы обрабатываем персональные данные в соответствии с японским Законом о защите персональной информации (APPI), а также, если они к вам применимы, законами о защите данных вашей страны.</p>
<h2>1. Какие данные мы собираем</h2>
<ul>
<li><strong>Контактные данные</strong>: имя, название компании, почтовый адрес, номер телефона и WhatsApp, адрес электронной почты.</li>
<li><strong>Данные заказа</strong>: сведения о получателе и уведомляемой стороне, порт назначения, автомобили, которыми вы интересовались или которые купили, а также идентификационные и налоговые номера, которые таможня вашей страны требует указывать в товаросопроводительных документах (например, ИНН).</li>
<li><strong>Платежи</strong>: суммы, даты, владелец банковского счёта или аккаунта PayPal, с которого пришла оплата, и присланные вами платёжные поручения. Номера банковских карт мы не получаем и не храним.</li>
<li><strong>Переписка</strong>: сообщения по e-mail, в WhatsApp, через сайт или в социальных сетях.</li>
<li><strong>Данные о посещении сайта</strong>: просмотренные страницы, выбранные язык и страна назначения, тип устройства и браузера, IP-адрес и файлы cookie (см. раздел 6).</li>
</ul>
<h2>2. Для чего мы их используем</h2>
<ul>
<li>Чтобы отвечать на запросы, готовить расчёты, продавать и отправлять вам автомобили.</li>
<li>Чтобы проводить экспортные процедуры, предотгрузочные инспекции, бронировать место на судах и отправлять документы.</li>
<li>Чтобы проверять платежи и защищать вас и нас от мошенничества.</li>
<li>Чтобы выполнять требования закона: хранение бухгалтерских документов, экспортный контроль, запросы государственных органов.</li>
<li>Чтобы присылать нашу рассылку (новости и предложения), если вы на неё подписались. Отписаться можно в любой момент.</li>
<li>Чтобы улучшать сайт и сервис на основе обобщённой статистики.</li>
</ul>
<h2>3. Кому мы передаём данные</h2>
<p>Мы передаём только необходимое: судоходным линиям, экспедиторам и операторам портов; таможенным брокерам в Японии; инспекционным организациям (QISJ, EAA, ATJ, AAA, Intertek, JEVIC, JAAI и др.); курьерским службам, например DHL; банкам и PayPal; ИТ-подрядчикам, обслуживающим наш сайт и почту. Документы с вашими данными также предъявляются таможне вашей страны. Государственным органам мы раскрываем данные, когда этого требует закон. <strong>Мы никогда не продаём ваши персональные данные.</strong></p>
<h2>4. Передача за пределы Японии</h2>
<p>Поскольку мы экспортируем автомобили, ваши данные неизбежно передаются организациям в вашей стране и в странах перевалки. Некоторые наши ИТ-подрядчики хранят данные за пределами Японии. Когда этого требует APPI, мы принимаем меры, чтобы получатели защищали данные на равноценном уровне, и по запросу сообщаем, о каких странах идёт речь.</p>
<h2>5. Сколько мы храним данные</h2>
<p>Документы о продажах и платежах хранятся семь лет, как того требует японское налоговое законодательство. Запросы, не закончившиеся покупкой, удаляются через два года. Настройки рассылок хранятся до вашей отписки.</p>
<h2>6. Файлы cookie</h2>
<p>Мы используем только cookie, необходимые сайту: чтобы вы оставались в аккаунте, чтобы запомнить валюту, страну и порт назначения и светлую или тёмную тему, а также код акции или идентификатор рекламного клика из ссылки, по которой вы пришли, — чтобы скидка акции до вас дошла. Аналитических и рекламных cookie мы не используем. Вы можете запретить или удалить cookie в настройках браузера; сайт продолжит работать, но часть настроек не сохранится.</p>
<h2>7. Безопасность</h2>
<p>Доступ к данным клиентов есть только у сотрудников, которым он нужен для работы, — по личным паролям и с двухэтапной проверкой. Сайт использует защищённое соединение. Абсолютно защищённых систем не бывает, поэтому никогда не отправляйте пароли и полные номера карт по e-mail или в мессенджерах.</p>
<h2>8. Ваши права</h2>
<p>Вы можете запросить, какие ваши данные у нас есть, потребовать их исправить, прекратить использование, удалить или прекратить передачу третьим лицам, а также получить сведения о том, что и кому мы передавали. Пишите на <a href="mailto:privacy@roro-motors.example">privacy@roro-motors.example</a>. Мы проверим вашу личность и ответим в течение двух недель. Часть данных мы обязаны хранить по закону даже после запроса на удаление — об этом мы напишем в ответе.</p>
<h2>9. Несовершеннолетние</h2>
<p>Наши услуги предназначены для взрослых и компаний. Мы сознательно не собираем данные лиц младше 18 лет.</p>
<h2>10. Изменения</h2>
<p>Мы можем обновлять эту политику. Дата вверху страницы указывает на последнюю редакцию; о важных изменениях мы сообщим в новостях.</p>`,
    },
  },
  {
    pageName: 'terms',
    title: {
      en: `Terms of sale`,
      fr: `Conditions générales de vente`,
      pt: `Condições gerais de venda`,
      ru: `Условия продажи`,
    },
    description: {
      en: `The terms that apply when you buy a vehicle from Roro Motors Co., Ltd.: prices, payment, shipping, risk, claims, cancellation and governing law.`,
      fr: `Les conditions applicables à tout achat de véhicule auprès de Roro Motors Co., Ltd. : prix, paiement, expédition, transfert des risques, réclamations, annulation et droit applicable.`,
      pt: `As condições aplicáveis à compra de viaturas à Roro Motors Co., Ltd.: preços, pagamento, embarque, risco, reclamações, cancelamento e lei aplicável.`,
      ru: `Условия, действующие при покупке автомобиля у Roro Motors Co., Ltd.: цены, оплата, отгрузка, переход рисков, претензии, отмена заказа и применимое право.`,
    },
    content: {
      en: `<p>Effective from 1 October 2026. These terms apply to every sale of a vehicle or related service by Roro Motors Co., Ltd. ("Roro Motors", "we") to a buyer ("you"), whether ordered through our website, by WhatsApp, by e-mail or in person. By paying a proforma invoice you accept these terms.</p>
<h2>1. The vehicles</h2>
<p>Our vehicles are used. Each is sold in the condition described on its vehicle page and proforma invoice, including our quality grade, photos and remarks with the known defects, and the auction sheet when we have sent it to you. We describe vehicles in good faith and to the best of our knowledge, but a used vehicle will show wear consistent with its age and mileage that may not be individually listed.</p>
<h2>2. Prices and quotations</h2>
<ul>
<li>Prices are set and invoiced in Japanese yen; amounts the website shows in another currency are a guide at the day's rate. FOB, C&amp;F (CFR) and CIF have the meanings given in Incoterms 2020.</li>
<li>Quotations are valid for 7 days. Freight and surcharges can change before payment.</li>
<li>Once you have paid, the price is fixed. The only exception is a surcharge imposed by the shipping line after booking (for example an emergency fuel or war-risk surcharge), which we pass on at cost with evidence.</li>
<li>Duties, taxes, port charges, clearing fees and any costs in the destination country are paid by you.</li>
</ul>
<h2>3. Contract and payment</h2>
<ul>
<li>A contract is formed when we issue a proforma invoice and receive your payment within the stated deadline.</li>
<li>Full payment is due within 7 calendar days of the invoice date. Bank charges outside Japan and intermediary charges are paid by you.</li>
<li>A reservation deposit (USD 300) is deducted from the price. It is refunded if we cannot supply the vehicle, and kept if you cancel or do not pay the balance on time.</li>
<li>We accept payment only to the company account shown on the invoice, or through PayPal or a letter of credit as described on our payments page.</li>
</ul>
<h2>4. Your responsibilities</h2>
<p>You are responsible for making sure that the vehicle can be imported and registered in your country, for obtaining any import licence or permit before shipment (for example in Jamaica, Trinidad and Tobago, Botswana or Namibia), and for giving us correct consignee and notify party details. We check the main rules as a service, but our check does not replace your own. Changes to the bill of lading after issue are charged at the shipping line's fee plus USD 50 handling.</p>
<h2>5. Shipping and delivery</h2>
<p>We book the vehicle on the first reasonable vessel after payment and any required inspection. Departure and arrival dates are estimates given by the shipping lines. We are not responsible for delays caused by carriers, ports, weather, strikes, transhipment, inspections or government action, but we will keep you informed and help you reduce their effect.</p>
<h2>6. Risk and ownership</h2>
<p>Under FOB, C&amp;F and CIF terms, risk of loss or damage passes to you when the vehicle is on board the vessel at the loading port. Ownership passes to you when we have received full payment. We release the original documents only after full payment.</p>
<h2>7. Insurance</h2>
<p>For CIF sales we insure the vehicle for 110% of the C&amp;F value on Institute Cargo Clauses (C) unless wider cover was agreed. For FOB and C&amp;F sales, insurance is your responsibility. We will help you present any insurance claim.</p>
<h2>8. Inspection on arrival and claims</h2>
<ul>
<li>Damage in transit must be recorded at discharge and reported to us within 3 days, with photos and the terminal or carrier's damage report.</li>
<li>If the vehicle has a significant defect that existed before shipment and was not disclosed, tell us within 14 days of discharge, with photos and, where possible, a written report from an independent workshop or surveyor.</li>
<li>If your claim is justified, we will offer a partial refund or a contribution to the repair. We do not accept claims for normal wear, for defects that were disclosed, for problems caused after delivery, or for consumables such as tyres, batteries, bulbs and wiper blades.</li>
</ul>
<h2>9. Cancellation and refunds</h2>
<p>You may cancel before the vehicle has been deregistered or inspected for you; we refund your payment less bank charges and costs already incurred. After that, we may offer another vehicle of similar value instead of a refund. A sale cannot be cancelled after the vehicle has been loaded. Refunds are paid to the account from which payment was received.</p>
<h2>10. Storage and collection</h2>
<p>If shipment is delayed because you have not provided details, licences or permits, storage in Japan is free for 14 days after payment and then charged at JPY 1,000 per day. Port storage and demurrage at destination are your responsibility. Vehicles not collected at destination may be disposed of by the port authority under local law, and we have no liability for them.</p>
<h2>11. Export controls</h2>
<p>We comply with Japan's Foreign Exchange and Foreign Trade Act and related sanctions, including the restrictions on exports to Russia. We may refuse or cancel any order, with a full refund, if we believe the export would be prohibited or the vehicle is intended for a prohibited destination or end use.</p>
<h2>12. Limitation of liability</h2>
<p>Our total liability in connection with a sale is limited to the price you paid for the vehicle. We are not liable for loss of profit, loss of use or other indirect losses. Nothing in these terms limits liability that cannot be limited by law.</p>
<h2>13. Force majeure</h2>
<p>Neither party is liable for failure or delay caused by events beyond its reasonable control, such as natural disasters, epidemics, war, port closures or changes in law.</p>
<h2>14. Law and disputes</h2>
<p>These terms and every sale are governed by the laws of Japan, excluding the United Nations Convention on Contracts for the International Sale of Goods. The Nagoya District Court has exclusive jurisdiction in the first instance. We will always try to settle disagreements amicably first. If translations of these terms differ, the English version prevails.</p>`,
      fr: `<p>En vigueur à compter du 1er octobre 2026. Les présentes conditions s'appliquent à toute vente de véhicule ou de service associé par Roro Motors Co., Ltd. (« Roro Motors », « nous ») à un acheteur (« vous »), que la commande passe par notre site, WhatsApp, l'e-mail ou une visite. Le paiement d'une facture proforma vaut acceptation de ces conditions.</p>
<h2>1. Les véhicules</h2>
<p>Nos véhicules sont d'occasion. Chacun est vendu dans l'état décrit sur sa fiche et sur la facture proforma  : note de qualité, photos et remarques avec les défauts connus, ainsi que la fiche d'enchère lorsque nous vous l'avons envoyée. Nous décrivons les véhicules de bonne foi et au mieux de nos connaissances ; un véhicule d'occasion présente toutefois une usure conforme à son âge et à son kilométrage qui n'est pas forcément détaillée point par point.</p>
<h2>2. Prix et devis</h2>
<ul>
<li>Les prix sont fixés et facturés en yens ; les montants que le site affiche dans une autre devise sont indicatifs, au cours du jour. Les termes FOB, C&amp;F (CFR) et CIF s'entendent au sens des Incoterms 2020.</li>
<li>Les devis sont valables 7 jours. Le fret et les surcharges peuvent évoluer avant le paiement.</li>
<li>Une fois le paiement effectué, le prix est ferme. Seule exception : une surcharge imposée par la compagnie maritime après la réservation (surcharge carburant exceptionnelle ou risque de guerre, par exemple), répercutée au coût réel sur justificatif.</li>
<li>Les droits, taxes, frais portuaires, honoraires de transitaire et tous frais dans le pays de destination sont à votre charge.</li>
</ul>
<h2>3. Contrat et paiement</h2>
<ul>
<li>Le contrat est formé lorsque nous émettons une facture proforma et recevons votre paiement dans le délai indiqué.</li>
<li>Le paiement intégral est dû dans les 7 jours calendaires suivant la date de facture. Les frais bancaires hors du Japon et ceux des banques intermédiaires sont à votre charge.</li>
<li>L'acompte de réservation (300 USD) est déduit du prix. Il est remboursé si nous ne pouvons pas livrer le véhicule et conservé si vous annulez ou ne réglez pas le solde à temps.</li>
<li>Nous n'acceptons les paiements que sur le compte de la société indiqué sur la facture, ou par PayPal ou lettre de crédit selon les modalités de notre page Paiements.</li>
</ul>
<h2>4. Vos obligations</h2>
<p>Il vous appartient de vérifier que le véhicule peut être importé et immatriculé dans votre pays, d'obtenir avant l'expédition les licences ou autorisations nécessaires, et de nous fournir des informations exactes sur le destinataire et la partie à notifier, ainsi que les numéros exigés pour le BESC/ECTN le cas échéant. Nous vérifions les principales règles à titre de service, mais cette vérification ne remplace pas la vôtre. Toute modification du connaissement après émission est facturée au tarif de la compagnie, plus 50 USD de frais de gestion.</p>
<h2>5. Expédition et livraison</h2>
<p>Nous réservons le véhicule sur le premier navire raisonnablement disponible après le paiement et l'éventuelle inspection. Les dates de départ et d'arrivée sont des estimations des compagnies maritimes. Nous ne sommes pas responsables des retards dus aux transporteurs, aux ports, à la météo, aux grèves, aux transbordements, aux inspections ou aux décisions des autorités, mais nous vous tenons informé et vous aidons à en limiter les conséquences.</p>
<h2>6. Transfert des risques et de la propriété</h2>
<p>En FOB, C&amp;F et CIF, les risques de perte ou de dommage vous sont transférés lorsque le véhicule est à bord du navire au port de chargement. La propriété vous est transférée à réception du paiement intégral. Les documents originaux ne sont remis qu'après paiement intégral.</p>
<h2>7. Assurance</h2>
<p>Pour les ventes CIF, nous assurons le véhicule à hauteur de 110 % de la valeur C&amp;F selon les Institute Cargo Clauses (C), sauf couverture plus large convenue. En FOB et C&amp;F, l'assurance est à votre charge. Nous vous aidons à présenter toute réclamation auprès de l'assureur.</p>
<h2>8. Contrôle à l'arrivée et réclamations</h2>
<ul>
<li>Tout dommage survenu pendant le transport doit être constaté au déchargement et nous être signalé dans les 3 jours, avec photos et constat du terminal ou du transporteur.</li>
<li>Si le véhicule présente un défaut important, antérieur à l'expédition et non signalé, prévenez-nous dans les 14 jours suivant le déchargement, avec photos et, si possible, le rapport écrit d'un garage ou d'un expert indépendant.</li>
<li>Si la réclamation est fondée, nous proposons un remboursement partiel ou une participation aux réparations. Nous n'acceptons pas de réclamation pour l'usure normale, les défauts signalés, les problèmes apparus après la livraison ou les consommables (pneus, batterie, ampoules, balais d'essuie-glace).</li>
</ul>
<h2>9. Annulation et remboursement</h2>
<p>Vous pouvez annuler tant que le véhicule n'a pas été radié ou inspecté pour vous ; nous remboursons alors votre paiement, déduction faite des frais bancaires et des dépenses déjà engagées. Ensuite, nous pouvons vous proposer un autre véhicule de valeur comparable à la place d'un remboursement. Une vente ne peut plus être annulée après le chargement. Les remboursements sont versés sur le compte d'où provenait le paiement.</p>
<h2>10. Stockage et enlèvement</h2>
<p>Si l'expédition est retardée parce que vous n'avez pas fourni les informations, licences ou autorisations nécessaires, le stockage au Japon est gratuit pendant 14 jours après le paiement, puis facturé 1 000 JPY par jour. Le magasinage et les surestaries au port de destination sont à votre charge. Un véhicule non enlevé à destination peut être cédé par l'autorité portuaire selon la loi locale, sans responsabilité de notre part.</p>
<h2>11. Contrôle des exportations</h2>
<p>Nous respectons la loi japonaise sur les changes et le commerce extérieur et les sanctions associées, y compris les restrictions à l'exportation vers la Russie. Nous pouvons refuser ou annuler toute commande, avec remboursement intégral, si nous estimons que l'exportation serait interdite ou que le véhicule est destiné à une destination ou à un usage interdits.</p>
<h2>12. Limitation de responsabilité</h2>
<p>Notre responsabilité totale au titre d'une vente est limitée au prix que vous avez payé pour le véhicule. Nous ne répondons pas des pertes de bénéfice, privations de jouissance ou autres préjudices indirects. Rien dans ces conditions ne limite une responsabilité qui ne peut l'être en vertu de la loi.</p>
<h2>13. Force majeure</h2>
<p>Aucune partie n'est responsable d'un manquement ou d'un retard causé par un événement échappant raisonnablement à son contrôle : catastrophe naturelle, épidémie, guerre, fermeture de port, changement de législation, etc.</p>
<h2>14. Droit applicable et litiges</h2>
<p>Ces conditions et chaque vente sont régies par le droit japonais, à l'exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises. Le tribunal de district de Nagoya est seul compétent en première instance. Nous chercherons toujours d'abord une solution amiable. En cas de divergence entre les traductions, la version anglaise fait foi.</p>`,
      pt: `<p>Em vigor a partir de 1 de outubro de 2026. Estas condições aplicam-se a todas as vendas de viaturas ou serviços associados feitas pela Roro Motors Co., Ltd. («Roro Motors», «nós») a um comprador («o cliente»), quer a encomenda seja feita pelo site, por WhatsApp, por e-mail ou pessoalmente. Ao pagar uma fatura proforma, o cliente aceita estas condições.</p>
<h2>1. As viaturas</h2>
<p>As nossas viaturas são usadas. Cada uma é vendida no estado descrito na sua página e na fatura proforma, incluindo a classificação de qualidade, as fotografias e as observações com os defeitos conhecidos, e a folha de leilão quando lha tivermos enviado. Descrevemos as viaturas de boa-fé e com o melhor conhecimento de que dispomos, mas uma viatura usada apresenta desgaste próprio da idade e da quilometragem que pode não estar descrito ponto por ponto.</p>
<h2>2. Preços e cotações</h2>
<ul>
<li>Os preços são fixados e faturados em ienes; os valores que o site mostra noutra moeda são indicativos, ao câmbio do dia. FOB, C&amp;F (CFR) e CIF têm o significado que lhes dão os Incoterms 2020.</li>
<li>As cotações são válidas por 7 dias. O frete e as sobretaxas podem mudar antes do pagamento.</li>
<li>Depois do pagamento, o preço fica fixo. A única exceção é uma sobretaxa imposta pela companhia marítima depois da reserva (por exemplo, sobretaxa extraordinária de combustível ou de risco de guerra), que repercutimos pelo custo real, com comprovativo.</li>
<li>Direitos, impostos, taxas portuárias, honorários do despachante e quaisquer custos no país de destino são por conta do cliente.</li>
</ul>
<h2>3. Contrato e pagamento</h2>
<ul>
<li>O contrato forma-se quando emitimos a fatura proforma e recebemos o pagamento dentro do prazo indicado.</li>
<li>O pagamento total deve ser feito no prazo de 7 dias de calendário a contar da data da fatura. Os encargos bancários fora do Japão e os de bancos intermediários são por conta do cliente.</li>
<li>O sinal de reserva (300 USD) é descontado no preço. É devolvido se não pudermos fornecer a viatura e fica retido se o cliente cancelar ou não pagar o restante a tempo.</li>
<li>Só aceitamos pagamentos para a conta da empresa indicada na fatura, ou por PayPal ou carta de crédito conforme a nossa página de pagamentos.</li>
</ul>
<h2>4. Responsabilidades do cliente</h2>
<p>Cabe ao cliente confirmar que a viatura pode ser importada e registada no seu país, obter antes do embarque as licenças ou autorizações necessárias e dar-nos os dados corretos do consignatário e da parte a notificar, incluindo os números fiscais exigidos pela alfândega. Verificamos as regras principais como um serviço, mas essa verificação não substitui a do cliente. As alterações ao conhecimento de embarque depois de emitido custam a taxa da companhia marítima mais 50 USD de gestão.</p>
<h2>5. Embarque e entrega</h2>
<p>Reservamos a viatura no primeiro navio razoavelmente disponível depois do pagamento e de eventual inspeção. As datas de partida e chegada são estimativas das companhias marítimas. Não somos responsáveis por atrasos causados por transportadores, portos, mau tempo, greves, transbordos, inspeções ou decisões das autoridades, mas mantemos o cliente informado e ajudamos a reduzir os efeitos.</p>
<h2>6. Risco e propriedade</h2>
<p>Em FOB, C&amp;F e CIF, o risco de perda ou dano passa para o cliente quando a viatura está a bordo do navio no porto de carga. A propriedade passa para o cliente quando recebemos o pagamento total. Os documentos originais só são entregues depois do pagamento total.</p>
<h2>7. Seguro</h2>
<p>Nas vendas CIF seguramos a viatura por 110% do valor C&amp;F segundo as Institute Cargo Clauses (C), salvo se tiver sido acordada uma cobertura mais ampla. Em FOB e C&amp;F, o seguro é por conta do cliente. Ajudamos a apresentar qualquer reclamação à seguradora.</p>
<h2>8. Verificação à chegada e reclamações</h2>
<ul>
<li>Os danos de transporte têm de ser registados na descarga e comunicados no prazo de 3 dias, com fotografias e o auto de danos do terminal ou do transportador.</li>
<li>Se a viatura tiver um defeito importante, anterior ao embarque e não indicado, o cliente deve avisar-nos nos 14 dias seguintes à descarga, com fotografias e, se possível, um relatório escrito de uma oficina ou perito independente.</li>
<li>Se a reclamação for justificada, propomos um reembolso parcial ou uma participação na reparação. Não aceitamos reclamações por desgaste normal, defeitos indicados, problemas surgidos depois da entrega ou consumíveis como pneus, baterias, lâmpadas e escovas.</li>
</ul>
<h2>9. Cancelamento e reembolso</h2>
<p>O cliente pode cancelar enquanto a viatura não tiver sido cancelada no registo japonês nem inspecionada para si; devolvemos o pagamento, descontando encargos bancários e despesas já feitas. Depois disso, podemos propor outra viatura de valor semelhante em vez do reembolso. Depois do carregamento, a venda não pode ser cancelada. Os reembolsos são feitos para a conta de onde veio o pagamento.</p>
<h2>10. Armazenagem e levantamento</h2>
<p>Se o embarque se atrasar porque o cliente não enviou dados, licenças ou autorizações, a armazenagem no Japão é gratuita durante 14 dias após o pagamento e depois custa 1 000 JPY por dia. A armazenagem portuária e a sobre-estadia no destino são por conta do cliente. As viaturas não levantadas no destino podem ser vendidas pela autoridade portuária nos termos da lei local, sem qualquer responsabilidade nossa.</p>
<h2>11. Controlo de exportações</h2>
<p>Cumprimos a Lei japonesa de Câmbios e Comércio Externo e as sanções associadas, incluindo as restrições às exportações para a Rússia. Podemos recusar ou cancelar qualquer encomenda, com reembolso total, se considerarmos que a exportação seria proibida ou que a viatura se destina a um destino ou uso proibido.</p>
<h2>12. Limitação de responsabilidade</h2>
<p>A nossa responsabilidade total relativa a uma venda está limitada ao preço pago pela viatura. Não respondemos por lucros cessantes, privação de uso ou outros danos indiretos. Nada nestas condições limita responsabilidades que a lei não permita limitar.</p>
<h2>13. Força maior</h2>
<p>Nenhuma das partes é responsável por incumprimento ou atraso causado por acontecimentos fora do seu controlo razoável, como catástrofes naturais, epidemias, guerra, encerramento de portos ou alterações legislativas.</p>
<h2>14. Lei aplicável e litígios</h2>
<p>Estas condições e cada venda regem-se pela lei japonesa, excluindo a Convenção das Nações Unidas sobre Contratos de Compra e Venda Internacional de Mercadorias. O Tribunal Distrital de Nagoya tem competência exclusiva em primeira instância. Procuraremos sempre primeiro uma solução amigável. Em caso de divergência entre traduções, prevalece a versão inglesa.</p>`,
      ru: `<p>Действуют с 1 октября 2026 года. Настоящие условия применяются к каждой продаже автомобиля или сопутствующей услуги компанией Roro Motors Co., Ltd. («Roro Motors», «мы») покупателю («вы»), независимо от того, оформлен заказ через сайт, WhatsApp, e-mail или лично. Оплачивая инвойс, вы принимаете эти условия.</p>
<h2>1. Автомобили</h2>
<p>Наши автомобили — подержанные. Каждый продаётся в состоянии, описанном на его странице и в инвойсе: наша оценка качества, фотографии и примечания с известными дефектами, а также аукционный лист, если мы его вам присылали. Мы описываем автомобили добросовестно и в меру своих знаний, однако у подержанной машины есть износ, соответствующий возрасту и пробегу, который может не перечисляться по отдельности.</p>
<h2>2. Цены и расчёты</h2>
<ul>
<li>Цены устанавливаются и выставляются в инвойсе в японских иенах; суммы в другой валюте на сайте — ориентир по курсу дня. Термины FOB, C&amp;F (CFR) и CIF понимаются в соответствии с Инкотермс 2020.</li>
<li>Расчёт цены действителен 7 дней. До оплаты стоимость фрахта и надбавки могут измениться.</li>
<li>После оплаты цена фиксируется. Единственное исключение — надбавка, введённая судоходной линией после бронирования (например, экстренная топливная надбавка или надбавка за военный риск); её мы перевыставляем по фактической стоимости с подтверждающими документами.</li>
<li>Пошлины, налоги, утильсбор, портовые сборы, услуги брокера и иные расходы в стране назначения оплачиваете вы.</li>
</ul>
<h2>3. Договор и оплата</h2>
<ul>
<li>Договор считается заключённым, когда мы выставили инвойс и получили оплату в указанный срок.</li>
<li>Полная оплата — в течение 7 календарных дней с даты инвойса. Банковские комиссии за пределами Японии и комиссии банков-посредников оплачиваете вы.</li>
<li>Задаток за бронь (300 долларов) засчитывается в цену. Он возвращается, если мы не можем поставить автомобиль, и не возвращается, если вы отказались от покупки или не доплатили вовремя.</li>
<li>Мы принимаем оплату только на счёт компании, указанный в инвойсе, либо через PayPal или аккредитив на условиях, описанных на странице оплаты.</li>
</ul>
<h2>4. Ваши обязанности</h2>
<p>Вы отвечаете за то, чтобы автомобиль можно было ввезти и зарегистрировать в вашей стране, за получение до отгрузки необходимых лицензий и разрешений, а также за правильность данных получателя и уведомляемой стороны. Мы проверяем основные правила в качестве услуги, но наша проверка не заменяет вашу. Изменения в коносаменте после его выпуска оплачиваются по тарифу линии плюс 50 долларов за обработку.</p>
<h2>5. Отгрузка и доставка</h2>
<p>После оплаты и необходимой инспекции мы бронируем автомобиль на первое разумно доступное судно. Даты отхода и прибытия — оценки судоходных линий. Мы не отвечаем за задержки по вине перевозчиков, портов, погоды, забастовок, перевалки, инспекций или решений властей, но держим вас в курсе и помогаем уменьшить последствия.</p>
<h2>6. Переход рисков и права собственности</h2>
<p>При поставке на условиях FOB, C&amp;F и CIF риск утраты или повреждения переходит к вам в момент, когда автомобиль находится на борту судна в порту погрузки. Право собственности переходит к вам после получения нами полной оплаты. Оригиналы документов выдаются только после полной оплаты.</p>
<h2>7. Страхование</h2>
<p>При продаже на условиях CIF мы страхуем автомобиль на 110% от стоимости C&amp;F по условиям Institute Cargo Clauses (C), если не согласовано более широкое покрытие. При FOB и C&amp;F страхование — ваша забота. Мы поможем подать претензию страховщику.</p>
<h2>8. Приёмка и претензии</h2>
<ul>
<li>Повреждения при перевозке нужно зафиксировать при выгрузке и сообщить нам о них в течение 3 дней, приложив фото и акт терминала или перевозчика.</li>
<li>Если у автомобиля обнаружен существенный дефект, существовавший до отгрузки и не указанный нами, сообщите в течение 14 дней после выгрузки, с фото и, по возможности, письменным заключением независимого сервиса или эксперта.</li>
<li>Если претензия обоснованна, мы предложим частичный возврат денег или участие в ремонте. Претензии по нормальному износу, по указанным дефектам, по проблемам, возникшим после получения, а также по расходным материалам (шины, аккумулятор, лампы, щётки стеклоочистителя) не принимаются.</li>
</ul>
<h2>9. Отмена заказа и возврат денег</h2>
<p>Вы можете отказаться от покупки, пока автомобиль не снят с учёта и не прошёл инспекцию под ваш заказ; мы вернём оплату за вычетом банковских комиссий и уже понесённых расходов. Позже вместо возврата мы можем предложить другой автомобиль сопоставимой стоимости. После погрузки на судно продажу отменить нельзя. Деньги возвращаются на счёт, с которого поступила оплата.</p>
<h2>10. Хранение и получение</h2>
<p>Если отгрузка задерживается из-за того, что вы не предоставили данные, лицензии или разрешения, хранение в Японии бесплатно 14 дней после оплаты, далее — 1000 иен в сутки. Хранение в порту назначения и демередж оплачиваете вы. Автомобиль, не востребованный в порту назначения, может быть реализован портовыми властями по местному законодательству; мы за это ответственности не несём.</p>
<h2>11. Экспортный контроль</h2>
<p>Мы соблюдаем японский Закон о валютном регулировании и внешней торговле и связанные с ним санкции, включая ограничения на экспорт в Россию. Мы вправе отказать в заказе или отменить его с полным возвратом денег, если считаем, что экспорт запрещён либо автомобиль предназначен для запрещённой страны или запрещённого использования.</p>
<h2>12. Ограничение ответственности</h2>
<p>Наша совокупная ответственность по сделке ограничена ценой, уплаченной вами за автомобиль. Мы не отвечаем за упущенную выгоду, невозможность пользоваться автомобилем и иные косвенные убытки. Ничто в этих условиях не ограничивает ответственность, которую по закону ограничить нельзя.</p>
<h2>13. Форс-мажор</h2>
<p>Ни одна из сторон не отвечает за неисполнение или задержку, вызванные обстоятельствами вне её разумного контроля: стихийными бедствиями, эпидемиями, войной, закрытием портов, изменением законодательства.</p>
<h2>14. Применимое право и споры</h2>
<p>Эти условия и каждая сделка регулируются правом Японии, за исключением Конвенции ООН о договорах международной купли-продажи товаров. Исключительная подсудность в первой инстанции — Окружной суд Нагои. Мы всегда сначала стремимся урегулировать разногласия мирно. При расхождении переводов преимущество имеет английская версия.</p>`,
    },
  },
  {
    pageName: 'whatsapp',
    title: {
      en: `Chat with us on WhatsApp`,
      fr: `Discutez avec nous sur WhatsApp`,
      pt: `Fale connosco no WhatsApp`,
      ru: `Пишите нам в WhatsApp`,
    },
    description: {
      en: `WhatsApp numbers of our sales team, by language and market. Ask for prices, photos, videos and shipping dates.`,
      fr: `Les numéros WhatsApp de notre équipe commerciale, par langue et par marché. Demandez prix, photos, vidéos et dates de départ.`,
      pt: `Os números de WhatsApp da nossa equipa comercial, por língua e mercado. Peça preços, fotografias, vídeos e datas de embarque.`,
      ru: `Номера WhatsApp наших менеджеров по языкам и странам. Узнавайте цены, просите фото, видео и даты отправки.`,
    },
    content: {
      en: `<p>Most of our customers talk to us on WhatsApp: it is quick, free and works well even on slow connections. Choose the sales contact who handles your country or speaks your language from the list below, save the number and send us the stock number of the car you like. We reply during Japanese office hours (Monday to Friday 9:00–18:00 and Saturday morning, Japan time), usually within a few hours.</p>
<p>Please remember: our staff will never ask you to pay to a personal account or to any account that is not printed on your proforma invoice. If someone contacts you from a different number using our name, check with us first.</p>`,
      fr: `<p>La plupart de nos clients échangent avec nous sur WhatsApp : c'est rapide, gratuit et ça fonctionne même avec une connexion lente. Choisissez ci-dessous le commercial qui s'occupe de votre pays ou parle votre langue, enregistrez son numéro et envoyez-nous le numéro de stock du véhicule qui vous intéresse. Nous répondons pendant les heures de bureau japonaises (du lundi au vendredi de 9 h à 18 h et le samedi matin, heure du Japon), en général en quelques heures.</p>
<p>Rappel important : nos collaborateurs ne vous demanderont jamais de payer sur un compte personnel ou sur un compte qui ne figure pas sur votre facture proforma. Si quelqu'un vous contacte depuis un autre numéro en se réclamant de nous, vérifiez d'abord auprès de nous.</p>`,
      pt: `<p>A maioria dos nossos clientes fala connosco pelo WhatsApp: é rápido, gratuito e funciona bem mesmo com rede fraca. Escolha na lista abaixo o comercial que acompanha o seu país ou fala a sua língua, guarde o número e envie-nos o número de stock da viatura que lhe interessa. Respondemos no horário de expediente japonês (segunda a sexta das 9h00 às 18h00 e sábado de manhã, hora do Japão), normalmente em poucas horas.</p>
<p>Lembre-se: a nossa equipa nunca lhe pedirá para pagar para uma conta pessoal ou para uma conta que não esteja na sua fatura proforma. Se alguém o contactar de outro número em nosso nome, confirme primeiro connosco.</p>`,
      ru: `<p>Большинство клиентов общаются с нами в WhatsApp: это быстро, бесплатно и работает даже при слабом интернете. Выберите в списке ниже менеджера, который ведёт вашу страну или говорит на вашем языке, сохраните номер и пришлите стоковый номер понравившегося автомобиля. Мы отвечаем в рабочее время по Японии (понедельник — пятница 9:00–18:00 и утро субботы), обычно в течение нескольких часов.</p>
<p>Помните: наши сотрудники никогда не попросят перевести деньги на личный счёт или на счёт, которого нет в вашем инвойсе. Если вам пишут от нашего имени с другого номера, сначала уточните у нас.</p>`,
    },
  },
  {
    pageName: 'sitemaps',
    title: {
      en: `Site map`,
      fr: `Plan du site`,
      pt: `Mapa do site`,
      ru: `Карта сайта`,
    },
    description: {
      en: `All pages of the Roro Motors website in one place: stock list, makers and models, country guides, news and information pages.`,
      fr: `Toutes les pages du site Roro Motors au même endroit : stock, marques et modèles, guides par pays, actualités et pages d'information.`,
      pt: `Todas as páginas do site da Roro Motors num só lugar: stock, marcas e modelos, guias por país, notícias e páginas informativas.`,
      ru: `Все страницы сайта Roro Motors в одном месте: каталог, марки и модели, справки по странам, новости и информационные страницы.`,
    },
    content: {
      en: `<p>Looking for something specific? This page lists every section of our website: the stock list by maker, model and body type, our guides to import rules in each country, the latest news and all information pages about buying, payment and shipping. If you cannot find what you need, ask us on WhatsApp.</p>`,
      fr: `<p>Vous cherchez quelque chose de précis ? Cette page recense toutes les rubriques du site : le stock par marque, modèle et type de carrosserie, nos guides sur les règles d'importation de chaque pays, les dernières actualités et toutes les pages pratiques sur l'achat, le paiement et l'expédition. Si vous ne trouvez pas ce qu'il vous faut, écrivez-nous sur WhatsApp.</p>`,
      pt: `<p>Procura algo em concreto? Esta página reúne todas as secções do site: o stock por marca, modelo e tipo de carroçaria, os guias com as regras de importação de cada país, as últimas notícias e todas as páginas informativas sobre compra, pagamento e embarque. Se não encontrar o que precisa, pergunte-nos pelo WhatsApp.</p>`,
      ru: `<p>Ищете что-то конкретное? Здесь собраны все разделы сайта: каталог по маркам, моделям и типам кузова, справки о правилах ввоза в разных странах, последние новости и все информационные страницы о покупке, оплате и доставке. Если не нашли нужное, спросите нас в WhatsApp.</p>`,
    },
  },
  {
    pageName: 'facebook-page-community-guidelines',
    title: {
      en: `Facebook page community guidelines`,
      fr: `Règles de la communauté de notre page Facebook`,
      pt: `Regras da comunidade da nossa página no Facebook`,
      ru: `Правила сообщества нашей страницы в Facebook`,
    },
    description: {
      en: `The rules for comments and messages on the Roro Motors Facebook page, and how we protect our community from scams.`,
      fr: `Les règles applicables aux commentaires et messages sur la page Facebook de Roro Motors, et comment nous protégeons la communauté contre les arnaques.`,
      pt: `As regras para comentários e mensagens na página de Facebook da Roro Motors e como protegemos a comunidade contra burlas.`,
      ru: `Правила комментариев и сообщений на странице Roro Motors в Facebook и как мы защищаем сообщество от мошенников.`,
    },
    content: {
      en: `<p>Our Facebook page is a place for customers, dealers and car enthusiasts to see new arrivals, share photos of their cars and ask questions. To keep it useful and safe for everyone, we ask you to follow these guidelines.</p>
<h2>Please do</h2>
<ul>
<li>Share photos and experiences of vehicles you bought from us, good or bad. Honest feedback helps other buyers and helps us improve.</li>
<li>Ask questions about vehicles, shipping and import rules. For prices and personal orders, we will usually invite you to continue on WhatsApp or by e-mail.</li>
<li>Be respectful to other members and to our staff, whatever their country, language or religion.</li>
</ul>
<h2>Please do not</h2>
<ul>
<li>Post your phone number, address, passport, bank details, invoice or bill of lading in public comments. Criminals collect this information.</li>
<li>Advertise other businesses, sell vehicles or services, or post links to other websites.</li>
<li>Post insults, threats, hate speech, sexual content or false information.</li>
<li>Impersonate Roro Motors or our staff.</li>
</ul>
<h2>Beware of scams</h2>
<p>Fake profiles sometimes copy our name and photos. Our staff will <strong>never</strong> ask you for payment through Facebook Messenger, and we never accept payment to a personal account or a mobile-money number. The only valid bank details are those printed on a proforma invoice sent from an address ending in @roro-motors.example. If you are unsure, call <a href="tel:+81520001988">+81-52-000-1988</a> before paying, and report suspicious profiles to us.</p>
<h2>Moderation</h2>
<p>Our team reviews the page on Japanese working days. We may hide or delete comments that break these rules and block repeat offenders. Complaints about an order are never deleted for being negative; we will contact you privately to resolve them. These guidelines are in addition to Facebook's own community standards.</p>`,
      fr: `<p>Notre page Facebook permet aux clients, revendeurs et passionnés d'automobile de découvrir les nouveaux arrivages, de partager les photos de leurs véhicules et de poser leurs questions. Pour qu'elle reste utile et sûre pour tous, merci de respecter les règles suivantes.</p>
<h2>Ce que nous vous encourageons à faire</h2>
<ul>
<li>Partager photos et témoignages sur les véhicules achetés chez nous, positifs comme négatifs. Un avis sincère aide les autres acheteurs et nous aide à progresser.</li>
<li>Poser vos questions sur les véhicules, l'expédition et les règles d'importation. Pour les prix et les commandes personnelles, nous vous proposerons en général de poursuivre sur WhatsApp ou par e-mail.</li>
<li>Rester courtois envers les autres membres et notre équipe, quels que soient leur pays, leur langue ou leur religion.</li>
</ul>
<h2>Ce qui n'est pas accepté</h2>
<ul>
<li>Publier en commentaire public votre numéro de téléphone, votre adresse, votre passeport, vos coordonnées bancaires, une facture ou un connaissement : des escrocs collectent ces informations.</li>
<li>Faire la publicité d'autres entreprises, vendre des véhicules ou des services, ou publier des liens vers d'autres sites.</li>
<li>Publier des insultes, menaces, propos haineux, contenus sexuels ou fausses informations.</li>
<li>Se faire passer pour Roro Motors ou l'un de nos collaborateurs.</li>
</ul>
<h2>Attention aux arnaques</h2>
<p>De faux profils copient parfois notre nom et nos photos. Nos collaborateurs ne vous demanderont <strong>jamais</strong> de payer via Facebook Messenger, et nous n'acceptons jamais de paiement sur un compte personnel ou un numéro de mobile money. Les seules coordonnées bancaires valables sont celles imprimées sur une facture proforma envoyée depuis une adresse se terminant par @roro-motors.example. En cas de doute, appelez le <a href="tel:+81520001988">+81-52-000-1988</a> avant de payer et signalez-nous les profils suspects.</p>
<h2>Modération</h2>
<p>Notre équipe suit la page les jours ouvrés japonais. Nous pouvons masquer ou supprimer les commentaires qui ne respectent pas ces règles et bloquer les récidivistes. Une réclamation concernant une commande n'est jamais supprimée parce qu'elle est négative : nous vous contacterons en privé pour trouver une solution. Ces règles s'ajoutent aux standards de la communauté Facebook.</p>`,
      pt: `<p>A nossa página no Facebook é um espaço para clientes, revendedores e amantes de automóveis verem as novidades, partilharem fotografias dos seus carros e fazerem perguntas. Para que continue útil e segura para todos, pedimos que siga estas regras.</p>
<h2>O que pode fazer</h2>
<ul>
<li>Partilhar fotografias e experiências com viaturas compradas connosco, boas ou más. Uma opinião sincera ajuda outros compradores e ajuda-nos a melhorar.</li>
<li>Fazer perguntas sobre viaturas, envio e regras de importação. Para preços e encomendas pessoais, normalmente convidamo-lo a continuar pelo WhatsApp ou por e-mail.</li>
<li>Tratar com respeito os outros membros e a nossa equipa, seja qual for o país, a língua ou a religião.</li>
</ul>
<h2>O que não é permitido</h2>
<ul>
<li>Publicar em comentários públicos o número de telefone, a morada, o passaporte, dados bancários, faturas ou conhecimentos de embarque. Os burlões recolhem estas informações.</li>
<li>Fazer publicidade a outras empresas, vender viaturas ou serviços, ou publicar ligações para outros sites.</li>
<li>Publicar insultos, ameaças, discurso de ódio, conteúdo sexual ou informação falsa.</li>
<li>Fazer-se passar pela Roro Motors ou por alguém da nossa equipa.</li>
</ul>
<h2>Cuidado com as burlas</h2>
<p>Há perfis falsos que copiam o nosso nome e as nossas fotografias. A nossa equipa <strong>nunca</strong> pede pagamentos pelo Facebook Messenger, e nunca aceitamos pagamentos para contas pessoais ou números de dinheiro móvel como o M-Pesa. Os únicos dados bancários válidos são os que vêm impressos numa fatura proforma enviada de um endereço terminado em @roro-motors.example. Em caso de dúvida, ligue para <a href="tel:+81520001988">+81-52-000-1988</a> antes de pagar e denuncie-nos os perfis suspeitos.</p>
<h2>Moderação</h2>
<p>A nossa equipa acompanha a página nos dias úteis japoneses. Podemos ocultar ou apagar comentários que violem estas regras e bloquear quem insistir. As reclamações sobre encomendas nunca são apagadas por serem negativas: contactamo-lo em privado para as resolver. Estas regras somam-se às normas da comunidade do próprio Facebook.</p>`,
      ru: `<p>Наша страница в Facebook — место, где клиенты, дилеры и любители автомобилей следят за новыми поступлениями, делятся фотографиями своих машин и задают вопросы. Чтобы она оставалась полезной и безопасной, просим соблюдать эти правила.</p>
<h2>Приветствуется</h2>
<ul>
<li>Делиться фото и впечатлениями об автомобилях, купленных у нас, — и хорошими, и плохими. Честный отзыв помогает другим покупателям и помогает нам становиться лучше.</li>
<li>Задавать вопросы об автомобилях, доставке и правилах ввоза. Цены и личные заказы мы, как правило, предлагаем обсудить в WhatsApp или по e-mail.</li>
<li>Уважительно относиться к другим участникам и нашим сотрудникам, независимо от страны, языка и религии.</li>
</ul>
<h2>Не допускается</h2>
<ul>
<li>Публиковать в открытых комментариях номер телефона, адрес, паспорт, банковские реквизиты, инвойс или коносамент — мошенники собирают такие данные.</li>
<li>Рекламировать другие компании, продавать автомобили или услуги, размещать ссылки на другие сайты.</li>
<li>Публиковать оскорбления, угрозы, разжигание ненависти, материалы сексуального характера или ложную информацию.</li>
<li>Выдавать себя за Roro Motors или наших сотрудников.</li>
</ul>
<h2>Осторожно, мошенники</h2>
<p>Иногда появляются поддельные профили с нашим названием и фотографиями. Наши сотрудники <strong>никогда</strong> не просят оплату через Facebook Messenger, и мы никогда не принимаем деньги на личные счета или мобильные кошельки. Действительны только реквизиты, напечатанные в инвойсе, который пришёл с адреса на домене @roro-motors.example. Если сомневаетесь, перед оплатой позвоните по номеру <a href="tel:+81520001988">+81-52-000-1988</a> и сообщите нам о подозрительных профилях.</p>
<h2>Модерация</h2>
<p>Наша команда просматривает страницу в рабочие дни по японскому календарю. Мы можем скрывать или удалять комментарии, нарушающие правила, и блокировать систематических нарушителей. Жалобы на заказы мы никогда не удаляем только потому, что они негативные, — мы свяжемся с вами в личных сообщениях, чтобы решить вопрос. Эти правила дополняют стандарты сообщества самого Facebook.</p>`,
    },
  },
];
