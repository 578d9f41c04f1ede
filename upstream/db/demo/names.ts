// First and last names common in each brand's country, for demo home owners and professionals.
import type { BrandId } from '../../../shared/brands.ts';

interface NamePool {
  readonly first: readonly string[];
  readonly last: readonly string[];
}

const words = (text: string) => text.trim().split(/\s*,\s*/);

export const NAMES: Readonly<Record<BrandId, NamePool>> = {
  nl: {
    first:
      words(`Sanne, Emma, Lotte, Fleur, Anouk, Iris, Sophie, Julia, Eva, Lisa, Noor, Femke, Marieke, Ingrid, Esther,
      Daan, Sem, Lucas, Bram, Thijs, Jesse, Ruben, Lars, Tim, Niels, Bas, Koen, Jeroen, Maarten, Pieter, Wouter, Joost`),
    last: words(`de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, de Boer, Mulder,
      de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, de Wit, Dijkstra, Smits, de Graaf,
      van der Meer, Kok, Jacobs, de Haan, Vermeulen, van den Heuvel`),
  },
  fr: {
    first:
      words(`Camille, Léa, Manon, Chloé, Inès, Sarah, Julie, Émilie, Claire, Sophie, Nathalie, Isabelle, Céline, Marion,
      Lucas, Hugo, Louis, Thomas, Nicolas, Julien, Maxime, Antoine, Pierre, Alexandre, Mathieu, Romain, Vincent,
      Olivier, François, Guillaume`),
    last: words(`Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefebvre,
      Michel, Garcia, David, Bertrand, Roux, Vincent, Fournier, Morel, Girard, André, Mercier, Dupont, Lambert,
      Bonnet, François, Legrand, Gauthier`),
  },
  it: {
    first:
      words(`Giulia, Francesca, Chiara, Sara, Martina, Valentina, Alessia, Elena, Federica, Laura, Silvia, Anna, Paola,
      Marco, Alessandro, Luca, Andrea, Matteo, Lorenzo, Davide, Simone, Francesco, Giuseppe, Antonio, Stefano,
      Paolo, Roberto, Giovanni, Fabio, Riccardo`),
    last: words(`Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti,
      De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani, Rinaldi,
      Caruso, Ferrara, Galli, Martini, Leone`),
  },
  de: {
    first: words(`Lena, Anna, Laura, Julia, Lea, Sarah, Hannah, Katharina, Sophie, Mia, Sabine, Claudia, Johanna, Lukas,
      Jonas, Leon, Felix, Maximilian, Paul, Tobias, Jan, Florian, Stefan, Michael, Andreas, Thomas, Markus, Daniel,
      Christian, Sebastian`),
    last: words(`Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Koch, Bauer,
      Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann, Lange,
      Schmitt, Werner, Krause, Meier, Lehmann`),
  },
  at: {
    first:
      words(`Anna, Lena, Sophie, Marie, Laura, Katharina, Magdalena, Theresa, Julia, Hannah, Sabine, Claudia, Barbara,
      Lukas, Tobias, David, Elias, Florian, Stefan, Maximilian, Jakob, Simon, Paul, Sebastian, Andreas, Christoph,
      Michael, Martin, Johannes, Matthias`),
    last: words(`Gruber, Huber, Bauer, Wagner, Müller, Pichler, Steiner, Moser, Mayer, Hofer, Leitner, Berger, Fuchs, Eder,
      Fischer, Schmid, Winkler, Weber, Schwarz, Maier, Schneider, Reiter, Mayr, Wimmer, Egger, Brunner, Lang,
      Baumgartner, Auer, Haas`),
  },
  uk: {
    first:
      words(`Olivia, Amelia, Isla, Ava, Emily, Sophie, Grace, Lucy, Charlotte, Hannah, Chloe, Megan, Rebecca, Sarah,
      Laura, Rachel, Harry, George, Oliver, Jack, Charlie, Thomas, James, William, Daniel, Samuel, Joshua, Ben,
      Matthew, David`),
    last: words(`Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker,
      White, Roberts, Green, Hall, Wood, Jackson, Clarke, Hughes, Edwards, Turner, Harris, Martin, Cooper, Hill,
      Ward, Morris, Moore`),
  },
  ie: {
    first: words(`Aoife, Niamh, Ciara, Saoirse, Sinéad, Róisín, Emma, Sarah, Orla, Clodagh, Aisling, Caoimhe, Siobhán,
      Mairéad, Conor, Seán, Cian, Darragh, Oisín, Patrick, Eoin, Ciarán, Liam, Jack, Declan, Fionn, Donal,
      Pádraig, Colm, Ruairí`),
    last: words(`Murphy, Kelly, O'Sullivan, Walsh, Smith, O'Brien, Byrne, Ryan, O'Connor, O'Neill, O'Reilly, Doyle,
      McCarthy, Gallagher, Doherty, Kennedy, Lynch, Murray, Quinn, Moore, McLoughlin, Carroll, Connolly, Daly,
      O'Connell, Dunne, Brennan, Burke, Collins, Fitzgerald`),
  },
  ca: {
    first: words(`Emily, Chloe, Sophie, Olivia, Emma, Hannah, Madison, Sarah, Jessica, Megan, Isabelle, Amélie, Avery,
      Liam, Noah, Ethan, Lucas, William, Benjamin, Nathan, Samuel, Logan, Owen, Gabriel, Alexandre, Mathieu,
      Jacob, Ryan, Connor, Tyler`),
    last: words(`Smith, Brown, Tremblay, Martin, Roy, Wilson, MacDonald, Gagnon, Johnson, Taylor, Côté, Campbell, Anderson,
      Leblanc, Lee, Jones, White, Williams, Miller, Thompson, Gauthier, Young, Fraser, MacLeod, Chan, Singh,
      Murray, Stewart, Morin, Bouchard`),
  },
  us: {
    first: words(`Madison, Emma, Olivia, Ava, Abigail, Emily, Sophia, Ashley, Hailey, Jessica, Jennifer, Amanda, Lauren,
      Megan, Tyler, Jacob, Ethan, Michael, Matthew, Joshua, Andrew, Brandon, Christopher, Ryan, Austin, Justin,
      Kevin, Kyle, Jordan, Dylan`),
    last: words(`Johnson, Smith, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez, Hernandez, Lopez,
      Wilson, Anderson, Thomas, Taylor, Moore, Jackson, Martin, Lee, Thompson, White, Harris, Clark, Lewis,
      Robinson, Walker, Young, Allen, Brooks`),
  },
};
