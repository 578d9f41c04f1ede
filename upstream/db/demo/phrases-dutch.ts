// Dutch sentences for the demo data (see phrases.ts for the slots).
import type { Phrases } from './phrase-book.ts';

export const DUTCH: Phrases = {
  jobOpenings: [
    'Ik zoek een vakman voor: {service}.',
    'Wij zijn op zoek naar iemand die ons kan helpen met {service} in {city}.',
    'Graag offertes voor {service}.',
    'Voor ons huis in {city} zoeken we een betrouwbare vakman voor {service}.',
    'Wie kan ons op korte termijn helpen met {service}?',
    'We hebben hulp nodig bij {service}.',
  ],
  jobProperty: [
    'Het gaat om een {property} uit {year}.',
    'Ons huis is een {property}, gebouwd in {year}.',
    'Het betreft een {property} (bouwjaar {year}).',
  ],
  measure: '{label}: ongeveer {value}.',
  jobExtras: [
    'De vorige eigenaar heeft hier weinig aan gedaan.',
    'We hebben het zelf geprobeerd, maar dit laten we liever aan een vakman over.',
    'Het werk moet klaar zijn voordat we gaan verbouwen.',
    'Er is genoeg ruimte om materiaal neer te zetten.',
    'We zijn overdag meestal thuis.',
    'Foto’s kunnen we desgewenst via het platform sturen.',
  ],
  jobClosings: [
    'Graag vooraf een prijsindicatie.',
    'Wij horen graag wanneer u kunt beginnen.',
    'Alvast bedankt voor uw reactie!',
    'Een vaste prijs heeft onze voorkeur.',
    'Graag eerst even langskomen om te kijken.',
  ],
  notes: [
    'We hebben een hond, maar die is erg vriendelijk.',
    'De sleutel kan bij de buren worden opgehaald.',
    'Het liefst zo snel mogelijk, maar het is geen spoed.',
    'Parkeren kan gratis in de straat.',
    'Graag alles netjes achterlaten, we hebben kleine kinderen.',
  ],
  proposalTexts: [
    'Beste {first}, ik heb uw aanvraag gelezen en kan dit prima voor u uitvoeren. Ik werk al jaren in {city} en omgeving.',
    'Goedendag {first}, wij hebben veel ervaring met {service}. Graag kom ik vrijblijvend langs om alles te bekijken.',
    'Hallo {first}, dank voor uw aanvraag. Dit soort klussen doen wij wekelijks. De prijs is inclusief materiaal en afvoer.',
    'Beste {first}, ik kan op korte termijn beginnen. Na afloop ruimen wij alles netjes op.',
  ],
  availability: [
    'Volgende week dinsdag of woensdag',
    'Binnen twee weken',
    'Deze week nog',
    'Na overleg, ook op zaterdag',
  ],
  priceNotes: [
    'Inclusief materiaal en btw',
    'Exclusief materiaal',
    'Vaste prijs, inclusief voorrijkosten',
    'Indicatie na foto’s, definitief na bezoek',
  ],
  otherPriceNotes: ['{rate} per uur, materiaal apart', 'Op uurbasis ({rate} per uur), na een bezoek een vaste prijs'],
  homeVisitNotes: [
    'Ik kom graag eerst kijken om de prijs definitief te maken.',
    'Een kort bezoek van een kwartier is genoeg.',
  ],
  consumerMessages: [
    'Kunt u ook volgende week maandag?',
    'Is de prijs inclusief btw?',
    'Dank voor uw voorstel, we willen graag verder.',
    'Hoe lang duurt de klus ongeveer?',
    'Moeten wij nog iets voorbereiden?',
  ],
  proMessages: [
    'Dat kan, ik zet het in de planning.',
    'Ja, alle prijzen zijn inclusief btw.',
    'Reken op ongeveer een dag werk.',
    'Graag de ruimte vrijmaken, dan kunnen we direct beginnen.',
    'Ik kom dinsdagochtend rond negen uur langs.',
  ],
  declineReasons: [
    'We hebben voor een andere vakman gekozen.',
    'De prijs past niet in ons budget.',
    'De planning sluit niet aan.',
  ],
  closeReasons: ['We hebben het zelf opgelost.', 'We stellen de verbouwing een jaar uit.', 'Niet meer nodig.'],
  reviewTitles: [
    ['Teleurstellend', 'Niet aan te raden'],
    ['Matig', 'Kon beter'],
    ['Redelijk', 'Prima, maar niet meer dan dat'],
    ['Goed werk', 'Tevreden', 'Netjes gedaan'],
    ['Uitstekend!', 'Echte vakman', 'Top service', 'Snel en vakkundig'],
  ],
  reviewBodies: [
    [
      'Afspraken werden niet nagekomen en het werk moest opnieuw. Jammer.',
      '{company} kwam twee keer niet opdagen. Uiteindelijk iemand anders gevraagd.',
    ],
    [
      'Het werk is gedaan, maar het duurde veel langer dan afgesproken.',
      'Communicatie verliep stroef en de rommel bleef liggen.',
    ],
    [
      'Het resultaat is in orde, alleen de planning liep wat uit.',
      'Redelijke prijs, het werk is goed maar niet perfect afgewerkt.',
    ],
    [
      '{company} heeft het werk netjes uitgevoerd. Kleine vertraging, maar goed gecommuniceerd.',
      'Vriendelijke mensen en een mooi resultaat. Prijs was zoals afgesproken.',
      'Goed geholpen, alles werkt weer. Een volgende keer vragen we ze weer.',
    ],
    [
      'Snel gereageerd, op tijd begonnen en alles keurig schoon achtergelaten. Een aanrader!',
      '{company} denkt mee en levert vakwerk. Wij zijn erg tevreden over het resultaat.',
      'Duidelijke offerte, geen verrassingen achteraf en een prachtig resultaat.',
      'Heel prettig contact en binnen een dag klaar. Zeker voor herhaling vatbaar.',
    ],
  ],
  reviewResponses: [
    'Dank u wel {first}, fijn om te horen dat u tevreden bent!',
    'Bedankt voor uw eerlijke reactie, {first}. We nemen uw punten mee.',
    'Hartelijk dank voor het vertrouwen, {first}.',
  ],
  moderationNote: 'Bevat informatie die niet over het uitgevoerde werk gaat.',
  questionTitles: [
    '{Service}: wat kost dat ongeveer?',
    '{Service}: hoe lang duurt dat?',
    'Waar moet ik op letten bij {service}?',
    '{Service} in een huis uit {year}: waar begin ik?',
  ],
  questionBodies: [
    'We willen binnenkort {service} laten doen in ons huis in {city}. Heeft iemand een idee van de kosten?',
    'Ons huis is gebouwd in {year}. Is dat van invloed op {service}?',
    'Ik krijg heel verschillende prijzen voor {service}. Hoe kan dat?',
  ],
  answers: [
    'Reken voor {service} op ongeveer {min} tot {max}, afhankelijk van de grootte en de staat van het huis.',
    'Vraag altijd een vaste prijs en laat iemand eerst komen kijken. Dan weet u waar u aan toe bent.',
    'Bij oudere huizen kijken we eerst naar de ondergrond. Dat voorkomt verrassingen achteraf.',
    'Prijsverschillen komen vaak door materiaalkeuze en voorrijkosten. Vergelijk dus wat er in de offerte staat.',
  ],
  bios: [
    '{company} is een familiebedrijf uit {city}, opgericht in {year}. Wij zijn gespecialiseerd in {services} en werken met vaste, ervaren vakmensen.',
    'Sinds {year} helpen wij huiseigenaren in {city} en omgeving met {services}. Duidelijke afspraken en een nette afwerking staan bij ons voorop.',
    'Vakmanschap, eerlijke prijzen en goede communicatie: dat is {company}. Jouw adres voor {services} in de regio {city}.',
  ],
  and: ' en ',
  companyNames: ['{last} {word}', '{word} {last}', '{word} {city}', '{first} {last} {word}', '{last} & Zn.'],
  priceGuide: {
    title: 'Wat kost {one}?',
    summary: 'Prijzen en tarieven van {pros_lower}: waar moet je rekening mee houden?',
    line: '{Service}: meestal tussen {min} en {max}.',
    blocks: [
      ['heading', 'Gemiddelde prijzen'],
      ['paragraph', '{lines}'],
      ['heading', 'Waar hangt de prijs van af?'],
      [
        'paragraph',
        'De prijs hangt af van de omvang van het werk, de bereikbaarheid, het materiaal en de staat van je woning.',
      ],
      ['heading', 'Zo bespaar je'],
      ['paragraph', 'Vraag meerdere offertes aan, combineer klussen en zorg dat de ruimte vrij is als de vakman komt.'],
    ],
  },
  article: {
    title: 'Zo vind je {one} die bij je past',
    summary: 'Waar let je op bij het kiezen van {one}? Zes tips.',
    blocks: [
      ['paragraph', 'Een goede vakman vinden hoeft niet moeilijk te zijn. Met deze tips kies je met vertrouwen.'],
      ['heading', 'Lees beoordelingen'],
      [
        'paragraph',
        'Beoordelingen van andere huiseigenaren zeggen veel over de kwaliteit en betrouwbaarheid van {pros_lower}.',
      ],
      ['heading', 'Vergelijk offertes'],
      [
        'paragraph',
        'Vraag minstens drie offertes aan en let niet alleen op de prijs, maar ook op wat er is inbegrepen.',
      ],
      ['heading', 'Maak duidelijke afspraken'],
      ['paragraph', 'Leg planning, prijs en oplevering vast voordat het werk begint.'],
    ],
  },
  servicePage: {
    title: '{Service} bij jou in de buurt',
    summary: 'Vind betrouwbare {pros_lower} voor {service}, vergelijk beoordelingen en ontvang gratis offertes.',
    blocks: [
      ['heading', 'Hoe werkt het?'],
      [
        'paragraph',
        'Beschrijf je klus, ontvang reacties van vakmensen uit de buurt en kies wie het beste bij jou past.',
      ],
      ['heading', 'Wat kost {service}?'],
      ['paragraph', 'Meestal betaal je tussen {min} en {max}, afhankelijk van de omvang van het werk.'],
    ],
  },
  taskArticle: {
    title: '{Service}: stap voor stap',
    summary: 'Wat komt er kijken bij {service}, en wat kun je zelf voorbereiden?',
    blocks: [
      ['heading', 'Voorbereiding'],
      ['paragraph', 'Maak de ruimte vrij, bescherm de vloer en zorg dat de vakman goed bij het werk kan.'],
      ['heading', 'De uitvoering'],
      ['paragraph', 'Een ervaren vakman bespreekt eerst de wensen, werkt volgens planning en ruimt na afloop op.'],
      ['heading', 'Na afloop'],
      ['paragraph', 'Controleer het werk samen en bewaar de factuur voor de garantie.'],
    ],
  },
  blogPosts: [
    {
      title: 'Je huis klaar voor de winter',
      summary: 'Vijf klussen die je het beste vóór de eerste vorst kunt laten doen.',
      blocks: [
        ['paragraph', 'Als de dagen korter worden, is het tijd om je huis na te lopen.'],
        ['heading', 'Laat de cv-ketel onderhouden'],
        ['paragraph', 'Een onderhoudsbeurt voorkomt storingen op de koudste dag van het jaar.'],
        ['heading', 'Maak de dakgoten schoon'],
        ['paragraph', 'Verstopte goten zorgen voor lekkages en vochtplekken.'],
      ],
    },
    {
      title: 'Verduurzamen: waar begin je?',
      summary: 'Isoleren, een warmtepomp of zonnepanelen: zo maak je een plan.',
      blocks: [
        ['paragraph', 'Verduurzamen loont, maar de volgorde is belangrijk.'],
        ['heading', 'Eerst isoleren'],
        ['paragraph', 'Een goed geïsoleerd huis heeft minder warmte nodig. Begin bij dak, vloer en spouwmuur.'],
        ['heading', 'Dan de installatie'],
        ['paragraph', 'Pas daarna loont een warmtepomp echt.'],
      ],
    },
    {
      title: 'Verbouwen zonder stress',
      summary: 'Met een goede planning blijft je verbouwing overzichtelijk.',
      blocks: [
        ['paragraph', 'Een verbouwing is spannend. Met deze tips houd je grip op tijd en budget.'],
        ['heading', 'Reken op onvoorziene kosten'],
        ['paragraph', 'Houd tien procent van je budget achter de hand.'],
      ],
    },
    {
      title: 'De tuin voorjaarsklaar',
      summary: 'Snoeien, bemesten en de bestrating nalopen.',
      blocks: [
        ['paragraph', 'In maart en april leg je de basis voor een mooie zomer in de tuin.'],
        ['heading', 'Snoeien op tijd'],
        ['paragraph', 'Snoei heesters voordat ze gaan bloeien en laat grote bomen door een vakman doen.'],
      ],
    },
  ],
};
