// German sentences for the demo data, with Austrian wording for the at brand (see phrases.ts for
// the slots).
import type { Phrases } from './phrase-book.ts';

export const GERMAN: Phrases = {
  jobOpenings: [
    'Ich suche einen Fachbetrieb für folgende Arbeiten: {service}.',
    'Wir suchen in {city} jemanden für: {service}.',
    'Bitte um Angebote: {service}.',
    'Für unser Haus in {city} suchen wir einen zuverlässigen Handwerker. Es geht um: {service}.',
    'Wer kann kurzfristig helfen? Auftrag: {service}.',
    'Wir brauchen Unterstützung bei: {service}.',
  ],
  jobProperty: [
    'Objekt: {property}, Baujahr {year}.',
    'Es handelt sich um ein Gebäude von {year} ({property}).',
    'Art der Immobilie: {property}, gebaut {year}.',
  ],
  measure: '{label}: etwa {value}.',
  jobExtras: [
    'Der Vorbesitzer hat hier wenig gemacht.',
    'Wir haben es selbst versucht, überlassen das aber lieber einem Profi.',
    'Die Arbeiten sollten vor unserem Einzug fertig sein.',
    'Es gibt genug Platz, um Material abzustellen.',
    'Tagsüber sind wir meistens zu Hause.',
    'Fotos können wir gern über die Plattform schicken.',
  ],
  jobClosings: [
    'Bitte vorab um eine grobe Preisangabe.',
    'Wir freuen uns über Ihre Rückmeldung mit einem möglichen Starttermin.',
    'Vielen Dank im Voraus!',
    'Ein Festpreis wäre uns am liebsten.',
    'Gern vorher zur Besichtigung vorbeikommen.',
  ],
  notes: [
    'Wir haben einen Hund, der ist aber sehr freundlich.',
    'Der Schlüssel liegt bei den Nachbarn.',
    'Gern bald, aber es ist nicht dringend.',
    'Parken ist in der Straße kostenlos.',
    'Bitte alles sauber hinterlassen, wir haben kleine Kinder.',
  ],
  proposalTexts: [
    'Guten Tag {first}, ich habe Ihre Anfrage gelesen und übernehme das gern. Ich arbeite seit Jahren in {city} und Umgebung.',
    'Hallo {first}, damit haben wir viel Erfahrung. Gern komme ich unverbindlich vorbei und schaue mir alles an.',
    'Guten Tag {first}, danke für Ihre Anfrage. Der Preis versteht sich inklusive Material und Entsorgung.',
    'Hallo {first}, ich kann kurzfristig anfangen. Nach den Arbeiten räumen wir selbstverständlich auf.',
  ],
  availability: [
    'Nächste Woche Dienstag oder Mittwoch',
    'Innerhalb von zwei Wochen',
    'Noch diese Woche',
    'Nach Absprache, auch samstags',
  ],
  priceNotes: [
    'Inklusive Material und MwSt.',
    'Ohne Material',
    'Festpreis inklusive Anfahrt',
    'Schätzung nach Fotos, Festpreis nach Besichtigung',
  ],
  otherPriceNotes: [
    '{rate} pro Stunde, Material extra',
    'Nach Aufwand ({rate} pro Stunde), Festpreis nach Besichtigung',
  ],
  homeVisitNotes: [
    'Ich schaue mir das gern vorher an, dann steht der Preis fest.',
    'Eine kurze Besichtigung von einer Viertelstunde reicht.',
  ],
  consumerMessages: [
    'Ginge es auch nächsten Montag?',
    'Ist der Preis inklusive Mehrwertsteuer?',
    'Danke für Ihr Angebot, wir möchten gern weitermachen.',
    'Wie lange dauern die Arbeiten ungefähr?',
    'Müssen wir noch etwas vorbereiten?',
  ],
  proMessages: [
    'Das geht, ich plane es ein.',
    'Ja, alle Preise sind inklusive Mehrwertsteuer.',
    'Rechnen Sie mit etwa einem Arbeitstag.',
    'Bitte den Raum freiräumen, dann können wir gleich loslegen.',
    'Ich komme Dienstagvormittag gegen neun Uhr.',
  ],
  declineReasons: [
    'Wir haben uns für einen anderen Betrieb entschieden.',
    'Der Preis liegt über unserem Budget.',
    'Der Termin passt leider nicht.',
  ],
  closeReasons: [
    'Wir haben es selbst gelöst.',
    'Wir verschieben die Renovierung auf nächstes Jahr.',
    'Hat sich erledigt.',
  ],
  reviewTitles: [
    ['Enttäuschend', 'Nicht zu empfehlen'],
    ['Mäßig', 'Ausbaufähig'],
    ['In Ordnung', 'Okay, mehr nicht'],
    ['Gute Arbeit', 'Zufrieden', 'Sauber gearbeitet'],
    ['Hervorragend!', 'Echter Profi', 'Top Service', 'Schnell und kompetent'],
  ],
  reviewBodies: [
    [
      'Termine wurden nicht eingehalten und die Arbeit musste nachgebessert werden. Schade.',
      '{company} ist zweimal nicht erschienen. Am Ende haben wir jemand anderen beauftragt.',
    ],
    [
      'Die Arbeit wurde erledigt, hat aber deutlich länger gedauert als vereinbart.',
      'Die Kommunikation war schwierig und es blieb Schmutz liegen.',
    ],
    [
      'Das Ergebnis ist in Ordnung, nur der Zeitplan ist etwas verrutscht.',
      'Fairer Preis, gute Arbeit, aber nicht perfekt abgeschlossen.',
    ],
    [
      '{company} hat sauber gearbeitet. Kleine Verzögerung, aber gut kommuniziert.',
      'Freundliches Team und ein schönes Ergebnis. Der Preis war wie vereinbart.',
      'Gut beraten, alles funktioniert wieder. Wir würden wieder beauftragen.',
    ],
    [
      'Schnelle Antwort, pünktlich angefangen und alles sauber hinterlassen. Sehr zu empfehlen!',
      '{company} denkt mit und liefert Qualität. Wir sind sehr zufrieden.',
      'Klares Angebot, keine Überraschungen und ein tolles Ergebnis.',
      'Sehr angenehmer Kontakt und an einem Tag fertig. Gern wieder.',
    ],
  ],
  reviewResponses: [
    'Vielen Dank, {first}, schön, dass Sie zufrieden sind!',
    'Danke für Ihr ehrliches Feedback, {first}. Wir nehmen es uns zu Herzen.',
    'Herzlichen Dank für Ihr Vertrauen, {first}.',
  ],
  moderationNote: 'Enthält Angaben, die nicht die ausgeführten Arbeiten betreffen.',
  questionTitles: [
    '{Service}: Mit welchen Kosten muss ich rechnen?',
    '{Service}: Wie lange dauert das?',
    '{Service}: Worauf sollte ich achten?',
    '{Service} in einem Haus von {year}: Wo fange ich an?',
  ],
  questionBodies: [
    'Wir planen in unserem Haus in {city} folgende Arbeiten: {service}. Hat jemand eine Idee, was das kostet?',
    'Unser Haus ist von {year}. Spielt das für diese Arbeiten ({service}) eine Rolle?',
    'Ich bekomme sehr unterschiedliche Preise für: {service}. Woran liegt das?',
  ],
  answers: [
    'Rechnen Sie mit etwa {min} bis {max}, je nach Größe und Zustand des Hauses.',
    'Lassen Sie sich immer einen Festpreis geben und jemanden vorher vorbeikommen. Dann wissen Sie, woran Sie sind.',
    'Bei älteren Häusern prüfen wir zuerst den Untergrund. Das vermeidet böse Überraschungen.',
    'Preisunterschiede kommen oft durch Material und Anfahrt zustande. Vergleichen Sie genau, was im Angebot steht.',
  ],
  bios: [
    '{company} ist ein Familienbetrieb aus {city}, gegründet {year}. Unsere Schwerpunkte: {services}. Wir arbeiten mit erfahrenen Fachleuten.',
    'Seit {year} helfen wir Hausbesitzern in {city} und Umgebung. Schwerpunkte: {services}. Klare Absprachen und saubere Arbeit sind uns wichtig.',
    'Handwerk, faire Preise und gute Erreichbarkeit: Das ist {company} in der Region {city}. Unsere Leistungen: {services}.',
  ],
  and: ' und ',
  companyNames: ['{last} {word}', '{word} {last}', '{word} {last} GmbH', '{last} & Söhne', '{word} {city}'],
  priceGuide: {
    title: 'Was kostet {one}?',
    summary: 'Preise und Stundensätze: Damit sollten Sie rechnen.',
    line: '{Service}: meist zwischen {min} und {max}.',
    blocks: [
      ['heading', 'Durchschnittliche Preise'],
      ['paragraph', '{lines}'],
      ['heading', 'Wovon hängt der Preis ab?'],
      [
        'paragraph',
        'Der Preis hängt vom Umfang der Arbeiten, der Zugänglichkeit, dem Material und dem Zustand Ihres Hauses ab.',
      ],
      ['heading', 'So sparen Sie'],
      [
        'paragraph',
        'Holen Sie mehrere Angebote ein, bündeln Sie Aufträge und räumen Sie vorher den Arbeitsbereich frei.',
      ],
    ],
  },
  article: {
    title: '{pros} finden: Darauf sollten Sie achten',
    summary: 'Sechs Tipps für die Auswahl des richtigen Betriebs.',
    blocks: [
      ['paragraph', 'Einen guten Handwerker zu finden ist nicht schwer. Mit diesen Tipps wählen Sie mit gutem Gefühl.'],
      ['heading', 'Bewertungen lesen'],
      ['paragraph', 'Bewertungen anderer Hausbesitzer sagen viel über Qualität und Zuverlässigkeit aus.'],
      ['heading', 'Angebote vergleichen'],
      ['paragraph', 'Holen Sie mindestens drei Angebote ein und achten Sie nicht nur auf den Preis.'],
      ['heading', 'Alles schriftlich festhalten'],
      ['paragraph', 'Zeitplan, Preis und Abnahme gehören vor Beginn der Arbeiten aufs Papier.'],
    ],
  },
  servicePage: {
    title: '{Service} in Ihrer Nähe',
    summary: 'Finden Sie zuverlässige {pros}, vergleichen Sie Bewertungen und erhalten Sie kostenlose Angebote.',
    blocks: [
      ['heading', 'So funktioniert es'],
      [
        'paragraph',
        'Beschreiben Sie Ihren Auftrag, erhalten Sie Antworten von Betrieben aus der Nähe und wählen Sie den passenden aus.',
      ],
      ['heading', 'Was kostet das?'],
      ['paragraph', 'Meist zahlen Sie zwischen {min} und {max}, je nach Umfang der Arbeiten.'],
    ],
  },
  taskArticle: {
    title: '{Service}: Schritt für Schritt',
    summary: 'Was dazugehört und was Sie selbst vorbereiten können.',
    blocks: [
      ['heading', 'Vorbereitung'],
      ['paragraph', 'Räumen Sie den Bereich frei, schützen Sie den Boden und sorgen Sie für einen guten Zugang.'],
      ['heading', 'Ausführung'],
      [
        'paragraph',
        'Ein erfahrener Betrieb bespricht zuerst Ihre Wünsche, hält den Zeitplan ein und räumt danach auf.',
      ],
      ['heading', 'Abnahme'],
      ['paragraph', 'Prüfen Sie die Arbeiten gemeinsam und bewahren Sie die Rechnung für die Gewährleistung auf.'],
    ],
  },
  blogPosts: [
    {
      title: 'Das Haus winterfest machen',
      summary: 'Fünf Arbeiten, die Sie vor dem ersten Frost erledigen sollten.',
      blocks: [
        ['paragraph', 'Wenn die Tage kürzer werden, ist es Zeit für einen Rundgang ums Haus.'],
        ['heading', 'Heizung warten lassen'],
        ['paragraph', 'Eine Wartung verhindert den Ausfall am kältesten Tag des Jahres.'],
        ['heading', 'Dachrinnen reinigen'],
        ['paragraph', 'Verstopfte Rinnen führen zu Wasserschäden und feuchten Wänden.'],
      ],
    },
    {
      title: 'Energetisch sanieren: Wo fange ich an?',
      summary: 'Dämmung, Wärmepumpe oder Photovoltaik: So entsteht ein Plan.',
      blocks: [
        ['paragraph', 'Energetisch sanieren lohnt sich, aber die Reihenfolge zählt.'],
        ['heading', 'Zuerst dämmen'],
        ['paragraph', 'Ein gut gedämmtes Haus braucht weniger Wärme. Beginnen Sie bei Dach, Boden und Fassade.'],
        ['heading', 'Dann die Heizung'],
        ['paragraph', 'Erst danach spielt eine Wärmepumpe ihre Stärken aus.'],
      ],
    },
    {
      title: 'Renovieren ohne Stress',
      summary: 'Mit guter Planung bleibt Ihre Renovierung überschaubar.',
      blocks: [
        ['paragraph', 'Renovieren ist spannend. Mit diesen Tipps behalten Sie Zeit und Budget im Griff.'],
        ['heading', 'Puffer einplanen'],
        ['paragraph', 'Halten Sie zehn Prozent des Budgets für Unvorhergesehenes zurück.'],
      ],
    },
    {
      title: 'Der Garten im Frühling',
      summary: 'Schneiden, düngen und die Wege prüfen.',
      blocks: [
        ['paragraph', 'Im März und April legen Sie die Basis für einen schönen Gartensommer.'],
        ['heading', 'Rechtzeitig schneiden'],
        ['paragraph', 'Schneiden Sie Sträucher vor der Blüte und überlassen Sie große Bäume einem Fachbetrieb.'],
      ],
    },
  ],
};

