import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The domain package ships TypeScript sources shared with the gateway.
  transpilePackages: ['@cuida/domain'],
};

export default config;
