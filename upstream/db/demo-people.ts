// Demo people per brand, named in the brand's language, with the city their company works from.
import type { BrandId } from '../../shared/brands.ts';
import type { LegalForm } from '../generated/graphql.ts';

export interface DemoBrand {
  readonly country: string;
  readonly city: {
    readonly name: string;
    readonly slug: string;
    readonly latitude: number;
    readonly longitude: number;
  };
  readonly consumer: { readonly firstName: string; readonly lastName: string; readonly phone: string };
  readonly pro: {
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string;
    readonly companyName: string;
    // The company's number in the demo register of the brand's country
    // (reference-services/company-register/), as if picked there.
    readonly companyNumber: string;
    readonly legalForm: LegalForm;
  };
  // Works for the pro's company through assumable access, with the MEMBER role (spec §6).
  readonly member: { readonly firstName: string; readonly lastName: string };
  // The trades of the pro's company in the generated demo data (keys of upstream/db/demo/trades-*.ts).
  readonly trades: readonly [string, string];
}

export const DEMO_BRANDS: Readonly<Record<BrandId, DemoBrand>> = {
  nl: {
    country: 'NL',
    city: { name: 'Utrecht', slug: 'utrecht', latitude: 52.0907, longitude: 5.1214 },
    consumer: { firstName: 'Sanne', lastName: 'de Vries', phone: '+31612345678' },
    pro: {
      firstName: 'Joost',
      lastName: 'Bakker',
      phone: '+31687654321',
      companyName: 'Bakker Timmerwerken',
      companyNumber: '74125836',
      legalForm: 'SOLE_PROPRIETORSHIP',
    },
    member: { firstName: 'Femke', lastName: 'Jansen' },
    trades: ['carpentry', 'flooring'],
  },
  fr: {
    country: 'FR',
    city: { name: 'Lyon', slug: 'lyon', latitude: 45.764, longitude: 4.8357 },
    consumer: { firstName: 'Camille', lastName: 'Martin', phone: '+33612345678' },
    pro: {
      firstName: 'Julien',
      lastName: 'Moreau',
      phone: '+33687654321',
      companyName: 'Moreau Rénovation',
      companyNumber: '823456781',
      legalForm: 'SOLE_PROPRIETORSHIP',
    },
    member: { firstName: 'Léa', lastName: 'Girard' },
    trades: ['painting', 'plastering'],
  },
  it: {
    country: 'IT',
    city: { name: 'Bologna', slug: 'bologna', latitude: 44.4949, longitude: 11.3426 },
    consumer: { firstName: 'Giulia', lastName: 'Russo', phone: '+393471234567' },
    pro: {
      firstName: 'Marco',
      lastName: 'Bianchi',
      phone: '+393477654321',
      companyName: 'Bianchi Impianti',
      companyNumber: '03456780372',
      legalForm: 'SOLE_PROPRIETORSHIP',
    },
    member: { firstName: 'Sara', lastName: 'Ferrari' },
    trades: ['plumbing', 'heating'],
  },
  de: {
    country: 'DE',
    city: { name: 'Köln', slug: 'koeln', latitude: 50.9375, longitude: 6.9603 },
    consumer: { firstName: 'Lena', lastName: 'Schmidt', phone: '+4915112345678' },
    pro: {
      firstName: 'Jonas',
      lastName: 'Becker',
      phone: '+4915187654321',
      companyName: 'Becker Haustechnik',
      companyNumber: 'HRA 41235',
      legalForm: 'SOLE_PROPRIETORSHIP',
    },
    member: { firstName: 'Mia', lastName: 'Wagner' },
    trades: ['heating', 'plumbing'],
  },
  at: {
    country: 'AT',
    city: { name: 'Graz', slug: 'graz', latitude: 47.0707, longitude: 15.4395 },
    consumer: { firstName: 'Anna', lastName: 'Gruber', phone: '+436641234567' },
    pro: {
      firstName: 'Lukas',
      lastName: 'Huber',
      phone: '+436647654321',
      companyName: 'Huber Installationen',
      companyNumber: 'FN 482913k',
      legalForm: 'SOLE_PROPRIETORSHIP',
    },
    member: { firstName: 'Sophie', lastName: 'Pichler' },
    trades: ['plumbing', 'heating'],
  },
  uk: {
    country: 'GB',
    city: { name: 'Manchester', slug: 'manchester', latitude: 53.4808, longitude: -2.2426 },
    consumer: { firstName: 'Olivia', lastName: 'Taylor', phone: '+447700900123' },
    pro: {
      firstName: 'Harry',
      lastName: 'Evans',
      phone: '+447700900456',
      companyName: 'Evans Building & Joinery',
      companyNumber: '11223344',
      legalForm: 'PRIVATE_LIMITED_COMPANY',
    },
    member: { firstName: 'Amelia', lastName: 'Hughes' },
    trades: ['carpentry', 'bricklaying'],
  },
  ie: {
    country: 'IE',
    city: { name: 'Cork', slug: 'cork', latitude: 51.8985, longitude: -8.4756 },
    consumer: { firstName: 'Aoife', lastName: 'Murphy', phone: '+353851234567' },
    pro: {
      firstName: 'Conor',
      lastName: 'Byrne',
      phone: '+353857654321',
      companyName: 'Byrne Plumbing & Heating',
      companyNumber: '634512',
      legalForm: 'PRIVATE_LIMITED_COMPANY',
    },
    member: { firstName: 'Niamh', lastName: 'Kelly' },
    trades: ['plumbing', 'heating'],
  },
  ca: {
    country: 'CA',
    city: { name: 'Halifax', slug: 'halifax', latitude: 44.6488, longitude: -63.5752 },
    consumer: { firstName: 'Emily', lastName: 'Wilson', phone: '+19025550123' },
    pro: {
      firstName: 'Liam',
      lastName: 'MacDonald',
      phone: '+19025550187',
      companyName: 'MacDonald Renovations',
      companyNumber: '3312458',
      legalForm: 'SOLE_PROPRIETORSHIP',
    },
    member: { firstName: 'Chloe', lastName: 'Tremblay' },
    trades: ['carpentry', 'painting'],
  },
  us: {
    country: 'US',
    city: { name: 'Denver', slug: 'denver', latitude: 39.7392, longitude: -104.9903 },
    consumer: { firstName: 'Madison', lastName: 'Johnson', phone: '+13035550123' },
    pro: {
      firstName: 'Tyler',
      lastName: 'Brooks',
      phone: '+13035550187',
      companyName: 'Brooks Home Services',
      companyNumber: 'CO-20161234567',
      legalForm: 'LIMITED_LIABILITY_COMPANY',
    },
    member: { firstName: 'Ava', lastName: 'Miller' },
    trades: ['handyman', 'painting'],
  },
};

export const DEMO_STAFF = { email: 'admin@example.com', firstName: 'Robin', lastName: 'Staff' } as const;

export const DEMO_PASSWORD = 'hearth-demo';
