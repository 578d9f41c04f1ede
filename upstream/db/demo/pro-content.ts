// The partners and trade perks every brand offers its professionals (spec §2.7 partners,
// trade-perks; docs/decisions/051-partners-and-trade-perks.md), in the brand's language: the
// suppliers a trade marketplace works with — tools, vans, insurance, bookkeeping — and the deals
// they give its professionals. Every company is made up, and so is every address (.example).
// Curated rather than generated: the same few pages at every scale.
import type { BrandId } from '../../../shared/brands.ts';
import type { Row } from './bulk-insert.ts';
import { L, type Localized, say, slugify } from './language.ts';
import { Random } from './random.ts';
import { daysBefore } from './world.ts';

interface Partner {
  readonly name: Localized;
  // The path of the offer on the partner's made-up site.
  readonly path: string;
}

interface ProPage {
  readonly type: 'PARTNER' | 'TRADE_PERK';
  readonly partner: Partner;
  readonly title: Localized;
  readonly summary: Localized;
  readonly offer: Localized;
  readonly code: string | null;
  readonly body: readonly Localized[];
  // How long ago it was published: the newest first on the pages.
  readonly daysAgo: number;
}

const TOOLS: Partner = {
  name: L(
    'Hamerveld Gereedschap',
    'Outillage Forgeval',
    'Utensileria Ferrolino',
    'Werkzeughaus Eisenfeld',
    'Ironbridge Tool Supply',
  ),
  path: 'trade-account',
};

const VANS: Partner = {
  name: L(
    'Torenvalk Bedrijfswagens',
    'Martinet Utilitaires',
    'Rondine Veicoli Commerciali',
    'Sperber Transporter-Leasing',
    'Kestrel Van Leasing',
  ),
  path: 'trade-lease',
};

const INSURANCE: Partner = {
  name: L(
    'Stevig Schild Verzekeringen',
    'Bouclier Artisan Assurances',
    'Scudo Artigiano Assicurazioni',
    'Schildwerk Handwerkerversicherung',
    'Stoutshield Trade Insurance',
  ),
  path: 'trades',
};

const BOOKKEEPING: Partner = {
  name: L('Boekvlot', 'Comptaplume', 'Registro Lieve', 'Belegfuchs', 'Ledgerly'),
  path: 'for-trades',
};

const WORKWEAR: Partner = {
  name: L(
    'Stoerstof Werkkleding',
    'Tenue Solide',
    'Tuta Forte',
    'Zunftstoff Arbeitskleidung',
    'Sturdy Stitch Workwear',
  ),
  path: 'trade-offer',
};

const FUEL: Partner = {
  name: L(
    'Mijlpaal Tankpas',
    'Carte Borne Carburant',
    'Carta Carburante Miliare',
    'Meilenstein Tankkarte',
    'Milestone Fuel Cards',
  ),
  path: 'apply',
};

