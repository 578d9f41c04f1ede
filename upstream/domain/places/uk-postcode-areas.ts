// The UK's postcode areas (the letters a postcode starts with) and the post town each is named
// after, as Royal Mail names them; the town's point comes from GeoNames (towns.ts). No package
// ships UK postcodes with coordinates, so a UK postcode is placed at its area's town: "M1 1AE" and
// "M1" in Manchester (docs/decisions/029-places-from-reference-data.md). Where GeoNames knows the
// town by a longer name, that name is used (Hull, Enfield).
const AREAS = `
AB Aberdeen|AL St Albans|B Birmingham|BA Bath|BB Blackburn|BD Bradford|BH Bournemouth|BL Bolton
BN Brighton|BR Bromley|BS Bristol|BT Belfast|CA Carlisle|CB Cambridge|CF Cardiff|CH Chester
CM Chelmsford|CO Colchester|CR Croydon|CT Canterbury|CV Coventry|CW Crewe|DA Dartford|DD Dundee
DE Derby|DG Dumfries|DH Durham|DL Darlington|DN Doncaster|DT Dorchester|DY Dudley|E London
EC London|EH Edinburgh|EN Enfield Town|EX Exeter|FK Falkirk|FY Blackpool|G Glasgow|GL Gloucester
GU Guildford|HA Harrow|HD Huddersfield|HG Harrogate|HP Hemel Hempstead|HR Hereford|HS Stornoway
HU Kingston upon Hull|HX Halifax|IG Ilford|IP Ipswich|IV Inverness|KA Kilmarnock
KT Kingston upon Thames|KW Kirkwall|KY Kirkcaldy|L Liverpool|LA Lancaster|LD Llandrindod Wells
LE Leicester|LL Llandudno|LN Lincoln|LS Leeds|LU Luton|M Manchester|ME Rochester|MK Milton Keynes
ML Motherwell|N London|NE Newcastle upon Tyne|NG Nottingham|NN Northampton|NP Newport|NR Norwich
NW London|OL Oldham|OX Oxford|PA Paisley|PE Peterborough|PH Perth|PL Plymouth|PO Portsmouth
PR Preston|RG Reading|RH Redhill|RM Romford|S Sheffield|SA Swansea|SE London|SG Stevenage
SK Stockport|SL Slough|SM Sutton|SN Swindon|SO Southampton|SP Salisbury|SR Sunderland
SS Southend-on-Sea|ST Stoke-on-Trent|SW London|SY Shrewsbury|TA Taunton|TD Galashiels|TF Telford
TN Tonbridge|TQ Torquay|TR Truro|TS Middlesbrough|TW Twickenham|UB Southall|W London|WA Warrington
WC London|WD Watford|WF Wakefield|WN Wigan|WR Worcester|WS Walsall|WV Wolverhampton|YO York
ZE Lerwick`;

export const UK_POSTCODE_AREAS: ReadonlyMap<string, string> = new Map(
  AREAS.trim()
    .split(/[|\n]/)
    .map((entry): [string, string] => {
      const [code = '', ...town] = entry.trim().split(' ');
      return [code, town.join(' ')];
    }),
);

// The post town of a UK postcode or outward code ("M1 1AE", "SW1A"), or null for an area that is
// not one of the UK's (the Channel Islands and the Isle of Man have their own).
export function ukPostTown(code: string): string | null {
  const area = /^[A-Z]{1,2}/.exec(code)?.[0] ?? '';
  return UK_POSTCODE_AREAS.get(area) ?? null;
}
