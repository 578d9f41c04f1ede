// The reference data behind a job's place (decision record 029), without a server: which texts
// are postal codes of each brand's country and how the country writes them, that every UK
// postcode area's post town and every local town name is a GeoNames town, and US ZIP points.
import t from 'tap';
import { COUNTRY_BY_BRAND } from '../../../../shared/brands.ts';
import { distanceKm } from '../../../../upstream/domain/catalogue/distance.ts';
import { canonicalPostalCode } from '../../../../upstream/domain/places/postal-code-formats.ts';
import { LOCAL_TOWN_NAMES } from '../../../../upstream/domain/places/town-names.ts';
import { largestTownNamed, nearestTown, searchTowns } from '../../../../upstream/domain/places/towns.ts';
import { UK_POSTCODE_AREAS, ukPostTown } from '../../../../upstream/domain/places/uk-postcode-areas.ts';
import { zipPoint } from '../../../../upstream/domain/places/us-zip-codes.ts';

t.test('postal codes of each country, written as the country writes them', async (t) => {
  const cases: [string, string, string | null][] = [
    ['GB', 'm1 1ae', 'M1 1AE'],
    ['GB', 'M11AE', 'M1 1AE'],
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['GB', ' ec1a-1bb ', 'EC1A 1BB'],
    ['GB', 'M1', 'M1'],
    ['GB', 'sw1a', 'SW1A'],
    ['GB', '1234 AB', null],
    ['GB', 'M1 1A', null],
    ['NL', '3584cs', '3584 CS'],
    ['NL', '3584', '3584'],
    ['NL', '3584 C5', null],
    ['NL', '75001', null],
    ['IE', 'd02x285', 'D02 X285'],
    ['IE', 'D02', 'D02'],
    ['IE', 'B02 X285', null],
    ['CA', 'k1a0b6', 'K1A 0B6'],
    ['CA', 'K1A', 'K1A'],
    ['CA', 'D1A 0B6', null],
    ['US', '02139', '02139'],
    ['US', '02139-4307', '02139'],
    ['US', '0213', null],
    ['FR', '69 008', '69008'],
    ['FR', '6900', null],
    ['DE', '50674', '50674'],
    ['DE', '5067', null],
    ['IT', '00184', '00184'],
    ['AT', '1010', '1010'],
    ['AT', '0101', null],
    ['AT', '10100', null],
  ];
  for (const [country, typed, written] of cases) {
    t.equal(canonicalPostalCode(country, typed), written, `${country} "${typed}"`);
  }
  for (const country of Object.values(COUNTRY_BY_BRAND)) {
    t.equal(canonicalPostalCode(country, ''), null, `${country}: nothing is no code`);
    t.equal(canonicalPostalCode(country, '12345678901234567'), null, `${country}: too long`);
    t.equal(canonicalPostalCode(country, '<script>'), null, `${country}: not a code`);
  }
  t.equal(canonicalPostalCode('ES', '28001'), null, 'a country of no brand has no codes here');
});

t.test('every UK postcode area is named after a GeoNames town of the UK', async (t) => {
  t.equal(UK_POSTCODE_AREAS.size, 121);
  for (const [area, name] of UK_POSTCODE_AREAS) t.ok(largestTownNamed('GB', name), `${area}: ${name}`);
  t.equal(ukPostTown('M1 1AE'), 'Manchester');
  t.equal(ukPostTown('SW1A'), 'London');
  t.equal(ukPostTown('BA1 1AA'), 'Bath', 'two letters before one');
  t.equal(ukPostTown('JE2 3BX'), null, 'Jersey is not in the UK');
  const newport = largestTownNamed('GB', 'Newport');
  t.ok(newport && distanceKm(newport.latitude, newport.longitude, 51.5877, -2.9984) < 5, 'the largest Newport');
});

t.test("every local name is a town of its country, and GeoNames' name finds it", async (t) => {
  for (const [country, names] of Object.entries(LOCAL_TOWN_NAMES)) {
    for (const [own, local] of Object.entries(names)) {
      t.equal(largestTownNamed(country, local)?.name, local, `${country}: ${local}`);
      t.equal(searchTowns(country, own, 1)[0]?.name, local, `${country}: ${own} finds ${local}`);
    }
  }
  t.equal(searchTowns('DE', 'Düsseldorf', 1)[0]?.name, 'Düsseldorf');
  t.equal(searchTowns('FR', 'saint etienne', 1)[0]?.name, 'Saint-Étienne');
  t.same(searchTowns('NL', '', 5), []);
});

t.test('a US ZIP code has its Census point, under the nearest town', async (t) => {
  const point = zipPoint('10001');
  t.ok(point && distanceKm(point.latitude, point.longitude, 40.7506, -73.9972) < 1, 'Manhattan');
  t.equal(zipPoint('00000'), null);
  t.equal(zipPoint('1000'), null);
  t.equal(nearestTown('US', 40.7506, -73.9972)?.name, 'New York City');
  t.equal(nearestTown('US', 0, 0), null, 'no town within reach of the open sea');
});