const PARTNERS: readonly ProPage[] = [
  {
    type: 'PARTNER',
    partner: TOOLS,
    title: L(
      'Gereedschap en bevestigingsmateriaal op rekening',
      'Outillage et quincaillerie sur compte pro',
      'Utensili e minuteria con conto professionale',
      'Werkzeug und Befestigungstechnik auf Firmenkonto',
      'Tools and fixings on a trade account',
      { us: 'Tools and fasteners on a trade account' },
    ),
    summary: L(
      'Vakhandelprijzen op hand- en elektrisch gereedschap, bevestigingsmateriaal en verbruiksartikelen, de volgende dag op de klus bezorgd.',
      'Des prix pros sur l’outillage à main et électroportatif, la quincaillerie et les consommables, livrés le lendemain sur le chantier.',
      'Prezzi da rivenditore su utensili manuali ed elettrici, minuteria e materiali di consumo, consegnati in cantiere il giorno dopo.',
      'Händlerpreise für Hand- und Elektrowerkzeug, Befestigungstechnik und Verbrauchsmaterial, am nächsten Tag auf die Baustelle geliefert.',
      'Trade prices on hand and power tools, fixings and consumables, delivered to the job the next day.',
      { us: 'Trade prices on hand and power tools, fasteners and supplies, delivered to the project the next day.' },
    ),
    offer: L(
      '30 dagen betalingstermijn met een gratis zakelijke rekening',
      'Paiement à 30 jours avec un compte pro gratuit',
      'Pagamento a 30 giorni con un conto professionale gratuito',
      '30 Tage Zahlungsziel mit kostenlosem Firmenkonto',
      '30 days to pay on a free trade account',
    ),
    code: null,
    body: [
      L(
        'Open in een paar minuten een zakelijke rekening met je bedrijfsgegevens. Je ziet je prijzen zodra je inlogt, en wat je voor 16.00 uur bestelt, staat de volgende werkdag op de klus of in je werkplaats.',
        'Ouvrez un compte pro en quelques minutes avec les informations de votre entreprise. Vos prix s’affichent dès que vous êtes connecté, et toute commande passée avant 16 h arrive sur le chantier ou à l’atelier le jour ouvré suivant.',
        'Apri un conto professionale in pochi minuti con i dati della tua impresa. Vedi i tuoi prezzi appena accedi, e ogni ordine fatto entro le 16 arriva in cantiere o in officina il giorno lavorativo successivo.',
        'Eröffnen Sie mit Ihren Firmendaten in wenigen Minuten ein Firmenkonto. Ihre Preise sehen Sie, sobald Sie angemeldet sind, und was Sie bis 16 Uhr bestellen, ist am nächsten Werktag auf der Baustelle oder in Ihrer Werkstatt.',
        'Open a trade account in a few minutes with your company details. Your prices show as soon as you sign in, and every order placed before 4 pm reaches the job or your workshop the next working day.',
        {
          us: 'Open a trade account in a few minutes with your company details. Your prices show as soon as you sign in, and every order placed before 4 pm reaches the project or your shop the next business day.',
        },
      ),
      L(
        'Open de rekening via de link op deze pagina, dan geldt de betalingstermijn van 30 dagen vanaf je eerste bestelling.',
        'Ouvrez le compte par le lien de cette page : le paiement à 30 jours s’applique dès votre première commande.',
        'Apri il conto dal link di questa pagina e il pagamento a 30 giorni vale dal tuo primo ordine.',
        'Eröffnen Sie das Konto über den Link auf dieser Seite, dann gilt das Zahlungsziel von 30 Tagen ab Ihrer ersten Bestellung.',
        'Open the account through the link on this page and the 30-day terms apply from your first order.',
      ),
    ],
    daysAgo: 12,
  },
  {
    type: 'PARTNER',
    partner: VANS,
    title: L(
      'Een bus die altijd rijdt',
      'Un utilitaire toujours sur la route',
      'Un furgone sempre su strada',
      'Ein Transporter, der immer fährt',
      'A van that is always on the road',
    ),
    summary: L(
      'Bedrijfswagenlease voor vakmensen met onderhoud, banden en pechhulp in één maandbedrag.',
      'La location longue durée d’utilitaires pour artisans, avec entretien, pneus et assistance dans un seul loyer mensuel.',
      'Noleggio a lungo termine di furgoni per artigiani, con manutenzione, pneumatici e soccorso stradale in un unico canone mensile.',
      'Transporter-Leasing für Handwerksbetriebe mit Wartung, Reifen und Pannenhilfe in einer Monatsrate.',
      'Van leasing for tradespeople with servicing, tyres and breakdown cover in one monthly price.',
      { us: 'Van leasing for pros with maintenance, tires and roadside assistance in one monthly price.' },
    ),
    offer: L(
      'Binnen 24 uur een vervangende bus als de jouwe stilstaat',
      'Un véhicule de remplacement sous 24 heures si le vôtre est immobilisé',
      'Un furgone sostitutivo entro 24 ore se il tuo è fermo',
      'Ersatzfahrzeug innerhalb von 24 Stunden, wenn Ihres ausfällt',
      'A replacement van within 24 hours if yours is off the road',
    ),
    code: null,
    body: [
      L(
        'Kies een gesloten bestelbus, een dubbele cabine of een kipper, met inrichting al ingebouwd bij aflevering. Je least twee tot vier jaar en het maandbedrag blijft de hele looptijd gelijk.',
        'Choisissez un fourgon, une double cabine ou une benne, aménagé avant la livraison. Le contrat dure de deux à quatre ans et le loyer reste le même pendant toute la durée.',
        'Scegli un furgone, un doppia cabina o un cassonato ribaltabile, già allestito alla consegna. Il noleggio dura da due a quattro anni e il canone resta lo stesso per tutta la durata.',
        'Wählen Sie Kastenwagen, Doppelkabine oder Kipper, mit Regaleinbau schon bei der Übergabe. Die Laufzeit beträgt zwei bis vier Jahre, und die Rate bleibt die ganze Zeit gleich.',
        'Choose a panel van, a crew van or a tipper, with racking fitted before delivery. Leases run for two to four years and the monthly price stays the same for the whole term.',
        {
          us: 'Choose a cargo van, a crew cab or a dump truck, with shelving installed before delivery. Leases run for two to four years and the monthly price stays the same for the whole term.',
        },
      ),
      L(
        'Gaat de bus kapot of staat hij in de garage, dan heb je binnen een dag een vervanger, zodat geen klus hoeft te wachten.',
        'En cas de panne ou de réparation, un véhicule de remplacement vous parvient en un jour : aucun chantier n’attend.',
        'Se il furgone si guasta o è in officina, ne ricevi uno sostitutivo entro un giorno, così nessun lavoro deve aspettare.',
        'Hat der Transporter eine Panne oder ist er in der Werkstatt, bekommen Sie innerhalb eines Tages Ersatz, damit kein Auftrag warten muss.',
        'If the van breaks down or is in for repair, a replacement reaches you within a day, so no job has to wait.',
        {
          us: 'If the van breaks down or is in for repair, a replacement reaches you within a day, so no project has to wait.',
        },
      ),
    ],
    daysAgo: 40,
  },
  {
    type: 'PARTNER',
    partner: INSURANCE,
    title: L(
      'Verzekeringen gemaakt voor vakmensen',
      'Des assurances pensées pour les artisans',
      'Assicurazioni pensate per gli artigiani',
      'Versicherungen für das Handwerk',
      'Insurance written for the trades',
    ),
    summary: L(
      'Aansprakelijkheid, gereedschap onderweg en arbeidsongeschiktheid, online berekend in een paar minuten.',
      'Responsabilité civile professionnelle, outillage transporté et prévoyance, devis en ligne en quelques minutes.',
      'Responsabilità civile, attrezzatura in trasporto e tutela del reddito, con preventivo online in pochi minuti.',
      'Betriebshaftpflicht, Werkzeug unterwegs und Einkommensschutz, online berechnet in wenigen Minuten.',
      'Public liability, tools in transit and income protection, quoted online in minutes.',
      { us: 'General liability, tools in transit and income protection, quoted online in minutes.' },
    ),
    offer: L(
      'Dekking die ingaat op de dag dat je afsluit',
      'Une couverture qui démarre le jour de la souscription',
      'Copertura attiva dal giorno in cui la sottoscrivi',
      'Versicherungsschutz ab dem Tag des Abschlusses',
      'Cover that starts the day you buy it',
      { us: 'Coverage that starts the day you buy it' },
    ),
    code: null,
    body: [
      L(
        'Geef je vak en de omvang van je klussen door, dan krijg je de dekking voorgesteld waar een huiseigenaar naar kan vragen. Je polisbewijs komt meteen per e-mail, klaar om te delen.',
        'Indiquez votre métier et la taille de vos chantiers : on vous propose les garanties qu’un particulier peut vous demander. Votre attestation arrive aussitôt par e-mail, prête à être transmise.',
        'Indica il tuo mestiere e la dimensione dei tuoi lavori e ti propongono la copertura che un proprietario di casa può chiederti. Il certificato arriva subito per e-mail, pronto da condividere.',
        'Nennen Sie Ihr Gewerk und die Größe Ihrer Aufträge, und Sie erhalten den Schutz vorgeschlagen, nach dem Auftraggeber fragen können. Ihre Versicherungsbestätigung kommt sofort per E-Mail und lässt sich gleich weitergeben.',
        'Tell them your trade and the size of your jobs, and they suggest the cover a home owner may ask to see. Your certificate is emailed straight away, ready to share.',
        {
          us: 'Tell them your trade and the size of your projects, and they suggest the coverage a homeowner may ask to see. Your certificate is emailed right away, ready to share.',
        },
      ),
      L(
        'Schades worden behandeld door een team dat de bouw kent, telefonisch, op werkdagen en zaterdagochtend.',
        'Les sinistres sont gérés par une équipe qui connaît le bâtiment, par téléphone, en semaine et le samedi matin.',
        'I sinistri li segue un team che conosce l’edilizia, al telefono, nei giorni feriali e il sabato mattina.',
        'Schäden bearbeitet ein Team, das das Handwerk kennt, telefonisch, werktags und am Samstagvormittag.',
        'Claims are handled by a team that knows the trades, by phone, on weekdays and Saturday mornings.',
      ),
    ],
    daysAgo: 75,
  },
  {
    type: 'PARTNER',
    partner: BOOKKEEPING,
    title: L(
      'Boekhouden zonder avondwerk',
      'La comptabilité sans y passer vos soirées',
      'La contabilità senza perderci le serate',
      'Buchhaltung ohne Feierabendarbeit',
      'Bookkeeping without the late evenings',
    ),
    summary: L(
      'Offertes, facturen en bonnetjes in één app, met een boekhouder die je jaarafsluiting controleert.',
      'Devis, factures et justificatifs dans une seule application, avec un expert-comptable pour votre bilan.',
      'Preventivi, fatture e ricevute in un’unica app, con un commercialista che controlla la chiusura d’anno.',
      'Angebote, Rechnungen und Belege in einer App, mit Steuerberatung für den Jahresabschluss.',
      'Quotes, invoices and receipts in one app, with an accountant to check your year-end.',
    ),
    offer: L(
      'Foto van je bonnetje en het is geboekt',
      'Photographiez un justificatif, il est classé',
      'Fotografa una ricevuta ed è già registrata',
      'Beleg fotografieren, schon ist er verbucht',
      'Snap a receipt and it is filed',
    ),
    code: null,
    body: [
      L(
        'Stuur een factuur vanuit de bus zodra het werk klaar is, zie wie er betaald heeft, en fotografeer bonnetjes in plaats van ze in het dashboardkastje te bewaren.',
        'Envoyez la facture depuis le camion dès la fin des travaux, voyez qui a payé et photographiez vos tickets au lieu de les garder dans la boîte à gants.',
        'Manda la fattura dal furgone appena il lavoro è finito, vedi chi ha pagato e fotografa le ricevute invece di tenerle nel cruscotto.',
        'Schicken Sie die Rechnung direkt aus dem Transporter, sobald die Arbeit erledigt ist, sehen Sie, wer bezahlt hat, und fotografieren Sie Belege, statt sie im Handschuhfach zu sammeln.',
        'Send an invoice from the van the moment the work is done, see who has paid, and photograph receipts instead of keeping them in the glovebox.',
        {
          us: 'Send an invoice from the van the moment the work is done, see who has paid, and photograph receipts instead of keeping them in the glove compartment.',
        },
      ),
      L(
        'Je belastingaangifte wordt uit dezelfde gegevens opgesteld en een boekhouder controleert haar voordat ze wordt ingediend.',
        'Votre déclaration est préparée à partir des mêmes données, et un expert-comptable la vérifie avant l’envoi.',
        'La dichiarazione dei redditi si prepara dagli stessi dati e un commercialista la controlla prima dell’invio.',
        'Ihre Steuererklärung entsteht aus denselben Daten, und eine Steuerberaterin prüft sie vor der Abgabe.',
        'Your tax return is prepared from the same records, and an accountant checks it before it is filed.',
      ),
    ],
    daysAgo: 120,
  },
];

