import * as catalogue from './0001-catalogue.ts';

/** Every migration, in order. Names sort in the order they must run. */
export const migrations = {
  '0001-catalogue': catalogue,
};
