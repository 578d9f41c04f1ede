import t from 'tap';
import type { BrandResolution } from '../../shared/brands.ts';
import { BRAND_IDS, BRANDS, brandForHost, DEFAULT_BRAND_ID, isBrandId } from '../../shared/brands.ts';
import { isLocale } from '../../shared/locales.ts';

const LOCAL: BrandResolution = { allowLocalhost: true, defaultBrand: 'uk' };
const PRODUCTION: BrandResolution = {
  allowLocalhost: false,
  defaultBrand: 'uk',
};

t.test('there are exactly nine brands with the fixed ids', async (t) => {
  t.same([...BRAND_IDS], ['nl', 'fr', 'it', 'de', 'at', 'uk', 'ie', 'ca', 'us']);
  t.same(Object.keys(BRANDS).sort(), [...BRAND_IDS].sort());
  for (const id of BRAND_IDS) t.equal(BRANDS[id].id, id, `${id} knows its own id`);
  t.equal(DEFAULT_BRAND_ID, 'uk');
});

t.test('each brand has its fixed locale and currency', async (t) => {
  t.same(
    BRAND_IDS.map((id) => BRANDS[id].locale),
    ['nl-NL', 'fr-FR', 'it-IT', 'de-DE', 'de-AT', 'en-GB', 'en-GB', 'en-CA', 'en-US'],
  );
  t.same(
    BRAND_IDS.map((id) => BRANDS[id].currency),
    ['EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'GBP', 'EUR', 'CAD', 'USD'],
  );
  for (const id of BRAND_IDS) t.ok(isLocale(BRANDS[id].locale), `${id} has a known locale`);
});

t.test('brands differ in product name and hostname and some use find-a-service', async (t) => {
  const names = BRAND_IDS.map((id) => BRANDS[id].productName);
  t.equal(new Set(names).size, names.length, 'product names are unique');
  const hosts = BRAND_IDS.map((id) => BRANDS[id].hostname);
  t.equal(new Set(hosts).size, hosts.length, 'hostnames are unique');
  for (const host of hosts) t.match(host, /^[a-z0-9.-]+$/, `${host} is a lower-case hostname`);
  const services = BRAND_IDS.filter((id) => BRANDS[id].jobPostWord === 'find-a-service');
  t.ok(services.length >= 2, 'at least two brands use find-a-service');
  for (const id of BRAND_IDS) t.match(BRANDS[id].jobPostWord, /^(post-a-job|find-a-service)$/);
  for (const id of BRAND_IDS) t.ok(BRANDS[id].tagline.length > 0, `${id} has a tagline`);
});

t.test('isBrandId accepts only the nine ids', async (t) => {
  for (const id of BRAND_IDS) t.ok(isBrandId(id), id);
  for (const value of ['', 'NL', 'gb', 'xx', ' nl', undefined, null, 1, {}]) t.notOk(isBrandId(value), String(value));
});

t.test('<brand>.localhost resolves to that brand when localhost is allowed', async (t) => {
  for (const id of BRAND_IDS) {
    t.equal(brandForHost(`${id}.localhost`, LOCAL).id, id, `${id}.localhost`);
    t.equal(brandForHost(`${id}.localhost:3000`, LOCAL).id, id, `${id}.localhost with a port`);
  }
  t.equal(brandForHost('NL.LOCALHOST', LOCAL).id, 'nl', 'upper case');
  t.equal(brandForHost('Fr.LocalHost:8080', LOCAL).id, 'fr', 'mixed case with a port');
  t.equal(brandForHost('de.localhost.', LOCAL).id, 'de', 'trailing dot');
  t.equal(brandForHost('de.localhost.:443', LOCAL).id, 'de', 'trailing dot and a port');
  t.equal(brandForHost(' it.localhost ', LOCAL).id, 'it', 'surrounding spaces');
});

t.test('<brand>.localhost falls back to the default brand when localhost is not allowed', async (t) => {
  for (const id of BRAND_IDS) t.equal(brandForHost(`${id}.localhost`, PRODUCTION).id, 'uk', `${id}.localhost`);
  t.equal(brandForHost('nl.localhost:3000', PRODUCTION).id, 'uk');
  t.equal(
    brandForHost('NL.LOCALHOST', {
      allowLocalhost: false,
      defaultBrand: 'us',
    }).id,
    'us',
  );
});

t.test('built-in production hostnames resolve their brand', async (t) => {
  for (const id of BRAND_IDS) {
    const host = BRANDS[id].hostname;
    t.equal(brandForHost(host, PRODUCTION).id, id, host);
    t.equal(brandForHost(`${host}:443`, PRODUCTION).id, id, `${host} with a port`);
    t.equal(brandForHost(host.toUpperCase(), PRODUCTION).id, id, `${host} upper case`);
    t.equal(brandForHost(`${host}.`, LOCAL).id, id, `${host} trailing dot`);
  }
  t.equal(
    brandForHost('www.haardwerk.nl', {
      allowLocalhost: false,
      defaultBrand: 'fr',
    }).id,
    'nl',
  );
  t.equal(brandForHost('haardwerk.nl', { allowLocalhost: false, defaultBrand: 'fr' }).id, 'fr', 'no www');
});

t.test('a hostname override replaces the built-in hostname of that brand only', async (t) => {
  const options: BrandResolution = {
    allowLocalhost: false,
    defaultBrand: 'uk',
    hostnames: { nl: 'nl.staging.example', fr: 'fr.staging.example' },
  };
  t.equal(brandForHost('nl.staging.example', options).id, 'nl');
  t.equal(brandForHost('NL.Staging.Example:8443', options).id, 'nl');
  t.equal(brandForHost('fr.staging.example', options).id, 'fr');
  t.equal(brandForHost('www.haardwerk.nl', options).id, 'uk', 'the built-in name no longer resolves');
  t.equal(brandForHost('www.foyer-artisans.fr', options).id, 'uk');
  t.equal(brandForHost('www.herdwerk.de', options).id, 'de', 'brands without an override keep theirs');
  t.equal(brandForHost('www.hearthpros.us', options).id, 'us');
  t.equal(brandForHost('nl.localhost', { ...options, allowLocalhost: true }).id, 'nl');
  t.equal(brandForHost('it.staging.example', options).id, 'uk');
});

t.test('anything unrecognised falls back to the default brand', async (t) => {
  for (const defaultBrand of ['uk', 'ca', 'nl'] as const) {
    for (const allowLocalhost of [true, false]) {
      const options: BrandResolution = { allowLocalhost, defaultBrand };
      for (const host of [undefined, '', 'evil.example', 'xx.localhost', 'localhost', 'localhost:3000']) {
        t.equal(brandForHost(host, options).id, defaultBrand, `${host} (${allowLocalhost})`);
      }
      t.equal(brandForHost('a.nl.localhost', options).id, defaultBrand, 'a deeper subdomain');
      t.equal(brandForHost('nl.localhost.evil.example', options).id, defaultBrand);
      t.equal(brandForHost('www.haardwerk.nl.evil.example', options).id, defaultBrand);
      t.equal(brandForHost('evil-www.haardwerk.nl', options).id, defaultBrand);
    }
  }
  t.equal(brandForHost('evil.example', PRODUCTION), BRANDS.uk, 'the brand object itself is returned');
});