const PERKS: readonly ProPage[] = [
  {
    type: 'TRADE_PERK',
    partner: TOOLS,
    title: L(
      '15% korting op elektrisch gereedschap',
      '15 % de remise sur l’outillage électroportatif',
      '15% di sconto sugli elettroutensili',
      '15 % Rabatt auf Elektrowerkzeug',
      '15% off power tools',
    ),
    summary: L(
      'Boormachines, zagen en schuurmachines, bovenop je vakhandelprijzen.',
      'Perceuses, scies et ponceuses, en plus de vos prix pros.',
      'Trapani, seghe e levigatrici, in aggiunta ai tuoi prezzi da professionista.',
      'Bohrmaschinen, Sägen und Schleifer, zusätzlich zu Ihren Händlerpreisen.',
      'Drills, saws and sanders, on top of your trade prices.',
    ),
    offer: L(
      '15% korting op je eerste drie bestellingen',
      '15 % sur vos trois premières commandes',
      '15% sui tuoi primi tre ordini',
      '15 % auf Ihre ersten drei Bestellungen',
      '15% off your first three orders',
    ),
    code: 'HEARTH15',
    body: [
      L(
        'Vul de code in bij het afrekenen of noem hem aan de balie. Hij geldt voor elektrisch gereedschap met snoer en accu, en voor accu’s en laders.',
        'Saisissez le code au paiement ou donnez-le au comptoir. Il s’applique à l’outillage filaire et sans fil, ainsi qu’aux batteries et chargeurs.',
        'Inserisci il codice al pagamento o dillo al banco. Vale per gli elettroutensili a filo e a batteria, e per batterie e caricabatterie.',
        'Geben Sie den Code im Onlineshop ein oder nennen Sie ihn an der Theke. Er gilt für Elektrowerkzeug mit Kabel oder Akku sowie für Akkus und Ladegeräte.',
        'Enter the code at checkout or quote it at the counter. It works on corded and cordless power tools, and on batteries and chargers.',
      ),
      L(
        'De korting komt bovenop je vakhandelprijzen en geldt niet voor opruimingsacties.',
        'La remise s’ajoute à vos prix pros et ne se cumule pas avec les déstockages.',
        'Lo sconto si aggiunge ai tuoi prezzi da professionista e non è cumulabile con le svendite.',
        'Der Rabatt gilt zusätzlich zu Ihren Händlerpreisen, nicht aber für Abverkaufsangebote.',
        'The discount comes on top of your trade prices and does not apply to clearance offers.',
      ),
    ],
    daysAgo: 3,
  },
  {
    type: 'TRADE_PERK',
    partner: BOOKKEEPING,
    title: L(
      'Drie maanden gratis boekhouden',
      'Trois mois de comptabilité offerts',
      'Tre mesi di contabilità gratis',
      'Drei Monate Buchhaltung gratis',
      'Three months of bookkeeping free',
    ),
    summary: L(
      'Probeer de app voor facturen en bonnetjes een kwartaal lang voordat je iets betaalt.',
      'Essayez l’application de factures et de justificatifs pendant un trimestre avant de payer quoi que ce soit.',
      'Prova l’app per fatture e ricevute per un trimestre prima di pagare qualcosa.',
      'Testen Sie die App für Rechnungen und Belege ein Quartal lang, bevor Sie etwas bezahlen.',
      'Try the invoicing and receipts app for a quarter before you pay anything.',
    ),
    offer: L(
      'Eerste 3 maanden gratis, daarna een jaar lang halve prijs',
      '3 premiers mois offerts, puis moitié prix pendant un an',
      'Primi 3 mesi gratis, poi metà prezzo per un anno',
      '3 Monate gratis, danach ein Jahr zum halben Preis',
      'First 3 months free, then half price for a year',
    ),
    code: 'HEARTHBOOKS',
    body: [
      L(
        'Meld je aan met de code en koppel je zakelijke rekening; je betalingen van de afgelopen drie maanden worden voor je ingedeeld.',
        'Inscrivez-vous avec le code et reliez votre compte bancaire professionnel : vos paiements des trois derniers mois sont classés pour vous.',
        'Iscriviti con il codice e collega il conto aziendale: i pagamenti degli ultimi tre mesi vengono ordinati per te.',
        'Melden Sie sich mit dem Code an und verbinden Sie Ihr Geschäftskonto; Ihre Zahlungen der letzten drei Monate werden für Sie zugeordnet.',
        'Sign up with the code and connect your business bank account; your payments of the past three months are sorted for you.',
      ),
      L(
        'Zeg je voor het einde van de gratis maanden op in de app, dan betaal je niets.',
        'Résiliez dans l’application avant la fin des mois offerts et vous ne payez rien.',
        'Se disdici nell’app prima della fine dei mesi gratuiti, non paghi nulla.',
        'Kündigen Sie vor Ende der Gratismonate in der App, zahlen Sie nichts.',
        'Cancel in the app before the free months end and you pay nothing.',
      ),
    ],
    daysAgo: 18,
  },
  {
    type: 'TRADE_PERK',
    partner: INSURANCE,
    title: L(
      '10% korting op je eerste verzekeringsjaar',
      '10 % de remise sur votre première année d’assurance',
      '10% di sconto sul primo anno di polizza',
      '10 % Rabatt im ersten Versicherungsjahr',
      '10% off your first year of cover',
      { us: '10% off your first year of coverage' },
    ),
    summary: L(
      'Aansprakelijkheid en gereedschapsdekking voordeliger in je eerste jaar.',
      'La responsabilité civile et la garantie outillage moins chères la première année.',
      'Responsabilità civile e copertura dell’attrezzatura a meno nel primo anno.',
      'Betriebshaftpflicht und Werkzeugschutz günstiger im ersten Jahr.',
      'Liability and tools cover for less in your first year.',
      { us: 'Liability and tools coverage for less in your first year.' },
    ),
    offer: L(
      '10% korting op de premie van het eerste jaar',
      '10 % sur la prime de la première année',
      '10% sul premio del primo anno',
      '10 % auf den Beitrag im ersten Jahr',
      '10% off the first year’s premium',
    ),
    code: 'HEARTHCOVER',
    body: [
      L(
        'Noem de code als je online of telefonisch een prijs vraagt. De korting geldt voor alle polissen die je samen afsluit.',
        'Indiquez le code lors de votre demande de devis en ligne ou par téléphone. La remise s’applique à tous les contrats souscrits ensemble.',
        'Indica il codice quando chiedi un preventivo online o al telefono. Lo sconto vale per tutte le polizze che sottoscrivi insieme.',
        'Nennen Sie den Code, wenn Sie online oder telefonisch ein Angebot anfragen. Der Rabatt gilt für alle Verträge, die Sie zusammen abschließen.',
        'Quote the code when you ask for a price online or by phone. The discount applies to every policy you take out together.',
      ),
      L(
        'Al ergens anders verzekerd? Je dekking kan ingaan op de dag dat je huidige polis afloopt.',
        'Déjà assuré ailleurs ? Votre contrat peut démarrer le jour où l’actuel prend fin.',
        'Sei già assicurato altrove? La copertura può partire il giorno in cui scade la polizza attuale.',
        'Schon anderswo versichert? Der neue Schutz kann an dem Tag beginnen, an dem Ihr jetziger Vertrag endet.',
        'Already insured elsewhere? Your cover can start the day your current policy ends.',
        { us: 'Already insured elsewhere? Your coverage can start the day your current policy ends.' },
      ),
    ],
    daysAgo: 33,
  },
  {
    type: 'TRADE_PERK',
    partner: WORKWEAR,
    title: L(
      '20% korting op werkkleding en veiligheidsschoenen',
      '20 % de remise sur les vêtements de travail et chaussures de sécurité',
      '20% di sconto su abbigliamento da lavoro e scarpe antinfortunistiche',
      '20 % Rabatt auf Arbeitskleidung und Sicherheitsschuhe',
      '20% off workwear and safety boots',
    ),
    summary: L(
      'Stevige broeken, jassen en schoenen, met gratis je bedrijfslogo erop.',
      'Pantalons, vestes et chaussures résistants, avec le logo de votre entreprise imprimé gratuitement.',
      'Pantaloni, giacche e scarpe resistenti, con il logo della tua impresa stampato gratis.',
      'Strapazierfähige Hosen, Jacken und Schuhe, mit kostenlosem Aufdruck Ihres Firmenlogos.',
      'Hard-wearing trousers, jackets and boots, with your company logo printed free.',
      { us: 'Heavy-duty pants, jackets and boots, with your company logo printed free.' },
    ),
    offer: L(
      '20% korting en gratis logo-opdruk',
      '20 % de remise et impression du logo offerte',
      '20% di sconto e stampa del logo gratis',
      '20 % Rabatt und kostenloser Logodruck',
      '20% off and free logo printing',
    ),
    code: 'HEARTHWEAR20',
    body: [
      L(
        'Bestel online met de code, of ga naar een van hun winkels en laat deze pagina zien. Binnen 60 dagen ruil je gratis van maat.',
        'Commandez en ligne avec le code, ou rendez-vous dans une de leurs boutiques en montrant cette page. Les tailles s’échangent gratuitement pendant 60 jours.',
        'Ordina online con il codice, oppure vai in uno dei loro negozi e mostra questa pagina. Le taglie si cambiano gratis entro 60 giorni.',
        'Bestellen Sie online mit dem Code oder zeigen Sie diese Seite in einer ihrer Filialen. Größen tauschen Sie innerhalb von 60 Tagen kostenlos um.',
        'Order online with the code, or show this page in one of their shops. Sizes can be swapped free within 60 days.',
        {
          us: 'Order online with the code, or show this page in one of their stores. Sizes can be exchanged free within 60 days.',
        },
      ),
      L(
        'Logo-opdruk is gratis vanaf vijf kledingstukken per bestelling.',
        'L’impression du logo est offerte dès cinq vêtements commandés.',
        'La stampa del logo è gratuita da cinque capi per ordine.',
        'Der Logodruck ist ab fünf Kleidungsstücken pro Bestellung kostenlos.',
        'Logo printing is free on orders of five garments or more.',
      ),
    ],
    daysAgo: 50,
  },
  {
    type: 'TRADE_PERK',
    partner: FUEL,
    title: L(
      'Bespaar bij elke tankbeurt',
      'Économisez à chaque plein',
      'Risparmia a ogni pieno',
      'Sparen bei jedem Tanken',
      'Save on every fill-up',
    ),
    summary: L(
      'Eén pas voor brandstof bij duizenden stations, met één btw-factuur per maand.',
      'Une seule carte pour le carburant dans des milliers de stations, avec une facture de TVA unique chaque mois.',
      'Una sola carta per il carburante in migliaia di distributori, con un’unica fattura IVA al mese.',
      'Eine Karte für Kraftstoff an Tausenden Tankstellen, mit einer Sammelrechnung samt Umsatzsteuer im Monat.',
      'One card for fuel at thousands of stations, with a single VAT invoice each month.',
      { us: 'One card for gas and diesel at thousands of stations, with a single itemized statement each month.' },
    ),
    offer: L(
      '3% terug op brandstof in je eerste zes maanden',
      '3 % remboursés sur le carburant pendant six mois',
      '3% di rimborso sul carburante per i primi sei mesi',
      '3 % zurück auf Kraftstoff in den ersten sechs Monaten',
      '3% back on fuel for your first six months',
    ),
    code: 'HEARTHFUEL',
    body: [
      L(
        'Vraag de pas aan met de code; binnen een week heb je een pas per bus, met limieten die je zelf instelt.',
        'Faites votre demande avec le code : les cartes arrivent sous une semaine, une par véhicule, avec les plafonds que vous fixez.',
        'Richiedila con il codice: le carte arrivano entro una settimana, una per furgone, con i limiti che decidi tu.',
        'Beantragen Sie die Karte mit dem Code; innerhalb einer Woche kommt eine Karte pro Fahrzeug, mit Limits, die Sie festlegen.',
        'Apply with the code; within a week you have a card for each van, with limits you set.',
      ),
      L(
        'Het bedrag dat je terugkrijgt, wordt aan het eind van elke maand op je rekening gestort.',
        'Le remboursement est versé sur votre compte à la fin de chaque mois.',
        'Il rimborso viene accreditato sul tuo conto alla fine di ogni mese.',
        'Die Rückvergütung wird am Ende jedes Monats auf Ihr Konto überwiesen.',
        'The cashback is paid into your account at the end of each month.',
      ),
    ],
    daysAgo: 64,
  },
];

export const PRO_PAGES: readonly ProPage[] = [...PARTNERS, ...PERKS];

// Every partner and perk of one brand, in its language; the same rows for the same seed and day.
export function makeProContentPages(brand: BrandId, seed: number, now: Date): Row[] {
  const random = new Random(seed, brand, 'pro-content');
  return PRO_PAGES.map((page) => {
    const title = say(page.title, brand);
    const partnerName = say(page.partner.name, brand);
    return {
      id: random.uuid(),
      brand,
      type: page.type,
      cluster: null,
      slug: slugify(title),
      title,
      summary: say(page.summary, brand),
      body: page.body.map((paragraph) => ({ kind: 'paragraph', text: say(paragraph, brand) })),
      partner_name: partnerName,
      offer: say(page.offer, brand),
      offer_code: page.code,
      offer_url: `https://www.${slugify(partnerName)}.example/${page.partner.path}`,
      published_at: daysBefore(now, page.daysAgo),
    };
  });
}
