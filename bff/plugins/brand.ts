// The brand of every request comes from its Host header (DESIGN §3); unknown hosts get the
// default brand.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Brand, type BrandOrigins, brandForHost, brandOrigins } from '../../shared/brands.ts';
import type { FeatureFlags } from '../../shared/feature-flags.ts';
import type { BffConfig } from '../config.ts';
import { featureFlagsFor } from '../feature-flags.ts';

declare module 'fastify' {
  interface FastifyRequest {
    brand: Brand;
    // Spec §1 feature flags of the brand, as the deployment sets them.
    featureFlags: FeatureFlags;
    // Where every brand's site is, as this request sees them (canonical links, sitemaps).
    readonly siteOrigins: BrandOrigins;
  }
}

export const brandPlugin = fp<{ config: BffConfig }>(
  async (app, { config }) => {
    const options = {
      allowLocalhost: config.allowLocalhostBrands,
      defaultBrand: config.defaultBrand,
      hostnames: config.brandHostnames,
    };
    app.decorateRequest('brand', null as unknown as Brand);
    app.decorateRequest('featureFlags', null as unknown as FeatureFlags);
    app.decorateRequest('siteOrigins', {
      getter(this: FastifyRequest) {
        return brandOrigins(this.headers.host, this.protocol, options);
      },
    });
    app.addHook('onRequest', async (request) => {
      request.brand = brandForHost(request.headers.host, options);
      request.featureFlags = featureFlagsFor(config.featureFlags, request.brand.id);
    });
  },
  { name: 'brand' },
);
