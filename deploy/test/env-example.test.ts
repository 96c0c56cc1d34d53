import { describe, expect, it } from 'vitest';
import { allVariables, listedIn, PLATFORM_VARIABLES } from './env-variables';

describe('.env.example', () => {
  const listed = listedIn('.env.example');
  const read = allVariables();

  it('lists every variable the code reads (configuration schemas, storefront, scripts)', () => {
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('lists nothing the code does not read', () => {
    expect([...listed].filter((name) => !read.has(name) && !PLATFORM_VARIABLES.has(name)).sort()).toEqual([]);
  });
});
