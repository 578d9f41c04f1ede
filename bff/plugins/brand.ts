// The brand of every request comes from its Host header (DESIGN §3); unknown hosts get the
// default brand.
import fp from 'fastify-plugin';
import { type Brand, brandForHost } from '../../shared/brands.ts';
import type { BffConfig } from '../config.ts';
import { type FeatureFlags, featureFlagsFor } from '../feature-flags.ts';

declare module 'fastify' {
  interface FastifyRequest {
    brand: Brand;
    // Spec §1 feature flags of the brand, as the deployment sets them.
    featureFlags: FeatureFlags;
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
    app.addHook('onRequest', async (request) => {
      request.brand = brandForHost(request.headers.host, options);
      request.featureFlags = featureFlagsFor(config.featureFlags, request.brand.id);
    });
  },
  { name: 'brand' },
);