// Austria says Kostenvoranschlag, Besichtigung, Jänner and Grüß Gott.
export const AUSTRIAN: Phrases = {
  ...GERMAN,
  jobOpenings: [
    'Ich suche einen Professionisten für folgende Arbeiten: {service}.',
    'Wir suchen in {city} jemanden für: {service}.',
    'Bitte um Kostenvoranschläge: {service}.',
    'Für unser Haus in {city} suchen wir einen verlässlichen Handwerker. Es geht um: {service}.',
    'Wer kann kurzfristig helfen? Auftrag: {service}.',
  ],
  jobClosings: [
    'Bitte vorab um einen groben Kostenvoranschlag.',
    'Wir freuen uns über Ihre Rückmeldung mit einem möglichen Termin.',
    'Vielen Dank im Voraus!',
    'Ein Pauschalpreis wäre uns am liebsten.',
    'Gern vorher zur Besichtigung vorbeikommen.',
  ],
  proposalTexts: [
    'Grüß Gott {first}, ich habe Ihre Anfrage gelesen und übernehme das gern. Ich arbeite seit Jahren in {city} und Umgebung.',
    'Servus {first}, damit haben wir viel Erfahrung. Gern komme ich unverbindlich zur Besichtigung vorbei.',
    'Grüß Gott {first}, danke für Ihre Anfrage. Der Preis versteht sich inklusive Material und Entsorgung.',
    'Hallo {first}, ich kann kurzfristig anfangen. Nach den Arbeiten räumen wir selbstverständlich zusammen.',
  ],
  priceNotes: [
    'Inklusive Material und USt.',
    'Ohne Material',
    'Pauschalpreis inklusive Anfahrt',
    'Schätzung nach Fotos, Fixpreis nach Besichtigung',
  ],
  availability: [
    'Nächste Woche Dienstag oder Mittwoch',
    'Innerhalb von zwei Wochen',
    'Noch diese Woche',
    'Anfang Jänner',
  ],
  companyNames: ['{last} {word}', '{word} {last}', '{word} {last} GmbH', '{last} & Söhne', '{word} {city}'],
};
