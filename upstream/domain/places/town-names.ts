// What GeoNames' town list does not say the way the brands' people do: the name a town has in its
// own country where GeoNames gives its English or Irish name, and the state or province of a
// North American town (GeoNames' first-level codes), which tells towns of one name apart.

// By country, GeoNames' name → the name used there. Only towns large enough that people look for
// them by name; the GeoNames name is still found when typed.
export const LOCAL_TOWN_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AT: { Vienna: 'Wien' },
  DE: { Munich: 'München' },
  IT: {
    Rome: 'Roma',
    Milan: 'Milano',
    Naples: 'Napoli',
    Turin: 'Torino',
    Genoa: 'Genova',
    Florence: 'Firenze',
    Venice: 'Venezia',
  },
  NL: { 'The Hague': 'Den Haag' },
  // Ireland's brand speaks English: GeoNames names these towns in Irish.
  IE: {
    Luimneach: 'Limerick',
    Gaillimh: 'Galway',
    'Loch Garman': 'Wexford',
    'Droichead Nua': 'Newbridge',
    'Cluain Meala': 'Clonmel',
    'An Muileann gCearr': 'Mullingar',
    'An Ros': 'Rush',
    'Trá Mhór': 'Tramore',
    'Cill Airne': 'Killarney',
    'Ráth Luirc': 'Charleville',
  },
};

// GeoNames' first-level codes of Canada's provinces and territories → their postal abbreviations.
const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

// US states are GeoNames' first-level codes as they are (NY, IL).
export function regionOf(country: string, adminCode: string): string | null {
  if (country === 'US') return adminCode || null;
  if (country === 'CA') return CANADIAN_PROVINCES[adminCode] ?? null;
  return null;
}
