// Italian sentences for the demo data (see phrases.ts for the slots).
import type { Phrases } from './phrase-book.ts';

export const ITALIAN: Phrases = {
  jobOpenings: [
    'Cerco un professionista per questo lavoro: {service}.',
    'Cerchiamo qualcuno a {city} che possa aiutarci. Lavoro: {service}.',
    'Richiesta di preventivo: {service}.',
    'Per la nostra casa a {city} cerchiamo un professionista serio. Si tratta di: {service}.',
    'Chi può intervenire a breve? Lavoro richiesto: {service}.',
    'Ho bisogno di aiuto per: {service}.',
  ],
  jobProperty: [
    'Immobile: {property}, costruito nel {year}.',
    'Si tratta di un immobile del {year} ({property}).',
    'Tipo di immobile: {property}, anno {year}.',
  ],
  measure: '{label}: circa {value}.',
  jobExtras: [
    'Il proprietario precedente non ha mai fatto manutenzione.',
    'Abbiamo provato da soli, ma preferiamo affidarci a un professionista.',
    'Il lavoro deve essere finito prima del trasloco.',
    'C’è spazio per depositare il materiale.',
    'Di giorno siamo quasi sempre a casa.',
    'Possiamo inviare foto tramite la piattaforma.',
  ],
  jobClosings: [
    'Gradirei un’indicazione del prezzo.',
    'Fateci sapere quando potreste iniziare.',
    'Grazie in anticipo per le risposte!',
    'Preferiamo un prezzo a corpo.',
    'Sarebbe utile un sopralluogo prima.',
  ],
  notes: [
    'Abbiamo un cane, ma è molto tranquillo.',
    'Le chiavi si possono ritirare dal vicino.',
    'Prima possibile, ma non è urgente.',
    'Si parcheggia gratis in strada.',
    'Per favore lasciate tutto pulito, abbiamo bambini piccoli.',
  ],
  proposalTexts: [
    'Buongiorno {first}, ho letto la sua richiesta e posso eseguire il lavoro. Lavoro a {city} e dintorni da molti anni.',
    'Buongiorno {first}, abbiamo molta esperienza in questo tipo di lavori. Posso passare per un sopralluogo senza impegno.',
    'Salve {first}, grazie per la richiesta. Il prezzo comprende materiali e smaltimento.',
    'Buongiorno {first}, posso iniziare a breve e a fine lavoro lasciamo tutto in ordine.',
  ],
  availability: [
    'Martedì o mercoledì prossimo',
    'Entro due settimane',
    'Già questa settimana',
    'Da concordare, anche il sabato',
  ],
  priceNotes: [
    'IVA e materiali inclusi',
    'Materiali esclusi',
    'Prezzo a corpo, uscita inclusa',
    'Stima su foto, prezzo definitivo dopo il sopralluogo',
  ],
  otherPriceNotes: ['{rate} all’ora, materiali a parte', 'A ore ({rate} all’ora), prezzo fisso dopo il sopralluogo'],
  homeVisitNotes: [
    'Preferisco vedere il lavoro prima di confermare il prezzo.',
    'Basta un sopralluogo di un quarto d’ora.',
  ],
  consumerMessages: [
    'Sarebbe disponibile lunedì prossimo?',
    'Il prezzo è IVA inclusa?',
    'Grazie per la proposta, vorremmo procedere.',
    'Quanto dura il lavoro?',
    'Dobbiamo preparare qualcosa?',
  ],
  proMessages: [
    'Va bene, lo metto in agenda.',
    'Sì, tutti i prezzi sono IVA inclusa.',
    'Conti circa una giornata di lavoro.',
    'Liberate la stanza e possiamo iniziare subito.',
    'Passo martedì mattina verso le nove.',
  ],
  declineReasons: [
    'Abbiamo scelto un altro professionista.',
    'Il prezzo supera il nostro budget.',
    'I tempi non ci vanno bene.',
  ],
  closeReasons: ['Abbiamo risolto da soli.', 'Rimandiamo i lavori all’anno prossimo.', 'Non serve più.'],
  reviewTitles: [
    ['Deludente', 'Sconsigliato'],
    ['Così così', 'Si poteva fare meglio'],
    ['Discreto', 'Nella norma'],
    ['Buon lavoro', 'Soddisfatti', 'Lavoro preciso'],
    ['Eccellente!', 'Un vero professionista', 'Servizio ottimo', 'Veloce e competente'],
  ],
  reviewBodies: [
    [
      'Appuntamenti non rispettati e lavoro da rifare. Peccato.',
      '{company} non si è presentato due volte. Alla fine abbiamo chiamato qualcun altro.',
    ],
    ['Il lavoro è stato fatto, ma con molto ritardo.', 'Comunicazione difficile e cantiere lasciato in disordine.'],
    [
      'Il risultato è accettabile, ma i tempi si sono allungati.',
      'Prezzo giusto, lavoro buono ma rifiniture migliorabili.',
    ],
    [
      '{company} ha eseguito il lavoro con cura. Piccolo ritardo, ma ci hanno avvisato.',
      'Persone gentili e un bel risultato. Il prezzo era quello concordato.',
      'Ci hanno consigliato bene, ora tutto funziona. Li richiameremo.',
    ],
    [
      'Risposta veloce, puntuali e tutto lasciato pulito. Consigliatissimo!',
      '{company} dà ottimi consigli e lavora benissimo. Siamo molto soddisfatti.',
      'Preventivo chiaro, nessuna sorpresa e un risultato splendido.',
      'Gentilissimi e lavoro finito in un giorno. Li richiameremo sicuramente.',
    ],
  ],
  reviewResponses: [
    'Grazie mille {first}, siamo felici che sia soddisfatto!',
    'Grazie per il suo riscontro sincero, {first}. Ne terremo conto.',
    'Grazie per la fiducia, {first}.',
  ],
  moderationNote: 'Contiene informazioni che non riguardano il lavoro svolto.',
  questionTitles: [
    '{Service}: quanto costa?',
    '{Service}: quanto tempo ci vuole?',
    '{Service}: a cosa bisogna fare attenzione?',
    '{Service} in una casa del {year}: da dove partire?',
  ],
  questionBodies: [
    'Vorremmo fare questo lavoro nella nostra casa a {city} ({service}). Qualcuno ha un’idea dei costi?',
    'La nostra casa è del {year}. Cambia qualcosa per questo lavoro ({service})?',
    'Ho ricevuto preventivi molto diversi per: {service}. Come mai?',
  ],
  answers: [
    'In genere si spende tra {min} e {max}, a seconda della superficie e dello stato dell’immobile.',
    'Chieda sempre un prezzo a corpo e un sopralluogo. Così sa esattamente cosa aspettarsi.',
    'Nelle case più vecchie controlliamo prima il fondo. Così si evitano sorprese.',
    'Le differenze di prezzo dipendono spesso da materiali e costi di uscita. Confronti bene cosa include il preventivo.',
  ],
  bios: [
    '{company} è un’azienda di famiglia di {city}, fondata nel {year}. Siamo specializzati in {services} e lavoriamo con personale esperto.',
    'Dal {year} aiutiamo le famiglie di {city} e dintorni: {services}. Accordi chiari e rifiniture curate.',
    'Competenza, prezzi onesti e disponibilità: questa è {company}. Il vostro riferimento per {services} nella zona di {city}.',
  ],
  and: ' e ',
  companyNames: ['{word} {last}', '{last} {word}', '{word} {city}', '{word} {last} s.r.l.', '{last} & Figli'],
  priceGuide: {
    title: 'Quanto costa {one}?',
    summary: 'Prezzi e tariffe: cosa sapere prima di chiedere un preventivo.',
    line: '{Service}: di solito tra {min} e {max}.',
    blocks: [
      ['heading', 'Prezzi medi'],
      ['paragraph', '{lines}'],
      ['heading', 'Da cosa dipende il prezzo?'],
      [
        'paragraph',
        'Il prezzo dipende dall’entità del lavoro, dall’accessibilità, dai materiali e dallo stato dell’immobile.',
      ],
      ['heading', 'Come risparmiare'],
      [
        'paragraph',
        'Confronta più preventivi, raggruppa i lavori e libera lo spazio prima dell’arrivo del professionista.',
      ],
    ],
  },
  article: {
    title: 'Come scegliere {one} affidabile',
    summary: 'Sei consigli per scegliere con fiducia.',
    blocks: [
      ['paragraph', 'Trovare un buon professionista non è difficile. Con questi consigli scegli con fiducia.'],
      ['heading', 'Leggi le recensioni'],
      ['paragraph', 'Le recensioni di altri clienti dicono molto sulla qualità e l’affidabilità.'],
      ['heading', 'Confronta i preventivi'],
      ['paragraph', 'Chiedi almeno tre preventivi e guarda cosa comprendono, non solo il prezzo.'],
      ['heading', 'Metti tutto per iscritto'],
      ['paragraph', 'Tempi, prezzo e consegna dei lavori: fissa tutto prima di iniziare.'],
    ],
  },
  servicePage: {
    title: '{Service} vicino a te',
    summary: 'Trova {pros_lower} affidabili, confronta le recensioni e ricevi preventivi gratuiti.',
    blocks: [
      ['heading', 'Come funziona?'],
      ['paragraph', 'Descrivi il lavoro, ricevi le risposte dei professionisti della tua zona e scegli quello giusto.'],
      ['heading', 'Quanto costa?'],
      ['paragraph', 'In genere tra {min} e {max}, a seconda dell’entità del lavoro.'],
    ],
  },
  taskArticle: {
    title: '{Service}: passo dopo passo',
    summary: 'Cosa comporta il lavoro e cosa puoi preparare da solo.',
    blocks: [
      ['heading', 'La preparazione'],
      ['paragraph', 'Libera la stanza, proteggi il pavimento e rendi facile l’accesso.'],
      ['heading', 'Il lavoro'],
      ['paragraph', 'Un professionista esperto discute prima le tue esigenze, rispetta i tempi e pulisce alla fine.'],
      ['heading', 'Alla fine'],
      ['paragraph', 'Controlla il lavoro insieme al professionista e conserva la fattura per la garanzia.'],
    ],
  },
  blogPosts: [
    {
      title: 'La casa pronta per l’inverno',
      summary: 'Cinque lavori da fare prima delle prime gelate.',
      blocks: [
        ['paragraph', 'Quando le giornate si accorciano è il momento di controllare la casa.'],
        ['heading', 'Fai revisionare la caldaia'],
        ['paragraph', 'La manutenzione annuale evita guasti nel giorno più freddo dell’anno.'],
        ['heading', 'Pulisci le grondaie'],
        ['paragraph', 'Grondaie intasate causano infiltrazioni e macchie di umidità.'],
      ],
    },
    {
      title: 'Efficienza energetica: da dove iniziare?',
      summary: 'Isolamento, pompa di calore o fotovoltaico: come fare un piano.',
      blocks: [
        ['paragraph', 'Migliorare l’efficienza conviene, ma conta l’ordine dei lavori.'],
        ['heading', 'Prima l’isolamento'],
        ['paragraph', 'Una casa ben isolata consuma meno. Inizia da tetto, pavimento e pareti.'],
        ['heading', 'Poi l’impianto'],
        ['paragraph', 'Solo dopo una pompa di calore rende davvero.'],
      ],
    },
    {
      title: 'Ristrutturare senza stress',
      summary: 'Con una buona pianificazione il cantiere resta sotto controllo.',
      blocks: [
        ['paragraph', 'Ristrutturare è emozionante. Ecco come tenere sotto controllo tempi e budget.'],
        ['heading', 'Tieni un margine'],
        ['paragraph', 'Metti da parte il dieci per cento del budget per gli imprevisti.'],
      ],
    },
    {
      title: 'Il giardino pronto per la primavera',
      summary: 'Potare, concimare e controllare i vialetti.',
      blocks: [
        ['paragraph', 'A marzo e aprile si prepara una bella estate in giardino.'],
        ['heading', 'Potare al momento giusto'],
        ['paragraph', 'Pota gli arbusti prima della fioritura e affida gli alberi grandi a un professionista.'],
      ],
    },
  ],
};
