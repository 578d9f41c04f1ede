// French sentences for the demo data (see phrases.ts for the slots).
import type { Phrases } from './phrase-book.ts';

export const FRENCH: Phrases = {
  jobOpenings: [
    'Je recherche un artisan pour les travaux suivants : {service}.',
    'Nous cherchons un professionnel à {city} pour : {service}.',
    'Demande de devis : {service}.',
    'Pour notre maison à {city}, nous avons besoin d’un artisan sérieux. Travaux : {service}.',
    'Qui peut intervenir rapidement ? Il s’agit de : {service}.',
    'Besoin d’aide pour : {service}.',
  ],
  jobProperty: [
    'Logement : {property}, construit en {year}.',
    'Il s’agit d’un bien de {year} ({property}).',
    'Type de bien : {property}, année {year}.',
  ],
  measure: '{label} : environ {value}.',
  jobExtras: [
    'L’ancien propriétaire n’avait rien entretenu.',
    'Nous avons essayé nous-mêmes, mais nous préférons confier cela à un professionnel.',
    'Les travaux doivent être terminés avant notre emménagement.',
    'Il y a de la place pour stocker le matériel.',
    'Nous sommes souvent à la maison en journée.',
    'Nous pouvons envoyer des photos via la plateforme.',
  ],
  jobClosings: [
    'Merci de nous indiquer un ordre de prix.',
    'Dites-nous quand vous pourriez commencer.',
    'Merci d’avance pour vos réponses !',
    'Nous préférons un prix forfaitaire.',
    'Une visite préalable serait la bienvenue.',
  ],
  notes: [
    'Nous avons un chien, mais il est très gentil.',
    'Les clés peuvent être récupérées chez le voisin.',
    'Le plus tôt possible, mais ce n’est pas urgent.',
    'Stationnement gratuit dans la rue.',
    'Merci de laisser le chantier propre, nous avons de jeunes enfants.',
  ],
  proposalTexts: [
    'Bonjour {first}, j’ai bien lu votre demande et je peux tout à fait réaliser ces travaux. J’interviens à {city} et dans les environs depuis des années.',
    'Bonjour {first}, nous avons une grande expérience en la matière. Je peux passer sans engagement pour évaluer le chantier.',
    'Bonjour {first}, merci pour votre demande. Le prix comprend la fourniture et l’évacuation des déchets.',
    'Bonjour {first}, je suis disponible rapidement et nous laissons toujours le chantier propre.',
  ],
  availability: [
    'Mardi ou mercredi prochain',
    'Sous deux semaines',
    'Dès cette semaine',
    'À convenir, samedi possible',
  ],
  priceNotes: [
    'Fournitures et TVA comprises',
    'Hors fournitures',
    'Prix forfaitaire, déplacement compris',
    'Estimation sur photos, prix définitif après visite',
  ],
  otherPriceNotes: ['{rate} de l’heure, fournitures en sus', 'Facturation à l’heure ({rate}), forfait après visite'],
  homeVisitNotes: [
    'Je préfère passer voir avant de confirmer le prix.',
    'Une visite rapide d’un quart d’heure suffit.',
  ],
  consumerMessages: [
    'Seriez-vous disponible lundi prochain ?',
    'Le prix est-il TTC ?',
    'Merci pour votre proposition, nous souhaitons continuer.',
    'Combien de temps durent les travaux ?',
    'Devons-nous préparer quelque chose ?',
  ],
  proMessages: [
    'C’est possible, je le note dans mon planning.',
    'Oui, tous nos prix sont TTC.',
    'Comptez environ une journée de travail.',
    'Merci de libérer la pièce, nous pourrons commencer directement.',
    'Je passe mardi matin vers neuf heures.',
  ],
  declineReasons: [
    'Nous avons choisi un autre artisan.',
    'Le prix dépasse notre budget.',
    'Les délais ne nous conviennent pas.',
  ],
  closeReasons: [
    'Nous avons réglé le problème nous-mêmes.',
    'Nous reportons les travaux à l’année prochaine.',
    'Plus nécessaire.',
  ],
  reviewTitles: [
    ['Décevant', 'À éviter'],
    ['Moyen', 'Peut mieux faire'],
    ['Correct', 'Bien, sans plus'],
    ['Bon travail', 'Satisfait', 'Travail soigné'],
    ['Excellent !', 'Un vrai professionnel', 'Service au top', 'Rapide et compétent'],
  ],
  reviewBodies: [
    [
      'Rendez-vous non respectés et travaux à refaire. Dommage.',
      '{company} n’est pas venu deux fois. Nous avons fini par appeler quelqu’un d’autre.',
    ],
    [
      'Le travail a été fait, mais bien plus lentement que prévu.',
      'Communication difficile et chantier laissé en désordre.',
    ],
    [
      'Le résultat est correct, mais le planning a glissé.',
      'Prix raisonnable, travail correct mais finitions perfectibles.',
    ],
    [
      '{company} a réalisé les travaux avec soin. Petit retard, mais bien prévenu.',
      'Équipe sympathique et joli résultat. Le prix était celui annoncé.',
      'Bien conseillés, tout fonctionne à nouveau. Nous referons appel à eux.',
    ],
    [
      'Réponse rapide, arrivée à l’heure et chantier laissé impeccable. Je recommande !',
      '{company} est de bon conseil et fait un travail de qualité. Nous sommes ravis.',
      'Devis clair, aucune mauvaise surprise et un superbe résultat.',
      'Très agréable et terminé en une journée. Nous n’hésiterons pas à les rappeler.',
    ],
  ],
  reviewResponses: [
    'Merci beaucoup {first}, ravis que vous soyez satisfait !',
    'Merci pour votre retour honnête, {first}. Nous en tiendrons compte.',
    'Merci pour votre confiance, {first}.',
  ],
  moderationNote: 'Contient des informations qui ne concernent pas les travaux réalisés.',
  questionTitles: [
    '{Service} : quel budget prévoir ?',
    '{Service} : combien de temps faut-il ?',
    '{Service} : à quoi faut-il faire attention ?',
    '{Service} dans une maison de {year} : par où commencer ?',
  ],
  questionBodies: [
    'Nous prévoyons des travaux dans notre maison à {city} ({service}). Quelqu’un a-t-il une idée du coût ?',
    'Notre maison date de {year}. Est-ce que cela change quelque chose pour ces travaux ({service}) ?',
    'J’ai reçu des devis très différents pour : {service}. Comment l’expliquer ?',
  ],
  answers: [
    'Comptez en général entre {min} et {max}, selon la surface et l’état du logement.',
    'Demandez toujours un prix forfaitaire et une visite préalable. Vous saurez exactement à quoi vous attendre.',
    'Dans les maisons anciennes, nous vérifions d’abord les supports. Cela évite les mauvaises surprises.',
    'Les écarts de prix viennent souvent des matériaux et des frais de déplacement. Comparez bien le contenu des devis.',
  ],
  bios: [
    '{company} est une entreprise familiale de {city}, créée en {year}. Nous sommes spécialisés en {services} et travaillons avec une équipe expérimentée.',
    'Depuis {year}, nous accompagnons les particuliers de {city} et des environs : {services}. Des engagements clairs et des finitions soignées.',
    'Savoir-faire, prix honnêtes et écoute : c’est {company}. Votre interlocuteur pour {services} dans la région de {city}.',
  ],
  and: ' et ',
  companyNames: ['{word} {last}', '{last} {word}', 'SARL {last} {word}', '{word} {first} {last}', '{last} et Fils'],
  priceGuide: {
    title: 'Combien coûte {one} ?',
    summary: 'Tarifs des {pros_lower} : ce qu’il faut savoir avant de demander un devis.',
    line: '{Service} : en général entre {min} et {max}.',
    blocks: [
      ['heading', 'Prix moyens'],
      ['paragraph', '{lines}'],
      ['heading', 'De quoi dépend le prix ?'],
      [
        'paragraph',
        'Le prix dépend de l’ampleur des travaux, de l’accès au chantier, des matériaux et de l’état du logement.',
      ],
      ['heading', 'Comment économiser'],
      [
        'paragraph',
        'Comparez plusieurs devis, regroupez les travaux et libérez l’espace avant l’arrivée de l’artisan.',
      ],
    ],
  },
  article: {
    title: 'Comment bien choisir {one} ?',
    summary: 'Six conseils pour trouver {one} de confiance.',
    blocks: [
      [
        'paragraph',
        'Trouver un bon artisan n’est pas compliqué. Avec ces conseils, vous choisirez en toute confiance.',
      ],
      ['heading', 'Lisez les avis'],
      ['paragraph', 'Les avis d’autres particuliers en disent long sur la qualité et la fiabilité des {pros_lower}.'],
      ['heading', 'Comparez les devis'],
      ['paragraph', 'Demandez au moins trois devis et regardez ce qui est inclus, pas seulement le prix.'],
      ['heading', 'Fixez les règles par écrit'],
      ['paragraph', 'Délais, prix et réception des travaux : mettez tout par écrit avant de commencer.'],
    ],
  },
  servicePage: {
    title: '{Service} près de chez vous',
    summary: 'Trouvez des {pros_lower} de confiance, comparez les avis et recevez des devis gratuits.',
    blocks: [
      ['heading', 'Comment ça marche ?'],
      [
        'paragraph',
        'Décrivez vos travaux, recevez les réponses d’artisans de votre région et choisissez celui qui vous convient.',
      ],
      ['heading', 'Quel prix ?'],
      ['paragraph', 'Comptez en général entre {min} et {max}, selon l’ampleur des travaux.'],
    ],
  },
  taskArticle: {
    title: '{Service} : les étapes',
    summary: 'Ce qu’impliquent ces travaux et ce que vous pouvez préparer vous-même.',
    blocks: [
      ['heading', 'La préparation'],
      ['paragraph', 'Libérez la pièce, protégez le sol et facilitez l’accès au chantier.'],
      ['heading', 'Les travaux'],
      [
        'paragraph',
        'Un artisan expérimenté discute d’abord de vos attentes, respecte le planning et nettoie en fin de chantier.',
      ],
      ['heading', 'La réception'],
      ['paragraph', 'Vérifiez les travaux ensemble et conservez la facture pour la garantie.'],
    ],
  },
  blogPosts: [
    {
      title: 'Préparer sa maison pour l’hiver',
      summary: 'Cinq travaux à faire avant les premières gelées.',
      blocks: [
        ['paragraph', 'Quand les jours raccourcissent, il est temps de faire le tour de la maison.'],
        ['heading', 'Faites entretenir la chaudière'],
        ['paragraph', 'Un entretien annuel évite la panne le jour le plus froid de l’année.'],
        ['heading', 'Nettoyez les gouttières'],
        ['paragraph', 'Des gouttières bouchées provoquent fuites et taches d’humidité.'],
      ],
    },
    {
      title: 'Rénovation énergétique : par où commencer ?',
      summary: 'Isolation, pompe à chaleur ou panneaux solaires : bâtir un plan.',
      blocks: [
        ['paragraph', 'La rénovation énergétique est rentable, mais l’ordre des travaux compte.'],
        ['heading', 'D’abord isoler'],
        ['paragraph', 'Une maison bien isolée consomme moins. Commencez par les combles, le sol et les murs.'],
        ['heading', 'Ensuite le chauffage'],
        ['paragraph', 'Une pompe à chaleur n’est vraiment intéressante qu’après.'],
      ],
    },
    {
      title: 'Rénover sans stress',
      summary: 'Avec un bon planning, votre chantier reste maîtrisé.',
      blocks: [
        ['paragraph', 'Un chantier, c’est excitant. Voici comment garder la maîtrise des délais et du budget.'],
        ['heading', 'Prévoyez une marge'],
        ['paragraph', 'Gardez dix pour cent du budget pour les imprévus.'],
      ],
    },
    {
      title: 'Le jardin prêt pour le printemps',
      summary: 'Tailler, nourrir la pelouse et vérifier les allées.',
      blocks: [
        ['paragraph', 'En mars et en avril, vous préparez un bel été au jardin.'],
        ['heading', 'Tailler au bon moment'],
        ['paragraph', 'Taillez les arbustes avant la floraison et confiez les grands arbres à un professionnel.'],
      ],
    },
  ],
};
